import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { cardYears, EXPLORE_SCREENS } from './support/explore';
import { arrivesAt, headingIs, leave } from './support/expectations';
import { attributeOf, normalDemo, openScreen, WITH_AND_WITHOUT_SCRIPT } from './support/site';

// A visitor's ways through the explore pages, with and without JavaScript: the
// links are whole documents, so both must end in the same places.

beforeAll(normalDemo);
afterAll(closeBrowser);

const [HUB, ORLEANS] = EXPLORE_SCREENS;

/** The count a list page states under its heading. */
const statedCount = (page: Page) => page.locator('main .explore__intro').innerText();

const facet = (page: Page, title: string) =>
  page.locator('.explore-facets section', {
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  });

const sorts = (page: Page) => page.getByRole('navigation', { name: 'Sort videos' });

describe.each(WITH_AND_WITHOUT_SCRIPT)('%s', (_mode, javaScriptEnabled) => {
  it('hub → a parish on the map → a video → its Place Covered link leads back to the parish', async () => {
    const visitor = await openScreen(HUB!, { width: 1440, javaScriptEnabled });
    const { page } = visitor;
    await page
      .locator('.explore-map')
      .getByRole('link', { name: /^Orleans Parish: 49 videos/ })
      .click();
    await arrivesAt(page, '/explore/parishes/orleans');
    await headingIs(page, 'Orleans Parish');
    expect(await statedCount(page)).toBe('49 videos');

    await page.getByRole('link', { name: 'Dixon’s Dream' }).click();
    await arrivesAt(page, '/video_v2/asset-detail/LPB-SG-1146');
    await headingIs(page, 'Dixon’s Dream');
    // With script DETAILS is a panel, open on a wide screen; without, it shows unfolded.
    if (javaScriptEnabled) {
      const details = page.getByRole('button', { name: 'DETAILS' });
      expect(await attributeOf(details, 'aria-expanded', 'true')).toBe('true');
    }
    const place = page.locator('.watch__detail', {
      has: page.getByRole('term').filter({ hasText: /^Place Covered$/ }),
    });
    const link = place.getByRole('link', { name: 'New Orleans (La.)' });
    expect(await link.getAttribute('href')).toBe('/explore/parishes/orleans');
    await link.click();
    await arrivesAt(page, '/explore/parishes/orleans');
    await headingIs(page, 'Orleans Parish');
    await leave(visitor);
  });

  it('a bar of the decade timeline opens that decade with the count it showed', async () => {
    const visitor = await openScreen(HUB!, { width: 375, javaScriptEnabled });
    const { page } = visitor;
    const bar = page.locator('.explore-timeline').getByRole('link', { name: /^1960s/ });
    const shown = await bar.locator('.explore__count').innerText();
    expect(shown).toMatch(/^\d+ videos$/);
    await bar.click();
    await arrivesAt(page, '/explore/decades/1960s');
    await headingIs(page, '1960s');
    expect(await statedCount(page)).toBe(shown);
    // The decade's parishes narrow it in turn.
    expect(await facet(page, 'Parish').getByRole('link').count()).toBeGreaterThan(1);
    await leave(visitor);
  });

  it('a parish page narrows by decade, sorts, pages and clears the choice', async () => {
    const visitor = await openScreen(ORLEANS!, { width: 1440, javaScriptEnabled });
    const { page } = visitor;
    const decades = facet(page, 'Decade');
    const sixties = decades.getByRole('link', { name: '1960s', exact: true });
    const count = Number(
      await decades
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: '1960s', exact: true }) })
        .locator('.explore__count')
        .innerText(),
    );
    expect(count).toBeGreaterThan(1);
    await sixties.click();
    await arrivesAt(page, '/explore/parishes/orleans?decade=1960s');
    await headingIs(page, 'Orleans Parish');
    expect(await statedCount(page)).toBe(`${count} videos`);
    expect(await attributeOf(sixties, 'aria-current', 'true')).toBe('true');
    const years = await cardYears(page);
    expect(years).toHaveLength(count);
    expect(years.every((year) => year >= 1960 && year <= 1969)).toBe(true);

    const sortedBy = async (label: string, path: string) => {
      const link = sorts(page).getByRole('link', { name: label, exact: true });
      await link.click();
      await arrivesAt(page, path);
      await headingIs(page, 'Orleans Parish');
      expect(await attributeOf(link, 'aria-current', 'true')).toBe('true');
      return cardYears(page);
    };
    const oldest = await sortedBy('Oldest', '/explore/parishes/orleans?decade=1960s&sort=oldest');
    expect(oldest).toEqual([...years].sort((a, b) => a - b));
    const newest = await sortedBy('Newest', '/explore/parishes/orleans?decade=1960s&sort=newest');
    expect(newest).toEqual([...years].sort((a, b) => b - a));

    // 'Any decade' drops the decade and keeps the order.
    await facet(page, 'Decade').getByRole('link', { name: 'Any decade' }).click();
    await arrivesAt(page, '/explore/parishes/orleans?sort=newest');
    expect(await statedCount(page)).toBe('49 videos');
    const newestFirst = await cardYears(page);
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));

    // The paginator's controls are links: the next 24, in the same order.
    await page.getByRole('link', { name: 'Next page' }).click();
    await arrivesAt(page, '/explore/parishes/orleans?sort=newest&page=2');
    await headingIs(page, 'Orleans Parish');
    const second = await cardYears(page);
    expect(second).toHaveLength(24);
    expect(Math.max(...second)).toBeLessThanOrEqual(Math.min(...newestFirst));
    await leave(visitor);
  });
});
