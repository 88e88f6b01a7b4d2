import type { Page } from 'playwright-core';
import { accessibilityProblems } from './support/a11y';
import { closeBrowser, siteUrl } from './support/browser';
import { LEVEE_SEGMENT } from './support/demo';
import { arrivesAt, headingIs, leave, searchFromHome } from './support/expectations';
import {
  archiveResults,
  cardTitles,
  hydrated,
  newVisitor,
  normalDemo,
  transcriptMarks,
  videoAt,
  waitForPath,
} from './support/site';

// From a search to the moments a word is spoken: the result carries its keyword to the video,
// whose transcript opens at its mentions; and the results' filters by collection and type.
// The demo's segment on the Caernarvon levee has its own captions (demo-api/media/captions):
// "flood" is spoken at 0.4 s, 10 s and 12.4 s of it.

beforeAll(normalDemo);
afterAll(closeBrowser);

const KEYWORD = 'flood';
const RESULTS = `/search?keyword=${KEYWORD}&search_by=ALLFIELDS`;
const { title: SEGMENT, path: VIDEO } = LEVEE_SEGMENT;
const at = (t?: number) => `${VIDEO}?keyword=${KEYWORD}${t === undefined ? '' : `&t=${t}`}`;

const status = (page: Page) => page.locator('#transcript [role="status"]');
const marked = transcriptMarks;
const facet = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Filter results' }).getByRole('list', { name });
const options = async (page: Page, name: string) =>
  (await facet(page, name).getByRole('link').allInnerTexts()).map((t) => t.trim());

/** Waits until "n of m" reads `text`, and returns it. */
async function position(page: Page, text: string): Promise<string> {
  await status(page).filter({ hasText: text }).waitFor();
  return (await status(page).innerText()).trim();
}

describe('a search that leads to the moment', () => {
  it('filters the results with counts, opens the video at its mentions and moves between them by keyboard', async () => {
    const visitor = await searchFromHome(KEYWORD);
    const { page } = visitor;
    await page.locator('main .card__title').first().waitFor();

    // The filters count the answer: both collections and several types.
    expect(await options(page, 'Collection:')).toEqual(['All (14)', 'LPB (11)', 'LSA (3)']);
    expect(await options(page, 'Type:')).toEqual([
      'All (14)',
      'Clip (7)',
      'Series (1)',
      'Program (1)',
      'Topic (1)',
      'Segment (4)',
    ]);
    // With script a filter is followed in the page: no new document, no new search.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await facet(page, 'Type:').getByRole('link', { name: 'Segment (4)' }).click();
    await arrivesAt(page, `${RESULTS}&type=segment`);
    // The address changes before the list does: wait for the list to be the filtered one.
    await page.waitForFunction(
      () => document.querySelectorAll('main ul.grid .card__title').length < 14,
    );
    await page.getByRole('link', { name: 'Refugee Camps in Baton Rouge' }).waitFor();
    expect(await cardTitles(page.locator('main ul.grid'))).toHaveLength(4);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await options(page, 'Collection:')).toEqual(['All (4)', 'LPB (4)']);
    expect(await accessibilityProblems(page)).toEqual([]);

    await archiveResults(page).getByRole('link', { name: SEGMENT }).click();
    await arrivesAt(page, at());
    await headingIs(page, SEGMENT);
    await page.getByRole('region', { name: 'Transcript' }).waitFor();
    expect(await position(page, '1 of 3')).toBe('1 of 3');
    expect(await marked(page)).toEqual(['flood', 'Flood', 'flood']);
    expect(await page.locator('.transcript__timeline .transcript__mark').count()).toBe(3);
    expect(
      await page
        .getByRole('list', { name: `Mentions of ${KEYWORD}` })
        .getByRole('link')
        .allInnerTexts(),
    ).toEqual(['0:00', '0:10', '0:12']);

    // Keyboard only: from the transcript's search box, Tab to Previous, then to Next.
    await page.getByRole('searchbox', { name: 'Search the transcript' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Next match',
    );
    await page.keyboard.press('Enter');
    expect(await position(page, '2 of 3')).toBe('2 of 3');
    expect(await videoAt(page, 10)).toBe(10);
    await arrivesAt(page, at(10));
    await page.keyboard.press(' ');
    expect(await position(page, '3 of 3')).toBe('3 of 3');
    expect(await videoAt(page, 12.4)).toBe(12);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await position(page, '2 of 3')).toBe('2 of 3');
    expect(await status(page).getAttribute('role')).toBe('status');
    // With the focused control's tooltip shown.
    expect(await page.getByRole('tooltip').count()).toBe(1);
    expect(await accessibilityProblems(page)).toEqual([]);

    // A mention's link plays from its time, and the address keeps it.
    await page
      .getByRole('list', { name: `Mentions of ${KEYWORD}` })
      .getByRole('link', { name: '0:12' })
      .click();
    expect(await position(page, '3 of 3')).toBe('3 of 3');
    expect(await videoAt(page, 12.4)).toBe(12);
    await arrivesAt(page, at(12));

    // A reload comes back to the same moment, the transcript rendered by the server.
    await page.reload();
    await hydrated(page);
    await headingIs(page, SEGMENT);
    expect(await position(page, '3 of 3')).toBe('3 of 3');
    expect(await marked(page)).toEqual(['flood', 'Flood', 'flood']);
    expect(await videoAt(page, 12)).toBe(12);
    expect(await accessibilityProblems(page)).toEqual([]);
    await leave(visitor);
  });
});

