/**
 * `npm run bench -- crowd`: the site under a crowd, on the stack of `npm run stack` (two
 * instances of SERVER_WORKERS=2 on one PostgreSQL, nginx in front, the demo API answering
 * after 20 ms). autocannon, 50 connections, 20 s per run, Chromium's Accept-Encoding, on
 * Home, Browse, Video detail, Search and Blog detail, each two ways: kept (the same URL for
 * every request) and rendered (a new query for every request, so no page is kept), and
 * `/healthz` in the same session as the base of the ratios; first on one instance directly,
 * then through nginx. Resident set size of every process before, at its peak and after.
 * Writes bench-results/crowd.json and crowd.md. STACK_BUILD_DIR reuses a stack build.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_IDS } from '../../demo-api/catalogue';
// @ts-expect-error: a plain ES module of the project's scripts, without types.
import { childrenOf, startStack } from '../../scripts/stack.mjs';
import { ROOT } from './site.mjs';
import { columns, markdownTable, textTable, type Table } from './table.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.CROWD_SECONDS || 20);
const WARM_UP_SECONDS = 2;
const LATENCY_MS = 20;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

interface Run {
  via: string;
  page: string;
  how: 'kept' | 'rendered' | 'floor';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ofHealthz?: number;
}

interface StackServer {
  url: string;
  child: { pid: number };
}

const rssMb = (pid: number): number => {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
};

async function load(url: string, path: string, vary: boolean, seconds: number) {
  let n = 0;
  const join = path.includes('?') ? '&' : '?';
  const requests = vary
    ? [
        {
          setupRequest: (request: { path: string }) => ({
            ...request,
            path: `${path}${join}visit=${n++}`,
          }),
        },
      ]
    : undefined;
  return autocannon({
    url: url + path,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    ...(requests ? { requests } : {}),
  });
}

async function main() {
  const stack = (await startStack({ instances: 2, workers: 2, latencyMs: LATENCY_MS })) as {
    url: string;
    servers: StackServer[];
    nginx: { pid: number };
    api: { pid: number };
    stop(): Promise<void>;
  };
  const processes = (): Record<string, number> => {
    const named: Record<string, number> = {};
    stack.servers.forEach((server, i) => {
      named[`instance ${i + 1} primary`] = server.child.pid;
      childrenOf(server.child.pid).forEach(
        (pid: number, w: number) => (named[`instance ${i + 1} worker ${w + 1}`] = pid),
      );
    });
    named['nginx master'] = stack.nginx.pid;
    childrenOf(stack.nginx.pid).forEach(
      (pid: number, w: number) => (named[`nginx worker ${w + 1}`] = pid),
    );
    return named;
  };
  const memory: Record<string, { before: number; peak: number; after: number }> = {};
  for (const [name, pid] of Object.entries(processes())) {
    const now = rssMb(pid);
    memory[name] = { before: now, peak: now, after: now };
  }
  const sampler = setInterval(() => {
    for (const [name, pid] of Object.entries(processes())) {
      const m = memory[name];
      if (m) m.peak = Math.max(m.peak, rssMb(pid));
    }
  }, 250);
  const runs: Run[] = [];
  const renders: { page: string; medianMs: number; p90Ms: number }[] = [];
  try {
    const blogList = await (await fetch(`${stack.url}/spotlight-on-history`)).text();
    const blog = /href="(\/blog\/[^"/?]+)"/.exec(blogList)?.[1];
    if (!blog) throw new Error('The blog list links no post');
    const pages = [
      { page: 'Home', path: '/' },
      { page: 'Browse', path: '/browse-all-videos/3' },
      { page: 'Video detail', path: `/video_v2/asset-detail/${DEMO_IDS.playableClip}` },
      { page: 'Search', path: '/search?keyword=levee' },
      { page: 'Blog detail', path: blog },
    ];
    // One render at a time, each of a URL not kept: what a render costs, archive answers cached.
    for (const { page, path } of pages) {
      const times: number[] = [];
      const join = path.includes('?') ? '&' : '?';
      for (let i = 0; i < 31; i += 1) {
        const started = performance.now();
        await (
          await fetch(`${stack.servers[0]?.url}${path}${join}cost=${i}`, { headers: HEADERS })
        ).arrayBuffer();
        if (i > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      renders.push({ page, medianMs: times[15] ?? NaN, p90Ms: times[27] ?? NaN });
      console.log(JSON.stringify(renders.at(-1)));
    }
    for (const [via, url] of [
      ['one instance, 2 workers', stack.servers[0]?.url ?? ''],
      ['nginx, 2 instances', stack.url],
    ] as const) {
      const measure = async (page: string, path: string, how: Run['how']) => {
        await load(url, path, how === 'rendered', WARM_UP_SECONDS);
        const r = await load(url, path, how === 'rendered', SECONDS);
        const run: Run = {
          via,
          page,
          how,
          requestsPerSecond: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          non2xx: r.non2xx,
        };
        console.log(JSON.stringify(run));
        runs.push(run);
        return run;
      };
      const floor = await measure('/healthz', '/healthz', 'floor');
      for (const how of ['kept', 'rendered'] as const) {
        for (const { page, path } of pages) {
          const run = await measure(page, path, how);
          run.ofHealthz = run.requestsPerSecond / floor.requestsPerSecond;
        }
      }
    }
  } finally {
    clearInterval(sampler);
    for (const [name, pid] of Object.entries(processes())) {
      const m = memory[name];
      if (m) m.after = rssMb(pid);
    }
    await stack.stop();
  }
  const meets = (r: Run) => {
    if (r.errors || r.non2xx) return false;
    if (r.how === 'kept') return (r.ofHealthz ?? 0) >= 0.4 && r.p99 < 50;
    if (r.how === 'rendered') return r.requestsPerSecond >= 250 && r.p99 < 300;
    return true;
  };
  const table: Table = {
    title: `The site under a crowd (${CONNECTIONS} connections, ${SECONDS} s, ${LATENCY_MS} ms API latency)`,
    ...columns(runs, [
      ['via', (r) => r.via],
      ['page', (r) => r.page],
      ['pages', (r) => r.how],
      ['req/s', (r) => r.requestsPerSecond.toFixed(0)],
      [
        'of /healthz',
        (r) => (r.ofHealthz === undefined ? '' : `${(r.ofHealthz * 100).toFixed(1)}%`),
      ],
      ['p50', (r) => `${Math.round(r.p50)} ms`],
      ['p99', (r) => `${Math.round(r.p99)} ms`],
      ['errors', (r) => String(r.errors + r.non2xx)],
      ['target', (r) => (r.how === 'floor' ? '' : meets(r) ? 'PASS' : 'MISS')],
    ]),
    notes: [
      'Kept: the same URL every request (the server keeps the page; nginx caches it). Rendered: a new query every request, so neither keeps it; the server keeps archive answers 60 s, so renders mostly use cached answers.',
      'Targets: kept pages at least 40% of /healthz req/s with p99 under 50 ms; rendered pages at least 250/s with p99 under 300 ms; no errors.',
    ],
  };
  const costs: Table = {
    title: 'One render (ms, one request at a time, a URL not kept, archive answers cached)',
    ...columns(renders, [
      ['page', (r) => r.page],
      ['median', (r) => `${r.medianMs.toFixed(1)} ms`],
      ['p90', (r) => `${r.p90Ms.toFixed(1)} ms`],
    ]),
    notes: [
      '30 requests per page after one to fill the caches; time to the last byte, compressed.',
    ],
  };
  const mb = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} MB` : '-');
  const rss: Table = {
    title: 'Resident set size per process (before the first run, peak, after the last)',
    ...columns(Object.entries(memory), [
      ['process', ([name]) => name],
      ['before', ([, m]) => mb(m.before)],
      ['peak', ([, m]) => mb(m.peak)],
      ['after', ([, m]) => mb(m.after)],
    ]),
  };
  console.log(textTable(costs));
  console.log(textTable(table));
  console.log(textTable(rss));
  const out = join(ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  const machine = { cores: cpus().length, node: process.version, load: loadavg() };
  writeFileSync(
    join(out, 'crowd.json'),
    JSON.stringify({ machine, renders, runs, memory }, null, 2),
  );
  writeFileSync(
    join(out, 'crowd.md'),
    [markdownTable(costs), markdownTable(table), markdownTable(rss), JSON.stringify(machine)].join(
      '\n\n',
    ),
  );
}

await main();
