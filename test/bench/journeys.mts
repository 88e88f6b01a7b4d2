/**
 * Requests and time to content for scripted journeys, with the demo API delaying every answer.
 * Requests are counted where they arrive (the demo API's request log); round trips are the
 * longest chain of API requests in which each one started only after the one before it had
 * answered (from the page's Resource Timing entries).
 */
import type { Browser, Page } from 'playwright-core';
import type { DemoApi } from '../../demo-api/server';
import { columns, verdict, type Table } from './table.mjs';

export const LATENCY_MS = 150;
const HOME_ROUND_TRIPS = 2;

export interface JourneyStep {
  step: string;
  ms: number;
  requests: string[];
  roundTrips: number;
  duplicates: string[];
  /** Time of every pass, when the journey ran more than once. */
  msAll?: number[];
  /** The step's own target, when it has one. */
  target?: { label: string; ok: boolean };
}

/** Archive API calls only: no media, captions, control or health requests. */
function apiCalls(api: DemoApi): string[] {
  return api.requests.filter(
    (r) => !r.startsWith('OPTIONS ') && !/^\w+ \/(media|captions|__demo|health)\b/i.test(r),
  );
}

/** Waits until no API request has been in flight for `quietMs` (the step has settled). */
async function settle(page: Page, apiUrl: string, quietMs = 500): Promise<void> {
  const ongoing = new Set<unknown>();
  let last = Date.now();
  const started = (r: { url(): string }) => {
    if (r.url().startsWith(apiUrl)) ongoing.add(r);
    last = Date.now();
  };
  const ended = (r: { url(): string }) => {
    ongoing.delete(r);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (ongoing.size > 0 || Date.now() - last < quietMs)) {
    await new Promise((r) => setTimeout(r, 50));
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

/** Longest chain of API requests started after `since` (ms on the page's clock). */
async function roundTrips(page: Page, apiUrl: string, since: number): Promise<number> {
  const entries = await page.evaluate(
    ({ origin, from }) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.startsWith(origin) && e.startTime >= from)
        .filter((e) => !/\/(media|captions)\//.test(new URL(e.name).pathname))
        .map((e) => ({ start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    { origin: apiUrl, from: since },
  );
  entries.sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  for (let i = 0; i < entries.length; i++) {
    let deepest = 0;
    for (let j = 0; j < i; j++) {
      // 1 ms of slack: the two clocks are the same, the rounding is not.
      if ((entries[j]?.end ?? 0) <= (entries[i]?.start ?? 0) + 1) {
        deepest = Math.max(deepest, depth[j] ?? 0);
      }
    }
    depth.push(deepest + 1);
  }
  return Math.max(0, ...depth);
}

const duplicatesOf = (requests: string[]) => [
  ...new Set(requests.filter((r, i) => requests.indexOf(r) !== i)),
];

/** Runs `action`, then waits for `ready` (a page function returning truthy) and settles. */
async function step(
  page: Page,
  api: DemoApi,
  name: string,
  action: () => Promise<unknown>,
  ready: string,
  arg: unknown,
  navigation: boolean,
): Promise<JourneyStep> {
  await settle(page, api.url);
  api.reset();
  const since = navigation ? 0 : await page.evaluate(() => performance.now());
  await action();
  // Built here from source text: the site's CSP forbids eval inside the page.
  const timed = new Function(
    'input',
    `return (${ready})(input.value) ? performance.now() - input.from : false;`,
  ) as (input: { value: unknown; from: number }) => number | false;
  const handle = await page.waitForFunction(
    timed,
    { value: arg, from: since },
    { polling: 'raf', timeout: 20_000 },
  );
  const ms = (await handle.jsonValue()) as number;
  await settle(page, api.url);
  const requests = apiCalls(api);
  return {
    step: name,
    ms,
    requests,
    roundTrips: await roundTrips(page, api.url, since),
    duplicates: duplicatesOf(requests),
  };
}

// Page-side readiness checks (run in the browser; plain functions as text).
const HOME_READY = `(names) => names.every((name) => {
  const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent.trim() === name);
  const card = heading && heading.closest('section')?.querySelector('a.card__link');
  return card && card.getBoundingClientRect().width > 0;
})`;
const BROWSE_READY = `({ path, not }) => {
  const card = document.querySelector('.browse__results a.card__link');
  return location.pathname.endsWith(path) && card && card.getAttribute('href') !== not;
}`;
const BACK_READY = `({ path, first }) => {
  const card = document.querySelector('.browse__results a.card__link');
  return location.pathname === path && card && card.getAttribute('href') === first;
}`;
const CLIP_READY = `() => {
  const title = document.querySelector('h1.watch__title');
  return title && title.textContent.trim() !== '' && document.querySelector('main video');
}`;

/** One pass through the journey in a fresh context (one tab). */
async function journey(browser: Browser, siteUrl: string, api: DemoApi): Promise<JourneyStep[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // Room for every request of the journey (the default buffer keeps 250 entries).
  await context.addInitScript({ content: 'performance.setResourceTimingBufferSize(100000);' });
  const page = await context.newPage();
  const steps: JourneyStep[] = [];
  try {
    const home = await step(
      page,
      api,
      'Home: Trending Now and New Additions shown',
      () => page.goto(`${siteUrl}/`, { waitUntil: 'commit' }),
      HOME_READY,
      ['Trending Now', 'New Additions'],
      true,
    );
    home.target = {
      label: `<= ${HOME_ROUND_TRIPS} round trips`,
      ok: home.roundTrips <= HOME_ROUND_TRIPS,
    };
    steps.push(home);

    steps.push(
      await step(
        page,
        api,
        'Browse LPB: first page shown',
        () => page.goto(`${siteUrl}/browse-all-videos/3`, { waitUntil: 'commit' }),
        BROWSE_READY,
        { path: '/page/1', not: null },
        true,
      ),
    );

    const firstCard = () =>
      page.locator('.browse__results a.card__link').first().getAttribute('href');
    const page1 = await firstCard();
    steps.push(
      await step(
        page,
        api,
        'Browse: Next page',
        () => page.getByRole('link', { name: 'Next page' }).first().click(),
        BROWSE_READY,
        { path: '/page/2', not: page1 },
        false,
      ),
    );

    const page2Path = new URL(page.url()).pathname;
    const page2 = await firstCard();
    const clip = page.locator('.browse__results a.card__link[href^="/video-player/"]').first();
    steps.push(
      await step(page, api, 'Open a clip from browse', () => clip.click(), CLIP_READY, null, false),
    );

    const back = await step(
      page,
      api,
      'History back to browse page 2',
      () => page.goBack(),
      BACK_READY,
      { path: page2Path, first: page2 },
      false,
    );
    back.target = { label: 'no repeated requests', ok: back.requests.length === 0 };
    steps.push(back);
  } finally {
    await context.close();
  }
  return steps;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * The journey `passes` times; each step reports the median time and the most requests, round
 * trips and duplicates of any pass (the counts should not vary; the times do on a busy machine).
 */
export async function runJourneys(
  browser: Browser,
  siteUrl: string,
  api: DemoApi,
  passes = 3,
): Promise<JourneyStep[]> {
  api.setLatency(LATENCY_MS);
  const runs: JourneyStep[][] = [];
  try {
    for (let i = 0; i < passes; i++) runs.push(await journey(browser, siteUrl, api));
  } finally {
    api.setLatency(0);
  }
  const first = runs[0] ?? [];
  return first.map((s, i) => {
    const all = runs.map((run) => run[i] ?? s);
    const worst = all.reduce((a, b) => (b.requests.length > a.requests.length ? b : a));
    return {
      ...s,
      ms: median(all.map((x) => x.ms)),
      msAll: all.map((x) => Math.round(x.ms)),
      requests: worst.requests,
      roundTrips: Math.max(...all.map((x) => x.roundTrips)),
      duplicates: [...new Set(all.flatMap((x) => x.duplicates))],
      target: all.find((x) => x.target && !x.target.ok)?.target ?? s.target,
    };
  });
}

export function journeyTable(steps: JourneyStep[]): Table {
  return {
    title: `Journeys with ${LATENCY_MS} ms API latency`,
    ...columns(steps, [
      ['step', (s) => s.step],
      ['time to content', (s) => `${Math.round(s.ms)} ms`],
      ['passes', (s) => (s.msAll ?? [Math.round(s.ms)]).join(' / ')],
      ['API requests', (s) => String(s.requests.length)],
      ['round trips', (s) => String(s.roundTrips)],
      ['duplicates', (s) => String(s.duplicates.length)],
      ['target', (s) => (s.target ? `${verdict(s.target.ok)} (${s.target.label})` : '-')],
    ]),
    notes: [
      'Three passes, each in a fresh context and one tab; time is the median pass. The Home and Browse steps are full page loads (time from navigation start), the others in-app (time from the click).',
      'API requests: counted at the demo API (media and captions excluded). Round trips: longest chain of API requests each started after the previous answered (Resource Timing).',
      'Duplicates: the same URL requested twice within a step (identical requests in flight must be shared).',
    ],
  };
}
