import {
  assetTime,
  decadeLabel,
  decadeOf,
  parseDecade,
} from '../../../../src/core/rules/places/assetTime';

const time = (dateIssued: string, coverages: string[] = []) => assetTime({ dateIssued, coverages });

describe('when a record is from', () => {
  it('takes the year of DateIssued first, whatever its coverages say', () => {
    expect(time('1967-05-02', ['1950s'])).toEqual({
      known: true,
      year: 1967,
      decade: 1960,
      from: 'dateIssued',
    });
    expect(time('5/2/1984')).toMatchObject({ year: 1984, decade: 1980 });
    expect(time('2003')).toMatchObject({ year: 2003, decade: 2000 });
  });

  it('falls back to a single year among the coverages', () => {
    expect(time('', ['Houma (La.)', '1957'])).toEqual({
      known: true,
      year: 1957,
      decade: 1950,
      from: 'coverage',
    });
  });

  it('takes only the decade from a decade, a circa year or a range within one decade', () => {
    for (const coverage of ['1960s', "1960's", 'ca. 1965', '1962-1968']) {
      expect(time('', [coverage])).toEqual({
        known: true,
        year: undefined,
        decade: 1960,
        from: 'coverage',
      });
    }
    expect(time('', ['1961', '1967'])).toMatchObject({ year: undefined, decade: 1960 });
  });

  it('says unknown rather than guess', () => {
    expect(time('')).toEqual({ known: false });
    expect(time('unknown', ['Louisiana'])).toEqual({ known: false });
    expect(time('', ['20th century'])).toEqual({ known: false });
    expect(time('', ['1958-1963'])).toEqual({ known: false });
    expect(time('', ['1957', '1965'])).toEqual({ known: false });
    expect(time('0000-00-00', [])).toEqual({ known: false });
    expect(time('9999', [])).toEqual({ known: false });
  });

  it('ignores an impossible DateIssued and reads the coverages instead', () => {
    expect(time('1967-13-01', ['1970'])).toMatchObject({ year: 1970, from: 'coverage' });
  });
});

describe('decades', () => {
  it('are written with their first year and an s', () => {
    expect(decadeOf(1967)).toBe(1960);
    expect(decadeOf(2000)).toBe(2000);
    expect(decadeLabel(1960)).toBe('1960s');
  });

  it('are read from routes only in that form', () => {
    expect(parseDecade('1960s')).toBe(1960);
    expect(parseDecade('2000s')).toBe(2000);
    for (const text of [
      '1965s',
      '1960',
      '60s',
      '1960S',
      ' 1960s',
      '01960s',
      '9990s',
      '1960s/',
      '',
    ]) {
      expect(parseDecade(text)).toBeUndefined();
    }
  });
});
