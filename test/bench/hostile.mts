/**
 * Hostile clients against production server bundles, on loopback, each scenario bounded in
 * count and time and run on a fresh server process:
 *
 *   npm run bench -- hostile before=/tmp/old/dist-server/index.js after=dist-server/index.js
 *
 * Every bundle must be built against this script's archive API:
 *   PUBLIC_API_HOST=http://127.0.0.1:47810 PUBLIC_CAPTCHA=demo npm run build
 * (HOSTILE_API_PORT changes the port). The API here is made to hurt: 50,000 videos to walk,
 * 13,500 hits per search, 20 MB answers, answers that take 3 s. The servers run without
 * SITE_ORIGIN, so the Host header names the origin. Prints a table and writes
 * bench-results/hostile.json.
 *
 * The spoken-word storms search a prepared index (SPOKEN_VIDEOS videos of an hour of speech,
 * test/bench/speech.mts) with long many-word queries, in PGlite (a fresh copy of its folder
 * per server) and in a throwaway PostgreSQL server (scripts/postgres.sh; that scenario fails
 * without one), the servers running no pass of their own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openTranscriptIndex } from '../../src/adapters/sql/openTranscriptIndex';
import type { PostgresTranscriptIndex } from '../../src/adapters/sql/PostgresTranscriptIndex';
import { LPB, LSA } from '../../src/core/entities/Collection';
import { freePort, waitForServer } from '../support/localServers';
import { bundleArguments } from './site.mjs';
import { random, speechLine } from './speech.mjs';
import { startPostgres, stopPostgres } from './throwaway.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const API_PORT = Number(process.env.HOSTILE_API_PORT ?? 47810);
const STORM_SECONDS = 15;
const VIDEOS = 50_000;
const WALK_PAGE_SIZE = 1_000;
const SEARCH_HITS = 13_500;
const BIG_BODY_BYTES = 20 * 1024 * 1024;
const SLOW_ANSWER_MS = 3_000;
const TRICKLERS = 300;
const TRICKLE_EVERY_MS = 2_000;
const TRICKLE_LIMIT_S = 90;
const DROPPED_SEARCHES = 1_000;
const DROP_AFTER_MS = 20;
const SETTLE_MS = 1_500;
const SPOKEN_VIDEOS = 100;
const SPOKEN_CUES_PER_VIDEO = 1_000;
const SPOKEN_CLIENTS = 4;
const IDLE_PROBE_MS = 5_000;

// ---------------------------------------------------------------------------------------
// The archive API.

const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
const XSI = 'xmlns:i="http://www.w3.org/2001/XMLSchema-instance"';

function assetXml(n: number, collection: number): string {
  return (
    `<Asset><Id>${n}</Id><Identifier>LPB-HOSTILE-${n}</Identifier><Type>Clip</Type>` +
    `<clipTitle>Hostile clip number ${n} about the levee and the river</clipTitle>` +
    `<ThumbnailImage>https://media.example/thumbs/${n}.jpg</ThumbnailImage>` +
    `<IsDigitized>True</IsDigitized><IsPublic>True</IsPublic>` +
    `<Collection>${collection}</Collection><TrackViews>0</TrackViews></Asset>`
  );
}

function assetDetailXml(id: string): string {
  return (
    `${DECLARATION}\n<AssetDetail ${XSI}><AssetType>Clip</AssetType>` +
    `<CollectionName>Louisiana Public Broadcasting</CollectionName>` +
    `<clipTitle>Hostile video ${id}</clipTitle><IsDigitized>True</IsDigitized>` +
    `<IsPublic>True</IsPublic>` +
    `<FormatLocation>https://media.example/video/${id}.mp4</FormatLocation>` +
    `<FormatDuration>02:00:00</FormatDuration></AssetDetail>\n`
  );
}

function assetList(from: number, count: number, collection: number): string {
  const items: string[] = [];
  for (let n = from; n < from + count; n++) items.push(assetXml(n, collection));
  return `${DECLARATION}\n<ArrayOfAsset ${XSI}>\n${items.join('\n')}\n</ArrayOfAsset>\n`;
}

const SEARCH_ANSWER = (() => {
  const items: string[] = [];
  for (let n = 0; n < SEARCH_HITS; n++) items.push(assetXml(n, n % 3 === 0 ? 4 : 3));
  return `${DECLARATION}\n<ArrayOfAsset ${XSI}>\n${items.join('\n')}\n</ArrayOfAsset>\n`;
})();

interface HostileApi {
  /** Requests open right now. */
  open(): number;
  /** Requests received since the last reset. */
  received(): number;
  reset(): void;
  close(): Promise<void>;
}

