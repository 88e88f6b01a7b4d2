import { LPB } from '../../../src/core/entities/Collection';
import { migrate } from '../../../src/adapters/sql/migrate';
import { PostgresTranscriptIndex } from '../../../src/adapters/sql/PostgresTranscriptIndex';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { asset, cues } from '../../support/transcriptIndexFixtures';
import { UNHURRIED } from '../../support/sharedDatabase';

/** PostgreSQL's error for a statement its time limit stopped: the kind, not the wording alone. */
const CANCELED = {
  name: 'error',
  code: '57014',
  message: expect.stringMatching(/statement timeout/) as unknown,
};

/** The database, each search's transaction sleeping `seconds` once its time limit is set. */
export function sleepingInSearches(db: SqlDatabase, seconds: number): SqlDatabase {
  return {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    withSession: (work) => db.withSession(work),
    close: () => db.close(),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          exec: (sql) => tx.exec(sql),
          query: async (sql, params) => {
            const rows = await tx.query(sql, params);
            if (sql.startsWith('SET LOCAL')) await tx.query(`SELECT pg_sleep(${seconds})`);
            return rows as never;
          },
        }),
      ),
  };
}

/**
 * The search time limit, the same on every engine: a statement past it is stopped with
 * PostgreSQL's query_canceled (SQLSTATE 57014), and the engine answers afterwards. The slow
 * statements sleep or count far longer than any limit here, so no assertion depends on the
 * machine's speed.
 */
export function timeLimitContract(name: string, open: () => Promise<SqlDatabase>): void {
  describe(`the search time limit on ${name}`, () => {
    let db: SqlDatabase;

    beforeAll(async () => {
      db = await open();
      await migrate(db);
      await new PostgresTranscriptIndex(db, UNHURRIED).store(
        asset('held', LPB, 'Clip'),
        cues([0, 'The levee held.']),
      );
    }, 120_000);

    it('stops a slow search with query_canceled; the index answers afterwards', async () => {
      const slow = new PostgresTranscriptIndex(sleepingInSearches(db, 30), {
        searchTimeLimitMs: 100,
      });
      const error: unknown = await slow
        .search({ text: 'levee', page: 1, pageSize: 10, momentsPerVideo: 3 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject(CANCELED);
      const index = new PostgresTranscriptIndex(db, UNHURRIED);
      const results = await index.search({
        text: 'levee',
        page: 1,
        pageSize: 10,
        momentsPerVideo: 3,
      });
      expect(results.hits.map((hit) => hit.asset.id)).toEqual(['held']);
    }, 120_000);

    it('stops heavy work too, and only the statements inside the limited transaction', async () => {
      const heavy = db.transaction(async (tx) => {
        await tx.query('SET LOCAL statement_timeout = 100');
        await tx.query('SELECT count(*) FROM generate_series(1, 100000000000)');
      });
      // Asked while the heavy statement runs: it waits, and is answered.
      const meanwhile = db.query<{ one: number }>('SELECT 1 AS one');
      await expect(heavy).rejects.toMatchObject(CANCELED);
      await expect(meanwhile).resolves.toEqual([{ one: 1 }]);
      // Past the transaction no limit holds: a statement longer than 100 ms finishes.
      await expect(db.query('SELECT pg_sleep(0.3)')).resolves.toHaveLength(1);
      const [setting] = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect(setting?.statement_timeout).toBe('0');
    }, 120_000);

    it('keeps the data: what was stored before the stop is still there', async () => {
      const [row] = await db.query<{ assets: number }>(
        'SELECT count(*)::int AS assets FROM transcript_assets',
      );
      expect(row?.assets).toBe(1);
    });
  });
}
