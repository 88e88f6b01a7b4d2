import { MAX_SPOKEN_QUERY_CHARS } from '../../../../src/core/entities/SpokenWords';
import { spokenQueryText } from '../../../../src/core/rules/spoken/spokenQuery';

describe('spokenQueryText', () => {
  it('keeps the search syntax the engine reads: words, "phrases", -words and OR', () => {
    expect(spokenQueryText('  "levee board" OR flood -rain ')).toBe('"levee board" OR flood -rain');
  });

  it.each([
    ['control characters', 'lev\u0000ee\u0007 board\u009b', 'lev ee board'],
    ['bidi overrides and isolates', '\u202eflood\u202c \u2066levee\u2069', 'flood levee'],
    ['zero-width characters and the BOM', 'fl\u200bood\ufeff', 'fl ood'],
    ['line breaks and tabs', 'levee\n\tboard', 'levee board'],
    ['a lone surrogate', 'levee \ud800 board', 'levee board'],
  ])('drops %s', (_, raw, cleaned) => {
    expect(spokenQueryText(raw)).toBe(cleaned);
  });

  it('is empty when nothing searchable is left', () => {
    expect(spokenQueryText('\u202e\u0000  \u200b')).toBe('');
    expect(spokenQueryText(null)).toBe('');
    expect(spokenQueryText(undefined)).toBe('');
  });

  it(`cuts a long text to ${MAX_SPOKEN_QUERY_CHARS} characters`, () => {
    expect(spokenQueryText('levee '.repeat(2_000)).length).toBeLessThanOrEqual(
      MAX_SPOKEN_QUERY_CHARS,
    );
    expect(spokenQueryText('x'.repeat(10_000))).toBe('x'.repeat(MAX_SPOKEN_QUERY_CHARS));
  });

  it('never cuts a character in half', () => {
    const text = `${'a'.repeat(MAX_SPOKEN_QUERY_CHARS - 1)}😀😀`;
    const cut = spokenQueryText(text);
    expect(cut).toBe('a'.repeat(MAX_SPOKEN_QUERY_CHARS - 1));
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });
});
