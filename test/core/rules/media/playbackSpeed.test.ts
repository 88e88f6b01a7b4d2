import {
  isPlaybackSpeed,
  nearestSpeed,
  parseSpeed,
  PLAYBACK_SPEEDS,
  speedLabel,
} from '../../../../src/core/rules/media/playbackSpeed';

describe('playback speeds', () => {
  it('run from half to double speed in quarter steps', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
  });

  it('read as Normal or as a multiple', () => {
    expect(PLAYBACK_SPEEDS.map(speedLabel)).toEqual([
      '0.5×',
      '0.75×',
      'Normal',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
  });

  it.each([
    ['1.5', 1.5],
    [' 2 ', 2],
    ['0.50', 0.5],
    ['1', 1],
  ])('are read from the form value %p', (value, speed) => {
    expect(parseSpeed(value)).toBe(speed);
  });

  it.each(['', '3', '0.25', '1.3', 'fast', 'NaN', 'Infinity'])(
    'refuse the form value %p',
    (value) => {
      expect(parseSpeed(value)).toBeUndefined();
    },
  );

  it('tell an offered speed from anything else', () => {
    expect(isPlaybackSpeed(1.25)).toBe(true);
    expect(isPlaybackSpeed(0.25)).toBe(false);
    expect(isPlaybackSpeed('1')).toBe(false);
  });

  it.each([
    [1, 1],
    [0.25, 0.5],
    [3, 2],
    [1.3, 1.25],
    [1.9, 2],
    [Number.NaN, 1],
    [0, 1],
    [-2, 1],
  ])('show a player rate of %p as %p', (rate, speed) => {
    expect(nearestSpeed(rate)).toBe(speed);
  });
});
