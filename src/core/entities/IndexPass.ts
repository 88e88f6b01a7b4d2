/** What a pass of the spoken-word index did, as its summary and progress tell. */

export interface IndexProgress {
  /** Videos handled so far, whatever became of them. */
  done: number;
  /** Public videos the walk found. */
  total: number;
}

/** How a pass ended. */
export type PassOutcome =
  /** Every video the walk found was handled (some may have failed). */
  | 'finished'
  /** The walk, or the index itself, failed: the index keeps what it had. */
  | 'failed'
  /** Stopped through its signal. */
  | 'aborted';

/** A video the pass could not index, named in its summary. */
export interface FailedVideo {
  id: string;
  reason: string;
  /** Its caption file failed on an earlier pass and has not changed: not read again. */
  earlier?: boolean;
}

export interface IndexSummary {
  outcome: PassOutcome;
  /** Public videos the walk found. */
  seen: number;
  /** Videos whose cues were stored anew. */
  indexed: number;
  /** Videos whose caption file (and details) had not changed: nothing stored. */
  unchanged: number;
  /** Videos with no caption file, or none of whose captions fall inside the clip. */
  withoutCaptions: number;
  /** Videos listed by the walk but gone or no longer public when their details were read. */
  gone: number;
  /**
   * Videos whose details or caption file could not be read or stored, or whose file failed
   * before and has not changed: their old cues stay.
   */
  failed: number;
  /** Each failed video and why, in the order they were handled. */
  failures: FailedVideo[];
  /**
   * Assets dropped from the index: gone, no longer public, without captions now, or (after a
   * complete walk) no longer listed.
   */
  dropped: number;
  /** Cues stored by this pass. */
  cues: number;
  /** Whether the walk read the archive's lists to their end (only then are unseen assets dropped). */
  complete: boolean;
  ms: number;
  /** Why the pass failed. */
  error?: string;
}

/** A summary of nothing done yet: a pass counts into it. */
export function emptySummary(): IndexSummary {
  return {
    outcome: 'finished',
    seen: 0,
    indexed: 0,
    unchanged: 0,
    withoutCaptions: 0,
    gone: 0,
    failed: 0,
    failures: [],
    dropped: 0,
    cues: 0,
    complete: false,
    ms: 0,
  };
}
