import { clampToWindow, type PlaybackWindow } from '../values/time';

// 90, 90.5, 90s, 1m30s, 1h2m3s, 2m: each unit at most once, in order.
const UNITS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s?)?$/;
// 1:30, 01:02:03, 1:02:03.5: minutes and seconds below 60 once hours or minutes lead.
const CLOCK = /^(?:(\d+):)?(\d+):([0-5]?\d(?:\.\d+)?)$/;

/**
 * Seconds in a `?t=` value: plain seconds (`90`), units (`1m30s`, `1h2m`) or a clock
 * (`1:30`, `01:02:03`). Undefined for anything else, negative values included.
 */
export function parseTimecode(value: string | null | undefined): number | undefined {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (!text) return undefined;
  const clock = CLOCK.exec(text);
  if (clock) {
    const [, h, m = '0', s = '0'] = clock;
    if (h !== undefined && Number(m) >= 60) return undefined;
    return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
  }
  const units = UNITS.exec(text);
  if (!units) return undefined;
  const [, h = '0', m = '0', s = '0'] = units;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** Whole seconds as a compact `?t=` value: `45s`, `1m30s`, `1h0m5s`. */
export function formatTimecode(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h${m}m${s}s`;
  if (m > 0) return `${m}m${s}s`;
  return `${s}s`;
}

/**
 * Where a `?t=` link starts, in seconds into the media file: the value is relative to the
 * clip and clamped to it. Undefined when there is no readable value.
 */
export function timecodeStart(
  value: string | null | undefined,
  clip: PlaybackWindow,
): number | undefined {
  const offset = parseTimecode(value);
  return offset === undefined ? undefined : clampToWindow(clip.start + offset, clip);
}

/** Seconds into the clip for a time into the media file, never below 0 or past the end. */
export function clipOffset(seconds: number, clip: PlaybackWindow): number {
  return clampToWindow(seconds, clip) - clip.start;
}
