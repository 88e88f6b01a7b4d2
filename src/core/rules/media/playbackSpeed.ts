/** The speeds a visitor can pick, slowest first. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export const NORMAL_SPEED: PlaybackSpeed = 1;

export function isPlaybackSpeed(value: unknown): value is PlaybackSpeed {
  return PLAYBACK_SPEEDS.includes(value as PlaybackSpeed);
}

/** The offered speed nearest a player's rate (its own menu may offer others); normal when unknown. */
export function nearestSpeed(rate: number): PlaybackSpeed {
  if (!Number.isFinite(rate) || rate <= 0) return NORMAL_SPEED;
  let best: PlaybackSpeed = NORMAL_SPEED;
  for (const speed of PLAYBACK_SPEEDS) {
    if (Math.abs(speed - rate) < Math.abs(best - rate)) best = speed;
  }
  return best;
}

/** An offered speed from a form value (`"1.5"`); undefined for anything else. */
export function parseSpeed(value: string): PlaybackSpeed | undefined {
  const speed = Number(value.trim());
  return value.trim() !== '' && isPlaybackSpeed(speed) ? speed : undefined;
}

/** How a speed reads in a menu: `Normal`, `0.5×`, `1.25×`. */
export function speedLabel(speed: PlaybackSpeed): string {
  return speed === NORMAL_SPEED ? 'Normal' : `${speed}×`;
}
