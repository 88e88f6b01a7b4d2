import { MIGRATIONS, type Migration } from './migrations';
import type { SqlDatabase } from './SqlDatabase';

/** The advisory lock that makes instances starting together apply migrations one at a time. */
const MIGRATION_LOCK = "hashtextextended('ldma:schema_migrations', 0)";

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, each in its own
 * transaction. The lock is held on one connection for the whole run, so a second instance
 * starting at the same moment waits, then finds them applied.
 */
export async function migrate(
  db: SqlDatabase,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.withSession(async (session) => {
    await session.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const rows = await session.query<{ version: number }>(
        'SELECT version FROM schema_migrations',
      );
      const done = new Set(rows.map((row) => row.version));
      const applied: number[] = [];
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue;
        await session.transaction(async (tx) => {
          await tx.exec(migration.sql);
          await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
        });
        applied.push(migration.version);
      }
      return applied;
    } finally {
      await session.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
