/**
 * Cold pages, server bundles side by side in one run, on loopback:
 *
 *   npm run bench -- pages before=/tmp/base/dist-server/index.js after=dist-server/index.js
 *
 * Every bundle must be built against this script's demo API:
 *   PUBLIC_API_HOST=http://127.0.0.1:47820 PUBLIC_CAPTCHA=demo npm run build
 * (PAGES_API_PORT changes the port). An older commit is built in a worktree of its own:
 *   git worktree add --detach /tmp/base a8a8d77 && ln -s "$PWD/node_modules" /tmp/base/
 *   (cd /tmp/base && PUBLIC_API_HOST=http://127.0.0.1:47820 PUBLIC_CAPTCHA=demo npm run build)
 *
 * Each bundle runs as `npm run serve` runs it (SERVER_WORKERS=2, pages kept as configured by
 * default, no index pass), all of them at once, against one demo API in a process of its own.
 * Every request asks for an address no server has kept (a new `cold=` query, and for the load
 * a new video id each time round the catalogue), so each answer is a fresh render; archive
 * answers are cached (the server keeps them 60 s; each page, and before a load turn each
 * video, is asked once untimed).
 *
 * (a) One render per page type, one request at a time, the bundles taking turns request by
 *     request (A, B, A, B ...) so a busy moment of the machine falls on each alike: median and
 *     p90 over PAGES_ROUNDS turns of PAGES_RENDERS requests, time to the last byte,
 *     compressed as for Chromium; and the server's CPU per render, read from /proc.
 * (b) Cold video pages under 50 connections (autocannon) for PAGES_LOAD_SECONDS in each of
 *     PAGES_LOAD_ROUNDS turns, the bundles in turn: p50, p99 and pages/s (the mean of the turns).
 *
 * Prints the tables and writes bench-results/pages.json and pages.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import { demoCatalogue } from '../../demo-api/catalogue';
import { freePort } from '../support/localServers';
import { bundleArguments, ROOT } from './site.mjs';
import { columns, markdownTable, textTable, type Table } from './table.mjs';

const API_PORT = Number(process.env.PAGES_API_PORT ?? 47820);
const ROUNDS = Number(process.env.PAGES_ROUNDS ?? 5);
const RENDERS = Number(process.env.PAGES_RENDERS ?? 10);
const LOAD_ROUNDS = Number(process.env.PAGES_LOAD_ROUNDS ?? 2);
const LOAD_SECONDS = Number(process.env.PAGES_LOAD_SECONDS ?? 20);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const WORKERS = process.env.PAGES_WORKERS ?? '2';
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const GOAL_RENDER_MS = 10;
const GOAL_P99_MS = 300;

/** Every public, digitized video of the demo catalogue: each has a page of its own. */
const VIDEO_IDS = demoCatalogue.assets
  .filter((a) => a.IsPublic && a.IsDigitized && !['Series', 'Topic'].includes(a.Type))
  .map((a) => a.Identifier);

/**
 * The demo API in a process of its own (as `npm run demo-api` runs it): under load the bench's
 * own process is busy sending requests, and must not make the archive slow.
 */