describe('the same without JavaScript', () => {
  async function withoutScript(path: string) {
    const visitor = await newVisitor({ javaScriptEnabled: false });
    await visitor.page.goto(siteUrl(path));
    return visitor;
  }

  it('filters the results with links, and opens the video at its mentions with links', async () => {
    const visitor = await withoutScript(RESULTS);
    const { page } = visitor;
    await page.getByRole('heading', { level: 1, name: `Search Results for ${KEYWORD}` }).waitFor();
    await facet(page, 'Collection:').getByRole('link', { name: 'LSA (3)' }).click();
    await arrivesAt(page, `${RESULTS}&collection=4`);
    expect(await cardTitles(page.locator('main ul.grid'))).toEqual([
      'Flood Refugees at Baton Rouge',
      'State Archives Newsreels',
      'Building the Bonnet Carré Spillway',
    ]);
    expect(await options(page, 'Type:')).toEqual(['All (3)', 'Clip (2)', 'Series (1)']);
    await facet(page, 'Collection:').getByRole('link', { name: 'All (14)' }).click();
    await arrivesAt(page, RESULTS);
    await facet(page, 'Type:').getByRole('link', { name: 'Segment (4)' }).click();
    await arrivesAt(page, `${RESULTS}&type=segment`);

    await archiveResults(page).getByRole('link', { name: SEGMENT }).click();
    await arrivesAt(page, at());
    expect(await position(page, '1 of 3')).toBe('1 of 3');
    expect(await marked(page)).toEqual(['flood', 'Flood', 'flood']);

    // Next is a link to the next mention: the page opens there, the video starting at it.
    await page.getByRole('button', { name: 'Next match' }).click();
    await arrivesAt(page, at(10));
    expect(await position(page, '2 of 3')).toBe('2 of 3');
    expect(await page.locator('main video').getAttribute('src')).toMatch(/#t=10,16$/);
    await page
      .getByRole('list', { name: `Mentions of ${KEYWORD}` })
      .getByRole('link', { name: '0:12' })
      .click();
    await arrivesAt(page, at(12));
    expect(await position(page, '3 of 3')).toBe('3 of 3');

    // The transcript's own search is a form of the page.
    const search = page.getByRole('searchbox', { name: 'Search the transcript' });
    await search.fill('levee');
    await search.press('Enter');
    await waitForPath(page, `${VIDEO}?keyword=levee`);
    expect(await position(page, '1 of 2')).toBe('1 of 2');
    expect(await marked(page)).toEqual(['levee', 'levee']);
    await leave(visitor);
  });
});
