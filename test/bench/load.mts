/**
 * The production server under load: autocannon (its JS API) on loopback, a fixed number of
 * connections for a fixed time on one page, every page rendered afresh against the demo API.
 * Memory is the server process's resident set, read from /proc.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_IDS } from '../../demo-api/catalogue';
import { MAX_LOGGED_REQUESTS, type DemoApi } from '../../demo-api/server';
import { SERVER_API_CACHE_MS } from './pageTimes.mjs';
import type { SiteServer } from './site.mjs';
import { columns, verdict, type Table } from './table.mjs';

export const LOAD_LATENCY_MS = 20;
export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 20;
const WARM_UP_SECONDS = 3;
/** What Chromium sends: the server compresses pages for it, and that costs time too. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

export const LOAD_PAGES = [
  { name: 'Browse', path: '/browse-all-videos/3' },
  { name: 'Video detail', path: `/video_v2/asset-detail/${DEMO_IDS.playableClip}` },
];

export interface LoadRun {
  page: string;
  path: string;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Resident set of the server process (MB): before the run, highest seen, after it. */
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  /** Requests the demo API received during the run (its log keeps at most MAX_LOGGED_REQUESTS). */
  apiRequests: number;
  /** Lines the server wrote to stderr during the run. */
  serverErrors: string[];
}

/** A field of /proc/<pid>/status in MB (the kernel gives kB), NaN where there is no /proc. */
function procMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function loadOne(
  server: SiteServer,
  api: DemoApi,
  page: (typeof LOAD_PAGES)[number],
  seconds: number,
): Promise<LoadRun> {
  const url = server.url + page.path;
  // Compiled code paths and filled pools, so the run measures the steady state.
  await autocannon({ url, connections: 10, duration: WARM_UP_SECONDS, headers: HEADERS });
  const errorsBefore = server.errorLines().length;
  api.reset();
  const rssBeforeMb = procMb(server.pid, 'VmRSS');
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, procMb(server.pid, 'VmRSS'));
  }, 250);
  let result: autocannon.Result;
  try {
    result = await autocannon({
      url,
      connections: LOAD_CONNECTIONS,
      duration: seconds,
      headers: HEADERS,
    });
  } finally {
    clearInterval(sampler);
  }
  const rssAfterMb = procMb(server.pid, 'VmRSS');
  return {
    page: page.name,
    path: page.path,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    rssBeforeMb,
    rssPeakMb: Math.max(rssPeakMb, rssAfterMb),
    rssAfterMb,
    apiRequests: api.requests.length,
    serverErrors: server.errorLines().slice(errorsBefore),
  };
}

export async function runLoad(
  server: SiteServer,
  api: DemoApi,
  seconds = LOAD_SECONDS,
): Promise<LoadRun[]> {
  const runs: LoadRun[] = [];
  api.setLatency(LOAD_LATENCY_MS);
  try {
    for (const page of LOAD_PAGES) runs.push(await loadOne(server, api, page, seconds));
  } finally {
    api.setLatency(0);
  }
  return runs;
}

export const loadMeetsTargets = (run: LoadRun) =>
  run.errors === 0 && run.non2xx === 0 && run.requests > 0;

const mb = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} MB` : '-');

export function loadTable(runs: LoadRun[]): Table {
  return {
    title: `Production server under load (${LOAD_CONNECTIONS} connections, ${runs[0]?.seconds ?? LOAD_SECONDS} s, ${LOAD_LATENCY_MS} ms API latency)`,
    ...columns(runs, [
      ['page', (r) => r.page],
      ['requests', (r) => String(r.requests)],
      ['req/s', (r) => r.requestsPerSecond.toFixed(1)],
      ['p50', (r) => `${Math.round(r.latencyP50Ms)} ms`],
      ['p99', (r) => `${Math.round(r.latencyP99Ms)} ms`],
      ['max', (r) => `${Math.round(r.latencyMaxMs)} ms`],
      ['errors', (r) => String(r.errors)],
      ['non-2xx', (r) => String(r.non2xx)],
      ['RSS before', (r) => mb(r.rssBeforeMb)],
      ['RSS peak', (r) => mb(r.rssPeakMb)],
      ['RSS after', (r) => mb(r.rssAfterMb)],
      ['target', (r) => verdict(loadMeetsTargets(r))],
    ]),
    notes: [
      `autocannon on loopback after a ${WARM_UP_SECONDS} s warm-up at 10 connections; every request a full render (the server keeps no page cache), sent with Chromium's Accept-Encoding so answers are compressed as for visitors.`,
      `The server keeps archive answers ${SERVER_API_CACHE_MS / 1000} s for every visitor, so nearly every render of the run used cached answers; the demo API received ${runs.map((r) => `${r.apiRequests >= MAX_LOGGED_REQUESTS ? '>= ' : ''}${r.apiRequests} requests during the ${r.page} run`).join(' and ')}.`,
      'Latency: of 2xx answers, from request sent to answer complete. Errors include timeouts (10 s). Target: no errors and no non-2xx answers.',
      "RSS: VmRSS of the server process in /proc, before the run, highest of samples every 250 ms, and just after the run. The server, the demo API and the load generator share the machine's cores.",
      ...runs.flatMap((r) =>
        r.serverErrors.slice(0, 5).map((line) => `${r.page}: server stderr: ${line}`),
      ),
    ],
  };
}
