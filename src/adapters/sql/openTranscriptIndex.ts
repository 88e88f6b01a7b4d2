import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { Logger } from '../../core/ports/Logger';
import { claimDataDir } from './dataDirOwner';
import { migrate } from './migrate';
import { NodePostgresDatabase } from './NodePostgresDatabase';
import { PgliteDatabase } from './PgliteDatabase';
import { PgliteThreadDatabase } from './PgliteThreadDatabase';
import {
  PostgresTranscriptIndex,
  type PostgresTranscriptIndexOptions,
} from './PostgresTranscriptIndex';
import type { SqlDatabase } from './SqlDatabase';

export interface TranscriptIndexLocation extends PostgresTranscriptIndexOptions {
  /** A PostgreSQL server (`postgres://…`): wins over `dataDir`. */
  databaseUrl?: string;
  /**
   * PGlite's data folder, created on first open, run in a thread of its own; in memory (in
   * the process, for tests and tools) when neither is given.
   */
  dataDir?: string;
  /** Where errors of idle server connections are logged. */
  logger?: Logger;
}

/** Connections a server pool opens at most: searches, one indexer, its lock. */
const POOL_SIZE = 10;

/** Opens the database the location names. */
export async function openDatabase(location: TranscriptIndexLocation): Promise<SqlDatabase> {
  const url = location.databaseUrl?.trim();
  if (url) {
    const pool = new Pool({ connectionString: url, max: POOL_SIZE });
    // An idle connection the server drops must not end the process.
    pool.on('error', (error) => location.logger?.error('PostgreSQL connection failed', error));
    return new NodePostgresDatabase(pool);
  }
  const dataDir = location.dataDir?.trim();
  if (!dataDir) return new PgliteDatabase(await PGlite.create());
  const release = claimDataDir(dataDir);
  try {
    // A thread of its own: no statement runs on the event loop of the process that serves.
    return await PgliteThreadDatabase.open({
      dataDir,
      release,
      onRestart: (error) =>
        error
          ? location.logger?.error('PGlite: its thread could not be started again', error)
          : location.logger?.warn(
              'PGlite: its thread stopped (a statement past its time limit, or a failure) and was started again',
            ),
    });
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The transcript index at `location`, its migrations applied: a PostgreSQL server when
 * `databaseUrl` is given, PGlite in `dataDir` otherwise, or PGlite in memory.
 */
export async function openTranscriptIndex(
  location: TranscriptIndexLocation = {},
): Promise<PostgresTranscriptIndex> {
  const db = await openDatabase(location);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return new PostgresTranscriptIndex(db, location);
}
