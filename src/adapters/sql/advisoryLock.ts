import type { SqlDatabase } from './SqlDatabase';

/** Lock names taken in this process, per database (PGlite grants its one session a lock twice). */
const heldLocks = new WeakMap<SqlDatabase, Set<string>>();

/**
 * Runs the task under a named lock, or answers undefined at once when it is held: a
 * session-level advisory lock on one connection held for the task's duration (across
 * instances on one server), and a guard within this process (PGlite has one connection,
 * on which the lock would be granted twice).
 */
export async function exclusively<T>(
  db: SqlDatabase,
  name: string,
  task: () => Promise<T>,
): Promise<T | undefined> {
  const held = heldLocks.get(db) ?? new Set<string>();
  heldLocks.set(db, held);
  if (held.has(name)) return undefined;
  held.add(name);
  try {
    return await db.withSession(async (session) => {
      const key = `ldma:${name}`;
      const [row] = await session.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
        [key],
      );
      if (!row?.locked) return undefined;
      try {
        return await task();
      } finally {
        await session.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
      }
    });
  } finally {
    held.delete(name);
  }
}
