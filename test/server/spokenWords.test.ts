/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_IDS } from '../../demo-api/catalogue';
import { DemoCaptcha } from '../../src/adapters/browser/DemoCaptcha';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { RecordingAnalytics } from '../../src/adapters/memory/RecordingAnalytics';
import { openTranscriptIndex } from '../../src/adapters/sql/openTranscriptIndex';
import type { PostgresTranscriptIndex } from '../../src/adapters/sql/PostgresTranscriptIndex';
import { machineServices } from '../../src/serverServices';
import { collectionFromName } from '../../src/core/entities/Collection';
import type { IndexedAsset, IndexedCue } from '../../src/core/entities/SpokenWords';
import {
  MAX_MARKS_PER_MOMENT,
  MAX_MOMENTS_WITHIN,
  MAX_MOMENT_CHARS,
  MAX_SPOKEN_QUERY_CHARS,
  MOMENTS_PER_VIDEO,
} from '../../src/core/entities/SpokenWords';
import { parseSrt } from '../../src/core/rules/media/captions';
import { indexedCues } from '../../src/core/rules/media/spokenIndex';
import {
  MAX_SEARCH_ANSWER_BYTES,
  MAX_SPOKEN_ANSWER_BYTES,
} from '../../src/server/resources/answerBounds';
import { longCuesSrt } from '../support/captionFile';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';
import { parseHms } from '../../src/core/rules/values/time';
import { NO_STORE, SEARCH_ANSWER_CACHE } from '../../src/server/http/cachePolicy';
import { iiifManifestResource } from '../../src/server/resources/iiifManifests';
import { SPOKEN_RETRY_AFTER_SECONDS } from '../../src/server/resources/spokenWordsEndpoint';
import { readyTranscripts } from '../../src/server/index/spokenWordsIndex';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { demoCaptions } from '../support/demoCaptions';
import { iiifProblems, readBack } from '../support/iiifChecker';
import { ScriptedPlayer } from '../support/scriptedPlayer';
import {
  asText,
  type Listening,
  type TextAnswer,
  resourceSite,
  spokenSearchResources,
} from './support';
import { ORIGIN } from '../support/builders';

const CLIP = DEMO_IDS.playableClip;
const LSA_CLIP = DEMO_IDS.lsaClip;
const JSON_TYPE = 'application/json; charset=utf-8';
const SEARCH_TYPE = 'application/ld+json;profile="http://iiif.io/api/search/2/context.json"';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const demo = fromDemoCatalogue();

async function indexedAsset(id: string): Promise<IndexedAsset> {
  const detail = await demo.archive.assetDetail(id);
  return {
    id,
    title: detail.title,
    seriesTitle: detail.seriesTitle,
    type: 'Clip',
    collection: collectionFromName(detail.collectionName),
    thumbnail: detail.thumbnail,
    captionVersion: 'v1',
  };
}

const cues = (...lines: [number, string][]): IndexedCue[] =>
  lines.map(([offset, text]) => ({ offset, end: offset + 3, text }));

let ready: PostgresTranscriptIndex;
let building: PostgresTranscriptIndex;
let logger: MemoryLogger;
let clientDir: string;

/** The site with the spoken-word resources over `index`, as pages.ts composes them. */
async function siteOver(index: TranscriptIndex | undefined): Promise<Listening> {
  const transcripts = index && readyTranscripts(index, { cacheMs: 0 });
  const adapters: Parameters<typeof machineServices>[0] = {
    logger,
    forRequest: () => ({
      archive: demo.archive,
      blogs: demo.blogs,
      contact: demo.contact,
      captcha: new DemoCaptcha(),
      player: new ScriptedPlayer(),
      analytics: new RecordingAnalytics(),
      logger,
      storage: new MemoryKeyValueStore(),
      captions: demoCaptions(),
      transcripts,
    }),
    forWalks: () => ({ archive: demo.archive, blogs: demo.blogs }),
  };
  const machine = machineServices(adapters);
  const publicDetail = machine.resolveAsset.publicDetail.bind(machine.resolveAsset);
  return resourceSite({
    clientDir,
    logger,
    origin: ORIGIN,
    resources: [
      iiifManifestResource({ publicDetail, readCaptions: machine.readCaptions, logger }),
      ...spokenSearchResources(machine, logger),
    ],
  });
}

