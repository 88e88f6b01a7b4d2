import type { Page } from 'playwright-core';
import { archiveResults, DEMO_IDS } from './site';

const SITE = 'Louisiana Digital Media Archive';

/** One screen of SPEC §2 as a visitor reaches it. */
export interface RouteCase {
  /** What the visitor types or follows. */
  path: string;
  /** Where the address bar ends up. */
  lands: string;
  heading: string;
  title: string;
  /** Something else this screen shows once its data is in. */
  shows: (page: Page) => Promise<void>;
  /** Another form of a screen axe already checks under its main route. */
  sameScreenAs?: string;
  /** The address its canonical link names, when not where it lands. */
  canonical?: string;
}

/** Waits for this exact text somewhere on the page. */
const text = (page: Page, value: string) =>
  page.getByText(value, { exact: true }).first().waitFor();

/**
 * A row of the table; unless it says otherwise, it lands where it is typed and is titled
 * after its heading.
 */
function routeCase(
  row: Omit<RouteCase, 'lands' | 'title'> & Partial<Pick<RouteCase, 'lands' | 'title'>>,
): RouteCase {
  return { lands: row.path, title: `${row.heading} | ${SITE}`, ...row };
}

/** Another form of the browse screen, which axe checks under its main route. */
const browseForm = (row: Pick<RouteCase, 'path' | 'shows'> & Partial<Pick<RouteCase, 'lands'>>) =>
  routeCase({ sameScreenAs: '/browse-all-videos', heading: 'Browse Videos', ...row });

