import { migrate } from '../../src/adapters/sql/migrate';
import type { SqlDatabase } from '../../src/adapters/sql/SqlDatabase';

/** One SQL engine under a contract: PGlite or a PostgreSQL server. */
export interface DatabaseEngine {
  /** The database the file's tests share (opened once, tables emptied between tests). */
  open(): Promise<SqlDatabase>;
  /** Closes what the engine opened. */
  close(): Promise<void>;
}

/**
 * The engine's database for the tests of the enclosing `describe`: opened and migrated once
 * before them, `tables` emptied (with what refers to them) before each, closed after them.
 * Gives the open database.
 */
export function sharedDatabase(
  engine: DatabaseEngine,
  tables: readonly string[],
): () => SqlDatabase {
  let db: SqlDatabase | undefined;
  const opened = (): SqlDatabase => {
    if (!db) throw new Error('The shared database is not open');
    return db;
  };

  // Starting a PostgreSQL server for the file may install it first.
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  }, 300_000);

  afterAll(() => engine.close(), 60_000);

  beforeEach(() => opened().exec(`TRUNCATE ${tables.join(', ')} CASCADE`));

  return opened;
}

/**
 * Time limits no busy machine reaches, for the SQL adapters in tests of anything but the
 * limits: the defaults (a search 2 s) are how long a visitor may wait, not a test's bound.
 */
export const UNHURRIED = { searchTimeLimitMs: 600_000, storeTimeLimitMs: 3_600_000 };
