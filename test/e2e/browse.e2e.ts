import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { route } from './support/routes';
import { arrivesAt, headingIs, leave, opensAs } from './support/expectations';
import {
  cardTitles,
  DEMO_IDS,
  focused,
  loaded,
  mainHeading,
  newVisitor,
  normalDemo,
  openScreen,
  waitForPath,
} from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

const browse = (collection: 3 | 4, category: string, page: number) =>
  `/browse-all-videos/${collection}/${category}/page/${page}`;
const NEWS = `/sublisting/series/${DEMO_IDS.bigSeries}/page`;

/** The browse screen at `path`, once its results are in. */
const openBrowse = (path: string) => openScreen({ path, heading: 'Browse Videos' });

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const topPager = (page: Page) => page.getByRole('navigation', { name: 'Pagination, top' });

/** The range text of the (first) paginator once it reads `expected`. */
async function range(page: Page, expected: string): Promise<string> {
  const text = page.locator('.paginator__range').first();
  await page
    .locator('.paginator__range', { hasText: expected })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  return (await text.innerText()).trim();
}

/** Card titles of the results once loaded. */
async function results(page: Page): Promise<string[]> {
  await loaded(page);
  return cardTitles(page.locator('main ul.grid'));
}

describe('browse: the route', () => {
  it('rewrites every form of the address to the full route, odd values made valid', async () => {
    const visitor = await newVisitor();
    const { page } = visitor;
    // '/browse-all-videos' and '/browse-all-videos/4' are opened in routes.e2e.ts.
    const rewrites: [string, string][] = [
      ['/browse-all-videos/9/zzz/page/-3', '/browse-all-videos'],
      ['/browse-all-videos/4/topic/page/2', browse(4, 'all', 2)],
      ['/browse-all-videos/3/PROGRAM/page/abc', browse(3, 'program', 1)],
      ['/browse-all-videos/3/all/page/99', browse(3, 'all', 7)],
    ];
    for (const [path, canonical] of rewrites) {
      await opensAs(page, path, canonical, 'Browse Videos');
      expect((await results(page)).length).toBeGreaterThan(0);
    }
    await leave(visitor);
  });
});

