import { coverageYears, itemCount } from '../../../../src/core/rules/lists/listingSummary';

describe('coverageYears', () => {
  it.each<[string[], string]>([
    [['New Orleans (La.)', '1956', '1992'], '1956–1992'],
    [['1956-1992'], '1956–1992'],
    [['1956 – 1992', 'Baton Rouge (La.)'], '1956–1992'],
    [['1956/1992'], '1956–1992'],
    [['1956 to 1992'], '1956–1992'],
    [['1960s'], '1960s'],
    [["1960's"], '1960s'],
    [['1960s', '1975'], '1960–1975'],
    [['ca. 1948', '1960s'], '1948–1969'],
    [['1970', '1960s', '1950'], '1950–1970'],
  ])('reads %j as %s', (coverages, years) => {
    expect(coverageYears(coverages)).toBe(years);
  });

  it.each<[string[]]>([
    [[]],
    [['New Orleans (La.)']],
    // One year dates the record itself, not a span of what it holds.
    [['1967']],
    [['1967', 'Lafayette (La.)', '1967']],
    [['1967-1967']],
    // Not years of this archive, or backwards.
    [['0042', '9999']],
    [['1992-1956']],
    [['Route 1900-2000a']],
  ])('leaves %j out', (coverages) => {
    expect(coverageYears(coverages)).toBe('');
  });
});

describe('itemCount', () => {
  it.each([
    [0, '0 videos'],
    [1, '1 video'],
    [41, '41 videos'],
    [1250, '1,250 videos'],
  ])('writes %i as %s', (total, text) => {
    expect(itemCount(total)).toBe(text);
  });
});
