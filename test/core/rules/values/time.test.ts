import fc from 'fast-check';
import {
  clampToWindow,
  formatClock,
  parseHms,
  playbackWindow,
} from '../../../../src/core/rules/values/time';
import { itMaps, itRefuses } from '../../../support/tables';

describe('hh:mm:ss', () => {
  itMaps(parseHms, '%p is %p seconds', [
    ['00:00:00', 0],
    ['00:10:05', 605],
    ['01:02:03', 3723],
    ['99:59:59', 359999],
    [' 00:02:41 ', 161],
  ]);

  itRefuses(parseHms, '%p is absent', [
    '',
    '100:00:00',
    '000:02:41',
    '1:02:03',
    '1:2:3',
    '00:61:00',
    '00:00:60',
    'abc',
    '00:00',
    '-01:00:00',
    '00:00:00.5',
    undefined,
    null,
  ]);

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const s = parseHms(text);
        return s === undefined || (Number.isInteger(s) && s >= 0);
      }),
    );
  });
});

describe('playback window', () => {
  it('ends at start plus duration', () => {
    expect(playbackWindow('00:10:05', '00:02:41')).toEqual({ start: 605, end: 766 });
  });

  it('treats a bad start as 0 and a bad or zero duration as no end', () => {
    expect(playbackWindow('abc', '00:00:10')).toEqual({ start: 0, end: 10 });
    expect(playbackWindow('00:00:05', '1:2:3')).toEqual({ start: 5, end: undefined });
    expect(playbackWindow('', '')).toEqual({ start: 0, end: undefined });
    expect(playbackWindow('00:00:05', '00:00:00')).toEqual({ start: 5, end: undefined });
  });

  it('clamps times into the window', () => {
    const clip = { start: 10, end: 20 };
    expect(clampToWindow(3, clip)).toBe(10);
    expect(clampToWindow(15, clip)).toBe(15);
    expect(clampToWindow(25, clip)).toBe(20);
    expect(clampToWindow(Number.NaN, clip)).toBe(10);
    expect(clampToWindow(1e9, { start: 10, end: undefined })).toBe(1e9);
  });

  it('keeps every clamped time inside the window', () => {
    fc.assert(
      fc.property(fc.double(), fc.nat(100000), fc.nat(100000), (t, start, length) => {
        const clip = { start, end: start + length };
        const c = clampToWindow(t, clip);
        return c >= clip.start && c <= clip.end;
      }),
    );
  });

  it('formats clock times', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-5)).toBe('0:00');
  });
});
