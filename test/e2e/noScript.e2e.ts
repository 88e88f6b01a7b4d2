import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { closeBrowser, siteUrl } from './support/browser';
import { arrivesAt, leave } from './support/expectations';
import {
  archiveResults,
  cardTitles,
  DEMO_IDS,
  mainHeading,
  newVisitor,
  normalDemo,
  waitForPath,
} from './support/site';

// A visitor whose browser runs no script: every page comes whole from the server, and
// links and forms do what the scripts otherwise do. The browser still reports resources
// that fail to load (`problems`).

beforeAll(normalDemo);
afterAll(closeBrowser);

const VIDEO_TITLE = 'Governor McKeithen on the Superdome';

/** A visitor without JavaScript on `path`, once the page's `heading` (when given) shows. */
async function visitWithoutScript(path: string, heading?: string) {
  const visitor = await newVisitor({ javaScriptEnabled: false });
  await visitor.page.goto(siteUrl(path));
  if (heading !== undefined) await headingShows(visitor.page, heading);
  return visitor;
}

/** The level-one heading, once it is `expected` and visible. */
async function headingShows(page: Page, expected: string): Promise<string> {
  const heading = await mainHeading(page, expected);
  await page.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor();
  return heading;
}

/** Expects the level-one heading to become `expected`, and to show. */
async function expectHeading(page: Page, expected: string): Promise<void> {
  expect(await headingShows(page, expected)).toBe(expected);
}

const range = (page: Page) => page.locator('.paginator__range').first().innerText();
const results = (page: Page) => cardTitles(page.locator('main ul.grid'));

