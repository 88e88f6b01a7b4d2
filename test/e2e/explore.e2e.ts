import type { Page } from 'playwright-core';
import { accessibilityProblems, accessibilityProblemsWithoutScript } from './support/a11y';
import { closeBrowser, siteUrl } from './support/browser';
import { EXPLORE_SCREENS, screenshot } from './support/explore';
import { headingIs, leave } from './support/expectations';
import { newVisitor, normalDemo, openScreen, WITH_AND_WITHOUT_SCRIPT } from './support/site';

// The explore pages as a visitor sees them, with and without JavaScript, on a
// phone and a wide screen: axe, the layout, tap targets, and the 404 for names it does not know.

beforeAll(normalDemo);
afterAll(closeBrowser);

const WIDTHS = [375, 1440];

/** Where the page is wider than the window: elements whose right edge passes it. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 5),
  );
}

/**
 * Links and buttons in the main region smaller than 24 by 24 px whose 24 px circle meets
 * another target or another small target's circle (WCAG 2.5.8, target size minimum). The
 * map's parishes are left out: the list beside it is their equivalent.
 */
function crowdedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = Array.from(document.querySelectorAll<HTMLElement>('main a, main button'))
      .filter((el) => !el.closest('svg') && el.getClientRects().length > 0)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return {
          name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
          box,
          small: box.width < 24 || box.height < 24,
          x: box.left + box.width / 2,
          y: box.top + box.height / 2,
        };
      });
    const distanceToBox = (x: number, y: number, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - x, 0, x - box.right),
        Math.max(box.top - y, 0, y - box.bottom),
      );
    return targets
      .filter((t) => t.small)
      .filter((t) =>
        targets.some(
          (other) =>
            other !== t &&
            (distanceToBox(t.x, t.y, other.box) < 12 ||
              (other.small && Math.hypot(other.x - t.x, other.y - t.y) < 24)),
        ),
      )
      .map((t) => `${t.name} (${Math.round(t.box.width)}×${Math.round(t.box.height)})`);
  });
}

/** Labels of the decade timeline that break over more than one line. */
function wrappedLabels(page: Page): Promise<string[]> {
  return page.locator('main .explore-timeline__label').evaluateAll((labels) =>
    labels
      .filter((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        return lines.size > 1;
      })
      .map((label) => label.textContent ?? ''),
  );
}

describe.each(WITH_AND_WITHOUT_SCRIPT)('the explore pages %s', (mode, javaScriptEnabled) => {
  /** What axe and the site's own checks find on the page as this visitor's browser shows it. */
  const problems = (page: Page, path: string, width: number) =>
    javaScriptEnabled
      ? accessibilityProblems(page)
      : accessibilityProblemsWithoutScript(path, width);

  it.each(EXPLORE_SCREENS.map((screen) => [screen.path, screen] as const))(
    '%s passes axe and lays out without overflow or crowded targets at 375 and 1440 px',
    async (_path, screen) => {
      for (const width of WIDTHS) {
        const visitor = await openScreen(screen, { width, javaScriptEnabled });
        const { page } = visitor;
        expect(visitor.heading).toBe(screen.heading);
        expect(await problems(page, screen.path, width)).toEqual([]);
        expect(await overflow(page)).toEqual([]);
        expect(await crowdedTargets(page)).toEqual([]);
        expect(await wrappedLabels(page)).toEqual([]);
        const name = screen.path.split('/').slice(2).join('-') || 'hub';
        await screenshot(page, `${name}${javaScriptEnabled ? '' : '-no-script'}`, width);
        await leave(visitor);
      }
    },
  );

  it('a list page on a phone shows its first video within a screen and a half of its heading', async () => {
    const [, parish] = EXPLORE_SCREENS;
    const visitor = await openScreen(parish!, { width: 375, javaScriptEnabled });
    const { page } = visitor;
    const top = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().top);
    // The choices that narrow the list come first; on a phone they must not bury it.
    expect((await top('main .explore-list__grid .card')) - (await top('main h1'))).toBeLessThan(
      1200,
    );
    await leave(visitor);
  });

  it.each([
    '/explore/parishes/nowhere',
    '/explore/parishes/jefferson-davis-parish',
    '/explore/decades/1960',
    '/explore/decades/2100s',
    '/explore/subjects/no-such-subject',
    '/explore/people/no-such-person',
  ])(`%s answers 404 with the not-found page ${mode}`, async (path) => {
    const visitor = await newVisitor({ javaScriptEnabled });
    const { page } = visitor;
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(404);
    await headingIs(page, "We couldn't find that page");
    expect(await problems(page, path, 1440)).toEqual([]);
    await leave(visitor);
  });

  it(`a parish without videos has its page and says so ${mode}`, async () => {
    const visitor = await newVisitor({ javaScriptEnabled });
    const { page } = visitor;
    const response = await page.goto(siteUrl('/explore/parishes/allen'));
    expect(response?.status()).toBe(200);
    await headingIs(page, 'Allen Parish');
    await page.getByText('No public videos here yet.', { exact: true }).waitFor();
    expect(await page.locator('main .card').count()).toBe(0);
    expect(await problems(page, '/explore/parishes/allen', 1440)).toEqual([]);
    await leave(visitor);
  });
});
