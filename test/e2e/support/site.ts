import type { BrowserContext, Locator, Page } from 'playwright-core';
import { demoControl, openPage, siteUrl, type VisitorPage } from './browser';

export { DEMO_IDS } from '../../../demo-api/catalogue';

/** The demo's blog list, first page: its six newest active posts. */
export const FIRST_BLOG_PAGE = [
  'The 1927 Flood on Film',
  'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
  'Carnival Before Television: Mardi Gras in the Newsreels',
  'Voices of the Civil Rights Movement in Louisiana',
  'Fiddles, Accordions & Washboards: Cajun and Creole Music in the Archive',
  'Building the Superdome',
];

/** A browser a layout is checked in: its window's width, and whether it runs script. */
export interface Device {
  width: number;
  javaScriptEnabled: boolean;
}

/** A phone and a desktop window running script, and the desktop without script. */
export const PHONE_DESKTOP_NO_SCRIPT: Device[] = [
  { width: 375, javaScriptEnabled: true },
  { width: 1440, javaScriptEnabled: true },
  { width: 1440, javaScriptEnabled: false },
];

/** A browser running script and one running none, each named for a test's title. */
export const WITH_AND_WITHOUT_SCRIPT = [
  ['with JavaScript', true],
  ['without JavaScript', false],
] as const;

/** A phone and a desktop window, each with and without script. */
export const PHONE_AND_DESKTOP_BOTH_WAYS: Device[] = [
  { width: 375, javaScriptEnabled: true },
  { width: 375, javaScriptEnabled: false },
  { width: 1440, javaScriptEnabled: true },
  { width: 1440, javaScriptEnabled: false },
];

type PageOptions = Parameters<typeof openPage>[0];

// Stands in for pictures on other hosts (the demo's storage-host thumbnails): the suite
// never reaches the internet, and a missing network must not show up as a site error.
const OFFLINE_PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#c9ced6"/></svg>`;

// A pattern, not a function, so the browser intercepts only these requests.
const OTHER_HOSTS = /^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\//;

/** Answers pictures from other hosts with a placeholder and refuses anything else. */
export async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route(OTHER_HOSTS, (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: OFFLINE_PICTURE })
      : route.abort('blockedbyclient'),
  );
}

/** Contexts whose pages run no script: nothing there hydrates. */
const withoutScript = new WeakSet<BrowserContext>();

/**
 * A fresh visitor (own context) that has not opened anything yet, kept off the internet;
 * `javaScriptEnabled: false` for a browser that runs no script.
 */
export async function newVisitor(options: PageOptions = {}): Promise<VisitorPage> {
  const visitor = await openPage(options);
  if (options.javaScriptEnabled === false) withoutScript.add(visitor.context);
  // A missing element fails the test well before jest's own limit, with the locator named.
  visitor.context.setDefaultTimeout(15_000);
  await keepOffline(visitor.context);
  return visitor;
}

/** A fresh visitor on `path` of the built site, once the page there works (hydrated). */
export async function visit(path: string, options: PageOptions = {}): Promise<VisitorPage> {
  const visitor = await newVisitor(options);
  await visitor.page.goto(siteUrl(path));
  await hydrated(visitor.page);
  return visitor;
}

/**
 * Waits until React runs the page: a server-rendered page shows its content and controls
 * before its script has hydrated them, and a press on a button before that does nothing.
 * Returns at once in a browser that runs no script.
 */
export async function hydrated(page: Page): Promise<void> {
  if (withoutScript.has(page.context())) return;
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main || !Object.keys(main).some((k) => k.startsWith('__reactProps$'))) return false;
    // hydrateRoot(document) marks the document; its root stays dehydrated until it commits.
    const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
    const fiber = key ? (document as unknown as Record<string, unknown>)[key] : undefined;
    const root = (fiber as { stateNode?: { current?: { memoizedState?: unknown } } } | undefined)
      ?.stateNode?.current?.memoizedState as { isDehydrated?: boolean } | undefined;
    return root?.isDehydrated !== true;
  });
  // The effects of the commit (listeners, timers) run after it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** A screen as a visitor reaches it. */
export interface Screen {
  /** What the visitor types or follows. */
  path: string;
  /** Where the address bar ends up; `path` itself when left out. */
  lands?: string;
  heading: string;
  /** Something else the screen shows once its data is in. */
  shows?: (page: Page) => Promise<void>;
}

/** A visitor on a screen, with the address and heading the screen showed. */
export interface OpenedScreen extends VisitorPage {
  address: string;
  heading: string;
}

