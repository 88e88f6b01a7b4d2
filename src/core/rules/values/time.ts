// SPEC §5: exactly hh:mm:ss, two-digit hours.
const HMS = /^(\d{2}):([0-5]\d):([0-5]\d)$/;

/** Seconds in an hh:mm:ss string; undefined for anything else (`1:2:3`, `100:00:00`, ''). */
export function parseHms(value: string | undefined | null): number | undefined {
  const match = HMS.exec(String(value ?? '').trim());
  if (!match) return undefined;
  const [, h, m, s] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

export interface PlaybackWindow {
  /** Seconds into the file where the clip starts. */
  start: number;
  /** Where playback holds: start plus duration; undefined when the duration is unknown. */
  end: number | undefined;
}

/** The part of the media file an asset covers (a missing or bad start is 0). */
export function playbackWindow(timeStart: string, duration: string): PlaybackWindow {
  const start = parseHms(timeStart) ?? 0;
  const length = parseHms(duration);
  return { start, end: length === undefined || length <= 0 ? undefined : start + length };
}

/** A time inside the window: before the start is the start, past the end is the end. */
export function clampToWindow(seconds: number, clip: PlaybackWindow): number {
  const t = Number.isFinite(seconds) ? seconds : clip.start;
  const upper = clip.end ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(t, clip.start), upper);
}

/** Seconds as h:mm:ss or m:ss for display. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
