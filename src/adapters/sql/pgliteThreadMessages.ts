import type { WireError } from '../shared/wireError';

/** What the process asks of PGlite's thread: one statement at a time. */
export type ThreadRequest =
  { op: 'query'; sql: string; params: unknown[] } | { op: 'exec'; sql: string } | { op: 'close' };

export type ThreadAsk = ThreadRequest & { id: number };

export type ThreadAnswer =
  { id: number; ok: true; rows?: unknown[] } | { id: number; ok: false; error: WireError };

/** The thread's first message: its data folder is open, or why not. */
export type ThreadReady = { ready: true } | { ready: false; error: WireError };

/** Given to the thread at its start. */
export interface ThreadData {
  /** PGlite's data folder; in memory without. */
  dataDir?: string;
}
