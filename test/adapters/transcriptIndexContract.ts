import { LPB, LSA } from '../../src/core/entities/Collection';
import {
  MAX_MARKS_PER_MOMENT,
  MAX_MOMENT_CHARS,
  type SpokenSearch,
} from '../../src/core/entities/SpokenWords';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';
import {
  asset,
  cues,
  FIDDLERS,
  FIDDLERS_CUES,
  FLOOD,
  FLOOD_CUES,
  foundIds,
  GOVERNOR,
  GOVERNOR_CUES,
  query,
  storeThree,
} from '../support/transcriptIndexFixtures';
import { aMoment } from '../support/spokenWords';

/** One adapter of the transcript index under the contract, and how its tests share it. */
export interface IndexUnderContract {
  /** The index the file's tests share, opened once. */
  open(): Promise<TranscriptIndex>;
  /** Forgets everything the index holds, before each test. */
  empty(): Promise<void>;
  /** A second handle on the same data, as another instance of the site would have. */
  another(): Promise<TranscriptIndex>;
  /** Closes what `open` and `another` opened. */
  close(): Promise<void>;
}

/**
 * What every adapter of the transcript index answers its callers: the query syntax, the
 * ranking, the moments and their marks, the filters, storing and the pass lock.
 */
export function transcriptIndexPortContract(name: string, under: IndexUnderContract): void {
  describe(`the transcript index on ${name}`, () => {
    let index: TranscriptIndex;

    beforeAll(async () => {
      index = await under.open();
    }, 300_000);

    afterAll(() => under.close(), 60_000);

    beforeEach(() => under.empty());

    const storeAll = () => storeThree(index);
    const ids = (text: string, more: Partial<SpokenSearch> = {}) => foundIds(index, text, more);

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

      it("takes no number of a phrase's stop words for a word said", async () => {
        // '"river of the bayou"' is 'river' three words before 'bayou' to the engine.
        await index.store(
          asset('ferry', LSA, 'Clip'),
          cues([0, 'Down the river of the bayou.'], [4, 'We had 3 boats.'], [8, 'Fiddles.']),
        );
        const results = await index.search(query('"river of the bayou" fiddles'));
        expect(results.hits[0]?.moments.map((moment) => moment.offset)).toEqual([0, 8]);
        expect(results.hits[0]?.momentCount).toBe(2);
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

      it('keeps the places of stop words inside a phrase', async () => {
        await index.store(
          asset('bayou', LSA, 'Clip'),
          cues([0, 'We went down to the river of the bayou.']),
        );
        expect(await ids('"river of the bayou"')).toEqual(['bayou']);
        expect(await ids('"river bayou"')).toEqual([]);
      });

      it('reads a hyphenated word as itself and as its parts', async () => {
        await index.store(asset('hyphen', LSA, 'Clip'), cues([0, 'A well-known levee.']));
        await index.store(asset('spaced', LSA, 'Clip'), cues([0, 'Well known to all.']));
        expect(await ids('well-known')).toEqual(['hyphen']);
        expect((await ids('"well known"')).sort()).toEqual(['hyphen', 'spaced']);
        const [moment] = await index.searchWithin('hyphen', 'well-known');
        expect(moment?.snippet).toEqual([
          { text: 'A ', match: false },
          { text: 'well', match: true },
          { text: '-', match: false },
          { text: 'known', match: true },
          { text: ' levee.', match: false },
        ]);
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

      it('shows whole sentences across neighbouring lines, the line’s words marked at its time', async () => {
        await index.store(
          asset('parish', LSA, 'Clip'),
          cues(
            [0, 'It rained for a week.'],
            [3, 'In April the river rose. Thousands'],
            [6, 'of families lost their homes when the levee below New'],
            [9, 'Orleans broke. The water came fast.'],
            [12, 'Nobody was ready.'],
          ),
        );
        const [within] = await index.searchWithin('parish', 'levee');
        const found = await index.search(query('levee', { among: ['parish'] }));
        const sentence =
          'Thousands of families lost their homes when the [levee] below New Orleans broke.';
        for (const moment of [within, found.hits[0]?.moments[0]]) {
          expect(moment).toEqual(aMoment(6, sentence, { end: 10 }));
        }
      });

      it('shows an ellipsis where the sentence goes on past the lines it borrows', async () => {
        await index.store(
          asset('unpunctuated', LSA, 'Clip'),
          cues(
            [0, 'we lived by the river'],
            [3, 'all our lives'],
            [6, 'and then'],
            [9, 'the levee broke'],
            [12, 'and the water'],
            [15, 'came into the house'],
            [18, 'that night'],
          ),
        );
        const [moment] = await index.searchWithin('unpunctuated', 'levee');
        expect(moment?.text).toBe(
          '…all our lives and then the levee broke and the water came into the house…',
        );
        expect(moment?.snippet.filter((part) => part.match)).toEqual([
          { text: 'levee', match: true },
        ]);
        expect(moment?.offset).toBe(9);
        // At the video's start and end nothing is left out.
        const [first] = await index.searchWithin('unpunctuated', 'river');
        expect(first?.text).toBe('we lived by the river all our lives and then…');
        const [last] = await index.searchWithin('unpunctuated', 'night');
        expect(last?.text).toBe('…and the water came into the house that night');
      });

      it('shows at most MAX_MOMENT_CHARS of long lines, around the match, few words marked', async () => {
        const words = (name: string) =>
          Array.from({ length: 150 }, (_, i) => `${name}${i}`).join(' ');
        await index.store(
          asset('long-lines', LSA, 'Clip'),
          cues(
            [0, words('before')],
            [3, `${words('earlier')} and the levee ${'levee '.repeat(10)}held`],
            [6, words('after')],
          ),
        );
        const [moment] = await index.searchWithin('long-lines', 'levee');
        expect(moment?.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
        expect(moment?.text).toMatch(/^….* and the levee .*…$/);
        expect(moment?.snippet.map((part) => part.text).join('')).toBe(moment?.text);
        expect(moment?.snippet.filter((part) => part.match)).toHaveLength(MAX_MARKS_PER_MOMENT);
        expect(moment?.offset).toBe(3);
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
        const reader = await under.another();
        const seen: string[] = [];
        const writing = (async () => {
          for (let i = 0; i < 6; i++) await index.store(FLOOD, version(i % 2 ? 'alpha' : 'bravo'));
        })();
        const reading = (async () => {
          for (let i = 0; i < 12; i++) {
            const moments = await reader.searchWithin(FLOOD.id, 'alpha OR bravo');
            // A moment shows neighbouring lines too: theirs are of the same version.
            const words = new Set(
              moments.flatMap((moment) => moment.text.match(/alpha|bravo/g) ?? []),
            );
            seen.push(`${moments.length} ${[...words].join(',')}`);
          }
        })();
        await Promise.all([writing, reading]);
        for (const view of seen) expect(view).toMatch(/^600 (alpha|bravo)$/);
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
        expect(moments).toEqual([aMoment(4, 'The [levee] held.', { end: 4 })]);
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
        const other = await under.another();
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
  });
}
