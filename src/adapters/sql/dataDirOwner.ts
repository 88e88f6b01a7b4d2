import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const claimed = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is PostgreSQL without its postmaster: two processes on one data folder would
 * corrupt it. The owner writes its PID beside the folder; another live owner (this process
 * included) is refused, a dead one's claim is taken over. Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const file = join(dirname(folder), `.${folder.split(/[\\/]/).pop() ?? 'data'}.owner`);
  if (claimed.has(folder)) {
    throw new Error(`The index folder ${folder} is already open in this process`);
  }
  mkdirSync(dirname(folder), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new Error(
          `The index folder ${folder} is open in process ${owner}; one process owns it (use DATABASE_URL to share an index)`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  claimed.add(folder);
  return () => {
    claimed.delete(folder);
    rmSync(file, { force: true });
  };
}
