/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { NO_STORE } from '../../src/server/http/cachePolicy';
import { readServerConfig } from '../../src/config/server';
import { buildConfig } from '../../src/config/site';
import { processAdapters } from '../../src/server/compose';
import { ownedIndex, serverIndexing } from '../../src/server/index/serverIndexing';
import { sitePages } from '../../src/server/render/pages';
import { createSiteServer } from '../../src/server/http/siteServer';
import { buildDemoCatalogue, DEMO_IDS } from '../../demo-api/catalogue';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { MemoryTranscriptIndex } from '../support/memoryTranscriptIndex';
import { asText, closeServer, listening, listenOnLoopback, type Listening } from './support';
import { ORIGIN } from '../support/builders';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const ASSETS = { scripts: ['/static/js/index.js'], styles: ['/static/css/index.css'] };
const SECRET = 'SWORDFISH-7731';
const PLAYABLE = DEMO_IDS.playableClip;
const EXFILTRATING = 'LPB-CLIP-900001';
/** The caption file the archive names for EXFILTRATING (its media is a path on the site). */
const REDIRECTED_FILE = '/captions/media/video/exfiltrate.srt';

// A service on loopback that only the server could reach: what it says must never be public.
let internal: Server;
let internalHits: string[];
// The demo archive with two videos, behind a front that answers REDIRECTED_FILE with a 302
// to the internal service; the front is the archive API and the media origin of the site.
let demo: DemoApi;
let front: Server;
let frontUrl: string;
const apiHost = process.env.PUBLIC_API_HOST;

beforeAll(async () => {
  internalHits = [];
  internal = createServer((req, res) => {
    internalHits.push(req.url ?? '');
    res.end(`1\n00:00:01,000 --> 00:00:03,000\nThe vault code is ${SECRET}.\n`);
  });
  const internalUrl = `http://127.0.0.1:${await listenOnLoopback(internal)}`;
  const catalogue = buildDemoCatalogue();
  const playable = catalogue.assets.find((asset) => asset.Identifier === PLAYABLE);
  if (!playable) throw new Error('The demo catalogue has no playable clip');
  const exfiltrating = {
    ...structuredClone(playable),
    Id: '900001',
    Identifier: EXFILTRATING,
    clipTitle: 'A clip whose captions point inside',
    FormatLocation: '/media/video/exfiltrate_iPod.mp4',
    FormatTimeStart: '00:00:00',
    FormatDuration: '00:00:16',
  };
  catalogue.assets = [
    { ...playable, memberOf: [] },
    { ...exfiltrating, memberOf: [] },
  ];
  demo = await startDemoApi({ port: 0, host: '127.0.0.1', catalogue });
  front = createServer((req, res) => {
    if (req.url === REDIRECTED_FILE) {
      res.writeHead(302, { Location: `${internalUrl}/transcript.srt` }).end();
      return;
    }
    void fetch(`${demo.url}${req.url}`).then(async (answer) => {
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  frontUrl = `http://127.0.0.1:${await listenOnLoopback(front)}`;
  // The server renders against the archive its build names.
  process.env.PUBLIC_API_HOST = frontUrl;
});

afterAll(async () => {
  process.env.PUBLIC_API_HOST = apiHost;
  await closeServer(front);
  await demo.close();
  await closeServer(internal);
});

beforeEach(() => {
  internalHits = [];
});

describe('a caption file that redirects to a loopback service', () => {
  let site: Listening;
  let logger: MemoryLogger;

  beforeAll(async () => {
    const config = readServerConfig({ DEMO_MEDIA_ORIGIN: frontUrl }, buildConfig());
    const pages = sitePages(() => ASSETS, processAdapters(config), config.site);
    logger = new MemoryLogger();
    site = await listening(
      createSiteServer({ ...pages, origin: ORIGIN, accessLog: () => undefined }),
    );
    jest.spyOn(pages.logger, 'warn').mockImplementation((message, detail) => {
      logger.warn(String(message), detail);
    });
  });

  afterAll(() => site.close());

  it('is never fetched for the captions: they answer as a missing file would, kept nowhere', async () => {
    const answer = asText(await site.get(`/captions/${EXFILTRATING}.vtt`));
    expect([answer.status, answer.body]).toEqual([200, 'WEBVTT\n']);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
    expect(internalHits).toEqual([]);
    expect(logger.messages.join('\n')).toContain(`Captions of ${EXFILTRATING}: not fetched`);
    // The same files of a video whose captions are where the archive says are read.
    const readable = asText(await site.get(`/captions/${PLAYABLE}.vtt`));
    expect(readable.status).toBe(200);
    expect(readable.body).toMatch(/^WEBVTT\n\n00:/);
  });

  it('is never fetched for the transcript files nor the page, and no answer holds its text', async () => {
    const files = await Promise.all(
      ['txt', 'vtt', 'srt'].map(async (ext) =>
        asText(await site.get(`/transcripts/${EXFILTRATING}.${ext}`)),
      ),
    );
    expect(files.map((file) => file.status)).toEqual([404, 404, 404]);
    expect(files.map((file) => file.headers['cache-control'])).toEqual(Array(3).fill(NO_STORE));
    const page = asText(await site.get(`/video_v2/asset-detail/${EXFILTRATING}`));
    expect(page.status).toBe(200);
    expect(page.body).toContain('A clip whose captions point inside');
    for (const answer of [...files, page]) expect(answer.body).not.toContain(SECRET);
    expect(internalHits).toEqual([]);
  });

  it('is never fetched by an indexing pass, which stores the other video and names the failure', async () => {
    const index = new MemoryTranscriptIndex();
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let warned: string[] = [];
    const config = readServerConfig(
      { TRANSCRIPT_INDEX_HOURS: '0', DEMO_MEDIA_ORIGIN: frontUrl },
      buildConfig(),
    );
    const logger = new MemoryLogger();
    const owned = ownedIndex({ config: config.index, logger, open: async () => index });
    const spoken = serverIndexing(owned, processAdapters(config), { config: config.index, logger });
    try {
      const summary = await spoken.indexing.runPass();
      expect(summary).toMatchObject({ outcome: 'finished', indexed: 1, failed: 1 });
    } finally {
      await spoken.close();
      warned = warnings.mock.calls.map((call) => String(call[0]));
      warnings.mockRestore();
    }
    expect(internalHits).toEqual([]);
    expect([...index.assets.keys()]).toEqual([PLAYABLE]);
    expect(JSON.stringify([...index.assets.values()])).not.toContain(SECRET);
    expect(warned).toContain(
      `Transcript index: the captions of ${EXFILTRATING} could not be read:`,
    );
  });
});
