import type { Page } from 'playwright-core';
import { accessibilityProblems } from './support/a11y';
import { closeBrowser } from './support/browser';
import { arrivesAt, leave } from './support/expectations';
import { archiveResults, normalDemo, openScreen, PHONE_DESKTOP_NO_SCRIPT } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

/** Where an element's box is centred, and its font size, in px. */
function boxOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        centre: Math.round(box.left + box.width / 2),
        textCentre: getComputedStyle(element).textAlign === 'center',
        fontSize: parseFloat(getComputedStyle(element).fontSize),
      };
    });
}

describe('the 404 page', () => {
  it.each([375, 1440])(
    'looks intended at %i px: a large 404, a full stop, centred like the thank-you page',
    async (width) => {
      const notFound = await openScreen(
        { path: '/not-found', heading: "We couldn't find that page" },
        { width },
      );
      const { page } = notFound;
      await page
        .getByText("If you followed a link, it may be broken or the item isn't public.", {
          exact: true,
        })
        .waitFor();
      const code = await boxOf(page, 'main .message-page__code');
      const body = await boxOf(page, 'main p:not(.message-page__code)');
      const heading = await boxOf(page, 'main h1');
      expect(await page.locator('main .message-page__code').innerText()).toBe('404');
      // The code is the largest thing on the page, not body text.
      expect(code.fontSize / body.fontSize).toBeGreaterThan(3);
      expect(code.fontSize).toBeGreaterThan(heading.fontSize);
      expect(await accessibilityProblems(page)).toEqual([]);
      await leave(notFound);

      const thanks = await openScreen(
        { path: '/contact-success', heading: 'Thank You!' },
        { width },
      );
      const thanksHeading = await boxOf(thanks.page, 'main h1');
      // Both pages centre their heading on the same line down the page.
      expect([heading, thanksHeading].map((box) => box.textCentre)).toEqual([true, true]);
      expect(thanksHeading.centre).toBe(heading.centre);
      await leave(thanks);
    },
  );
});

describe('a search that finds nothing', () => {
  it.each(PHONE_DESKTOP_NO_SCRIPT)(
    'keeps the message, offers a search box and ways to browse ($width px, script $javaScriptEnabled)',
    async (device) => {
      const visitor = await openScreen(
        {
          path: '/search?keyword=qqqzzz&search_by=ALLFIELDS',
          heading: 'Search Results for qqqzzz',
        },
        device,
      );
      const { page } = visitor;
      const main = page.locator('main');
      await main.getByText('No results found for "qqqzzz"', { exact: true }).waitFor();
      const again = main.getByRole('search', { name: 'Search again' });
      const field = again.getByRole('textbox', { name: 'Search for other words' });
      expect(await field.inputValue()).toBe('qqqzzz');
      for (const name of ['Louisiana Public Broadcasting', 'Louisiana State Archives']) {
        await main
          .getByRole('navigation', { name: 'Browse instead' })
          .getByRole('link', { name })
          .waitFor();
      }
      expect(await main.getByRole('link', { name: 'All videos' }).getAttribute('href')).toBe(
        '/browse-all-videos',
      );
      // axe runs on timers, which a page without script never fires.
      if (device.javaScriptEnabled) expect(await accessibilityProblems(page)).toEqual([]);

      await field.fill('superdome');
      await again.getByRole('button', { name: 'Search again' }).click();
      await arrivesAt(page, '/search?keyword=superdome&search_by=ALLFIELDS');
      await archiveResults(page).getByRole('heading', { name: 'Superdome Opening Day' }).waitFor();
      await leave(visitor);
    },
  );
});
