import type { AssetType } from '../../../src/core/entities/Asset';
import { LPB, LSA, type CollectionId } from '../../../src/core/entities/Collection';
import type {
  IndexedAsset,
  IndexedCue,
  SpokenSearch,
} from '../../../src/core/entities/SpokenWords';
import { migrate } from '../../../src/adapters/sql/migrate';
import { PostgresTranscriptIndex } from '../../../src/adapters/sql/PostgresTranscriptIndex';
import type { SqlDatabase, SqlSession } from '../../../src/adapters/sql/SqlDatabase';

/** One engine under the contract: PGlite or a PostgreSQL server. */
export interface ContractEngine {
  /** The database the file's tests share (opened once, tables emptied between tests). */
  open(): Promise<SqlDatabase>;
  /**
   * A second connection to the same database, as another instance of the site would have
   * (PGlite has only the one: it answers the same database).
   */
  another(): Promise<SqlDatabase>;
  /** Closes what `open` and `another` opened. */
  close(): Promise<void>;
}

export function asset(
  id: string,
  collection: CollectionId,
  type: AssetType | '',
  more: Partial<IndexedAsset> = {},
): IndexedAsset {
  return {
    id,
    title: `Title of ${id}`,
    seriesTitle: `Series of ${id}`,
    type,
    collection,
    thumbnail: `https://media.example/${id}.jpg`,
    captionVersion: `v1-${id}`,
    ...more,
  };
}

export function cues(...lines: [number, string][]): IndexedCue[] {
  return lines.map(([offset, text]) => ({ offset, end: offset + 4, text }));
}

const FLOOD = asset('flood-1927', LPB, 'Program');
const GOVERNOR = asset('governor', LSA, 'Clip');
const FIDDLERS = asset('fiddlers', LPB, 'Clip');

const FLOOD_CUES = cues(
  [0, 'The levee broke at Mounds Landing in April.'],
  [5, 'Water covered the delta for months.'],
  [10, 'Engineers argued about the levees for years.'],
  [15, 'My grandfather built levees along the river.'],
  [20, 'Levees and more levees, levees everywhere: that was the whole plan.'],
);
const GOVERNOR_CUES = cues(
  [0, 'The governor spoke about the flood relief.'],
  [4, 'Relief came slowly to the parishes.'],
);
const FIDDLERS_CUES = cues(
  [0, 'He played the fiddle at every dance.'],
  [3, 'The levee was where we danced on Saturday.'],
);

function query(text: string, more: Partial<SpokenSearch> = {}): SpokenSearch {
  return { text, page: 1, pageSize: 10, momentsPerVideo: 3, ...more };
}

/** The contract every engine of the transcript index keeps. */
export function transcriptIndexContract(name: string, engine: ContractEngine): void {
  describe(`PostgresTranscriptIndex on ${name}`, () => {
    let db: SqlDatabase;
    let index: PostgresTranscriptIndex;

    beforeAll(async () => {
      db = await engine.open();
      await migrate(db);
      index = new PostgresTranscriptIndex(db);
    }, 300_000);

    afterAll(() => engine.close(), 60_000);

    beforeEach(async () => {
      await db.exec(
        'TRUNCATE transcript_assets, transcript_cues, transcript_passages, transcript_state',
      );
    });

    async function storeAll(): Promise<void> {
      await index.store(FLOOD, FLOOD_CUES);
      await index.store(GOVERNOR, GOVERNOR_CUES);
      await index.store(FIDDLERS, FIDDLERS_CUES);
    }

    const ids = async (text: string, more: Partial<SpokenSearch> = {}) =>
      (await index.search(query(text, more))).hits.map((hit) => hit.asset.id);

    describe('storing', () => {
      it('keeps the old cues when storing the new ones fails', async () => {
        await storeAll();
        const failing = failingOnCues(db);
        const broken = new PostgresTranscriptIndex(failing);
        await expect(
          broken.store({ ...FLOOD, captionVersion: 'v2' }, cues([30, 'A spillway.'])),
        ).rejects.toThrow('cues refused');
        expect((await index.searchWithin(FLOOD.id, 'levee')).length).toBe(4);
        expect(await ids('spillway')).toEqual([]);
        expect((await index.versions()).get(FLOOD.id)).toBe(FLOOD.captionVersion);
      });
    });

    describe('migrations', () => {
      it('are applied once, recorded, and not again', async () => {
        expect(await migrate(db)).toEqual([]);
        const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
        expect(rows.map((row) => row.version).sort()).toEqual([1, 2]);
      });
    });

    it('stops a search at its time limit', async () => {
      const statements: string[] = [];
      const recorded = new PostgresTranscriptIndex(recording(db, statements), {
        searchTimeLimitMs: 1234,
      });
      await recorded.search(query('levee'));
      expect(statements[0]).toBe('BEGIN');
      expect(statements[1]).toBe('SET LOCAL statement_timeout = 1234');
    });
  });
}

/** The database, its transactions refusing to insert cues. */
function failingOnCues(db: SqlDatabase): SqlDatabase {
  return {
    ...bind(db),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          exec: (sql) => tx.exec(sql),
          query: async (sql, params) => {
            if (sql.includes('INSERT INTO transcript_cues')) throw new Error('cues refused');
            return tx.query(sql, params);
          },
        }),
      ),
  };
}

/** The database, writing down each statement (BEGIN for a transaction). */
function recording(db: SqlDatabase, statements: string[]): SqlDatabase {
  const note = (session: SqlSession): SqlSession => ({
    exec: (sql) => (statements.push(sql), session.exec(sql)),
    query: (sql, params) => (statements.push(sql), session.query(sql, params)),
  });
  return {
    ...bind(db),
    ...note(db),
    transaction: (work) =>
      db.transaction((tx) => {
        statements.push('BEGIN');
        return work(note(tx));
      }),
  };
}

function bind(db: SqlDatabase): SqlDatabase {
  return {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction(work),
    withSession: (work) => db.withSession(work),
    close: () => db.close(),
  };
}
