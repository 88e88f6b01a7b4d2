import type { PlaybackWindow } from '../values/time';

/** Clips whose position is kept; the oldest go first. */
export const RESUME_LIMIT = 50;
/** A position this close to a clip's start or end is not worth resuming at... */
export const RESUME_EDGE_SECONDS = 5;
/** ...nor, for short clips, this share of the clip's length. */
export const RESUME_EDGE_SHARE = 0.1;

// Storage can be written by anything on the origin: caps keep a bad value harmless.
const MAX_ID_LENGTH = 200;
const MAX_SECONDS = 1_000_000;

/** A clip's id and where the visitor was, seconds into its media file. */
export type ResumeEntry = readonly [clipId: string, seconds: number];

function isEntry(value: unknown): value is ResumeEntry {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [id, seconds] = value as unknown[];
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= MAX_ID_LENGTH &&
    typeof seconds === 'number' &&
    Number.isFinite(seconds) &&
    seconds >= 0 &&
    seconds <= MAX_SECONDS
  );
}

/**
 * `entries` with `clipId` at `seconds` as the newest entry (or removed, when `seconds` is
 * undefined), keeping the newest `limit`.
 */
export function withResumePosition(
  entries: readonly ResumeEntry[],
  clipId: string,
  seconds: number | undefined,
  limit = RESUME_LIMIT,
): ResumeEntry[] {
  const kept = entries.filter(([id]) => id !== clipId);
  // Down to a tenth: the offer's whole seconds never run ahead of where playback was.
  if (seconds !== undefined) kept.push([clipId, Math.floor(seconds * 10) / 10]);
  return kept.slice(Math.max(0, kept.length - limit));
}

/**
 * The kept positions, oldest first, from their stored text: entries that are not a clip id
 * and a time are dropped, a repeated id keeps its newest entry, at most `limit` are kept.
 */
export function parseResumeList(
  text: string | null | undefined,
  limit = RESUME_LIMIT,
): ResumeEntry[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isEntry)
    .reduce<ResumeEntry[]>(
      (list, [id, seconds]) => withResumePosition(list, id, seconds, limit),
      [],
    );
}

export function resumeListText(entries: readonly ResumeEntry[]): string {
  return JSON.stringify(entries);
}

export function resumePositionOf(
  entries: readonly ResumeEntry[],
  clipId: string,
): number | undefined {
  return entries.find(([id]) => id === clipId)?.[1];
}

/**
 * `seconds` when it is worth resuming there: inside the clip and not at its very start or
 * end (5 s, or a tenth of a shorter clip). Undefined otherwise, and while the clip's end is
 * unknown (no duration in the record and `mediaDuration` not known yet).
 */
export function resumePoint(
  seconds: number | undefined,
  clip: PlaybackWindow,
  mediaDuration?: number,
): number | undefined {
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined;
  const end =
    clip.end ??
    (mediaDuration !== undefined && mediaDuration > clip.start ? mediaDuration : undefined);
  if (end === undefined) return undefined;
  const edge = Math.min(RESUME_EDGE_SECONDS, (end - clip.start) * RESUME_EDGE_SHARE);
  return seconds >= clip.start + edge && seconds <= end - edge ? seconds : undefined;
}
