import { LPB } from '../../../src/core/entities/Collection';
import {
  MAX_MARKS_PER_MOMENT,
  MAX_MOMENT_CHARS,
  type SpokenSearch,
} from '../../../src/core/entities/SpokenWords';
import { migrate } from '../../../src/adapters/sql/migrate';
import { MAX_CAPTION_CHARS, parseSrt } from '../../../src/core/rules/media/captions';
import { indexedCues } from '../../../src/core/rules/media/spokenIndex';
import { longCuesSrt } from '../../support/captionFile';
import {
  asset,
  cues,
  FLOOD,
  FLOOD_CUES,
  foundIds,
  GOVERNOR,
  FIDDLERS,
  query,
  storeThree,
} from '../../support/transcriptIndexFixtures';
import { PostgresTranscriptIndex } from '../../../src/adapters/sql/PostgresTranscriptIndex';
import type { SqlDatabase, SqlSession } from '../../../src/adapters/sql/SqlDatabase';
import { sharedDatabase, UNHURRIED, type DatabaseEngine } from '../../support/sharedDatabase';

/** One engine under the contract; `close` also closes what `another` opened. */
export interface ContractEngine extends DatabaseEngine {
  /**
   * A second connection to the same database, as another instance of the site would have
   * (PGlite has only the one: it answers the same database).
   */
  another(): Promise<SqlDatabase>;
}

