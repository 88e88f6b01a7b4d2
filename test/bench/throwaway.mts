/** What the benches share: a throwaway database, a folder's size, percentiles. */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const POSTGRES_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/postgres.sh');

/** Starts a PostgreSQL server in `dir` (scripts/postgres.sh) and answers its URL. */
export function startPostgres(dir: string): string {
  return execFileSync('bash', [POSTGRES_SCRIPT, 'start', dir], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop() as string;
}

/** Stops the server `startPostgres(dir)` started. */
export function stopPostgres(dir: string): void {
  execFileSync('bash', [POSTGRES_SCRIPT, 'stop', dir], { stdio: 'ignore' });
}

export type Engine = 'pglite' | 'postgres';

/** The engines a comma-separated list names (`list` unset: both). */
export function enginesNamed(list = 'pglite,postgres'): Engine[] {
  return list.split(',').filter((e): e is Engine => e === 'pglite' || e === 'postgres');
}

/** Where a bench's database lives: a PostgreSQL server's URL, or PGlite's folder. */
export interface DatabaseLocation {
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * `measure` on a fresh database of `engine` in a new folder named from `prefix`: PGlite's, or
 * a PostgreSQL server's, stopped after it. The folder goes at the end.
 */
export async function onFreshDatabase<T>(
  engine: Engine,
  prefix: string,
  measure: (location: DatabaseLocation) => Promise<T>,
): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(folder, 0o711);
  try {
    if (engine === 'pglite') return await measure({ dataDir: join(folder, 'index') });
    const dir = join(folder, 'cluster');
    const databaseUrl = startPostgres(dir);
    try {
      return await measure({ databaseUrl });
    } finally {
      stopPostgres(dir);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The size of a folder on disk, in MB. */
export function megabytesOf(folder: string): number {
  return Number(execFileSync('du', ['-sk', folder], { encoding: 'utf8' }).split('\t')[0]) / 1024;
}

/** The p-th percentile (nearest rank) of values sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