async function startApi(): Promise<HostileApi> {
  let open = 0;
  let received = 0;
  const walkPages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    open += 1;
    received += 1;
    res.once('close', () => (open -= 1));
    const url = new URL(req.url ?? '/', 'http://api');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] === 'getAllAssetsApiDataPaged') {
      const page = Number(url.searchParams.get('Page') ?? 1);
      const collection = Number(url.searchParams.get('CollectionId') ?? 3);
      const from = (page - 1) * WALK_PAGE_SIZE;
      const count = collection === 3 ? Math.max(0, Math.min(WALK_PAGE_SIZE, VIDEOS - from)) : 0;
      const key = `${collection}/${page}`;
      const body = walkPages.get(key) ?? assetList(from, count, collection);
      walkPages.set(key, body);
      res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      return;
    }
    if (parts[0] === 'assetDetailsApi') {
      // Every video the spoken-word scenarios index is public: the site checks before it shows.
      const id = parts[1] ?? '';
      res.writeHead(200, { 'content-type': 'application/xml' }).end(assetDetailXml(id));
      return;
    }
    if (parts[0] === 'blog-pagination') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [], totalItems: 0, pageSize: 6, pageNumber: 1 }));
      return;
    }
    if (parts[0] === 'search') {
      const keyword = parts[1] ?? '';
      if (keyword.startsWith('big')) {
        // No declared length: the reader only learns the size by reading.
        res.writeHead(200, { 'content-type': 'application/xml' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < BIG_BODY_BYTES) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.once('close', () => (sent = BIG_BODY_BYTES + 1));
        pump();
        return;
      }
      const delay = keyword.startsWith('slow') ? SLOW_ANSWER_MS : 0;
      const timer = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/xml' }).end(SEARCH_ANSWER);
      }, delay);
      res.once('close', () => clearTimeout(timer));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((done) => server.listen(API_PORT, '127.0.0.1', done));
  return {
    open: () => open,
    received: () => received,
    reset: () => (received = 0),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// ---------------------------------------------------------------------------------------
// The site server under test.

interface Site {
  port: number;
  pid: number;
  child: ChildProcess;
  stderr(): string;
  stop(): Promise<void>;
}

async function startSite(bundle: string, env: Record<string, string> = {}): Promise<Site> {
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    cwd: dirname(bundle),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ORIGIN: '',
      NODE_ENV: 'production',
      NODE_PATH: join(ROOT, 'node_modules'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 200_000) stderr += chunk;
  });
  await waitForServer(`http://127.0.0.1:${port}/healthz`, child);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    port,
    pid: child.pid ?? 0,
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

function rssMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------------------------------
// Clients.

interface Answer {
  status: number;
  bytes: number;
  ms: number;
}

function get(
  port: number,
  path: string,
  options: { headers?: Record<string, string>; agent?: Agent | false; signal?: AbortSignal } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: options.headers, agent: options.agent },
      (res: IncomingMessage) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }),
        );
        res.on('error', fail);
      },
    );
    options.signal?.addEventListener('abort', () => req.destroy(new Error('dropped')));
    req.on('error', fail);
    req.end();
  });
}

const median = (values: number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** /healthz asked every 50 ms while `during` runs: its latencies. */
async function probeHealth(port: number, during: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let over = false;
  void during.finally(() => (over = true));
  while (!over) {
    try {
      times.push((await get(port, '/healthz', { agent })).ms);
    } catch {
      times.push(Number.NaN);
    }
    await sleep(50);
  }
  agent.destroy();
  return times.filter(Number.isFinite);
}

const percentileOf = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const tenths = (ms: number) => Math.round(ms * 10) / 10;

/**
 * /healthz asked every 50 ms while `during` runs, each on a new TCP connection (the cluster's
 * primary hands every new connection to a worker): its latencies.
 */
async function probeFreshHealth(port: number, during: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let over = false;
  void during.finally(() => (over = true));
  while (!over) {
    try {
      times.push((await get(port, '/healthz', { agent: false })).ms);
    } catch {
      times.push(Number.NaN);
    }
    await sleep(50);
  }
  return times.filter(Number.isFinite);
}

/** `connections` loops asking `pathOf(n)` (n counts up) for `seconds`. */
async function storm(
  port: number,
  connections: number,
  seconds: number,
  next: (n: number) => { path: string; headers?: Record<string, string> },
): Promise<Answer[]> {
  const end = performance.now() + seconds * 1000;
  const answers: Answer[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < end) {
        const { path, headers } = next(n++);
        try {
          answers.push(await get(port, path, { agent, headers }));
        } catch {
          answers.push({ status: 0, bytes: 0, ms: 0 });
        }
      }
      agent.destroy();
    }),
  );
  return answers;
}

