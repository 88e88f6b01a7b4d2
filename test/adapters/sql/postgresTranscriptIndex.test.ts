/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { LPB } from '../../../src/core/entities/Collection';
import { NodePostgresDatabase } from '../../../src/adapters/sql/NodePostgresDatabase';
import { openTranscriptIndex } from '../../../src/adapters/sql/openTranscriptIndex';
import { PostgresTranscriptIndex } from '../../../src/adapters/sql/PostgresTranscriptIndex';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { startTestPostgres, type TestPostgres } from '../../support/postgres';
import { sleepingInSearches, timeLimitContract } from './timeLimitContract';
import { transcriptIndexPortContract } from '../transcriptIndexContract';
import { sqlIndexUnderContract } from './sqlIndexUnderContract';
import { termCountsUpgrade } from './termCountsUpgrade';
import { transcriptIndexContract, type ContractEngine } from './transcriptIndexContract';
import { asset, cues } from '../../support/transcriptIndexFixtures';

let server: TestPostgres | undefined;
const opened: SqlDatabase[] = [];

// Never skipped: without a server (TEST_DATABASE_URL, or one scripts/postgres.sh can start)
// this rejects and every test of the file fails with the reason.
beforeAll(async () => {
  server = await startTestPostgres();
}, 300_000);

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await server?.stop();
}, 60_000);

function url(): string {
  if (!server) throw new Error('No PostgreSQL server was started');
  return server.url;
}

function connect(): SqlDatabase {
  const db = new NodePostgresDatabase(new Pool({ connectionString: url(), max: 4 }));
  opened.push(db);
  return db;
}

const engine: ContractEngine = {
  open: async () => connect(),
  another: async () => connect(),
  close: async () => undefined,
};

transcriptIndexContract('PostgreSQL', engine);
transcriptIndexPortContract('PostgreSQL', sqlIndexUnderContract(engine));

timeLimitContract('a PostgreSQL server', async () => connect());

termCountsUpgrade(
  'a PostgreSQL server',
  async () =>
    new NodePostgresDatabase(
      new Pool({ connectionString: await emptyDatabase('terms_upgrade'), max: 2 }),
    ),
);

/** A database of its own in the test server, for a test that starts from nothing. */
async function emptyDatabase(name: string): Promise<string> {
  const admin = new Client({ connectionString: url() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const own = new URL(url());
  own.pathname = `/${name}`;
  return own.toString();
}

describe('openTranscriptIndex with a database URL', () => {
  it('opens the server, not a data folder, when given both', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ldma-index-'));
    try {
      const index = await openTranscriptIndex({
        databaseUrl: await emptyDatabase('url_wins'),
        dataDir: join(folder, 'index'),
      });
      await index.store(asset('a', LPB, 'Clip'), cues([0, 'The levee held.']));
      expect(await index.state()).toEqual({ assets: 1, cues: 1 });
      await index.close();
      expect(existsSync(join(folder, 'index'))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('applies the migrations once when instances start together', async () => {
    const databaseUrl = await emptyDatabase('started_together');
    const indexes = await Promise.all(
      Array.from({ length: 4 }, () => openTranscriptIndex({ databaseUrl })),
    );
    try {
      const db = connect();
      const rows = await db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    } finally {
      await Promise.all(indexes.map((index) => index.close()));
    }
  });
});

describe('the time limit on a PostgreSQL server', () => {
  it('cancels a search statement that runs past it, and only inside the search', async () => {
    const db = connect();
    // Whatever the search's own speed, a one-second sleep inside its transaction runs past
    // a limit of 100 ms.
    const slow = sleepingInSearches(db, 1);
    const index = new PostgresTranscriptIndex(slow, { searchTimeLimitMs: 100 });
    await expect(
      index.search({ text: 'levee', page: 1, pageSize: 10, momentsPerVideo: 3 }),
    ).rejects.toThrow(/statement timeout/);
    const [setting] = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(setting?.statement_timeout).toBe('0');
  });
});