describe('without JavaScript', () => {
  it('goes from a home page card to the video, with its details and a captioned player', async () => {
    const visitor = await visitWithoutScript('/');
    const { page } = visitor;
    await expectHeading(page, 'Louisiana Digital Media Archive');
    await page
      .getByRole('region', { name: 'Trending Now' })
      .getByRole('link', { name: VIDEO_TITLE })
      .click();
    await waitForPath(page, /^\/video_v2\/asset-detail\/[^/]+$/);
    await expectHeading(page, VIDEO_TITLE);
    // No toggle that no script could work: the panels show, open.
    await page.getByRole('heading', { level: 2, name: 'DETAILS' }).waitFor();
    expect(await page.getByRole('button', { name: 'DETAILS' }).count()).toBe(0);
    await page.locator('main dl.watch__details').getByText('Date Issued').waitFor();
    for (const name of ['Share', 'Cite', 'Mark the start', 'Mark the end']) {
      expect(await page.locator('main').getByRole('button', { name }).count()).toBe(0);
    }
    await page.locator('main video').waitFor();
    const track = page.locator('main video track[kind="captions"]');
    await track.waitFor({ state: 'attached' });
    const captions = await page.request.get(
      new URL((await track.getAttribute('src')) ?? '', page.url()).href,
    );
    expect([captions.status(), (await captions.text()).slice(0, 6)]).toEqual([200, 'WEBVTT']);
    await leave(visitor);
  });

  it('scrolls a home slider row of three cards a view, with no arrows that would do nothing', async () => {
    const visitor = await visitWithoutScript('/', 'Louisiana Digital Media Archive');
    const section = visitor.page.getByRole('region', { name: 'New Additions' });
    expect(await section.getByRole('button').count()).toBe(0);
    const row = await section.locator('.swiper-wrapper').evaluate((list) => {
      const first = (list.firstElementChild as HTMLElement).getBoundingClientRect().width;
      list.scrollLeft = list.scrollWidth;
      return { first, view: list.clientWidth, scrolled: list.scrollLeft > 0 };
    });
    expect(Math.round(row.first)).toBe(Math.round((row.view - 32) / 3));
    expect(row.scrolled).toBe(true);
    await leave(visitor);
  });

  it("downloads the transcript of a video opened from a search, timed from the clip's start", async () => {
    // The clip plays 3 s to 9 s of the demo reel; its first line is spoken from 3 s.
    const video = `/video_v2/asset-detail/${DEMO_IDS.playableClip}?keyword=reel`;
    const visitor = await visitWithoutScript(video, VIDEO_TITLE);
    const { page } = visitor;
    const link = page.getByRole('link', { name: 'Download transcript (.srt)', exact: true });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('governor-mckeithen-on-the-superdome-transcript.srt');
    const srt = await readFile(await download.path(), 'utf8');
    expect(srt.split('\n').slice(0, 3)).toEqual([
      '1',
      '00:00:00,000 --> 00:00:02,600',
      'This short reel stands in for archival film while the site runs on demo data.',
    ]);
    await leave(visitor);
  });

  it('pages through browse with the paginator’s Next link', async () => {
    const visitor = await visitWithoutScript('/browse-all-videos/3/all/page/1');
    const { page } = visitor;
    await expectHeading(page, 'Browse Videos');
    expect(await range(page)).toBe('1 – 25 of 152');
    const first = await results(page);
    // A link (shown as a button, as with JavaScript), so it works without any.
    const next = page.getByRole('navigation', { name: 'Pagination, top' }).getByLabel('Next page');
    expect(await next.evaluate((el) => el.matches('a[href]'))).toBe(true);
    await next.click();
    await arrivesAt(page, '/browse-all-videos/3/all/page/2');
    await expectHeading(page, 'Browse Videos');
    expect(await range(page)).toBe('26 – 50 of 152');
    const second = await results(page);
    expect(second).toHaveLength(25);
    expect(second).not.toEqual(first);
    await leave(visitor);
  });

  it('filters browse by collection with the filter form', async () => {
    const visitor = await visitWithoutScript('/browse-all-videos/3/all/page/2', 'Browse Videos');
    const { page } = visitor;
    const filters = page.locator('main form').filter({ has: page.getByRole('radio') });
    await filters.getByRole('radio', { name: 'LSA', exact: true }).check();
    await filters.locator('[type="submit"]').click();
    await arrivesAt(page, '/browse-all-videos/4/all/page/1');
    await expectHeading(page, 'Browse Videos');
    expect(await page.getByRole('radio', { name: 'LSA', exact: true }).isChecked()).toBe(true);
    expect(await range(page)).toBe('1 – 25 of 51');
    await leave(visitor);
  });

  it('searches from the header search form', async () => {
    const visitor = await visitWithoutScript('/about-ldma', 'About LDMA');
    const { page } = visitor;
    const box = page.getByRole('textbox', { name: 'Search the archive' });
    await box.fill('superdome');
    await box.press('Enter');
    const results = '/search?keyword=superdome&search_by=ALLFIELDS';
    await arrivesAt(page, results);
    await expectHeading(page, 'Search Results for superdome');
    await archiveResults(page).getByRole('heading', { name: 'Superdome Opening Day' }).waitFor();
    await leave(visitor);
  });

  it('opens a post from the blog list', async () => {
    const visitor = await visitWithoutScript('/spotlight-on-history');
    const { page } = visitor;
    await expectHeading(page, 'Spotlight On History');
    await page.getByRole('link', { name: 'The 1927 Flood on Film' }).click();
    await arrivesAt(page, '/blog/b1');
    await expectHeading(page, 'The 1927 Flood on Film');
    expect(await page.locator('main article p').first().innerText()).not.toBe('');
    await leave(visitor);
  });

  it('browses a collection from the BROWSE VIDEO menu, and every video from its own link', async () => {
    const visitor = await visitWithoutScript('/about-ldma', 'About LDMA');
    const { page } = visitor;
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Nothing in the menu that only script could work: no toggle with a state.
    expect(await nav.getByRole('button').count()).toBe(0);
    expect(await nav.locator('[aria-expanded]').count()).toBe(0);
    const browse = nav.getByRole('link', { name: 'BROWSE VIDEO', exact: true });
    await browse.hover();
    await nav.getByRole('link', { name: 'Louisiana State Archives' }).click();
    await arrivesAt(page, '/browse-all-videos/4');
    await expectHeading(page, 'Browse Videos');
    expect(await page.getByRole('radio', { name: 'LSA', exact: true }).isChecked()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'BROWSE VIDEO', exact: true })
      .click();
    await arrivesAt(page, '/browse-all-videos');
    await expectHeading(page, 'Browse Videos');
    await leave(visitor);
  });

  it('unfolds the phone menu with the BROWSE VIDEO entries in it', async () => {
    const visitor = await newVisitor({ javaScriptEnabled: false, width: 375, height: 800 });
    const { page } = visitor;
    await page.goto(siteUrl('/about-ldma'));
    await headingShows(page, 'About LDMA');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['HOME', 'BROWSE VIDEO', 'Louisiana Public Broadcasting', 'CONTACT US']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await leave(visitor);
  });
});