// ---------------------------------------------------------------------------------------
// Scenarios.

type Figures = Record<string, number | string>;

async function hostStorm(site: Site): Promise<Figures> {
  // The walk runs once before the storm; only the files per origin are measured.
  for (let i = 0; i < 60; i++) {
    const first = await get(site.port, '/sitemap.xml', { headers: { host: 'warm.example' } });
    if (first.status === 200) break;
    await sleep(1000);
  }
  const idle = await probeHealth(site.port, sleep(2000));
  const run = storm(site.port, 4, STORM_SECONDS, (n) => ({
    path: '/sitemaps/videos-1.xml',
    headers: { host: `host-${n}.example` },
  }));
  const health = await probeHealth(site.port, run);
  const answers = await run;
  return {
    'healthz p50 idle (ms)': Math.round(median(idle)),
    'healthz p50 (ms)': Math.round(median(health)),
    'healthz max (ms)': Math.round(Math.max(...health)),
    'sitemaps answered': answers.filter((a) => a.status === 200).length,
    'sitemap p50 (ms)': Math.round(median(answers.map((a) => a.ms))),
  };
}

async function searchStorm(site: Site): Promise<Figures> {
  const run = storm(site.port, 4, STORM_SECONDS, (n) => ({
    path: `/search?keyword=word${n}`,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  }));
  const health = await probeHealth(site.port, run);
  const answers = await run;
  const ok = answers.filter((a) => a.status === 200);
  return {
    'healthz p50 (ms)': Math.round(median(health)),
    'searches answered': ok.length,
    'search p50 (ms)': Math.round(median(ok.map((a) => a.ms))),
    'search page (KB, compressed)': Math.round(median(ok.map((a) => a.bytes)) / 1024),
  };
}

async function bigBodies(site: Site): Promise<Figures> {
  const before = rssMb(site.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 250);
  const answers = await storm(site.port, 30, STORM_SECONDS, (n) => ({
    path: `/search?keyword=big${n}`,
  }));
  clearInterval(sampler);
  return {
    'RSS before (MB)': before,
    'RSS peak (MB)': peak,
    'RSS after (MB)': rssMb(site.pid),
    answers: answers.length,
    'errors (no answer)': answers.filter((a) => a.status === 0).length,
  };
}

async function trickle(site: Site): Promise<Figures> {
  const started = performance.now();
  const held: number[] = [];
  const sockets: Socket[] = [];
  let refused = 0;
  await Promise.all(
    Array.from(
      { length: TRICKLERS },
      (_, i) =>
        new Promise<void>((done) => {
          const socket = connect(site.port, '127.0.0.1');
          sockets.push(socket);
          let timer: ReturnType<typeof setInterval> | undefined;
          const opened = performance.now();
          socket.on('connect', () => {
            socket.write(`GET /healthz HTTP/1.1\r\nHost: trickle-${i}.example\r\n`);
            timer = setInterval(() => socket.write(`X-Slow-${i}: a\r\n`), TRICKLE_EVERY_MS);
          });
          socket.on('error', () => undefined);
          socket.on('close', () => {
            clearInterval(timer);
            const seconds = (performance.now() - opened) / 1000;
            if (seconds < 0.5) refused += 1;
            else held.push(seconds);
            done();
          });
          setTimeout(() => socket.destroy(), TRICKLE_LIMIT_S * 1000);
        }),
    ),
  );
  const total = (performance.now() - started) / 1000;
  return {
    connections: TRICKLERS,
    'held, median (s)': Math.round(median(held)),
    'held, longest (s)': Math.round(Math.max(...held, 0)),
    'refused at once': refused,
    'still open at the limit': held.filter((s) => s >= TRICKLE_LIMIT_S - 0.5).length,
    'scenario (s)': Math.round(total),
  };
}

