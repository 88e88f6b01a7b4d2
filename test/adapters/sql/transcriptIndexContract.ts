import type { AssetType } from '../../../src/core/entities/Asset';
import { LPB, LSA, type CollectionId } from '../../../src/core/entities/Collection';
import {
  MAX_MARKS_PER_MOMENT,
  MAX_MOMENT_CHARS,
  type IndexedAsset,
  type IndexedCue,
  type SpokenSearch,
} from '../../../src/core/entities/SpokenWords';
import { migrate } from '../../../src/adapters/sql/migrate';
import { MAX_CAPTION_CHARS, parseSrt } from '../../../src/core/rules/media/captions';
import { indexedCues } from '../../../src/core/rules/media/spokenIndex';
import { longCuesSrt } from '../../support/captionFile';
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
        'TRUNCATE transcript_assets, transcript_cues, transcript_passages, transcript_state, transcript_failures',
      );
    });

    async function storeAll(): Promise<void> {
      await index.store(FLOOD, FLOOD_CUES);
      await index.store(GOVERNOR, GOVERNOR_CUES);
      await index.store(FIDDLERS, FIDDLERS_CUES);
    }

    const ids = async (text: string, more: Partial<SpokenSearch> = {}) =>
      (await index.search(query(text, more))).hits.map((hit) => hit.asset.id);

    describe('query syntax', () => {
      beforeEach(storeAll);

      it('stems English words: "levees" finds "levee" and the reverse', async () => {
        const within = await index.searchWithin(FIDDLERS.id, 'levees');
        expect(within.map((moment) => moment.text)).toEqual([
          'The levee was where we danced on Saturday.',
        ]);
        const found = await index.searchWithin(FLOOD.id, 'levee');
        expect(found.map((moment) => moment.offset)).toEqual([0, 10, 15, 20]);
      });

      it('matches an exact phrase only in its order', async () => {
        expect(await ids('"levee broke"')).toEqual([FLOOD.id]);
        expect(await ids('"broke levee"')).toEqual([]);
        expect(await ids('broke levee')).toEqual([FLOOD.id]);
      });

      it('leaves out lines with a -word', async () => {
        expect(await ids('levee -danced')).toEqual([FLOOD.id]);
        expect((await ids('levee')).sort()).toEqual([FIDDLERS.id, FLOOD.id].sort());
      });

      it('finds words said on neighbouring lines, showing the lines that hold them', async () => {
        await index.store(
          asset('relief', LSA, 'Clip'),
          cues(
            [0, 'The flood came in April.'],
            [4, 'Then the water rose.'],
            [8, 'Every parish sent boats.'],
          ),
        );
        const results = await index.search(query('April boats'));
        expect(results.hits.map((hit) => hit.asset.id)).toEqual(['relief']);
        expect(results.hits[0]?.momentCount).toBe(2);
        expect(
          results.hits[0]?.moments.map((moment) => [
            moment.offset,
            moment.snippet.filter((part) => part.match).map((part) => part.text),
          ]),
        ).toEqual([
          [0, ['April']],
          [8, ['boats']],
        ]);
        expect((await index.searchWithin('relief', 'April boats')).map((m) => m.offset)).toEqual([
          0, 8,
        ]);
        // A line holding both is the moment then.
        await index.store(
          asset('relief', LSA, 'Clip'),
          cues([0, 'The flood came in April.'], [8, 'Every parish sent boats in April.']),
        );
        const both = await index.search(query('April boats'));
        expect(both.hits[0]?.moments.map((moment) => moment.offset)).toEqual([8]);
        expect(both.hits[0]?.momentCount).toBe(1);
      });

      it('finds words said on different lines only within half an hour of lines', async () => {
        const lines = (words: Record<number, string>) =>
          Array.from({ length: 1200 }, (_, i) => ({
            offset: i * 3,
            end: i * 3 + 2,
            text: words[i] ?? `Line ${i} of the interview.`,
          }));
        const long = asset('long', LPB, 'Program');
        await index.store(long, lines({ 0: 'In April.', 500: 'The boats came.' }));
        expect(await ids('April boats')).toEqual([]);
        expect((await index.searchWithin('long', 'boats')).map((m) => m.offset)).toEqual([1500]);
        await index.store(long, lines({ 501: 'In April.', 999: 'The boats came.', 1100: 'April' }));
        const results = await index.search(query('April boats'));
        expect(results.hits[0]?.moments.map((moment) => moment.offset)).toEqual([1503, 2997]);
        expect(results.hits[0]?.momentCount).toBe(2);
      });

      it('never runs a phrase from one line into the next', async () => {
        await index.store(
          asset('bank', LSA, 'Clip'),
          cues([0, 'We went down to the river'], [4, 'Bank of the bayou.']),
        );
        expect(await ids('"river bank"')).toEqual([]);
        expect(await ids('river bank')).toEqual(['bank']);
      });

      it('finds either word with OR', async () => {
        expect((await ids('fiddle OR governor')).sort()).toEqual([FIDDLERS.id, GOVERNOR.id].sort());
        expect(await ids('fiddle governor')).toEqual([]);
      });
    });

    describe('results', () => {
      beforeEach(storeAll);

      it('puts the video that says it most first', async () => {
        expect(await ids('levee')).toEqual([FLOOD.id, FIDDLERS.id]);
        await index.store(FIDDLERS, [
          ...FIDDLERS_CUES,
          ...cues(
            [6, 'Levees, levees, levees.'],
            [9, 'The levee again and the levees.'],
            [12, 'Levee levee levee levee.'],
            [15, 'Every levee we had, every levee.'],
          ),
        ]);
        expect(await ids('levee')).toEqual([FIDDLERS.id, FLOOD.id]);
      });

      it('marks the matched words of each moment as plain text parts', async () => {
        const [moment] = await index.searchWithin(FIDDLERS.id, 'levees');
        expect(moment?.snippet).toEqual([
          { text: 'The ', match: false },
          { text: 'levee', match: true },
          { text: ' was where we danced on Saturday.', match: false },
        ]);
        const [broke] = await index.searchWithin(FLOOD.id, '"levee broke"');
        expect(broke?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
          'levee',
          'broke',
        ]);
      });

      it('keeps text that looks like markup as text', async () => {
        await index.store(GOVERNOR, cues([1, '<b>levee</b> & <script>x</script>']));
        const [moment] = await index.searchWithin(GOVERNOR.id, 'levee');
        expect(moment?.snippet.map((part) => part.text).join('')).toBe(
          '<b>levee</b> & <script>x</script>',
        );
        expect(moment?.snippet.find((part) => part.match)?.text).toBe('levee');
      });

      it('gives each video its best moments in time order, how many match and its fields', async () => {
        const results = await index.search(query('levee', { momentsPerVideo: 2 }));
        const flood = results.hits[0];
        expect(flood?.asset).toEqual({
          id: FLOOD.id,
          title: FLOOD.title,
          seriesTitle: FLOOD.seriesTitle,
          type: FLOOD.type,
          collection: FLOOD.collection,
          thumbnail: FLOOD.thumbnail,
        });
        expect(flood?.momentCount).toBe(4);
        // The line saying it three times is the best; then the first of the equal ones.
        expect(flood?.moments.map((moment) => moment.offset)).toEqual([0, 20]);
        expect(flood?.moments[1]).toMatchObject({ offset: 20, end: 24 });
        const one = await index.search(query('levee', { momentsPerVideo: 1 }));
        expect(one.hits[0]?.moments.map((moment) => moment.offset)).toEqual([20]);
      });

      it('filters by collection and type, counting each filter within the other', async () => {
        await index.store(GOVERNOR, [...GOVERNOR_CUES, ...cues([9, 'The levee board met.'])]);
        const all = await index.search(query('levee'));
        expect(all.total).toBe(3);
        expect(all.collections).toEqual([
          { value: LPB, count: 2 },
          { value: LSA, count: 1 },
        ]);
        expect(all.types).toEqual([
          { value: 'Clip', count: 2 },
          { value: 'Program', count: 1 },
        ]);

        const clips = await index.search(query('levee', { type: 'Clip' }));
        expect(clips.hits.map((hit) => hit.asset.id).sort()).toEqual(
          [FIDDLERS.id, GOVERNOR.id].sort(),
        );
        expect(clips.total).toBe(2);
        expect(clips.collections).toEqual([
          { value: LPB, count: 1 },
          { value: LSA, count: 1 },
        ]);
        expect(clips.types).toEqual(all.types);

        const lpbClips = await index.search(query('levee', { type: 'Clip', collection: LPB }));
        expect(lpbClips.hits.map((hit) => hit.asset.id)).toEqual([FIDDLERS.id]);
        expect(lpbClips.total).toBe(1);
        expect(lpbClips.types).toEqual([
          { value: 'Clip', count: 1 },
          { value: 'Program', count: 1 },
        ]);
      });

      it('leaves videos without a type out of the type counts only', async () => {
        await index.store(asset('untyped', LSA, ''), cues([0, 'A levee in the rain.']));
        const results = await index.search(query('levee'));
        expect(results.total).toBe(3);
        expect(results.types.map((facet) => facet.value).sort()).toEqual(['Clip', 'Program']);
      });

      it('pages through the videos in the same order', async () => {
        const first = await index.search(query('levee', { pageSize: 1, page: 1 }));
        const second = await index.search(query('levee', { pageSize: 1, page: 2 }));
        const third = await index.search(query('levee', { pageSize: 1, page: 3 }));
        expect(first.hits.map((hit) => hit.asset.id)).toEqual([FLOOD.id]);
        expect(second.hits.map((hit) => hit.asset.id)).toEqual([FIDDLERS.id]);
        expect(third.hits).toEqual([]);
        expect([first.total, second.total, third.total]).toEqual([2, 2, 2]);
      });

      it('names the videos that match, most relevant first, and none for nothing searchable', async () => {
        expect(await index.matching('levee')).toEqual([FLOOD.id, FIDDLERS.id]);
        expect(await index.matching('relief')).toEqual([GOVERNOR.id]);
        expect(await index.matching('the')).toEqual([]);
        expect(await index.matching('-levee')).toEqual([]);
      });

      it('shows and counts only the videos it is given, when given some', async () => {
        await index.store(GOVERNOR, [...GOVERNOR_CUES, ...cues([9, 'The levee board met.'])]);
        const among = await index.search(query('levee', { among: [GOVERNOR.id, FIDDLERS.id] }));
        expect(among.hits.map((hit) => hit.asset.id).sort()).toEqual(
          [FIDDLERS.id, GOVERNOR.id].sort(),
        );
        expect(among.total).toBe(2);
        expect(among.collections).toEqual([
          { value: LPB, count: 1 },
          { value: LSA, count: 1 },
        ]);
        expect(among.types).toEqual([{ value: 'Clip', count: 2 }]);
        const none = await index.search(query('levee', { among: [] }));
        expect(none).toEqual({ hits: [], total: 0, collections: [], types: [] });
      });

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

      it('answers the matching moments of one video in time order', async () => {
        const moments = await index.searchWithin(FLOOD.id, 'levee OR water');
        expect(moments.map((moment) => moment.offset)).toEqual([0, 5, 10, 15, 20]);
        expect(await index.searchWithin('no-such-video', 'levee')).toEqual([]);
      });
    });

    describe('hostile queries', () => {
      beforeEach(storeAll);

      const hostile = [
        "levee & | ! ( ) :* <-> ' \\",
        'x'.repeat(10_000),
        'levee '.repeat(2_000),
        '\u202Elevee\u202C \u0000\u0007\u200F',
        'the and of',
        '-',
        '"',
        '""',
        "'",
        '-levee',
        '-levee -water',
        'levee:*',
        '!levee',
        '\uD800levee',
        '',
        '   ',
      ];

      it.each(hostile.map((text) => [JSON.stringify(text).slice(0, 40), text]))(
        'answers %s without an error',
        async (_label, text) => {
          const results = await index.search(query(text));
          expect(results.total).toBe(results.hits.length);
          await expect(index.searchWithin(FLOOD.id, text)).resolves.toBeInstanceOf(Array);
        },
      );

      it('finds nothing for stop words, exclusions alone or nothing at all', async () => {
        for (const text of ['the and of', '-levee', '-levee -water', '-', '"', '', '   ']) {
          expect(await index.search(query(text))).toEqual({
            hits: [],
            total: 0,
            collections: [],
            types: [],
          });
          expect(await index.searchWithin(FLOOD.id, text)).toEqual([]);
        }
      });

      it('reads words through control and bidi characters, and only the first part of a huge query', async () => {
        expect(await ids('\u202Elev\u200Bee\u202C\u0000')).toEqual([FLOOD.id, FIDDLERS.id]);
        expect(await ids('levee OR ' + 'x'.repeat(10_000))).toEqual([FLOOD.id, FIDDLERS.id]);
        expect(await ids('x'.repeat(10_000) + ' levee')).toEqual([]);
      });

      it('reads tsquery operators as nothing but spaces', async () => {
        // As operators, "!danced" would leave the fiddlers out.
        expect(await ids('levee & !danced')).toEqual([FIDDLERS.id]);
        expect(await ids('fiddle | governor')).toEqual([]);
      });
    });

    describe('storing', () => {
      it('replaces an asset whole', async () => {
        await storeAll();
        await index.store(
          { ...FLOOD, captionVersion: 'v2' },
          cues([30, 'A spillway at Bonnet Carre.']),
        );
        expect(await ids('levee')).toEqual([FIDDLERS.id]);
        expect(await ids('spillway')).toEqual([FLOOD.id]);
        expect((await index.versions()).get(FLOOD.id)).toBe('v2');
        expect((await index.state()).cues).toBe(1 + GOVERNOR_CUES.length + FIDDLERS_CUES.length);
      });

      it('lets a reader on another connection see the old lines or the new ones, never half', async () => {
        const version = (word: string) =>
          Array.from({ length: 600 }, (_, i) => ({ offset: i, end: i + 1, text: `${word} ${i}` }));
        await index.store(FLOOD, version('alpha'));
        const reader = new PostgresTranscriptIndex(await engine.another());
        const seen: string[] = [];
        const writing = (async () => {
          for (let i = 0; i < 6; i++) await index.store(FLOOD, version(i % 2 ? 'alpha' : 'bravo'));
        })();
        const reading = (async () => {
          for (let i = 0; i < 12; i++) {
            const moments = await reader.searchWithin(FLOOD.id, 'alpha OR bravo');
            const words = new Set(moments.map((moment) => moment.text.split(' ')[0]));
            seen.push(`${moments.length} ${[...words].join(',')}`);
          }
        })();
        await Promise.all([writing, reading]);
        for (const view of seen) expect(view).toMatch(/^600 (alpha|bravo)$/);
      });

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
      });

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
      });

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
        const recorded = new PostgresTranscriptIndex(recording(db, statements), {
          storeTimeLimitMs: 4321,
        });
        await recorded.store(FLOOD, FLOOD_CUES);
        expect(statements.slice(0, 2)).toEqual(['BEGIN', 'SET LOCAL statement_timeout = 4321']);
      });

      it('keeps an asset with no cues, and its version', async () => {
        await index.store(asset('silent', LSA, 'Clip', { captionVersion: 'etag-1' }), []);
        expect((await index.versions()).get('silent')).toBe('etag-1');
        expect(await index.state()).toEqual({ assets: 1, cues: 0 });
      });

      it('leaves out cues without text or a time, and strips invisible characters', async () => {
        await index.store(FLOOD, [
          { offset: 1, end: 2, text: '\u0000\u202E \u0002' },
          { offset: Number.NaN, end: 2, text: 'levee' },
          { offset: 3, end: Number.POSITIVE_INFINITY, text: 'levee' },
          { offset: 4, end: 3, text: 'The\u0002 levee\u0003\u202E held.' },
        ]);
        const moments = await index.searchWithin(FLOOD.id, 'levee');
        expect(moments).toEqual([
          {
            offset: 4,
            end: 4,
            text: 'The levee held.',
            snippet: [
              { text: 'The ', match: false },
              { text: 'levee', match: true },
              { text: ' held.', match: false },
            ],
          },
        ]);
      });

      it('drops an asset and its cues; dropping an unknown one does nothing', async () => {
        await storeAll();
        await index.drop(FLOOD.id);
        await index.drop('never-stored');
        expect(await ids('levee')).toEqual([FIDDLERS.id]);
        expect([...(await index.versions()).keys()].sort()).toEqual(
          [FIDDLERS.id, GOVERNOR.id].sort(),
        );
        expect(await index.state()).toEqual({
          assets: 2,
          cues: GOVERNOR_CUES.length + FIDDLERS_CUES.length,
        });
      });

      it('reports every asset with its caption version', async () => {
        await storeAll();
        expect(await index.versions()).toEqual(
          new Map([
            [FLOOD.id, FLOOD.captionVersion],
            [GOVERNOR.id, GOVERNOR.captionVersion],
            [FIDDLERS.id, FIDDLERS.captionVersion],
          ]),
        );
      });

      it('records when the last pass finished', async () => {
        expect(await index.state()).toEqual({ assets: 0, cues: 0 });
        await storeAll();
        await index.markPass(1_790_000_000_123);
        await index.markPass(1_790_000_500_456);
        expect(await index.state()).toEqual({
          assets: 3,
          cues: FLOOD_CUES.length + GOVERNOR_CUES.length + FIDDLERS_CUES.length,
          lastPass: 1_790_000_500_456,
        });
      });
    });

    describe('exclusively', () => {
      it('refuses a second holder of the same lock, from another connection too, until released', async () => {
        const other = new PostgresTranscriptIndex(await engine.another());
        const order: string[] = [];
        const result = await index.exclusively('indexer', async () => {
          order.push('first');
          expect(await other.exclusively('indexer', async () => order.push('second'))).toBe(
            undefined,
          );
          expect(await index.exclusively('indexer', async () => order.push('again'))).toBe(
            undefined,
          );
          expect(await other.exclusively('sitemap', async () => 'another lock')).toBe(
            'another lock',
          );
          return 'done';
        });
        expect(result).toBe('done');
        expect(order).toEqual(['first']);
        expect(await other.exclusively('indexer', async () => 'after')).toBe('after');
      });

      it('releases the lock when the task fails', async () => {
        await expect(
          index.exclusively('indexer', async () => {
            throw new Error('pass failed');
          }),
        ).rejects.toThrow('pass failed');
        expect(await index.exclusively('indexer', async () => 'again')).toBe('again');
      });
    });

    describe('migrations', () => {
      it('are applied once, recorded, and not again', async () => {
        expect(await migrate(db)).toEqual([]);
        const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
        expect(rows.map((row) => row.version).sort()).toEqual([1, 2, 3, 4]);
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
