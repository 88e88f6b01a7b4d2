import type { PassLock } from '../ports/TranscriptIndex';
import type { IndexOptions, IndexSummary, IndexTranscripts } from './IndexTranscripts';

/** The lock every process on one database shares: one of them indexes at a time. */
export const INDEXER_LOCK = 'transcript-indexer';

/** One indexing pass under the shared lock: the server's schedule and `npm run index` alike. */
export class RunIndexPass {
  constructor(
    private readonly lock: PassLock,
    private readonly indexer: IndexTranscripts,
  ) {}

  /**
   * The pass's summary; undefined when another process holds the lock (nothing ran).
   * `onLocked` is told once the lock is held, as the pass starts.
   * Rejects when the lock cannot be asked for (the database is down).
   */
  execute(options: IndexOptions, onLocked?: () => void): Promise<IndexSummary | undefined> {
    return this.lock.exclusively(INDEXER_LOCK, () => {
      onLocked?.();
      return this.indexer.execute(options);
    });
  }
}
