import type { KeyValueStore } from '../ports/KeyValueStore';
import {
  parseResumeList,
  resumeListText,
  resumePositionOf,
  withResumePosition,
} from '../rules/media/resume';

const RESUME_KEY = 'ldma.resume';
const CAPTIONS_KEY = 'ldma.captions';

/**
 * What the visitor's device remembers about watching: where each clip was left (the newest
 * 50 clips) and whether captions are wanted. Read afresh on each call, so another tab's
 * writes count; values read back are checked, and a bad one reads as none.
 */
export class WatchingMemory {
  constructor(private readonly storage: KeyValueStore) {}

  /** Seconds into the media file where `clipId` was left; undefined when none is kept. */
  position(clipId: string): number | undefined {
    return resumePositionOf(parseResumeList(this.storage.get(RESUME_KEY)), clipId);
  }

  /** Keeps `seconds` as where `clipId` was left, or forgets it (undefined). */
  remember(clipId: string, seconds: number | undefined): void {
    if (!clipId) return;
    const entries = parseResumeList(this.storage.get(RESUME_KEY));
    if (seconds === undefined && resumePositionOf(entries, clipId) === undefined) return;
    this.storage.set(RESUME_KEY, resumeListText(withResumePosition(entries, clipId, seconds)));
  }

  /** Captions are on unless the visitor turned them off. */
  get captions(): boolean {
    return this.storage.get(CAPTIONS_KEY) !== 'off';
  }

  setCaptions(on: boolean): void {
    this.storage.set(CAPTIONS_KEY, on ? 'on' : 'off');
  }
}
