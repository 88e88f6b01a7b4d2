/**
 * Time to first byte and time to content of full page loads, rendered by the server and
 * rendered in the browser (the same build's client served alone), with the demo API delaying
 * every answer. Each load runs in a fresh context (empty cache, new connections); times are
 * taken on the page's own clock, from navigation start.
 *
 * The server keeps archive answers for every visitor for a while, so its pages are timed both
 * ways: with nothing cached (the first visitor after the answers expired: the render waits
 * for the API) and right after (every answer cached).
 */
import type { Browser } from 'playwright-core';
import { DEMO_IDS } from '../../demo-api/catalogue';
import type { DemoApi } from '../../demo-api/server';
import { ROUTES } from './bundle.mjs';
import { LATENCY_MS } from './journeys.mjs';
import { columns, type Table } from './table.mjs';

/**
 * The timed routes and what shows their main content: the h1 and the first card or title,
 * each with a box and text. (The video page's player is left out: it is made in the browser.)
 */
const CONTENT: Record<string, string[]> = {
  Home: ['h1', '.home-section a.card__link'],
  Browse: ['h1', '.browse__results a.card__link'],
  'Sub-listing': ['main h1', 'main a.card__link'],
  'Video detail': ['h1.watch__title', '.watch__cards a.card__link'],
  Search: ['main h1', 'main a.card__link'],
  'Blog list': ['main h1', 'main li a'],
  'Blog detail': ['h1.blog__title', '.blog__body'],
  About: ['main h1', 'main a.card__link'],
};
const TIMED = Object.keys(CONTENT);
const PASSES = 3;
const CONTENT_TIMEOUT_MS = 20_000;
/** How long the server reuses an archive answer: SERVER_API_CACHE_MS in src/container.ts. */
export const SERVER_API_CACHE_MS = 60_000;
/** Slack after the expiry, for the clocks of two processes and a busy machine. */
const EXPIRY_MARGIN_MS = 1_000;

/** Pages sharing no archive request with the timed ones: they warm the server's code only. */
const WARM_UP_ONLY = [
  `/video_v2/asset-detail/${DEMO_IDS.playableFromStart}`,
  `/sublisting/Series/${DEMO_IDS.lpbSeries}/page/1`,
  '/browse-all-videos/3/page/2',
  '/search?keyword=jazz&search_by=ALLFIELDS',
  '/blog/b2',
  '/contact-us',
  '/not-found',
];

export type Rendering = 'cold' | 'cached' | 'browser';

export interface LoadTimes {
  ttfbMs: number;
  fcpMs: number;
  contentMs: number;
  /** Archive API requests the demo API received during the load (server's and browser's). */
  apiRequests: number;
}

export interface RenderingTimes {
  ttfbMs: number;
  fcpMs: number;
  contentMs: number;
  /** Time to content of every pass (NaN for a pass whose content never showed). */
  contentAll: number[];
  /** API requests of every pass. */
  apiRequestsAll: number[];
  failures: string[];
}

export interface PageTimes {
  route: string;
  path: string;
  /** Selectors of the page's main content: every one shown for the content to count. */
  content: string[];
  cold: RenderingTimes;
  cached: RenderingTimes;
  browser: RenderingTimes;
}

/**
 * Renders every page the timed ones use, and others, once each, so the timed loads do not
 * pay for the server's first compilations. Returns when the answers it fetched expire.
 */
export async function warmServer(serverUrl: string): Promise<number> {
  const paths = [
    ...ROUTES.filter((r) => TIMED.includes(r.name)).map((r) => r.path),
    ...WARM_UP_ONLY,
  ];
  for (const path of paths) {
    const answer = await fetch(serverUrl + path, { headers: { 'accept-encoding': 'br, gzip' } });
    await answer.arrayBuffer();
  }
  return Date.now() + SERVER_API_CACHE_MS + EXPIRY_MARGIN_MS;
}

