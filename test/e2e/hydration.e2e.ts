import type { Page } from 'playwright-core';
import { apiUrl, closeBrowser, siteUrl } from './support/browser';
import { headingIs, leave } from './support/expectations';
import { e2eMode } from './support/mode';
import {
  archiveResults,
  DEMO_IDS,
  hydrated,
  newVisitor,
  normalDemo,
  whereIs,
} from './support/site';

// A server-rendered page hydrates from the data the server sent with it: the browser asks
// the archive for nothing more, React finds nothing to correct, and the content stays.

beforeAll(normalDemo);
afterAll(closeBrowser);

interface HydrationCase {
  path: string;
  /** Where the address bar ends up (the browse route is written out in full). */
  lands?: string;
  heading: string;
  /** Content the page shows from the archive's data. */
  shows: (page: Page) => Promise<void>;
}

const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });

const CASES: HydrationCase[] = [
  {
    path: '/',
    heading: 'Louisiana Digital Media Archive',
    shows: async (page) => {
      await page.getByRole('heading', { name: 'The 1927 Flood on Film' }).first().waitFor();
      await visible(page, 'Governor McKeithen on the Superdome');
    },
  },
  {
    path: '/browse-all-videos/3',
    lands: '/browse-all-videos/3/all/page/1',
    heading: 'Browse Videos',
    shows: async (page) => {
      await visible(page, '1 – 25 of 152');
      await page.getByRole('heading', { name: 'Louisiana News Archive' }).waitFor();
    },
  },
  {
    path: `/video_v2/asset-detail/${DEMO_IDS.playableClip}`,
    heading: 'Governor McKeithen on the Superdome',
    shows: async (page) => {
      await page.getByRole('button', { name: 'DETAILS' }).waitFor();
      await page
        .getByRole('link', { name: 'Hurricane Audrey Survivors Return to Cameron' })
        .waitFor();
    },
  },
  {
    path: '/blog/b2',
    heading: 'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
    shows: async (page) => {
      await page.getByRole('heading', { name: 'Art deco and limestone' }).waitFor();
      await page.getByRole('link', { name: 'The 1927 Flood on Film' }).first().waitFor();
    },
  },
  {
    path: '/spotlight-on-history',
    heading: 'Spotlight On History',
    shows: (page) => page.getByRole('link', { name: 'Building the Superdome' }).waitFor(),
  },
  {
    path: '/about-ldma',
    heading: 'About LDMA',
    shows: async (page) => {
      await page.getByRole('heading', { name: 'New Additions' }).waitFor();
      await visible(page, 'Hurricane Katrina: The Superdome as Shelter');
    },
  },
  {
    path: '/search?keyword=superdome&search_by=ALLFIELDS',
    heading: 'Search Results for superdome',
    shows: (page) =>
      archiveResults(page).getByRole('heading', { name: 'Superdome Opening Day' }).waitFor(),
  },
];

describe('a page from the server, once its script runs', () => {
  it.each(CASES.map((c) => [c.path, c] as const))(
    '%s hydrates with its content, no request to the archive and no warning',
    async (_path, screen) => {
      const visitor = await newVisitor();
      const { page } = visitor;
      // Media files come from the archive too, but only its API calls carry page data.
      const archiveCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(apiUrl()).origin && !/^\/(media|captions)\//.test(url.pathname))
          archiveCalls.push(`${request.method()} ${url.pathname}${url.search}`);
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(siteUrl(screen.path), { waitUntil: 'networkidle' });
      await hydrated(page);
      // Whatever the hydrated page starts (effects, lazy parts) has finished too.
      await page.waitForLoadState('networkidle');
      expect(whereIs(page)).toBe(screen.lands ?? screen.path);
      await headingIs(page, screen.heading);
      await screen.shows(page);
      expect(archiveCalls).toEqual([]);
      expect(warnings).toEqual([]);
      // React reports a mismatch between the server's HTML and its own render as an error.
      await leave(visitor);
    },
  );
});

describe("the video page's player, once the page's script runs", () => {
  it('plays in the video the page was sent with, making no second one', async () => {
    const visitor = await newVisitor();
    const { page } = visitor;
    await page.addInitScript(() => {
      const made = { videos: 0 };
      Object.assign(window, { made });
      const create = Document.prototype.createElement;
      Document.prototype.createElement = function (
        this: Document,
        tag: string,
        options?: ElementCreationOptions,
      ) {
        if (tag.toLowerCase() === 'video') made.videos += 1;
        return create.call(this, tag, options);
      } as typeof create;
    });
    await page.goto(siteUrl(`/video_v2/asset-detail/${DEMO_IDS.playableClip}`));
    await hydrated(page);
    // The bar's speed menu comes with the mounted player.
    await page.getByRole('combobox', { name: 'Speed' }).waitFor();
    expect(await page.locator('video').count()).toBe(1);
    // Still the server's track, the site's WebVTT file: its captions are not drawn twice.
    expect(await page.locator('video track').getAttribute('src')).toBe(
      `/captions/${DEMO_IDS.playableClip}.vtt`,
    );
    const made = await page.evaluate(
      () => (window as unknown as { made: { videos: number } }).made.videos,
    );
    // The server sent it; a static host's page draws it with its script.
    expect(made).toBe(e2eMode() === 'server' ? 0 : 1);
    await leave(visitor);
  });
});
