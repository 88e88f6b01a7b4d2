import type { Page } from 'playwright-core';
import { closeBrowser, siteUrl } from './support/browser';
import { leave } from './support/expectations';
import { archiveResults, loaded, newVisitor, normalDemo, visit, waitForPath } from './support/site';

// The search results' decade and parish filters, from the catalogue index the server built
// from the demo before the suite started (globalSetup waits for its first pass). What each
// filter should show is read from the site's own endpoint, so the journey checks the page
// against the index, not against counts written here.

beforeAll(normalDemo);
afterAll(closeBrowser);

const BASE = '/search?keyword=mardi+gras&search_by=ALLFIELDS';

interface Facet {
  id: string;
  decade: string | null;
  parishes: string[];
}

async function indexFacets(page: Page): Promise<Facet[]> {
  const answer = await page.request.get(
    siteUrl('/api/search-facets?keyword=mardi%20gras&search_by=ALLFIELDS'),
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { facets: Facet[] }).facets;
}

/** The ids of the archive results' cards, in their order. */
async function shownIds(page: Page): Promise<string[]> {
  await loaded(page);
  const hrefs = await archiveResults(page)
    .locator('a.card__link[href*="/asset-detail/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => /asset-detail\/([^?]+)/.exec(href)?.[1] ?? ''))];
}

const facetList = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Filter results' }).getByRole('list', { name });

describe('filtering search results by decade and parish', () => {
  it('narrows by a decade, then a parish, with script, and the same addresses work without', async () => {
    const visitor = await visit(BASE);
    const { page } = visitor;
    const facets = await indexFacets(page);
    const seventies = facets.filter((f) => f.decade === '1970s').map((f) => f.id);
    expect(seventies.length).toBeGreaterThan(1);
    const orleansSeventies = facets
      .filter((f) => f.decade === '1970s' && f.parishes.includes('orleans'))
      .map((f) => f.id);
    expect(orleansSeventies.length).toBeGreaterThan(0);
    expect(orleansSeventies.length).toBeLessThan(seventies.length);

    const decade = facetList(page, 'Decade:').getByRole('link', {
      name: `1970s (${seventies.length})`,
    });
    await decade.click();
    await waitForPath(page, `${BASE}&decade=1970s`);
    expect((await shownIds(page)).sort()).toEqual([...seventies].sort());
    expect(await decade.getAttribute('aria-current')).toBe('true');

    await facetList(page, 'Parish:')
      .getByRole('link', { name: `Orleans (${orleansSeventies.length})` })
      .click();
    const both = `${BASE}&decade=1970s&parish=orleans`;
    await waitForPath(page, both);
    expect((await shownIds(page)).sort()).toEqual([...orleansSeventies].sort());
    await leave(visitor);

    // The same address as a whole document, in a browser that runs no script.
    const plain = await newVisitor({ javaScriptEnabled: false });
    await plain.page.goto(siteUrl(both));
    expect((await shownIds(plain.page)).sort()).toEqual([...orleansSeventies].sort());
    expect(
      await facetList(plain.page, 'Parish:')
        .getByRole('link', { name: `Orleans (${orleansSeventies.length})` })
        .getAttribute('aria-current'),
    ).toBe('true');
    await leave(plain);
  });
});
