import type { Locator, Page } from 'playwright-core';
import { apiUrl, closeBrowser } from './support/browser';
import { leave } from './support/expectations';
import { DEMO_IDS, normalDemo, openScreen, PHONE_AND_DESKTOP_BOTH_WAYS } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

const CLIP = `/video_v2/asset-detail/${DEMO_IDS.playableClip}`;
const NO_CAPTIONS = `/video_v2/asset-detail/${DEMO_IDS.noCaptionsClip}`;
const SERIES = DEMO_IDS.bigSeries;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
}

/** Where `locator` is drawn, in window pixels. */
async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, top, right, bottom, width } = element.getBoundingClientRect();
    return { left, top, right, bottom, width };
  });
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** How many lines the text of `locator` takes (its text only, not a radio beside it). */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  });
}

/** Whether another of `row`'s boxes stands on the same line as `box` (their middles align). */
function hasCompany(box: Box, row: Box[]): boolean {
  const middle = (b: Box) => (b.top + b.bottom) / 2;
  return row.some(
    (other) =>
      other.left !== box.left && Math.abs(middle(other) - middle(box)) < box.bottom - box.top,
  );
}

describe('the video page at phone and desktop widths', () => {
  const tools = (page: Page) =>
    page.getByRole('region', { name: 'Share, cite or license this video' });

  it.each([375, 768, 1440])(
    'opens Share and Cite right under their own buttons, above the marks and the request (%i px)',
    async (width) => {
      const visitor = await openScreen(
        { path: CLIP, heading: 'Governor McKeithen on the Superdome' },
        { width },
      );
      const { page } = visitor;
      for (const name of ['Share', 'Cite']) {
        const button = tools(page).getByRole('button', { name, exact: true });
        await button.click();
        const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
        await panel.waitFor();
        const [own, drawn] = [await boxOf(button), await boxOf(panel)];
        // Under its button, nothing between them, and not past the request.
        expect(drawn.top).toBeGreaterThanOrEqual(own.bottom);
        expect(drawn.top - own.bottom).toBeLessThanOrEqual(16);
        const request = await boxOf(
          tools(page).getByRole('link', { name: 'Request this footage' }),
        );
        expect(request.top).toBeGreaterThan(drawn.bottom);
        await button.click();
      }
      // The marks come before the request that carries them.
      const start = await boxOf(tools(page).getByRole('button', { name: 'Mark the start' }));
      const end = await boxOf(tools(page).getByRole('button', { name: 'Mark the end' }));
      const request = await boxOf(tools(page).getByRole('link', { name: 'Request this footage' }));
      expect(request.top).toBeGreaterThanOrEqual(Math.max(start.bottom, end.bottom));
      await leave(visitor);
    },
  );

  it.each([
    [CLIP, 'Governor McKeithen on the Superdome', 375],
    [NO_CAPTIONS, 'Causeway Opens Across Lake Pontchartrain', 375],
    [CLIP, 'Governor McKeithen on the Superdome', 768],
    [NO_CAPTIONS, 'Causeway Opens Across Lake Pontchartrain', 1440],
  ])(
    'keeps Keyboard shortcuts on one line and beside another control (%s, %s, %i px)',
    async (path, heading, width) => {
      const visitor = await openScreen(
        {
          path,
          heading,
          shows: (page) => page.getByRole('button', { name: 'Keyboard shortcuts' }).waitFor(),
        },
        // The demo has no caption file for the clip without captions.
        { width, expected: path === NO_CAPTIONS ? [/status of 404/] : [] },
      );
      const { page } = visitor;
      const shortcuts = page.getByRole('button', { name: 'Keyboard shortcuts' });
      expect(await linesOf(shortcuts)).toBe(1);
      const controls = await page
        .locator('main .player-bar__end > :is(button, .player-bar__speed)')
        .evaluateAll((found) =>
          found.map((element) => {
            const { left, top, right, bottom, width: w } = element.getBoundingClientRect();
            return { left, top, right, bottom, width: w };
          }),
        );
      expect(hasCompany(await boxOf(shortcuts), controls)).toBe(true);
      await leave(visitor);
    },
  );
});

