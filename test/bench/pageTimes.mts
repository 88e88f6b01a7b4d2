/**
 * Time to first byte and time to content of full page loads, rendered by the server and
 * rendered in the browser (the same build's client served alone), with the demo API delaying
 * every answer. Each load runs in a fresh context (empty cache, new connections); times are
 * taken on the page's own clock, from navigation start.
 */
import type { Browser } from 'playwright-core';
import type { DemoApi } from '../../demo-api/server';
import { ROUTES } from './bundle.mjs';
import { LATENCY_MS } from './journeys.mjs';
import type { Table } from './table.mjs';

const TIMED = [
  'Home',
  'Browse',
  'Sub-listing',
  'Video detail',
  'Search',
  'Blog list',
  'Blog detail',
  'About',
];
const PASSES = 3;
const CONTENT_TIMEOUT_MS = 20_000;

export type Rendering = 'server' | 'browser';

export interface LoadTimes {
  ttfbMs: number;
  fcpMs: number;
  contentMs: number;
}

export interface RenderingTimes extends LoadTimes {
  /** Time to content of every pass (NaN for a pass whose content never showed). */
  contentAll: number[];
  failures: string[];
}

export interface PageTimes {
  route: string;
  path: string;
  /** The page's h1 and its first card or title: every one shown for the content to count. */
  content: string[];
  server: RenderingTimes;
  browser: RenderingTimes;
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

async function load(browser: Browser, url: string, selectors: string[]): Promise<LoadTimes> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript({ content: contentProbe(selectors) });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit', timeout: CONTENT_TIMEOUT_MS });
    const deadline = Date.now() + CONTENT_TIMEOUT_MS;
    let contentMs: unknown;
    while (typeof contentMs !== 'number') {
      if (Date.now() > deadline)
        throw new Error(`content not shown within ${CONTENT_TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, 50));
      // A string is evaluated by the DevTools protocol, so the page's CSP allows it.
      contentMs = await page.evaluate('window.__benchContentAt');
    }
    // The paint that showed the content may not have been reported yet.
    let fcpMs: unknown;
    for (let i = 0; i < 40 && typeof fcpMs !== 'number'; i++) {
      fcpMs = await page.evaluate(
        "performance.getEntriesByName('first-contentful-paint')[0]?.startTime",
      );
      if (typeof fcpMs !== 'number') await new Promise((r) => setTimeout(r, 50));
    }
    const ttfbMs = await page.evaluate(
      "performance.getEntriesByType('navigation')[0].responseStart",
    );
    return {
      ttfbMs: Number(ttfbMs),
      fcpMs: typeof fcpMs === 'number' ? fcpMs : NaN,
      contentMs,
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
    failures: loads.filter((l): l is Error => l instanceof Error).map((e) => e.message),
  };
}

/**
 * Every timed route, `PASSES` times, the two renderings alternating (so a busy spell of the
 * machine falls on both alike).
 */
export async function runPageTimes(
  browser: Browser,
  urls: Record<Rendering, string>,
  api: DemoApi,
  passes = PASSES,
): Promise<PageTimes[]> {
  const routes = TIMED.map((name) => {
    const route = ROUTES.find((r) => r.name === name);
    if (!route) throw new Error(`No route named ${name}`);
    // The h1 first: every one of these pages has one, shown with its content.
    return { ...route, content: [...new Set(['h1', ...route.ready])] };
  });
  const loads = new Map<string, (LoadTimes | Error)[]>();
  api.setLatency(LATENCY_MS);
  try {
    for (let pass = 0; pass < passes; pass++) {
      for (const route of routes) {
        for (const rendering of ['server', 'browser'] as const) {
          const key = `${route.name} ${rendering}`;
          const result = await load(browser, urls[rendering] + route.path, route.content).catch(
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          );
          loads.set(key, [...(loads.get(key) ?? []), result]);
        }
      }
    }
  } finally {
    api.setLatency(0);
  }
  return routes.map((route) => ({
    route: route.name,
    path: route.path,
    content: route.content,
    server: summarise(loads.get(`${route.name} server`) ?? []),
    browser: summarise(loads.get(`${route.name} browser`) ?? []),
  }));
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');

export function pageTimesTable(pages: PageTimes[]): Table {
  return {
    title: `Full page loads with ${LATENCY_MS} ms API latency: server-rendered vs rendered in the browser`,
    head: [
      'route',
      'server TTFB',
      'server FCP',
      'server content',
      'browser TTFB',
      'browser FCP',
      'browser content',
      'content sooner by',
    ],
    rows: pages.map((p) => [
      p.route,
      ms(p.server.ttfbMs),
      ms(p.server.fcpMs),
      ms(p.server.contentMs),
      ms(p.browser.ttfbMs),
      ms(p.browser.fcpMs),
      ms(p.browser.contentMs),
      ms(p.browser.contentMs - p.server.contentMs),
    ]),
    notes: [
      `Median of ${pages[0]?.server.contentAll.length ?? PASSES} loads, each in a fresh Chromium context (empty cache, new connections), 1440x900, no CPU or network throttling; the two renderings alternate.`,
      "Server: pages rendered by the server bundle (`npm run serve`). Browser: the same build's client served by `rsbuild preview`, which renders after its scripts run.",
      "TTFB: responseStart of the navigation. FCP: first-contentful-paint. Content: first animation frame in which the page's h1 and its first card or title (the route's own elements) all have a box and text.",
      ...pages.flatMap((p) => [
        `${p.route} content per pass: server ${p.server.contentAll.map(ms).join(' / ')}; browser ${p.browser.contentAll.map(ms).join(' / ')}.`,
        ...[
          ...p.server.failures.map((f) => `server: ${f}`),
          ...p.browser.failures.map((f) => `browser: ${f}`),
        ].map((f) => `${p.route} ${f}`),
      ]),
    ],
  };
}