let site: Listening;
const get = async (path: string, method = 'GET') => asText(await site.get(path, { method }));
const body = (answer: TextAnswer): Json => JSON.parse(answer.body) as Json;
const q = (text: string) => `/api/spoken-words?q=${encodeURIComponent(text)}`;

function expectUnavailable(answer: TextAnswer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['cache-control']).toBe(NO_STORE);
  expect(answer.headers['retry-after']).toBe(String(SPOKEN_RETRY_AFTER_SECONDS));
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(body(answer)).toMatchObject({ error: 'unavailable' });
}

beforeAll(async () => {
  ready = await openTranscriptIndex();
  await ready.store(
    await indexedAsset(CLIP),
    cues(
      [2, 'The levees held along the river.'],
      [8, 'Nobody thought the levee would break.'],
      [20, 'A fiddler played all night.'],
      [31, 'By morning the levee was gone.'],
      [40, 'The water came over the levee board road.'],
    ),
  );
  await ready.store(await indexedAsset(LSA_CLIP), cues([5, 'The governor flew over the levee.']));
  await ready.markPass(Date.now());
  building = await openTranscriptIndex();
}, 60_000);

afterAll(async () => {
  await ready.close();
  await building.close().catch(() => undefined);
});

beforeEach(() => {
  logger = new MemoryLogger();
  clientDir = mkdtempSync(join(tmpdir(), 'ldma-spoken-'));
});

afterEach(async () => {
  await site?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the spoken-word endpoint', () => {
  beforeEach(async () => {
    site = await siteOver(ready);
  });

  it('answers the videos whose spoken words match, most relevant first, as JSON open to every origin', async () => {
    const answer = await get(q('levees'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(JSON_TYPE);
    expect(answer.headers['cache-control']).toBe(SEARCH_ANSWER_CACHE);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const json = body(answer);
    expect(json).toMatchObject({ query: 'levees', page: 1, pageSize: 10, total: 2, pages: 1 });
    expect(json.results.map((video: Json) => video.id)).toEqual([CLIP, LSA_CLIP]);
    const [first] = json.results as Json[];
    expect(first).toMatchObject({
      url: `${ORIGIN}/video_v2/asset-detail/${CLIP}`,
      momentCount: 4,
      collection: 3,
      collectionName: 'Louisiana Public Broadcasting',
    });
    expect(first?.moments).toHaveLength(3);
    const [moment] = first?.moments as Json[];
    expect(moment).toMatchObject({ start: 2, end: 5, text: 'The levees held along the river.' });
    expect(moment?.snippet.filter((part: Json) => part.match)).toEqual([
      { text: 'levees', match: true },
    ]);
    expect(moment?.url).toBe(`${ORIGIN}/video_v2/asset-detail/${CLIP}?keyword=levees&t=2`);
    expect(json.facets.collections).toEqual(
      expect.arrayContaining([
        { value: 3, count: 1 },
        { value: 4, count: 1 },
      ]),
    );
  });

  it('filters by collection and type, and pages', async () => {
    const lsa = body(await get(`${q('levee')}&collection=4&type=CLIP`));
    expect(lsa.results.map((video: Json) => video.id)).toEqual([LSA_CLIP]);
    expect(lsa).toMatchObject({ collection: 4, type: 'Clip', total: 1 });
    const past = body(await get(`${q('levee')}&page=2`));
    expect(past).toMatchObject({ page: 2, total: 2, results: [] });
  });

  it("answers one video's matching lines in time order with asset=", async () => {
    const json = body(await get(`${q('levee')}&asset=${CLIP}`));
    expect(json.moments.map((moment: Json) => moment.start)).toEqual([2, 8, 31, 40]);
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await get(q('levee'), 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.body).toBe('');
  });

  it.each([
    ['no q', '/api/spoken-words', 'missing-query'],
    ['a blank q', '/api/spoken-words?q=%20%20', 'missing-query'],
    ['an unknown collection', `${q('levee')}&collection=9`, 'bad-collection'],
    ['an unknown type', `${q('levee')}&type=film`, 'bad-type'],
    ['page 0', `${q('levee')}&page=0`, 'bad-page'],
    ['a page past 100', `${q('levee')}&page=101`, 'bad-page'],
    ['a page that is not a number', `${q('levee')}&page=2x`, 'bad-page'],
  ])('answers 400 for %s, saying what is wrong', async (_, path, code) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe(JSON_TYPE);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(body(answer)).toMatchObject({ error: code, message: expect.any(String) });
  });

  it.each([
    ['tsquery syntax', "levee & !(board | :*) <-> 'x' \\"],
    ['an unbalanced phrase', '"levee board'],
    ['10,000 characters', 'levee '.repeat(1_667)],
    ['control and bidi characters', '\u202elevee\u0000\u2066 board\u0007'],
    ['SQL', "levee'); DROP TABLE cues; --"],
  ])('answers %s without an error', async (_, text) => {
    const answer = await get(q(text));
    expect(answer.status).toBe(200);
    const json = body(answer);
    expect(json.query.length).toBeLessThanOrEqual(MAX_SPOKEN_QUERY_CHARS);
    // eslint-disable-next-line no-control-regex -- no control character may come back
    expect(json.query).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069]/);
    expect(logger.entries).toEqual([]);
  });

  it('answers a query that is not UTF-8 (a lone surrogate, escaped) without an error', async () => {
    const answer = await get('/api/spoken-words?q=levee%20%ED%A0%80%FF');
    expect(answer.status).toBe(200);
    expect(body(answer).total).toBe(2);
  });

  it('answers no match for only stop words', async () => {
    const json = body(await get(q('the and of')));
    expect(json).toMatchObject({ total: 0, pages: 0, results: [] });
  });
});

