/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimDataDir } from '../../../src/adapters/sql/dataDirOwner';
import { PgliteThreadDatabase } from '../../../src/adapters/sql/PgliteThreadDatabase';
import { statementTimeoutOf } from '../../../src/adapters/sql/pgliteStatements';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { timeLimitContract } from './timeLimitContract';
import { transcriptIndexContract } from './transcriptIndexContract';

const folder = mkdtempSync(join(tmpdir(), 'ldma-thread-'));
// Opens are kept, not their databases: one still opening when its test gives up is closed
// too, or its thread would keep the run from ending.
const opening: Promise<SqlDatabase>[] = [];

function openAt(dataDir: string): Promise<SqlDatabase> {
  const db = PgliteThreadDatabase.open({ dataDir, release: claimDataDir(dataDir) });
  opening.push(db);
  return db;
}

const openIn = (name: string) => openAt(join(folder, name));

afterAll(async () => {
  // An open that failed has failed its test already.
  await Promise.all(
    opening.map((db) =>
      db.then(
        (open) => open.close(),
        () => undefined,
      ),
    ),
  );
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

let shared: SqlDatabase | undefined;

transcriptIndexContract('PGlite in its own thread', {
  async open() {
    shared = await openIn('contract');
    return shared;
  },
  async another() {
    if (!shared) throw new Error('open first');
    return shared;
  },
  async close() {
    // Closed with the others after every test.
  },
});

timeLimitContract('PGlite in its own thread', () => openIn('limit'));

// Each test opens a database in a new folder, which PGlite first initialises: seconds on an
// idle machine, a minute or more on a busy one.
describe('PGlite in its own thread', () => {
  it("runs a statement off this process's event loop: the loop turns while it runs", async () => {
    const db = await openIn('loop');
    let turns = 0;
    let running = true;
    const turn = () => {
      turns += 1;
      if (running) setImmediate(turn);
    };
    const sleeping = db.query('SELECT pg_sleep(0.5)').finally(() => (running = false));
    setImmediate(turn);
    await sleeping;
    // On this thread PGlite's WebAssembly would hold the loop for the whole statement.
    expect(turns).toBeGreaterThan(10);
  }, 300_000);

  it('keeps an error of PostgreSQL of its kind across the thread', async () => {
    const db = await openIn('errors');
    const error: unknown = await db.query('SELECT nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'error', code: '42703', severity: 'ERROR' });
    expect(String((error as Error).message)).toMatch(/nope/);
  }, 300_000);

  it('rolls a failed transaction back, and returns rows of every type PostgreSQL gives', async () => {
    const db = await openIn('rows');
    await db.exec('CREATE TABLE kept (n int, at timestamptz, tags text[], doc jsonb)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO kept (n) VALUES ($1)', [1]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.query('INSERT INTO kept VALUES ($1, $2, $3, $4)', [
      2,
      new Date(Date.UTC(2026, 0, 2)),
      ['a', 'b'],
      { k: 'v' },
    ]);
    expect(await db.query('SELECT * FROM kept')).toEqual([
      { n: 2, at: new Date(Date.UTC(2026, 0, 2)), tags: ['a', 'b'], doc: { k: 'v' } },
    ]);
  }, 300_000);

  it('refuses calls once closed, and gives the data folder back', async () => {
    const dataDir = join(folder, 'closed');
    const db = await openAt(dataDir);
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow(/closed/);
    const again = await openAt(dataDir);
    await expect(again.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  }, 300_000);
});

describe('statement_timeout as set by SQL', () => {
  it.each([
    ['SET LOCAL statement_timeout = 2000', { local: true, ms: 2000 }],
    ['set statement_timeout to 150', { local: false, ms: 150 }],
    ["SET SESSION statement_timeout = '3s'", { local: false, ms: 3000 }],
    ["SET LOCAL statement_timeout TO '1min';", { local: true, ms: 60_000 }],
  ])('reads %s', (sql, limit) => {
    expect(statementTimeoutOf(sql)).toEqual(limit);
  });

  it('reads nothing else', () => {
    expect(statementTimeoutOf('SELECT 1')).toBeUndefined();
    expect(statementTimeoutOf('SET LOCAL lock_timeout = 100')).toBeUndefined();
  });
});