async function droppedSearches(site: Site, api: HostileApi): Promise<Figures> {
  api.reset();
  let maxOpen = 0;
  const sampler = setInterval(() => (maxOpen = Math.max(maxOpen, api.open())), 10);
  const batch = 50;
  for (let start = 0; start < DROPPED_SEARCHES; start += batch) {
    await Promise.all(
      Array.from({ length: batch }, async (_, i) => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), DROP_AFTER_MS);
        await get(site.port, `/search?keyword=slow${start + i}`, {
          signal: controller.signal,
        }).catch(() => undefined);
      }),
    );
  }
  // Long enough for the server to have read every request, short of the API's 3 s answer.
  await sleep(SETTLE_MS);
  const left = api.open();
  clearInterval(sampler);
  const received = api.received();
  // What was left in flight is let finish before the next scenario.
  await sleep(SLOW_ANSWER_MS + 500);
  return {
    searches: DROPPED_SEARCHES,
    'upstream calls made': received,
    'upstream in flight, most': maxOpen,
    [`upstream in flight ${SETTLE_MS / 1000} s after the last drop`]: left,
  };
}

// ---------------------------------------------------------------------------------------
// Spoken-word storms: worst-case searches against the index, /healthz on fresh connections.

/** Common words of the corpus: a query of many of them matches nearly every passage. */
const COMMON = [
  'river',
  'parish',
  'bayou',
  'levee',
  'flood',
  'storm',
  'music',
  'harvest',
  'water',
  'boats',
  'church',
  'school',
  'children',
  'mother',
  'governor',
  'engineers',
  'neighbors',
  'fiddler',
  'sheriff',
  'priest',
  'uncle',
  'mayor',
  'teacher',
  'fishermen',
  'sugar',
  'delta',
  'marsh',
  'capitol',
  'coast',
  'spillway',
  'election',
  'crawfish',
  'rice',
  'radio',
  'bridge',
  'railroad',
];

/** The n-th worst-case query: 15 common words (all of them, or any of them), new each time so no kept answer serves it. */
function worstQuery(n: number): string {
  const words = Array.from({ length: 15 }, (_, i) => COMMON[(n * 7 + i * 5) % COMMON.length]);
  const text = n % 2 === 0 ? words.join(' or ') : words.join(' ');
  return text.slice(0, 200);
}

async function fillSpoken(index: PostgresTranscriptIndex): Promise<void> {
  const next = random(1927);
  for (let v = 0; v < SPOKEN_VIDEOS; v++) {
    await index.store(
      {
        id: `spoken-${v}`,
        title: `Oral history ${v}`,
        seriesTitle: `Series ${v % 10}`,
        type: 'Clip',
        collection: v % 3 === 0 ? LSA : LPB,
        thumbnail: `https://media.example/spoken-${v}.jpg`,
        captionVersion: 'v1',
      },
      Array.from({ length: SPOKEN_CUES_PER_VIDEO }, (_, i) => ({
        offset: i * 3.6,
        end: i * 3.6 + 3.4,
        text: speechLine(next),
      })),
    );
  }
  await index.markPass(Date.now());
}

const scratch = mkdtempSync(join(tmpdir(), 'ldma-hostile-'));
let pgliteSeed: Promise<string> | undefined;
let postgres: Promise<{ url: string; stop(): void }> | undefined;

/** A PGlite folder holding the spoken corpus, made once; each server gets a copy. */
function spokenPglite(): Promise<Record<string, string>> {
  pgliteSeed ??= (async () => {
    const dataDir = join(scratch, 'seed');
    console.log(`Filling a PGlite index (${SPOKEN_VIDEOS * SPOKEN_CUES_PER_VIDEO} cues)...`);
    const index = await openTranscriptIndex({ dataDir });
    try {
      await fillSpoken(index);
    } finally {
      await index.close();
    }
    return dataDir;
  })();
  return pgliteSeed.then((seed) => {
    const copy = join(scratch, `copy-${Date.now()}`);
    cpSync(seed, copy, { recursive: true });
    return { TRANSCRIPT_INDEX_DIR: copy, TRANSCRIPT_INDEX_HOURS: '0' };
  });
}