async function startApi(): Promise<{ stop(): Promise<void> }> {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['demo-api/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DEMO_API_PORT: String(API_PORT), DEMO_API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await answering(`http://127.0.0.1:${API_PORT}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

interface Server {
  label: string;
  url: string;
  child: ChildProcess;
  /** The start of what it wrote to stderr. */
  errors(): string;
  stop(): Promise<void>;
}

async function startBundle(label: string, bundle: string, scratch: string): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const indexDir = join(scratch, `index-${label}`);
  const child = spawn(process.execPath, [bundle], {
    cwd: dirname(bundle),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ORIGIN: url,
      NODE_ENV: 'production',
      SERVER_WORKERS: WORKERS,
      // No pass of the transcript indexer competes with the pages.
      TRANSCRIPT_INDEX_HOURS: '0',
      TRANSCRIPT_INDEX_DIR: indexDir,
      NODE_PATH: join(ROOT, 'node_modules'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (errors.length < 4000) errors += chunk;
  });
  try {
    await answering(`${url}/healthz`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    label,
    url,
    child,
    errors: () => errors,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Resolves once `url` answers; a busy machine starts two workers slowly, so up to 120 s. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer in 120 s`);
}

/** CPU time (ms, every thread) of a process and its children (the cluster's workers) so far. */
function cpuMs(pid: number): number {
  const own = (id: number) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime, in clock ticks of 10 ms.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // No such process.
  }
  return own(pid) + children.reduce((sum, child) => sum + own(child), 0);
}

interface Answer {
  status: number;
  ms: number;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on a kept-alive connection, timed to its last byte (the body as sent). */
function get(url: string, headers: Record<string, string> = HEADERS): Promise<Answer> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = request(url, { headers, agent }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The pages measured; the addresses of a sub-listing and a blog post are read off the site. */
async function pageTypes(url: string): Promise<{ page: string; path: string }[]> {
  const plain = { accept: 'text/html' };
  const browse = (await get(`${url}/browse-all-videos/3`, plain)).body;
  const series = /href="(\/sublisting\/[^"?]+)"/.exec(browse)?.[1];
  // Its first page at its own address (the short form redirects there).
  const sub = series && (/\/page\/\d+$/.test(series) ? series : `${series}/page/1`);
  const blogs = (await get(`${url}/spotlight-on-history`, plain)).body;
  const blog = /href="(\/blog\/[^"/?]+)"/.exec(blogs)?.[1];
  if (!sub || !blog) throw new Error('Browse links no sub-listing, or the blog list no post');
  return [
    { page: 'Home', path: '/' },
    { page: 'Browse', path: '/browse-all-videos/3' },
    { page: 'Sub-listing', path: sub },
    { page: 'Video', path: `/video_v2/asset-detail/${VIDEO_IDS[0]}` },
    { page: 'Search', path: '/search?keyword=levee' },
    { page: 'Blog list', path: '/spotlight-on-history' },
    { page: 'Blog detail', path: blog },
    { page: 'About', path: '/about-ldma' },
    { page: 'Explore', path: '/explore' },
  ];
}

/**
 * The search page asks the spoken-word index, which each process opens on first use (slowly
 * on a busy machine): asked on new connections until it answers at once several times.
 */
async function searchReady(url: string): Promise<void> {
  let quick = 0;
  for (let i = 0; i < 120 && quick < 6; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/search?keyword=levee&cold=open-${i}`, {
      headers: { connection: 'close' },
    });
    await res.arrayBuffer();
    quick = performance.now() - started < 1000 ? quick + 1 : 0;
  }
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

let visit = 0;

/**
 * Every video page asked once, four at a time: the archive answers the load's pages need are
 * then cached (60 s) and the load measures the server, not the demo API's first answers.
 */
async function videosAsked(url: string, tag: string): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < VIDEO_IDS.length) {
        const id = VIDEO_IDS[next++] ?? '';
        await fetch(`${url}/video_v2/asset-detail/${id}?cold=${tag}`).then((r) => r.arrayBuffer());
      }
    }),
  );
}