/**
 * Page-side: from document start, checks on every animation frame whether every selector
 * matches a shown element (a box, and text unless it is a video), and records when they first
 * all do. Frames are not drawn while the style sheets load, so this is when the content can
 * first be seen. Playwright injects it, so the site's CSP does not apply.
 */
function contentProbe(selectors: string[]): string {
  return `(() => {
  if (window !== window.top) return;
  const selectors = ${JSON.stringify(selectors)};
  const shown = (selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 &&
      (element.tagName === 'VIDEO' || (element.textContent || '').trim() !== '');
  };
  const frame = () => {
    if (selectors.every(shown)) window.__benchContentAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;
}

/** Archive calls only: no media, captions, health or control requests. */
const apiCalls = (api: DemoApi) =>
  api.requests.filter(
    (r) => !r.startsWith('OPTIONS ') && !/^\w+ \/(media|captions|__demo|health)\b/i.test(r),
  ).length;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function load(
  browser: Browser,
  api: DemoApi,
  url: string,
  selectors: string[],
): Promise<LoadTimes> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript({ content: contentProbe(selectors) });
    const page = await context.newPage();
    api.reset();
    await page.goto(url, { waitUntil: 'commit', timeout: CONTENT_TIMEOUT_MS });
    const deadline = Date.now() + CONTENT_TIMEOUT_MS;
    let contentMs: unknown;
    while (typeof contentMs !== 'number') {
      if (Date.now() > deadline) {
        throw new Error(`content not shown within ${CONTENT_TIMEOUT_MS} ms`);
      }
      await pause(50);
      // A string is evaluated by the DevTools protocol, so the page's CSP allows it.
      contentMs = await page.evaluate('window.__benchContentAt');
    }
    // The paint that showed the content may not have been reported yet.
    let fcpMs: unknown;
    for (let i = 0; i < 40 && typeof fcpMs !== 'number'; i++) {
      fcpMs = await page.evaluate(
        "performance.getEntriesByName('first-contentful-paint')[0]?.startTime",
      );
      if (typeof fcpMs !== 'number') await pause(50);
    }
    const ttfbMs = await page.evaluate(
      "performance.getEntriesByType('navigation')[0].responseStart",
    );
    // Requests the page starts once it runs (after hydration) count too.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    return {
      ttfbMs: Number(ttfbMs),
      fcpMs: typeof fcpMs === 'number' ? fcpMs : NaN,
      contentMs,
      apiRequests: apiCalls(api),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function summarise(loads: (LoadTimes | Error)[]): RenderingTimes {
  const ok = loads.filter((l): l is LoadTimes => !(l instanceof Error));
  return {
    ttfbMs: median(ok.map((l) => l.ttfbMs)),
    fcpMs: median(ok.map((l) => l.fcpMs)),
    contentMs: median(ok.map((l) => l.contentMs)),
    contentAll: loads.map((l) => (l instanceof Error ? NaN : l.contentMs)),
    apiRequestsAll: loads.map((l) => (l instanceof Error ? NaN : l.apiRequests)),
    failures: loads.filter((l): l is Error => l instanceof Error).map((e) => e.message),
  };
}

/**
 * Every timed route, `passes` times: the server's page with its answers expired, the
 * browser-rendered page, then the server's page again with its answers cached. A route's next
 * uncached load waits until the answers of the one before have expired (`cacheFreeAt` is when
 * the warm-up's have).
 */
export async function runPageTimes(
  browser: Browser,
  urls: { server: string; browser: string },
  api: DemoApi,
  cacheFreeAt: number,
  passes = PASSES,
): Promise<PageTimes[]> {
  const routes = TIMED.map((name) => {
    const route = ROUTES.find((r) => r.name === name);
    if (!route) throw new Error(`No route named ${name}`);
    return { ...route, content: CONTENT[name] ?? [] };
  });
  const loads = new Map<string, (LoadTimes | Error)[]>();
  const record = (key: string, result: LoadTimes | Error) =>
    loads.set(key, [...(loads.get(key) ?? []), result]);
  const attempt = (url: string, selectors: string[]) =>
    load(browser, api, url, selectors).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
  const expired = new Map(routes.map((r) => [r.name, cacheFreeAt]));
  api.setLatency(LATENCY_MS);
  try {
    for (let pass = 0; pass < passes; pass++) {
      for (const route of routes) {
        const wait = (expired.get(route.name) ?? 0) - Date.now();
        if (wait > 0) await pause(wait);
        record(`${route.name} cold`, await attempt(urls.server + route.path, route.content));
        expired.set(route.name, Date.now() + SERVER_API_CACHE_MS + EXPIRY_MARGIN_MS);
        record(`${route.name} browser`, await attempt(urls.browser + route.path, route.content));
        record(`${route.name} cached`, await attempt(urls.server + route.path, route.content));
      }
    }
  } finally {
    api.setLatency(0);
  }
  return routes.map((route) => ({
    route: route.name,
    path: route.path,
    content: route.content,
    cold: summarise(loads.get(`${route.name} cold`) ?? []),
    cached: summarise(loads.get(`${route.name} cached`) ?? []),
    browser: summarise(loads.get(`${route.name} browser`) ?? []),
  }));
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
const counts = (values: number[]) => {
  const known = values.filter((v) => Number.isFinite(v));
  if (!known.length) return '-';
  const low = Math.min(...known);
  const high = Math.max(...known);
  return low === high ? String(low) : `${low}-${high}`;
};

export function pageTimesTable(pages: PageTimes[]): Table {
  const passes = pages[0]?.cold.contentAll.length ?? PASSES;
  return {
    title: `Full page loads with ${LATENCY_MS} ms API latency: server-rendered (answers not cached / cached) and rendered in the browser`,
    ...columns(pages, [
      ['route', (p) => p.route],
      ['TTFB', (p) => ms(p.cold.ttfbMs)],
      ['content', (p) => ms(p.cold.contentMs)],
      ['API req.', (p) => counts(p.cold.apiRequestsAll)],
      ['TTFB cached', (p) => ms(p.cached.ttfbMs)],
      ['content cached', (p) => ms(p.cached.contentMs)],
      ['browser TTFB', (p) => ms(p.browser.ttfbMs)],
      ['browser content', (p) => ms(p.browser.contentMs)],
      ['API req.', (p) => counts(p.browser.apiRequestsAll)],
    ]),
    notes: [
      `Median of ${passes} loads, each in a fresh Chromium context (empty cache, new connections), 1440x900, no CPU or network throttling.`,
      `Server: pages rendered by the server bundle (\`npm run serve\`). It keeps archive answers ${SERVER_API_CACHE_MS / 1000} s for every visitor: "TTFB"/"content" are loads after the route's answers expired (the render waits for the API), "cached" the same page loaded again right after. Browser: the same build's client served by \`rsbuild preview\`, which renders once its scripts have run.`,
      "API req.: archive requests the demo API received during the load (the server's and, after hydration, the browser's), over the passes.",
      `TTFB: responseStart of the navigation. Content: first animation frame in which the page's h1 and its first card or title all have a box and text (frames wait for the style sheets): ${pages.map((p) => `${p.route} ${p.content.join(' + ')}`).join('; ')}.`,
      ...pages.flatMap((p) => [
        `${p.route} content per pass: server ${p.cold.contentAll.map(ms).join(' / ')}; cached ${p.cached.contentAll.map(ms).join(' / ')}; browser ${p.browser.contentAll.map(ms).join(' / ')}.`,
        ...(['cold', 'cached', 'browser'] as const).flatMap((r) =>
          p[r].failures.map((f) => `${p.route} (${r}): ${f}`),
        ),
      ]),
    ],
  };
}
