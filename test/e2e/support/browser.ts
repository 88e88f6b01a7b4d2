import AxeBuilder from '@axe-core/playwright';
import { CHROME, CHROME_FLAGS as FLAGS, startSiteServer } from '../../support/localServers';
import { e2eMode } from './mode';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const siteUrl = (path = '/') => `${process.env.E2E_SITE_URL}${path}`;
export const apiUrl = (path = '/') => `${process.env.E2E_API_URL}${path}`;

let browser: Browser | undefined;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROME, args: FLAGS, headless: true });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface VisitorPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors seen so far. */
  problems: string[];
  close(): Promise<void>;
}

/**
 * A fresh context and page that records every uncaught error and console error. Console
 * errors the site logs on purpose (SPEC §8 "logged only") are passed in as `expected`.
 */
export async function openPage(
  options: {
    width?: number;
    height?: number;
    expected?: RegExp[];
    reducedMotion?: 'reduce' | 'no-preference';
    javaScriptEnabled?: boolean;
  } = {},
): Promise<VisitorPage> {
  const b = await launch();
  const context = await b.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const expected = options.expected ?? [];
  // Pages the server answered with an error status (404 for /not-found): the browser notes
  // that status on the console, and the tests check the status themselves.
  const errorPages = new Set<string>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      if (response.status() >= 400) errorPages.add(response.url());
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const { url } = message.location();
    if (/^Failed to load resource/.test(text) && errorPages.has(url)) return;
    if (!expected.some((pattern) => pattern.test(text))) problems.push(`console: ${text}`);
  });
  return { page, context, problems, close: () => context.close() };
}

/**
 * WCAG 2.1 A and AA violations axe finds on the page as it is now. `skipCrossOriginFrames`
 * runs axe in the page itself, without the blank helper page that checks frames from other
 * origins: about twice as fast, for pages that embed none.
 */
export async function axeViolations(
  page: Page,
  options: { skipCrossOriginFrames?: boolean } = {},
): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(options.skipCrossOriginFrames ?? false)
    // Only violations are reported, so axe need not list every node that passed.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

/** The demo API's control endpoints (failure modes, recorded posts). */
export async function demoControl(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(apiUrl(`/__demo/${path}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** A site of its own for a test file: its URL, what its server logged, and how to stop it. */
export interface OwnSite {
  url: (path?: string) => string;
  /** What the site server wrote so far ('' for the static site, which has no server). */
  serverLog(): string;
  close(): Promise<void>;
}

/**
 * A fresh site server of the suite's build, for tests that switch the demo API's mode: the
 * shared server reuses the archive's answers for a minute, and answers cached in one mode
 * must not show in another. The static site has no such memory and is shared.
 */
export async function ownSite(): Promise<OwnSite> {
  if (e2eMode() === 'static') {
    return { url: siteUrl, serverLog: () => '', close: async () => undefined };
  }
  const server = await startSiteServer(process.env.E2E_SERVER_DIR ?? '', {
    env: { DEMO_MEDIA_ORIGIN: process.env.E2E_API_URL },
  });
  return {
    url: (path = '/') => `${server.url}${path}`,
    serverLog: server.output,
    close: server.stop,
  };
}