describe('the spoken-word endpoint while the index cannot answer', () => {
  it('answers 503 with Retry-After before the first pass has finished', async () => {
    site = await siteOver(building);
    expectUnavailable(await get(q('levee')));
    expect(logger.entries).toEqual([]);
  });

  it('answers 503 on a server with no index', async () => {
    site = await siteOver(undefined);
    expectUnavailable(await get(q('levee')));
    expectUnavailable(await get(`/iiif/${CLIP}/search?q=levee`));
  });

  it('answers 503, and logs it, when the engine cannot be reached', async () => {
    const gone = await openTranscriptIndex();
    await gone.close();
    site = await siteOver(gone);
    expectUnavailable(await get(q('levee')));
    expectUnavailable(await get(`/iiif/${CLIP}/search?q=levee`));
    expect(logger.messages).toEqual(['Spoken-word search failed', `IIIF search of ${CLIP} failed`]);
  });
});

describe('IIIF Content Search 2.0 inside a video', () => {
  beforeEach(async () => {
    site = await siteOver(ready);
  });

  it("is named by the video's manifest, which still passes the viewers' checks", async () => {
    const manifest = body(await get(`/iiif/${CLIP}/manifest.json`));
    expect(iiifProblems(manifest)).toEqual([]);
    expect(manifest.service).toEqual([
      { id: `${ORIGIN}/iiif/${CLIP}/search`, type: 'SearchService2' },
    ]);
  });

  it('answers an Annotation Page of the matching lines on the canvas, in media-file time', async () => {
    const detail = await demo.archive.assetDetail(CLIP);
    const start = parseHms(detail.timeStart) ?? 0;
    expect(start).toBeGreaterThan(0);
    const answer = await get(`/iiif/${CLIP}/search?q=levee&user=someone`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(SEARCH_TYPE);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toBe(SEARCH_ANSWER_CACHE);
    const page = body(answer);
    expect(page).toMatchObject({
      '@context': 'http://iiif.io/api/search/2/context.json',
      id: `${ORIGIN}/iiif/${CLIP}/search?q=levee&user=someone`,
      type: 'AnnotationPage',
      ignored: ['user'],
    });
    const canvas = `${ORIGIN}/iiif/${CLIP}/canvas`;
    expect(page.items.map((item: Json) => item.target)).toEqual(
      [2, 8, 31, 40].map((offset) => `${canvas}#t=${start + offset},${start + offset + 3}`),
    );
    expect(page.items[0]).toMatchObject({
      motivation: 'supplementing',
      body: { type: 'TextualBody', value: 'The levees held along the river.' },
    });
    // A viewer built on the IIIF Commons parser reads every part of it.
    expect(readBack(page)).toEqual(page);
    const marks = page.annotations[0].items as Json[];
    expect(marks[0]).toMatchObject({
      motivation: 'highlighting',
      target: {
        source: page.items[0].id,
        selector: [{ type: 'TextQuoteSelector', exact: 'levees', prefix: 'The ' }],
      },
    });
  });

  it('answers an empty page for a blank or hostile query', async () => {
    for (const text of ['', '   ', '\u202e\u0000', "!:*&|'"]) {
      const answer = await get(`/iiif/${CLIP}/search?q=${encodeURIComponent(text)}`);
      expect(answer.status).toBe(200);
      expect(body(answer).items).toEqual([]);
    }
  });

  it('is 404 for an unknown or non-public video, as its manifest is', async () => {
    for (const id of ['no-such-video', DEMO_IDS.nonPublicClip]) {
      const answer = await get(`/iiif/${id}/search?q=levee`);
      expect(answer.status).toBe(404);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
  });
});

describe('every spoken-word answer over a 4 MB caption file of 2,000 long lines', () => {
  let hostile: PostgresTranscriptIndex;

  beforeAll(async () => {
    hostile = await openTranscriptIndex();
    // Each line says "levee" 40 times among 2,000 characters: every line matches, and marks
    // would run to 80,000 a video.
    const srt = longCuesSrt(2000, 2000, { word: 'levee', times: 40 });
    expect(Buffer.byteLength(srt)).toBeGreaterThanOrEqual(4_000_000);
    const lines = indexedCues(parseSrt(srt), { start: 0, end: undefined });
    await hostile.store(await indexedAsset(CLIP), lines);
    await hostile.store(await indexedAsset(LSA_CLIP), lines);
    await hostile.markPass(Date.now());
  }, 120_000);

  afterAll(() => hostile.close());

  beforeEach(async () => {
    site = await siteOver(hostile);
  });

  const expectBounded = (moment: { text: string; snippet: Json[] }) => {
    expect(moment.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
    expect(moment.snippet.filter((part) => part.match).length).toBeLessThanOrEqual(
      MAX_MARKS_PER_MOMENT,
    );
    expect(moment.snippet.filter((part) => part.match).length).toBeGreaterThan(0);
  };

  it('bounds the search answer: a page of videos, a few short moments each', async () => {
    const answer = await get(q('levee'));
    expect(answer.status).toBe(200);
    expect(Buffer.byteLength(answer.body)).toBeLessThanOrEqual(MAX_SEARCH_ANSWER_BYTES);
    const json = body(answer);
    expect(json.results).toHaveLength(2);
    for (const video of json.results as Json[]) {
      expect(video.moments).toHaveLength(MOMENTS_PER_VIDEO);
      for (const moment of video.moments as Json[]) expectBounded(moment as never);
    }
  });

  it('bounds one video’s moments (asset=) in bytes, lines and marks', async () => {
    const answer = await get(`${q('levee')}&asset=${CLIP}`);
    expect(answer.status).toBe(200);
    expect(Buffer.byteLength(answer.body)).toBeLessThanOrEqual(MAX_SPOKEN_ANSWER_BYTES);
    const json = body(answer);
    expect(json.moments.length).toBeGreaterThan(100);
    expect(json.moments.length).toBeLessThanOrEqual(MAX_MOMENTS_WITHIN);
    for (const moment of json.moments as Json[]) expectBounded(moment as never);
  });

  it('bounds IIIF Content Search in bytes, lines and marks per line', async () => {
    const answer = await get(`/iiif/${CLIP}/search?q=levee`);
    expect(answer.status).toBe(200);
    expect(Buffer.byteLength(answer.body)).toBeLessThanOrEqual(MAX_SPOKEN_ANSWER_BYTES);
    const page = body(answer);
    expect(page.items.length).toBeGreaterThan(100);
    const marks = page.annotations[0].items as Json[];
    const perLine = new Map<string, number>();
    for (const mark of marks) {
      perLine.set(mark.target.source, (perLine.get(mark.target.source) ?? 0) + 1);
    }
    expect(Math.max(...perLine.values())).toBeLessThanOrEqual(MAX_MARKS_PER_MOMENT);
    for (const item of page.items as Json[]) {
      expect(item.body.value.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
    }
    expect(readBack(page)).toEqual(page);
  });
});