/** SPEC §2, one row per route form. */
export const ROUTES: RouteCase[] = [
  routeCase({
    path: '/',
    heading: SITE,
    title: `Home | ${SITE}`,
    shows: async (page) => {
      await page.getByRole('heading', { name: 'Trending Now' }).waitFor();
      await page.getByRole('heading', { name: 'New Additions' }).waitFor();
      await page.getByRole('button', { name: 'View Full Post' }).first().waitFor();
      await page.getByRole('link', { name: 'Browse All Topics' }).waitFor();
    },
  }),
  routeCase({
    // No collection: every collection is listed and no collection radio is checked.
    path: '/browse-all-videos',
    heading: 'Browse Videos',
    shows: async (page) => {
      await page.getByRole('radio', { name: 'All', checked: true }).waitFor();
      await text(page, '1 – 25 of 203');
      await page.getByRole('radio', { name: 'LPB', checked: false }).waitFor();
      await page.getByRole('radio', { name: 'LSA', checked: false }).waitFor();
    },
  }),
  browseForm({
    path: '/browse-all-videos/3',
    lands: '/browse-all-videos/3/all/page/1',
    shows: async (page) => {
      await page.getByRole('radio', { name: 'LPB', checked: true }).waitFor();
      await page.getByRole('radio', { name: 'All', checked: true }).waitFor();
      await text(page, '1 – 25 of 152');
    },
  }),
  browseForm({
    path: '/browse-all-videos/4',
    lands: '/browse-all-videos/4/all/page/1',
    shows: async (page) => {
      await page.getByRole('radio', { name: 'LSA', checked: true }).waitFor();
      await page.getByRole('heading', { name: 'Governor’s Office Films' }).waitFor();
    },
  }),
  browseForm({
    path: '/browse-all-videos/3/series/page/1',
    shows: async (page) => {
      await page.getByRole('radio', { name: 'Series', checked: true }).waitFor();
      await page.getByRole('heading', { name: 'Louisiana News Archive' }).waitFor();
    },
  }),
  routeCase({
    path: `/sublisting/series/${DEMO_IDS.bigSeries}`,
    lands: `/sublisting/series/${DEMO_IDS.bigSeries}/page/1`,
    heading: 'Louisiana News Archive',
    shows: (page) => text(page, '1 – 25 of 41'),
  }),
  routeCase({
    path: `/sublisting/topic/${DEMO_IDS.bigTopic}/page/1`,
    sameScreenAs: `/sublisting/series/${DEMO_IDS.bigSeries}`,
    heading: 'Civil Rights in Louisiana',
    shows: (page) => page.getByRole('button', { name: 'Back to Browse' }).waitFor(),
  }),
  routeCase({
    path: `/video_v2/asset-detail/${DEMO_IDS.playableClip}`,
    heading: 'Governor McKeithen on the Superdome',
    shows: async (page) => {
      await text(page, 'Louisiana News Archive');
      await page.locator('main video track[kind="captions"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'DESCRIPTION' }).waitFor();
      await page.getByRole('heading', { name: 'Related Videos' }).waitFor();
    },
  }),
  routeCase({
    path: `/video-player/${DEMO_IDS.lsaClip}`,
    // Both detail routes show one page, known to search engines by the first.
    canonical: `/video_v2/asset-detail/${DEMO_IDS.lsaClip}`,
    heading: 'Governor Oscar K. Allen Signs Highway Bills',
    shows: async (page) => {
      await page.locator('main video track[kind="captions"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'DETAILS' }).waitFor();
    },
  }),
  routeCase({
    path: '/blog/b2',
    heading: 'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
    shows: async (page) => {
      await page.getByRole('button', { name: 'Back to Browse' }).waitFor();
      await page.getByRole('heading', { name: 'Spotlight On History', level: 2 }).waitFor();
    },
  }),
  routeCase({
    path: '/search?keyword=superdome&search_by=ALLFIELDS',
    heading: 'Search Results for superdome',
    shows: (page) =>
      archiveResults(page).getByRole('heading', { name: 'Superdome Opening Day' }).waitFor(),
  }),
  routeCase({
    path: '/search?keyword=qqqzzz',
    canonical: '/search?keyword=qqqzzz&search_by=ALLFIELDS',
    heading: 'Search Results for qqqzzz',
    shows: (page) => text(page, 'No results found for "qqqzzz"'),
  }),
  routeCase({
    path: '/spotlight-on-history',
    heading: 'Spotlight On History',
    shows: (page) => page.getByRole('link', { name: 'The 1927 Flood on Film' }).waitFor(),
  }),
  routeCase({
    path: '/about-ldma',
    heading: 'About LDMA',
    shows: async (page) => {
      await page.getByText('opened to the public on January 20, 2015', { exact: false }).waitFor();
      await page.getByRole('heading', { name: 'New Additions' }).waitFor();
    },
  }),
  routeCase({
    path: '/contact-us',
    heading: 'CONTACT US',
    title: `Contact Us | ${SITE}`,
    shows: async (page) => {
      for (const label of ['Name', 'Location', 'Zip', 'Email', 'Your Message'])
        await page.getByLabel(label, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'SEND' }).waitFor();
      // The captcha arrives with its own code, after the page has come alive.
      await page.getByRole('checkbox', { name: "I'm not a robot" }).waitFor();
    },
  }),
  routeCase({
    path: '/contact-success',
    heading: 'Thank You!',
    title: `Thank You | ${SITE}`,
    shows: (page) => page.getByRole('button', { name: 'Go Back Home' }).waitFor(),
  }),
  routeCase({
    path: '/not-found',
    heading: "We couldn't find that page",
    title: `Page Not Found | ${SITE}`,
    shows: async (page) => {
      await text(page, '404');
      await text(page, "If you followed a link, it may be broken or the item isn't public.");
      await page.getByRole('button', { name: 'Browse all videos' }).waitFor();
    },
  }),
  routeCase({
    path: '/no/such/page',
    sameScreenAs: '/not-found',
    lands: '/not-found',
    heading: "We couldn't find that page",
    title: `Page Not Found | ${SITE}`,
    shows: (page) => text(page, '404'),
  }),
];

/** The route a case is known by. */
export const route = (path: string): RouteCase => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`No route case for ${path}`);
  return found;
};
