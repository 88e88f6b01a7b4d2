import {
  clipOffset,
  formatTimecode,
  parseTimecode,
  timecodeStart,
} from '../../../../src/core/rules/media/timecode';
import { itMaps, itRefuses } from '../../../support/tables';

describe('a ?t= value', () => {
  itMaps(parseTimecode, '%p is %p seconds', [
    ['90', 90],
    ['0', 0],
    ['90.5', 90.5],
    ['45s', 45],
    ['1m30s', 90],
    ['1m', 60],
    ['2m05s', 125],
    ['1h2m3s', 3723],
    ['1h', 3600],
    ['1H2M3S', 3723],
    [' 1m30s ', 90],
    ['1:30', 90],
    ['01:30', 90],
    ['90:00', 5400],
    ['1:02:03', 3723],
    ['01:02:03', 3723],
    ['00:00:07.5', 7.5],
  ]);

  itRefuses(parseTimecode, '%p is not a time', [
    '',
    '   ',
    null,
    undefined,
    '-5',
    'abc',
    '1m30x',
    '30s1m',
    '1:75',
    '1:60:00',
    '1::30',
    't=30',
  ]);
});

describe('a ?t= value written for a link', () => {
  itMaps(formatTimecode, '%p seconds is %p', [
    [0, '0s'],
    [45, '45s'],
    [45.9, '45s'],
    [90, '1m30s'],
    [3600, '1h0m0s'],
    [3723, '1h2m3s'],
    [-3, '0s'],
    [Number.NaN, '0s'],
  ]);

  it('reads back as the same whole seconds', () => {
    for (const seconds of [0, 7, 59, 60, 61, 3599, 3600, 3723, 86399]) {
      expect(parseTimecode(formatTimecode(seconds))).toBe(seconds);
    }
  });
});

describe('where a ?t= link starts in the media file', () => {
  const clip = { start: 605, end: 766 };

  it.each([
    ['0', 605],
    ['30', 635],
    ['1m', 665],
    ['2:41', 766],
    ['10m', 766],
    ['99:99:99', undefined],
  ])('%p into a clip at 10:05 for 2:41 starts at %p', (value, start) => {
    expect(timecodeStart(value, clip)).toBe(start);
  });

  it('is undefined without a value', () => {
    expect(timecodeStart(null, clip)).toBeUndefined();
    expect(timecodeStart('soon', clip)).toBeUndefined();
  });

  it('has no upper bound when the clip has no known end', () => {
    expect(timecodeStart('1h', { start: 5, end: undefined })).toBe(3605);
  });
});

describe('a time in the media file as seconds into the clip', () => {
  it.each([
    [605, 0],
    [650, 45],
    [600, 0],
    [800, 161],
  ])('%p is %p', (seconds, offset) => {
    expect(clipOffset(seconds, { start: 605, end: 766 })).toBe(offset);
  });
});
