import {
  isPlaybackSpeed,
  nearestSpeed,
  parseSpeed,
  PLAYBACK_SPEEDS,
  speedLabel,
} from '../../../../src/core/rules/media/playbackSpeed';
import { itMaps, itRefuses } from '../../../support/tables';

/** The speeds a visitor is offered, slowest first, each with how it reads. */
const OFFERED: [speed: number, label: string][] = [
  [0.5, '0.5×'],
  [0.75, '0.75×'],
  [1, 'Normal'],
  [1.25, '1.25×'],
  [1.5, '1.5×'],
  [1.75, '1.75×'],
  [2, '2×'],
];

describe('playback speeds', () => {
  it('run from half to double speed in quarter steps, read as Normal or as a multiple', () => {
    expect(PLAYBACK_SPEEDS.map((speed) => [speed, speedLabel(speed)])).toEqual(OFFERED);
  });

  itMaps(parseSpeed, 'are read from the form value %p', [
    ['1.5', 1.5],
    [' 2 ', 2],
    ['0.50', 0.5],
    ['1', 1],
  ]);

  itRefuses(parseSpeed, 'refuse the form value %p', [
    '',
    '3',
    '0.25',
    '1.3',
    'fast',
    'NaN',
    'Infinity',
  ]);

  it('tell an offered speed from anything else', () => {
    for (const [speed] of OFFERED) expect(isPlaybackSpeed(speed)).toBe(true);
    expect(isPlaybackSpeed(0.25)).toBe(false);
    expect(isPlaybackSpeed('1')).toBe(false);
  });

  itMaps(nearestSpeed, 'show a player rate of %p as %p', [
    [1, 1],
    [0.25, 0.5],
    [3, 2],
    [1.3, 1.25],
    [1.9, 2],
    [Number.NaN, 1],
    [0, 1],
    [-2, 1],
  ]);
});
