import { accessibilityProblems, resize } from './support/a11y';
import { closeBrowser } from './support/browser';
import { e2eMode } from './support/mode';
import { ROUTES } from './support/routes';
import { arrivesAt, headingIs, leave, opensAs } from './support/expectations';
import {
  cardTitles,
  DEMO_IDS,
  newVisitor,
  normalDemo,
  openScreen,
  visit,
  waitForPath,
} from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

describe('every route of the site', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))(
    '%s shows its screen at its address, with no error and, at 375 and 1440 px, no accessibility problem',
    async (_path, route) => {
      const visitor = await openScreen(route, { width: 375 });
      const { page } = visitor;
      expect(visitor.address).toBe(route.lands);
      expect(visitor.heading).toBe(route.heading);
      expect(await page.title()).toBe(route.title);
      // The static pass renders the same screens in the browser: axe checks them once.
      if (!route.sameScreenAs && e2eMode() === 'server') {
        expect(await accessibilityProblems(page)).toEqual([]);
        await resize(page, 1440);
        expect(await accessibilityProblems(page)).toEqual([]);
      }
      await leave(visitor);
    },
  );
});

describe('assets a visitor may not see', () => {
  /** Opens each path in turn in one visitor's tab; each must end on the 404 page. */
  async function eachGoesToNotFound(paths: string[], expected: RegExp[] = []) {
    const visitor = await newVisitor({ expected });
    for (const path of paths) {
      await opensAs(visitor.page, path, '/not-found', "We couldn't find that page");
    }
    await leave(visitor);
  }

  it('a non-public clip goes to /not-found from both detail routes', () =>
    eachGoesToNotFound([
      `/video_v2/asset-detail/${DEMO_IDS.nonPublicClip}`,
      `/video-player/${DEMO_IDS.nonPublicLsaClip}`,
    ]));

  it('an unknown asset goes to /not-found from both detail routes', () =>
    // The failed detail call is logged on purpose (SPEC §8); the browser reports the 404.
    eachGoesToNotFound(
      ['/video_v2/asset-detail/LPB-CL-999999', '/video-player/no-such-asset'],
      [/^Error fetching asset details:/, /status of 404/],
    ));

  it('a non-public clip found by search opens /not-found, and back returns to the results', async () => {
    const visitor = await visit('/search?keyword=Unreleased+Reel&search_by=ALLFIELDS');
    const { page } = visitor;
    const results = page.locator('main ul');
    await page
      .getByRole('heading', { name: 'Superdome Construction Site, Unreleased Reel' })
      .click();
    await arrivesAt(page, '/not-found');
    await headingIs(page, "We couldn't find that page");
    await page.goBack();
    await waitForPath(page, '/search?keyword=Unreleased+Reel&search_by=ALLFIELDS');
    // Results the server rendered are asked for again once the visitor comes back.
    await results.locator('.card__title').first().waitFor();
    expect(await cardTitles(results)).toContain('Superdome Construction Site, Unreleased Reel');
    await leave(visitor);
  });
});