/**
 * A fresh visitor on `screen` once it is at its address, shows its heading and what it
 * should, and has nothing left loading. The window is 800 px high below 768 px wide, 900
 * above, unless `options` says otherwise.
 */
export async function openScreen(screen: Screen, options: PageOptions = {}): Promise<OpenedScreen> {
  const height = (options.width ?? 1440) < 768 ? 800 : 900;
  const visitor = await newVisitor({ height, ...options });
  return { ...visitor, ...(await showScreen(visitor.page, screen)) };
}

/** `screen` in a tab already open, as openScreen shows it: its address and heading. */
export async function showScreen(
  page: Page,
  screen: Screen,
): Promise<{ address: string; heading: string }> {
  await page.goto(siteUrl(screen.path));
  await hydrated(page);
  const address = await waitForPath(page, screen.lands ?? screen.path);
  const heading = await mainHeading(page, screen.heading);
  await screen.shows?.(page);
  await loaded(page);
  return { address, heading };
}

/** What the address bar shows, relative to the site: path and query. */
export function whereIs(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the address is `path` (path and query) and returns it. */
export async function waitForPath(page: Page, path: string | RegExp): Promise<string> {
  await page.waitForURL((url) => {
    const here = url.pathname + url.search;
    return typeof path === 'string' ? here === path : path.test(here);
  });
  return whereIs(page);
}

/**
 * The page's level-one heading once it shows; given the heading expected, once that one
 * shows (a new screen may still be arriving), or whatever shows after a few seconds.
 */
export async function mainHeading(page: Page, expected?: string): Promise<string> {
  const heading = page.locator('main h1');
  if (expected === undefined) await heading.first().waitFor();
  else
    await page
      .getByRole('heading', { level: 1, name: expected, exact: true })
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
  // A new page from the server shows its heading before it works.
  await hydrated(page);
  // A heading that is a picture (Home's logo) is named by the picture's text.
  const names = await heading.evaluateAll((found) =>
    found.map(
      (h) => (h as HTMLElement).innerText.trim() || h.querySelector('img')?.alt.trim() || '',
    ),
  );
  return names.join(' | ');
}

/**
 * An attribute's value once it has settled on `expected`, or whatever it is after a few
 * seconds: the assertion that follows then shows the real value.
 */
export async function attributeOf(
  locator: Locator,
  name: string,
  expected: string,
): Promise<string | null> {
  const settled = locator.and(locator.page().locator(`[${name}="${expected}"]`));
  await settled.waitFor({ timeout: 10_000 }).catch(() => undefined);
  return locator.getAttribute(name);
}

/** Waits for every 'Loading...' status in the main region to go. */
export async function loaded(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await page
    .locator('main [role="status"]', { hasText: 'Loading...' })
    .first()
    .waitFor({ state: 'detached' });
}

/**
 * The search page's archive results, apart from its spoken-word part (which may list the same
 * videos under the same titles).
 */
export const archiveResults = (page: Page): Locator => page.locator('main .results__archive');

/** Card titles of a list of asset cards (their level-two or level-three headings). */
export async function cardTitles(scope: Locator): Promise<string[]> {
  return (await scope.locator('.card__title').allInnerTexts()).map((t) => t.trim());
}

/** The demo API in its ordinary mode, no latency, nothing recorded. */
export async function normalDemo(): Promise<void> {
  await demoControl('control', { mode: 'normal', latencyMs: 0, reset: true });
}

/** What the demo API recorded: requests and posted bodies. */
export async function demoState(): Promise<{
  requests: string[];
  contactPosts: unknown[];
  captchaPosts: unknown[];
}> {
  return (await demoControl('state')) as {
    requests: string[];
    contactPosts: unknown[];
    captchaPosts: unknown[];
  };
}

/** The element that has focus, described the way a test can compare it. */
export async function focused(page: Page): Promise<{
  tag: string;
  name: string;
  id: string;
}> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim(),
      id: el?.id ?? '',
    };
  });
}

/** Waits until the video is at `seconds` into the reel (seeks land on the nearest frame). */
export async function videoAt(page: Page, seconds: number): Promise<number> {
  await page.waitForFunction((target) => {
    const video = document.querySelector('main video') as HTMLVideoElement | null;
    return video !== null && Math.abs(video.currentTime - target) < 0.3;
  }, seconds);
  return Math.round(
    await page.locator('main video').evaluate((video: HTMLVideoElement) => video.currentTime),
  );
}

/** The words the transcript marks, drawn or not (lines off screen are not drawn). */
export const transcriptMarks = (page: Page): Promise<string[]> =>
  page.locator('#transcript .transcript__lines mark').allTextContents();