/** A throwaway PostgreSQL server holding the spoken corpus, made once. */
function spokenPostgres(): Promise<Record<string, string>> {
  postgres ??= (async () => {
    // The server runs as the postgres user, which must reach its folder inside this one.
    chmodSync(scratch, 0o711);
    const dir = join(scratch, 'postgres');
    const url = startPostgres(dir);
    const server = {
      url,
      stop: () => stopPostgres(dir),
    };
    console.log(`Filling a PostgreSQL index (${SPOKEN_VIDEOS * SPOKEN_CUES_PER_VIDEO} cues)...`);
    const index = await openTranscriptIndex({ databaseUrl: server.url });
    try {
      await fillSpoken(index);
    } finally {
      await index.close();
    }
    return server;
  })();
  return postgres.then((server) => ({ DATABASE_URL: server.url, TRANSCRIPT_INDEX_HOURS: '0' }));
}

async function spokenStorm(site: Site): Promise<Figures> {
  // The index opens on first use: once, before anything is measured.
  for (let i = 0; i < 60; i++) {
    const first = await get(site.port, '/api/spoken-words?q=levee');
    if (first.status === 200) break;
    await sleep(1000);
  }
  const idle = await probeFreshHealth(site.port, sleep(IDLE_PROBE_MS));
  let peak = rssMb(site.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 250);
  const run = storm(site.port, SPOKEN_CLIENTS, STORM_SECONDS, (n) => ({
    path: `/api/spoken-words?q=${encodeURIComponent(worstQuery(n))}`,
  }));
  const loaded = await probeFreshHealth(site.port, run);
  const answers = await run;
  clearInterval(sampler);
  const ok = answers.filter((a) => a.status === 200);
  return {
    'healthz p50 idle (ms)': tenths(percentileOf(idle, 50)),
    'healthz p90 idle (ms)': tenths(percentileOf(idle, 90)),
    'healthz p50 loaded (ms)': tenths(percentileOf(loaded, 50)),
    'healthz p90 loaded (ms)': tenths(percentileOf(loaded, 90)),
    'p50 loaded minus idle (ms)': tenths(percentileOf(loaded, 50) - percentileOf(idle, 50)),
    'p90 loaded minus idle (ms)': tenths(percentileOf(loaded, 90) - percentileOf(idle, 90)),
    'searches answered (200)': ok.length,
    'searches refused (503)': answers.filter((a) => a.status === 503).length,
    'search p50 (ms)': Math.round(median(ok.map((a) => a.ms))),
    'largest answer (KB)': Math.round(Math.max(0, ...answers.map((a) => a.bytes)) / 1024),
    'RSS peak, first process (MB)': peak,
  };
}

/** A caption file as long as the indexer takes: 2,000 lines of 2,000 characters. */
const LONG_LINES = 2_000;
const LONG_LINE_CHARS = 2_000;
const LONG_VIDEO = 'long-0';

/** One video whose every long line says "levee" again and again, in a PGlite folder. */
async function longLinesPglite(): Promise<Record<string, string>> {
  const dataDir = join(scratch, `long-${Date.now()}`);
  const index = await openTranscriptIndex({ dataDir });
  const phrase = 'the levee held along the river road ';
  const line = phrase.repeat(Math.ceil(LONG_LINE_CHARS / phrase.length)).slice(0, LONG_LINE_CHARS);
  try {
    await index.store(
      {
        id: LONG_VIDEO,
        title: 'Long lines',
        seriesTitle: '',
        type: 'Clip',
        collection: LPB,
        thumbnail: '',
        captionVersion: 'v1',
      },
      Array.from({ length: LONG_LINES }, (_, i) => ({ offset: i * 3, end: i * 3 + 2, text: line })),
    );
    await index.markPass(Date.now());
  } finally {
    await index.close();
  }
  return { TRANSCRIPT_INDEX_DIR: dataDir, TRANSCRIPT_INDEX_HOURS: '0' };
}