/** The contract every engine of the transcript index keeps. */
export function transcriptIndexContract(name: string, engine: ContractEngine): void {
  describe(`PostgresTranscriptIndex on ${name}`, () => {
    const db = sharedDatabase(engine, [
      'transcript_assets',
      'transcript_cues',
      'transcript_passages',
      'transcript_terms',
      'transcript_state',
      'transcript_failures',
    ]);
    let index: PostgresTranscriptIndex;

    beforeAll(() => {
      index = new PostgresTranscriptIndex(db(), UNHURRIED);
    });

    const storeAll = () => storeThree(index);
    const ids = (text: string, more: Partial<SpokenSearch> = {}) => foundIds(index, text, more);

    describe('bounds', () => {
      it('answers each moment of a long line as the part around its match, few words marked', async () => {
        const srt = longCuesSrt(60, 2000, { word: 'levee', times: 40 });
        await index.store(FLOOD, indexedCues(parseSrt(srt), { start: 0, end: undefined }));
        const within = await index.searchWithin(FLOOD.id, 'levee');
        const found = await index.search(query('levee', { momentsPerVideo: 20 }));
        const flood = found.hits.find((hit) => hit.asset.id === FLOOD.id);
        expect(within).toHaveLength(60);
        expect(flood?.moments).toHaveLength(20);
        expect(flood?.momentCount).toBe(60);
        for (const moment of [...within, ...(flood?.moments ?? [])]) {
          const marks = moment.snippet.filter((part) => part.match);
          expect(moment.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
          expect(moment.snippet.map((part) => part.text).join('')).toBe(moment.text);
          expect(marks.length).toBeGreaterThan(0);
          expect(marks.length).toBeLessThanOrEqual(MAX_MARKS_PER_MOMENT);
        }
      });
    });

    describe('storing', () => {
      it('keeps the old cues when storing the new ones fails', async () => {
        await storeAll();
        const failing = failingOnCues(db());
        const broken = new PostgresTranscriptIndex(failing);
        await expect(
          broken.store({ ...FLOOD, captionVersion: 'v2' }, cues([30, 'A spillway.'])),
        ).rejects.toThrow('cues refused');
        expect((await index.searchWithin(FLOOD.id, 'levee')).length).toBe(4);
        expect(await ids('spillway')).toEqual([]);
        expect((await index.versions()).get(FLOOD.id)).toBe(FLOOD.captionVersion);
      });

      // 1 MB through the engine's text search, as the next test's 2 MiB: its own limit too.
      it('stores a 1.0 MB file of 500 cues of 2,000 characters, its every word found', async () => {
        const srt = longCuesSrt(500, 2000);
        expect(Buffer.byteLength(srt)).toBeGreaterThanOrEqual(1_000_000);
        const lines = indexedCues(parseSrt(srt), { start: 0, end: undefined });
        expect(lines).toHaveLength(500);
        await index.store(FLOOD, lines);
        const first = lines[0]?.text.split(' ')[0] ?? '';
        // A phrase: the stemmer makes a few of the made-up words one lexeme.
        const last = `"${lines[499]?.text.split(' ').slice(-3).join(' ')}"`;
        expect(await ids(first)).toEqual([FLOOD.id]);
        expect((await index.searchWithin(FLOOD.id, last)).map((m) => m.offset)).toEqual([
          lines[499]?.offset,
        ]);
        expect((await index.state()).cues).toBe(500);
      }, 300_000);

      // The whole 2 MiB goes through the engine's text search twice (as lines and as
      // passages): seconds of work on an idle machine, a minute or more on a busy one.
      it('stores a cue as long as a caption file can make one, as lines of its time', async () => {
        const words = longCuesSrt(1, MAX_CAPTION_CHARS).split('\r\n')[2] ?? '';
        const long = words.match(/.{1,1990}(?: |$)/g) ?? [];
        const srt = `1\r\n00:00:01,000 --> 00:00:05,000\r\n${long.join('\r\n')}\r\n`;
        const lines = indexedCues(parseSrt(srt), { start: 0, end: undefined });
        expect(lines).toHaveLength(1);
        expect(lines[0]?.text.length).toBeGreaterThan(MAX_CAPTION_CHARS * 0.9);
        await index.store(FLOOD, lines);
        const stored = lines[0]?.text.split(' ') ?? [];
        for (const word of [stored[0], stored[stored.length >> 1], stored.at(-1)]) {
          const moments = await index.searchWithin(FLOOD.id, word ?? '');
          expect(moments.map((m) => [m.offset, m.end])).toEqual([[1, 5]]);
        }
      }, 300_000);

      it('refuses an asset the engine cannot hold as that asset’s failure, keeping the rest', async () => {
        await storeAll();
        // Past the largest key a btree index takes: text that does not compress.
        const huge = Array.from({ length: 1200 }, (_, i) => (i * 7919).toString(36)).join('');
        await expect(index.store(asset(huge, LPB, 'Clip'), cues([0, 'A levee.']))).rejects.toThrow(
          expect.objectContaining({ name: 'AssetRefused' }),
        );
        expect((await ids('levee')).sort()).toEqual([FIDDLERS.id, FLOOD.id].sort());
        await index.store(GOVERNOR, cues([0, 'The governor spoke.']));
        expect(await ids('governor')).toEqual([GOVERNOR.id]);
      });

      it('remembers a failed version until the asset is stored or dropped', async () => {
        await storeAll();
        await index.markFailed(FLOOD.id, 'v2-flood', 'string is too long for tsvector');
        await index.markFailed('new-one', 'v1', 'refused');
        await index.markFailed('new-one', 'v2', 'refused \u0000again');
        expect(await index.failures()).toEqual(
          new Map([
            [FLOOD.id, { captionVersion: 'v2-flood', reason: 'string is too long for tsvector' }],
            ['new-one', { captionVersion: 'v2', reason: 'refused again' }],
          ]),
        );
        // The old cues stay meanwhile.
        expect((await index.searchWithin(FLOOD.id, 'levee')).length).toBe(4);
        await index.store({ ...FLOOD, captionVersion: 'v3' }, FLOOD_CUES);
        await index.drop('new-one');
        expect(await index.failures()).toEqual(new Map());
      });

      it('stores each asset within its own time limit', async () => {
        const statements: string[] = [];
        const recorded = new PostgresTranscriptIndex(recording(db(), statements), {
          storeTimeLimitMs: 4321,
        });
        await recorded.store(FLOOD, FLOOD_CUES);
        expect(statements.slice(0, 2)).toEqual(['BEGIN', 'SET LOCAL statement_timeout = 4321']);
      });
    });

    describe('migrations', () => {
      it('are applied once, recorded, and not again', async () => {
        expect(await migrate(db())).toEqual([]);
        const rows = await db().query<{ version: number }>('SELECT version FROM schema_migrations');
        expect(rows.map((row) => row.version).sort((a, b) => a - b)).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
        ]);
      });
    });

    it('stops a search at its time limit', async () => {
      const statements: string[] = [];
      const recorded = new PostgresTranscriptIndex(recording(db(), statements), {
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