describe("Browse's filter boxes", () => {
  it.each([
    [375, true],
    [375, false],
    [768, true],
    [1440, true],
    [1440, false],
  ])(
    'have one width, and Programs stays on one line beside another choice (%i px, script %s)',
    async (width, javaScriptEnabled) => {
      const visitor = await openScreen(
        { path: '/browse-all-videos/3/all/page/1', heading: 'Browse Videos' },
        { width, javaScriptEnabled },
      );
      const { page } = visitor;
      const collection = await boxOf(page.getByRole('group', { name: 'Collection' }));
      const categories = page.getByRole('group', { name: 'Filter by Categories:' });
      expect(Math.round((await boxOf(categories)).width)).toBe(Math.round(collection.width));
      const programs = categories.locator('label', { hasText: 'Programs' });
      expect(await linesOf(programs)).toBe(1);
      const choices = await categories.locator('label').evaluateAll((found) =>
        found.map((element) => {
          const { left, top, right, bottom, width: w } = element.getBoundingClientRect();
          return { left, top, right, bottom, width: w };
        }),
      );
      expect(choices).toHaveLength(4);
      expect(hasCompany(await boxOf(programs), choices)).toBe(true);
      await leave(visitor);
    },
  );

  it('stands two cards a row at 375 px', async () => {
    const visitor = await openScreen(
      { path: '/browse-all-videos/3/all/page/1', heading: 'Browse Videos' },
      { width: 375 },
    );
    const cards = visitor.page.locator('main .browse__results > li');
    const [first, second, third] = [
      await boxOf(cards.nth(0)),
      await boxOf(cards.nth(1)),
      await boxOf(cards.nth(2)),
    ];
    expect(Math.round(second.top)).toBe(Math.round(first.top));
    expect(second.left).toBeGreaterThanOrEqual(first.right);
    expect(third.top).toBeGreaterThanOrEqual(first.bottom);
    // Both inside the page: no sideways scrolling.
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await leave(visitor);
  });
});

describe('the home carousel', () => {
  const open = (width: number, height?: number) =>
    openScreen(
      {
        path: '/',
        heading: 'Louisiana Digital Media Archive',
        shows: (page) =>
          page
            .getByRole('region', { name: 'Blog spotlight' })
            .getByRole('button', {
              name: /^(Pause|Play)$/,
            })
            .waitFor(),
      },
      { width, height },
    );

  it.each([375, 768, 1440])(
    'keeps Pause off the slide, its picture and its caption (%i px)',
    async (width) => {
      const visitor = await open(width);
      const carousel = visitor.page.getByRole('region', { name: 'Blog spotlight' });
      const pause = await boxOf(carousel.getByRole('button', { name: /^(Pause|Play)$/ }));
      const slide = carousel.locator('.carousel__slide:not([aria-hidden="true"])');
      for (const part of [slide, slide.locator('.carousel__caption'), slide.locator('img')]) {
        expect(overlap(pause, await boxOf(part))).toBe(false);
      }
      // Beside the other controls, not over them.
      for (const arrow of ['Previous slide', 'Next slide']) {
        expect(overlap(pause, await boxOf(carousel.getByRole('button', { name: arrow })))).toBe(
          false,
        );
      }
      await leave(visitor);
    },
  );

  it('leaves room on a 768 × 1024 first screen for Trending Now, with no empty band under View Full Post', async () => {
    const visitor = await open(768, 1024);
    const { page } = visitor;
    const trending = await boxOf(page.getByRole('heading', { name: 'Trending Now' }));
    expect(trending.bottom).toBeLessThan(1024);
    const slide = page.locator('.carousel__slide:not([aria-hidden="true"])');
    const [button, caption] = [
      await boxOf(slide.locator('a', { hasText: 'View Full Post' })),
      await boxOf(slide.locator('.carousel__caption')),
    ];
    // The button is within the caption's padding of its bottom, or the caption is centred.
    expect(caption.bottom - button.bottom).toBeLessThanOrEqual(
      Math.max(48, (caption.bottom - caption.top) / 2),
    );
    await leave(visitor);
  });
});

describe("the sub-listing's header", () => {
  /** The series' first Abstract description as the demo archive sends it. */
  async function description(page: Page): Promise<string> {
    const xml = await (await fetch(apiUrl(`/assetDetailsApi/${SERIES}`))).text();
    return page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/xml');
      const abstract = [...doc.querySelectorAll('description')].find(
        (d) => d.querySelector('type')?.textContent?.trim() === 'Abstract',
      );
      return abstract?.querySelector('text')?.textContent?.trim() ?? '';
    }, xml);
  }

  it.each(PHONE_AND_DESKTOP_BOTH_WAYS)(
    "says the series' description and item count once, above its cards ($width px, script $javaScriptEnabled)",
    async (device) => {
      const visitor = await openScreen(
        {
          path: `/sublisting/series/${SERIES}/page/1`,
          heading: 'Louisiana News Archive',
          shows: (page) => page.locator('main .listing__results article').first().waitFor(),
        },
        device,
      );
      const { page } = visitor;
      const text = await description(page);
      expect(text).not.toBe('');
      const main = page.locator('main');
      await expect(main.getByText(text, { exact: true }).count()).resolves.toBe(1);
      const range = await main.locator('.paginator').first().innerText();
      const total = /of\s+([\d,]+)/.exec(range)?.[1];
      // The demo's series records name one year each: no span, so the count stands alone.
      await expect(main.getByText(`${total} videos`, { exact: true }).count()).resolves.toBe(1);
      const header = await boxOf(main.getByText(text, { exact: true }));
      const firstCard = await boxOf(main.locator('.listing__results article').first());
      const heading = await boxOf(main.getByRole('heading', { level: 1 }));
      expect(header.top).toBeGreaterThanOrEqual(heading.bottom);
      expect(firstCard.top).toBeGreaterThan(header.bottom);
      await leave(visitor);
    },
  );
});
