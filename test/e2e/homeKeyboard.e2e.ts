import type { Locator, Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { leave } from './support/expectations';
import { normalDemo, openScreen } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

/** How many of the slider's card links the Tab key stops at. */
const tabStops = (slider: Locator) =>
  slider
    .locator('.swiper-wrapper a[href]')
    .evaluateAll((links) => links.filter((link) => (link as HTMLElement).tabIndex >= 0).length);

/**
 * Where the focused card stands against the slider's window, and the window's own scroll,
 * once the slider has finished moving (it slides for 300 ms).
 */
async function focusedCard(page: Page) {
  await page.waitForFunction(() => {
    const wrapper = document.activeElement?.closest('.swiper-wrapper') as HTMLElement | null;
    return wrapper !== null && !wrapper.style.transitionDuration.match(/^[1-9]/);
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const link = document.activeElement as HTMLElement;
    const row = link.closest('.swiper') as HTMLElement;
    const card = link.closest('.swiper-slide') as HTMLElement;
    const [r, c] = [row.getBoundingClientRect(), card.getBoundingClientRect()];
    const slides = Array.from(row.querySelectorAll('.swiper-slide'));
    return {
      index: slides.indexOf(card),
      wholly: c.left >= r.left - 1 && c.right <= r.right + 1,
      rowScrolled: row.scrollLeft,
    };
  });
}

describe('the home sliders by keyboard', () => {
  it.each([375, 1440])(
    'are one tab stop, and the arrow keys keep the card in view at %i px',
    async (width) => {
      const visitor = await openScreen(
        {
          path: '/',
          heading: 'Louisiana Digital Media Archive',
          shows: (page) => page.getByRole('heading', { name: 'New Additions' }).waitFor(),
        },
        { width },
      );
      const { page } = visitor;
      const section = page.getByRole('region', { name: 'New Additions' });
      expect(await tabStops(section)).toBe(1);

      // On the card in the tab order, as Tab reaches it.
      await page.keyboard.press('Shift');
      await section.locator('.swiper-wrapper a[href]').first().focus();
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
      expect(await focusedCard(page)).toEqual({ index: 4, wholly: true, rowScrolled: 0 });
      expect(await tabStops(section)).toBe(1);
      // The arrows follow: there is something to go back to.
      const previous = section.getByRole('button', { name: 'Previous New Additions items' });
      await previous.and(page.locator(':enabled')).waitFor();

      await page.keyboard.press('End');
      const end = await focusedCard(page);
      expect(end.wholly).toBe(true);
      expect(end.rowScrolled).toBe(0);
      await page.keyboard.press('Home');
      expect(await focusedCard(page)).toEqual({ index: 0, wholly: true, rowScrolled: 0 });

      // Leaving and coming back by Tab lands on the card last focused.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      // The Previous arrow stands before the cards when there is something to go back to.
      const here = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (here === 'Previous New Additions items') await page.keyboard.press('Tab');
      expect((await focusedCard(page)).index).toBe(1);
      await leave(visitor);
    },
  );
});