/** 50 connections on video pages, a new address each request (ids round the catalogue). */
async function videoLoad(url: string, seconds: number): Promise<Load> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    requests: [
      {
        setupRequest: (req: { path: string }) => {
          const n = visit++;
          const id = VIDEO_IDS[n % VIDEO_IDS.length] ?? '';
          return { ...req, path: `/video_v2/asset-detail/${id}?cold=${n}` };
        },
      },
    ],
  });
  return {
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function main(): Promise<void> {
  const bundles = bundleArguments(
    'npm run bench -- pages before=<dist-server/index.js> after=<...>',
  );
  const startLoad = loadavg()[0] ?? NaN;
  const scratch = mkdtempSync(join(tmpdir(), 'ldma-pages-'));
  const api = await startApi();
  const servers: Server[] = [];
  const renders: Record<string, Record<string, number[]>> = {};
  const statuses: Record<string, Record<string, number>> = {};
  const loads: Record<string, Load[]> = {};
  const cpuPerRender: Record<string, number> = {};
  let pages: { page: string; path: string }[] = [];
  try {
    for (const { label, bundle } of bundles)
      servers.push(await startBundle(label, bundle, scratch));
    pages = await pageTypes(servers[0]?.url ?? '');
    for (const server of servers) await searchReady(server.url);
    const cpuBefore = servers.map((server) => cpuMs(server.child.pid ?? 0));
    for (let round = 0; round < ROUNDS; round++) {
      for (const { page, path } of pages) {
        // Fills the archive answers this page needs; not timed.
        for (const server of servers) {
          await get(`${server.url}${withQuery(path, `cold=warm-${round}`)}`);
        }
        // The builds take turns request by request, so a busy moment falls on each alike.
        for (let i = 0; i < RENDERS; i++) {
          for (const server of servers) {
            const answer = await get(
              `${server.url}${withQuery(path, `cold=${round}-${i}-${visit++}`)}`,
            );
            (statuses[server.label] ??= {})[page] = answer.status;
            ((renders[server.label] ??= {})[page] ??= []).push(answer.ms);
          }
        }
      }
      console.log(`renders, turn ${round + 1}/${ROUNDS}`);
    }
    servers.forEach((server, i) => {
      const requests = ROUNDS * pages.length * (RENDERS + 1);
      cpuPerRender[server.label] = (cpuMs(server.child.pid ?? 0) - (cpuBefore[i] ?? 0)) / requests;
    });
    for (let round = 0; round < LOAD_ROUNDS; round++) {
      for (const server of servers) {
        await videosAsked(server.url, `warm-${round}`);
        await videoLoad(server.url, WARM_UP_SECONDS);
        const load = await videoLoad(server.url, LOAD_SECONDS);
        (loads[server.label] ??= []).push(load);
        console.log(
          `load, turn ${round + 1}/${LOAD_ROUNDS}: ${server.label}`,
          JSON.stringify(load),
        );
      }
    }
  } finally {
    agent.destroy();
    for (const server of servers) await server.stop();
    await api.stop();
    rmSync(scratch, { recursive: true, force: true });
  }

  const labels = bundles.map((b) => b.label);
  const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
  const renderCell = (label: string, page: string) => {
    const status = statuses[label]?.[page];
    if (status !== 200) return `— (${status ?? 'none'})`;
    const times = renders[label]?.[page] ?? [];
    return `${ms(percentile(times, 50))} / ${ms(percentile(times, 90))}`;
  };
  const renderTable: Table = {
    title: `One render per page (median / p90 of ${ROUNDS * RENDERS}, one request at a time, a URL not kept, archive answers cached)`,
    ...columns(pages, [
      ['page', (p) => p.page],
      ...labels.map(
        (label) => [label, (p: { page: string }) => renderCell(label, p.page)] as const,
      ),
    ]),
    notes: [
      `Time to the last byte, compressed as for Chromium (br); ${ROUNDS} turns of ${RENDERS} requests per page, the bundles taking turns request by request. Goal: every median under ${GOAL_RENDER_MS} ms. "—" with a status: the page is not 200 in that build.`,
    ],
  };
  const cpuTable: Table = {
    title:
      'Server CPU per render (ms, all processes and threads, over every request of the renders above)',
    ...columns(labels, [
      ['build', (label) => label],
      ['CPU per render', (label) => `${(cpuPerRender[label] ?? NaN).toFixed(1)} ms`],
    ]),
    notes: [
      'From /proc: the CPU the server used while the renders ran (one untimed warm-up request per page and turn included), over the requests it answered; less moved by a busy machine than the times.',
    ],
  };
  const loadTable: Table = {
    title: `Cold video pages under ${CONNECTIONS} connections (${LOAD_ROUNDS} turns of ${LOAD_SECONDS} s per build, mean of the turns)`,
    ...columns(labels, [
      ['build', (label) => label],
      ['pages/s', (label) => mean((loads[label] ?? []).map((l) => l.requestsPerSecond)).toFixed(0)],
      ['p50', (label) => `${mean((loads[label] ?? []).map((l) => l.p50)).toFixed(0)} ms`],
      ['p99', (label) => `${mean((loads[label] ?? []).map((l) => l.p99)).toFixed(0)} ms`],
      [
        'p99 per turn',
        (label) => (loads[label] ?? []).map((l) => `${l.p99.toFixed(0)} ms`).join(', '),
      ],
      [
        'errors',
        (label) => String((loads[label] ?? []).reduce((n, l) => n + l.errors + l.non2xx, 0)),
      ],
    ]),
    notes: [
      `${WORKERS} workers; every request a video page not kept (${VIDEO_IDS.length} demo videos in turn, a new cold= query each time), their archive answers cached (each video asked once before each turn); ${WARM_UP_SECONDS} s of warm-up before each turn. Goal: p99 under ${GOAL_P99_MS} ms.`,
    ],
  };
  const machine = {
    cores: cpus().length,
    node: process.version,
    loadAtStart: startLoad,
    loadAtEnd: loadavg()[0],
  };
  for (const server of servers) {
    if (server.errors()) console.log(`${server.label} wrote to stderr:\n${server.errors()}`);
  }
  console.log(textTable(renderTable));
  console.log(textTable(cpuTable));
  console.log(textTable(loadTable));
  console.log(JSON.stringify(machine));
  const out = join(ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, 'pages.json'),
    JSON.stringify({ machine, bundles, pages, renders, statuses, cpuPerRender, loads }, null, 2),
  );
  writeFileSync(
    join(out, 'pages.md'),
    [
      markdownTable(renderTable),
      markdownTable(cpuTable),
      markdownTable(loadTable),
      JSON.stringify(machine),
      '',
    ].join('\n\n'),
  );
}

await main();
