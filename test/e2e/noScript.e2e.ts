import type { Page } from 'playwright-core';
import { closeBrowser, siteUrl } from './support/browser';
import { cardTitles, mainHeading, newVisitor, normalDemo, waitForPath } from './support/site';

// A visitor whose browser runs no script: every page comes whole from the server, and
// links and forms do what the scripts otherwise do. The browser still reports resources
// that fail to load (`problems`).

beforeAll(normalDemo);
afterAll(closeBrowser);

const VIDEO_TITLE = 'Governor McKeithen on the Superdome';

/** A visitor without JavaScript on `path`. */
async function visitWithoutScript(path: string) {
  const visitor = await newVisitor({ javaScriptEnabled: false });
  await visitor.page.goto(siteUrl(path));
  return visitor;
}

/** The level-one heading, once it is `expected` and visible. */
async function headingShows(page: Page, expected: string): Promise<string> {
  const heading = await mainHeading(page, expected);
  await page.getByRole('heading', { level: 1, name: expected, exact: true }).waitFor();
  return heading;
}

const range = (page: Page) => page.locator('.paginator__range').first().innerText();
const results = (page: Page) => cardTitles(page.locator('main ul.grid'));

describe('without JavaScript', () => {
  it('goes from a home page card to the video, with its details and a captioned player', async () => {
    const visitor = await visitWithoutScript('/');
    const { page } = visitor;
    expect(await headingShows(page, 'Louisiana Digital Media Archive')).toBe(
      'Louisiana Digital Media Archive',
    );
    await page
      .getByRole('region', { name: 'Trending Now' })
      .getByRole('link', { name: VIDEO_TITLE })
      .click();
    await waitForPath(page, /^\/video_v2\/asset-detail\/[^/]+$/);
    expect(await headingShows(page, VIDEO_TITLE)).toBe(VIDEO_TITLE);
    await page.getByRole('button', { name: 'DETAILS' }).waitFor();
    await page.locator('main dl.watch__details').getByText('Date Issued').waitFor();
    await page.locator('main video').waitFor();
    const track = page.locator('main video track[kind="captions"]');
    await track.waitFor({ state: 'attached' });
    const captions = await page.request.get(
      new URL((await track.getAttribute('src')) ?? '', page.url()).href,
    );
    expect([captions.status(), (await captions.text()).slice(0, 6)]).toEqual([200, 'WEBVTT']);
    expect(visitor.problems).toEqual([]);
    await visitor.close();
  });

  it('pages through browse with the paginator’s Next link', async () => {
    const visitor = await visitWithoutScript('/browse-all-videos/3/all/page/1');
    const { page } = visitor;
    expect(await headingShows(page, 'Browse Videos')).toBe('Browse Videos');
    expect(await range(page)).toBe('1 – 25 of 152');
    const first = await results(page);
    // A link (shown as a button, as with JavaScript), so it works without any.
    const next = page.getByRole('navigation', { name: 'Pagination, top' }).getByLabel('Next page');
    expect(await next.evaluate((el) => el.matches('a[href]'))).toBe(true);
    await next.click();
    expect(await waitForPath(page, '/browse-all-videos/3/all/page/2')).toBe(
      '/browse-all-videos/3/all/page/2',
    );
    expect(await headingShows(page, 'Browse Videos')).toBe('Browse Videos');
    expect(await range(page)).toBe('26 – 50 of 152');
    const second = await results(page);
    expect(second).toHaveLength(25);
    expect(second).not.toEqual(first);
    expect(visitor.problems).toEqual([]);
    await visitor.close();
  });

  it('filters browse by collection with the filter form', async () => {
    const visitor = await visitWithoutScript('/browse-all-videos/3/all/page/2');
    const { page } = visitor;
    await headingShows(page, 'Browse Videos');
    const filters = page.locator('main form').filter({ has: page.getByRole('radio') });
    await filters.getByRole('radio', { name: 'LSA', exact: true }).check();
    await filters.locator('[type="submit"]').click();
    expect(await waitForPath(page, '/browse-all-videos/4/all/page/1')).toBe(
      '/browse-all-videos/4/all/page/1',
    );
    expect(await headingShows(page, 'Browse Videos')).toBe('Browse Videos');
    expect(await page.getByRole('radio', { name: 'LSA', exact: true }).isChecked()).toBe(true);
    expect(await range(page)).toBe('1 – 25 of 51');
    expect(visitor.problems).toEqual([]);
    await visitor.close();
  });

  it('searches from the header search form', async () => {
    const visitor = await visitWithoutScript('/about-ldma');
    const { page } = visitor;
    await headingShows(page, 'About LDMA');
    const box = page.getByRole('textbox', { name: 'Search the archive' });
    await box.fill('superdome');
    await box.press('Enter');
    const results = '/search?keyword=superdome&search_by=ALLFIELDS';
    expect(await waitForPath(page, results)).toBe(results);
    expect(await headingShows(page, 'Search Results for superdome')).toBe(
      'Search Results for superdome',
    );
    await page.getByRole('heading', { name: 'Superdome Opening Day' }).waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.close();
  });

  it('opens a post from the blog list', async () => {
    const visitor = await visitWithoutScript('/spotlight-on-history');
    const { page } = visitor;
    expect(await headingShows(page, 'Spotlight On History')).toBe('Spotlight On History');
    await page.getByRole('link', { name: 'The 1927 Flood on Film' }).click();
    expect(await waitForPath(page, '/blog/b1')).toBe('/blog/b1');
    expect(await headingShows(page, 'The 1927 Flood on Film')).toBe('The 1927 Flood on Film');
    expect(await page.locator('main article p').first().innerText()).not.toBe('');
    expect(visitor.problems).toEqual([]);
    await visitor.close();
  });
});
