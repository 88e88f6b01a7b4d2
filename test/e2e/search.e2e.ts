import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { arrivesAt, headingIs, leave } from './support/expectations';
import {
  archiveResults,
  attributeOf,
  cardTitles,
  demoState,
  loaded,
  mainHeading,
  normalDemo,
  visit,
  waitForPath,
  whereIs,
} from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

const icon = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const box = (page: Page) => page.getByRole('textbox', { name: 'Search the archive' });

/** Opens the search box from the icon; it takes focus. */
async function openBox(page: Page): Promise<void> {
  await icon(page).click();
  expect(await attributeOf(icon(page), 'aria-expanded', 'true')).toBe('true');
  await box(page).waitFor();
  expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
}

/** The keyword the demo API was last asked to search for, decoded from its path segment. */
async function lastSearchedKeyword(): Promise<string | undefined> {
  const searches = (await demoState()).requests.filter((r) => r.startsWith('GET /search/'));
  const last = searches.at(-1);
  return last === undefined ? undefined : decodeURIComponent(last.split('/')[2] ?? '');
}

const resultsFor = (keyword: string) =>
  `/search?${new URLSearchParams({ keyword, search_by: 'ALLFIELDS' }).toString()}`;

describe('search from the navigation', () => {
  it('searches on Enter and clears the box afterwards', async () => {
    const visitor = await visit('/about-ldma');
    const { page } = visitor;
    await openBox(page);
    expect(await box(page).getAttribute('placeholder')).toBe('Search...');
    await box(page).fill('superdome');
    await page.keyboard.press('Enter');

    await arrivesAt(page, resultsFor('superdome'));
    await headingIs(page, 'Search Results for superdome');
    await archiveResults(page).getByRole('heading', { name: 'Superdome Opening Day' }).waitFor();
    expect(await attributeOf(icon(page), 'aria-expanded', 'false')).toBe('false');
    await openBox(page);
    expect(await box(page).inputValue()).toBe('');
    await leave(visitor);
  });

  it('searches with the Submit button and with the search icon', async () => {
    const visitor = await visit('/');
    const { page } = visitor;
    await openBox(page);
    await box(page).fill('Mardi Gras');
    await page.getByRole('button', { name: 'Submit' }).click();
    await arrivesAt(page, resultsFor('Mardi Gras'));
    await headingIs(page, 'Search Results for Mardi Gras');
    await loaded(page);

    await openBox(page);
    await box(page).fill('levee');
    await icon(page).click();
    await arrivesAt(page, resultsFor('levee'));
    await headingIs(page, 'Search Results for levee');
    await archiveResults(page)
      .getByRole('heading', { name: 'Dynamiting the Caernarvon Levee' })
      .waitFor();
    await openBox(page);
    expect(await box(page).inputValue()).toBe('');
    await leave(visitor);
  });

  it('does nothing with a blank term', async () => {
    await normalDemo();
    const visitor = await visit('/about-ldma');
    const { page } = visitor;
    await mainHeading(page, 'About LDMA');
    await openBox(page);
    await box(page).fill('   ');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(whereIs(page)).toBe('/about-ldma');
    expect(await box(page).inputValue()).toBe('   ');
    // With nothing to search for, the icon just closes the box.
    await icon(page).click();
    expect(await attributeOf(icon(page), 'aria-expanded', 'false')).toBe('false');
    expect(whereIs(page)).toBe('/about-ldma');
    expect(await mainHeading(page)).toBe('About LDMA');
    expect(await lastSearchedKeyword()).toBeUndefined();
    await leave(visitor);
  });

  it('keeps spaces, quotes, slashes, %, #, & and other scripts intact on the way to the results', async () => {
    const visitor = await visit('/contact-success');
    const { page } = visitor;
    const keywords: [string, string[]][] = [
      ['Louisiana "News" Archive', []],
      ['AC/DC 100% #1 ?x=y&z', []],
      ['Café ñ 東京 Governor’s', []],
      ['Tremé', ['Jazz Funeral for a Tremé Musician']],
      ['Cajun & Creole', ['Cajun & Creole Fiddle Styles']],
    ];
    for (const [keyword, titles] of keywords) {
      await openBox(page);
      await box(page).fill(keyword);
      await page.keyboard.press('Enter');
      await waitForPath(page, resultsFor(keyword));
      const url = new URL(page.url());
      expect([url.searchParams.get('keyword'), url.searchParams.get('search_by')]).toEqual([
        keyword,
        'ALLFIELDS',
      ]);
      await headingIs(page, `Search Results for ${keyword}`);
      await loaded(page);
      expect(await lastSearchedKeyword()).toBe(keyword);
      if (titles.length > 0) {
        expect(await cardTitles(page.locator('main'))).toEqual(expect.arrayContaining(titles));
      } else {
        await page.getByText(`No results found for "${keyword}"`, { exact: true }).waitFor();
      }
      expect(await page.title()).toBe(
        `Search Results for ${keyword} | Louisiana Digital Media Archive`,
      );
    }
    await leave(visitor);
  });
});

describe('search results', () => {
  it('open a clip whose back button goes to browse (SPEC §2), and a series listing', async () => {
    const visitor = await visit(resultsFor('Superdome'));
    const { page } = visitor;
    await archiveResults(page).getByRole('heading', { name: 'Superdome Opening Day' }).click();
    await waitForPath(page, /^\/video_v2\/asset-detail\//);
    await headingIs(page, 'Superdome Opening Day');
    await page.getByRole('button', { name: 'Back' }).click();
    await arrivesAt(page, '/browse-all-videos');
    await headingIs(page, 'Browse Videos');
    // The browser's own back steps still lead to the results.
    await page.goBack();
    await page.goBack();
    await arrivesAt(page, resultsFor('Superdome'));
    await headingIs(page, 'Search Results for Superdome');

    await visitor.page.goto(new URL(resultsFor('Legislative Sessions'), page.url()).href);
    await page.getByRole('link', { name: 'Legislative Sessions', exact: true }).first().click();
    await waitForPath(page, /^\/sublisting\/series\/LPB-SR-1002\/page\/1$/);
    await headingIs(page, 'Legislative Sessions');
    await leave(visitor);
  });
});
