import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where the index lives and how often the server refreshes it. */
export interface TranscriptIndexConfig {
  /**
   * A PostgreSQL server every instance shares (DATABASE_URL, its password from
   * DATABASE_PASSWORD_FILE when set); PGlite in `dataDir` without.
   */
  databaseUrl?: string;
  /** PGlite's data folder (TRANSCRIPT_INDEX_DIR), absolute. */
  dataDir: string;
  /** Between the server's passes (TRANSCRIPT_INDEX_HOURS); 0: the server runs none. */
  everyMs: number;
}

export const DEFAULT_INDEX_DIR = '.data/transcript-index';
export const DEFAULT_INDEX_HOURS = 6;

/**
 * DATABASE_URL with the password DATABASE_PASSWORD_FILE holds (a Compose or Kubernetes
 * secret), so that no password need be written in the environment or the repository.
 */
function withPasswordFile(databaseUrl: string, file: string | undefined, cwd: string): string {
  if (!file) return databaseUrl;
  const url = new URL(databaseUrl);
  if (url.password) {
    throw new Error('DATABASE_URL names a password and DATABASE_PASSWORD_FILE another: give one');
  }
  let password: string;
  try {
    // A file written by `echo` ends in a newline that is no part of the password.
    password = readFileSync(resolve(cwd, file), 'utf8').replace(/\r?\n$/, '');
  } catch (error) {
    throw new Error(`DATABASE_PASSWORD_FILE ${file} cannot be read: ${(error as Error).message}`);
  }
  if (!password) throw new Error(`DATABASE_PASSWORD_FILE ${file} is empty`);
  url.password = encodeURIComponent(password);
  return url.href;
}

/** Reads the index's variables; throws, naming the variable, on a value it cannot use. */
export function readTranscriptIndexConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): TranscriptIndexConfig {
  const given = env.DATABASE_URL?.trim() || undefined;
  if (given && !/^postgres(ql)?:\/\//i.test(given)) {
    throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const passwordFile = env.DATABASE_PASSWORD_FILE?.trim() || undefined;
  if (passwordFile && !given) {
    throw new Error('DATABASE_PASSWORD_FILE is set but DATABASE_URL is not');
  }
  const databaseUrl = given && withPasswordFile(given, passwordFile, cwd);
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
