import { resolve } from 'node:path';

/** Where the index lives and how often the server refreshes it. */
export interface TranscriptIndexConfig {
  /** A PostgreSQL server every instance shares (DATABASE_URL); PGlite in `dataDir` without. */
  databaseUrl?: string;
  /** PGlite's data folder (TRANSCRIPT_INDEX_DIR), absolute. */
  dataDir: string;
  /** Between the server's passes (TRANSCRIPT_INDEX_HOURS); 0: the server runs none. */
  everyMs: number;
}

export const DEFAULT_INDEX_DIR = '.data/transcript-index';
export const DEFAULT_INDEX_HOURS = 6;

/** Reads the index's variables; throws, naming the variable, on a value it cannot use. */
export function readTranscriptIndexConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): TranscriptIndexConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const hoursText = env.TRANSCRIPT_INDEX_HOURS?.trim();
  const hours = hoursText ? Number(hoursText) : DEFAULT_INDEX_HOURS;
  if (!Number.isFinite(hours) || hours < 0) {
    throw new Error(
      `TRANSCRIPT_INDEX_HOURS must be a number of hours (0 for no pass), not ${hoursText}`,
    );
  }
  return {
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir: resolve(cwd, env.TRANSCRIPT_INDEX_DIR?.trim() || DEFAULT_INDEX_DIR),
    everyMs: Math.round(hours * 3_600_000),
  };
}
