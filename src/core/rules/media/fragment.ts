import { clampToWindow, type PlaybackWindow } from '../values/time';

/** Seconds as a media fragment's NPT value: at most millisecond precision, no trailing zeros. */
function npt(seconds: number): string {
  return String(Math.round(Math.max(0, seconds) * 1000) / 1000);
}

/**
 * The media URL with a temporal fragment (`#t=start,end`), so a browser's own player starts
 * at `from` (inside the window) and stops at the window's end with no script at all. Any
 * fragment the URL had is replaced; from the file's very start with no end, there is none.
 */
export function mediaFragmentUrl(
  mediaUrl: string,
  clip: PlaybackWindow,
  from = clip.start,
): string {
  const base = mediaUrl.split('#')[0] ?? '';
  const start = clampToWindow(from, clip);
  if (clip.end !== undefined && clip.end > start) return `${base}#t=${npt(start)},${npt(clip.end)}`;
  return start > 0 ? `${base}#t=${npt(start)}` : base;
}
