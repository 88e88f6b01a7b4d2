/** What the benches share: a throwaway PostgreSQL server, a folder's size, percentiles. */
import { execFileSync } from 'node:child_process';
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

/** The size of a folder on disk, in MB. */
export function megabytesOf(folder: string): number {
  return Number(execFileSync('du', ['-sk', folder], { encoding: 'utf8' }).split('\t')[0]) / 1024;
}

/** The p-th percentile (nearest rank) of values sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