describe('browse: filters and pages', () => {
  it('filters by collection and category, each change back on page 1', async () => {
    const visitor = await openBrowse(browse(3, 'all', 3));
    const { page } = visitor;
    expect(await range(page, '51 – 75 of 152')).toBe('51 – 75 of 152');

    await radio(page, 'Series').check();
    await arrivesAt(page, browse(3, 'series', 1));
    expect(await range(page, '1 – 7 of 7')).toBe('1 – 7 of 7');
    expect(await results(page)).toContain('Louisiana News Archive');
    // Only the 'all' category shows series titles under the cards.
    expect(await page.locator('main .card__subtitle').count()).toBe(0);

    await radio(page, 'Topics').check();
    await arrivesAt(page, browse(3, 'topic', 1));
    expect(await range(page, '1 – 7 of 7')).toBe('1 – 7 of 7');
    expect(await results(page)).toContain('Civil Rights in Louisiana');

    await radio(page, 'Programs').check();
    await arrivesAt(page, browse(3, 'program', 1));
    expect(await results(page)).toContain('Rising Waters: The Great Flood of 1927');

    // The state archives have no topics or programs: the category falls back to all.
    await radio(page, 'LSA').check();
    await arrivesAt(page, browse(4, 'all', 1));
    expect(await range(page, '1 – 25 of 51')).toBe('1 – 25 of 51');
    expect(await radio(page, 'All').isChecked()).toBe(true);
    expect(await radio(page, 'Topics').count()).toBe(0);
    expect(await radio(page, 'Programs').count()).toBe(0);
    expect(await page.locator('main .card__subtitle').count()).toBeGreaterThan(0);

    await radio(page, 'Series').check();
    await arrivesAt(page, browse(4, 'series', 1));
    expect(await results(page)).toContain('Governor’s Office Films');

    await radio(page, 'LPB').check();
    await arrivesAt(page, browse(3, 'series', 1));
    await radio(page, 'Topics').waitFor();
    await radio(page, 'Programs').waitFor();
    await leave(visitor);
  });

  it('changes filters with the arrow keys, focus staying on the radio', async () => {
    const visitor = await openBrowse(browse(3, 'all', 2));
    const { page } = visitor;
    await range(page, '26 – 50 of 152');
    await radio(page, 'All').focus();
    await page.keyboard.press('ArrowRight');
    await arrivesAt(page, browse(3, 'series', 1));
    expect(await radio(page, 'Series').isChecked()).toBe(true);
    expect(await focused(page)).toMatchObject({ tag: 'input' });
    expect(await radio(page, 'Series').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await arrivesAt(page, browse(3, 'topic', 1));
    expect(await radio(page, 'Topics').evaluate((el) => el === document.activeElement)).toBe(true);
    await leave(visitor);
  });

  it('pages with Next, Last, Previous and First', async () => {
    const visitor = await openScreen(route('/browse-all-videos/3'));
    const { page } = visitor;
    const pager = topPager(page);
    // Enabled, a control is a link to its page; disabled, a button.
    const button = (name: string) => pager.getByLabel(name, { exact: true });
    expect(await range(page, '1 – 25 of 152')).toBe('1 – 25 of 152');
    expect(await button('First page').isDisabled()).toBe(true);
    expect(await button('Previous page').isDisabled()).toBe(true);
    const firstPage = await results(page);

    await button('Next page').click();
    await arrivesAt(page, browse(3, 'all', 2));
    expect(await range(page, '26 – 50 of 152')).toBe('26 – 50 of 152');
    const secondPage = await results(page);
    expect(secondPage).toHaveLength(25);
    expect(secondPage).not.toEqual(firstPage);

    await button('Last page').click();
    await arrivesAt(page, browse(3, 'all', 7));
    expect(await range(page, '151 – 152 of 152')).toBe('151 – 152 of 152');
    expect(await results(page)).toHaveLength(2);
    expect(await button('Next page').isDisabled()).toBe(true);
    expect(await button('Last page').isDisabled()).toBe(true);

    await button('Previous page').click();
    await arrivesAt(page, browse(3, 'all', 6));
    // The lower paginator works the same way.
    await page
      .getByRole('navigation', { name: 'Pagination, bottom' })
      .getByRole('link', { name: 'First page' })
      .click();
    await arrivesAt(page, browse(3, 'all', 1));
    expect(await results(page)).toEqual(firstPage);
    await leave(visitor);
  });
});

describe('browse: into a clip and back', () => {
  it('returns from a clip to the browse page it was opened from, also after a reload', async () => {
    const visitor = await openBrowse(browse(3, 'all', 1));
    const { page } = visitor;
    await range(page, '1 – 25 of 152');
    await topPager(page).getByRole('link', { name: 'Next page' }).click();
    await waitForPath(page, browse(3, 'all', 2));
    await range(page, '26 – 50 of 152');
    const title = (await results(page))[0] ?? '';
    await page.locator('main ul.grid').getByRole('heading', { name: title }).click();

    const detail = await waitForPath(page, /^\/video-player\/[^/]+$/);
    await headingIs(page, title);
    await page.reload();
    await headingIs(page, title);
    await page.getByRole('button', { name: 'Back' }).click();
    await arrivesAt(page, browse(3, 'all', 2));
    expect(await range(page, '26 – 50 of 152')).toBe('26 – 50 of 152');
    expect((await results(page))[0]).toBe(title);

    // The browser's own back button goes the same way: to the clip, then to the browse page.
    await page.goBack();
    await arrivesAt(page, detail);
    await headingIs(page, title);
    await page.goBack();
    await arrivesAt(page, browse(3, 'all', 2));
    expect(await range(page, '26 – 50 of 152')).toBe('26 – 50 of 152');
    await leave(visitor);
  });

  it('goes through a series listing of 41 clips, page 2, a clip, and back again', async () => {
    const visitor = await openBrowse(browse(3, 'series', 1));
    const { page } = visitor;
    await page.getByRole('heading', { name: 'Louisiana News Archive' }).click();
    await arrivesAt(page, `${NEWS}/1`);
    await headingIs(page, 'Louisiana News Archive');
    expect(await range(page, '1 – 25 of 41')).toBe('1 – 25 of 41');
    expect(await results(page)).toHaveLength(25);

    await page.getByRole('link', { name: 'Next page' }).first().click();
    await arrivesAt(page, `${NEWS}/2`);
    expect(await range(page, '26 – 41 of 41')).toBe('26 – 41 of 41');
    const members = await results(page);
    expect(members).toHaveLength(16);
    expect(members).toContain('Superdome Opening Day');

    await page.getByRole('heading', { name: 'Superdome Opening Day' }).click();
    const detail = `/video_v2/asset-detail/${DEMO_IDS.playableFromStart}`;
    await arrivesAt(page, detail);
    await headingIs(page, 'Superdome Opening Day');
    await page.reload();
    await mainHeading(page, 'Superdome Opening Day');
    await page.getByRole('button', { name: 'Back' }).click();
    await arrivesAt(page, `${NEWS}/2`);
    expect(await range(page, '26 – 41 of 41')).toBe('26 – 41 of 41');

    await page.getByRole('button', { name: 'Back to Browse' }).click();
    await arrivesAt(page, browse(3, 'series', 1));
    expect(await radio(page, 'Series').isChecked()).toBe(true);
    await leave(visitor);
  });
});