/** Four clients ask for every moment of the long video, as JSON and as IIIF search. */
async function longLinesStorm(site: Site): Promise<Figures> {
  for (let i = 0; i < 60; i++) {
    if ((await get(site.port, '/api/spoken-words?q=levee')).status === 200) break;
    await sleep(1000);
  }
  const idle = await probeFreshHealth(site.port, sleep(IDLE_PROBE_MS));
  let peak = rssMb(site.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 250);
  const run = storm(site.port, SPOKEN_CLIENTS, STORM_SECONDS, (n) => ({
    path:
      n % 2 === 0
        ? `/api/spoken-words?q=levee&asset=${LONG_VIDEO}&n=${n}`
        : `/iiif/${LONG_VIDEO}/search?q=levee&n=${n}`,
  }));
  const loaded = await probeFreshHealth(site.port, run);
  const answers = await run;
  clearInterval(sampler);
  const ok = answers.filter((a) => a.status === 200);
  return {
    'healthz p50 idle / loaded (ms)': `${tenths(percentileOf(idle, 50))} / ${tenths(percentileOf(loaded, 50))}`,
    'healthz p90 idle / loaded (ms)': `${tenths(percentileOf(idle, 90))} / ${tenths(percentileOf(loaded, 90))}`,
    'answers (200)': ok.length,
    'answer p50 (ms)': Math.round(median(ok.map((a) => a.ms))),
    'largest answer (KB)': Math.round(Math.max(0, ...answers.map((a) => a.bytes)) / 1024),
    'RSS peak (MB)': peak,
  };
}

// ---------------------------------------------------------------------------------------

/** What a scenario's servers need in their environment, made before each starts. */
const SCENARIO_ENV: Record<string, () => Promise<Record<string, string>>> = {};

const SPOKEN_PGLITE = `Spoken storm, PGlite (${SPOKEN_CLIENTS} clients, 15-word queries; /healthz on new connections)`;
const SPOKEN_POSTGRES = `Spoken storm, PostgreSQL (${SPOKEN_CLIENTS} clients, 15-word queries; /healthz on new connections)`;
SCENARIO_ENV[SPOKEN_PGLITE] = spokenPglite;
SCENARIO_ENV[SPOKEN_POSTGRES] = spokenPostgres;
const LONG_LINES_NAME = `Spoken long lines (${LONG_LINES} lines of ${LONG_LINE_CHARS} characters; asset= and IIIF search)`;
SCENARIO_ENV[LONG_LINES_NAME] = longLinesPglite;

const SCENARIOS: Record<string, (site: Site, api: HostileApi) => Promise<Figures>> = {
  'Host-header storm (4 connections, new Host each, /sitemaps/videos-1.xml)': hostStorm,
  'Search storm (4 connections, a new word each, 13,500 hits per answer)': searchStorm,
  '20 MB API bodies (30 connections)': bigBodies,
  [`Trickling headers (${TRICKLERS} connections, a header line every 2 s)`]: trickle,
  [`Dropped searches (${DROPPED_SEARCHES}, each dropped after ${DROP_AFTER_MS} ms, API answers in 3 s)`]:
    droppedSearches,
  [SPOKEN_PGLITE]: spokenStorm,
  [SPOKEN_POSTGRES]: spokenStorm,
  [LONG_LINES_NAME]: longLinesStorm,
};

async function main(): Promise<void> {
  const bundles = bundleArguments(
    'npm run bench -- hostile label=path/to/dist-server/index.js ...',
  );
  const only = process.env.HOSTILE_ONLY;
  const api = await startApi();
  const results: Record<string, Record<string, Figures>> = {};
  try {
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      if (only && !name.toLowerCase().includes(only.toLowerCase())) continue;
      results[name] = {};
      for (const { label, bundle } of bundles) {
        const site = await startSite(bundle, await (SCENARIO_ENV[name]?.() ?? {}));
        try {
          console.log(`${name}: ${label}...`);
          results[name][label] = await scenario(site, api);
        } finally {
          await site.stop();
        }
        console.log(JSON.stringify(results[name][label]));
      }
    }
  } finally {
    await api.close();
    await postgres?.then((server) => server.stop()).catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
  const lines: string[] = [];
  for (const [name, byLabel] of Object.entries(results)) {
    lines.push(`\n${name}`);
    const labels = Object.keys(byLabel);
    const keys = [...new Set(labels.flatMap((label) => Object.keys(byLabel[label] ?? {})))];
    lines.push(
      `| figure | ${labels.join(' | ')} |`,
      `| --- |${labels.map(() => ' ---: |').join('')}`,
    );
    for (const key of keys) {
      lines.push(`| ${key} | ${labels.map((l) => String(byLabel[l]?.[key] ?? '')).join(' | ')} |`);
    }
  }
  console.log(lines.join('\n'));
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results/hostile.json'), JSON.stringify(results, null, 2));
  writeFileSync(join(ROOT, 'bench-results/hostile.md'), `${lines.join('\n')}\n`);
}

await main();
