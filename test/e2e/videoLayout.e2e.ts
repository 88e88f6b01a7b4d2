import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { leave } from './support/expectations';
import { DEMO_IDS, newVisitor, normalDemo, openScreen, showScreen } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

const CLIP = `/video_v2/asset-detail/${DEMO_IDS.playableClip}`;
const NO_CAPTIONS = `/video_v2/asset-detail/${DEMO_IDS.noCaptionsClip}`;

/** The top of each part of the page, in page pixels (document order is not reading order). */
function tops(page: Page) {
  return page.evaluate(() => {
    const top = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : -1;
    };
    return {
      back: top('main .watch__back'),
      title: top('main h1'),
      player: top('main .watch__player'),
      description: top('main .disclosure'),
      tools: top('main .watch__tool-group'),
      transcript: top('main .transcript'),
      related: top('main .watch__side'),
    };
  });
}

describe('the video page', () => {
  it.each([375, 768, 1440])(
    'reads title, player, description and details, then the tools and the transcript at %i px',
    async (width) => {
      const visitor = await openScreen(
        {
          path: CLIP,
          heading: 'Governor McKeithen on the Superdome',
          shows: (page) => page.locator('main .transcript__lines').waitFor(),
        },
        { width },
      );
      const { page } = visitor;
      const at = await tops(page);
      const order = ['title', 'player', 'description', 'tools', 'transcript'] as const;
      expect(order.map((part) => at[part])).toEqual(
        [...order.map((part) => at[part])].sort((a, b) => a - b),
      );
      if (width >= 1024) {
        // Beside the video from the top: no gap opens above the related videos.
        expect(Math.abs(at.related - at.back)).toBeLessThanOrEqual(8);
      } else {
        expect(at.related).toBeGreaterThan(at.transcript);
      }
      // The tools are one group, named, with the marks in plain words.
      const tools = page.getByRole('region', { name: 'Share, cite or license this video' });
      await tools.getByRole('button', { name: 'Mark the start' }).waitFor();
      await tools.getByRole('button', { name: 'Mark the end' }).waitFor();
      await leave(visitor);
    },
  );

  it.each([375, 1440])('keeps the transcript files apart at %i px', async (width) => {
    const visitor = await openScreen(
      {
        path: CLIP,
        heading: 'Governor McKeithen on the Superdome',
        shows: (page) => page.locator('main .transcript__download').first().waitFor(),
      },
      { width },
    );
    const boxes = await visitor.page
      .locator('main .transcript__download')
      .evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes).toHaveLength(3);
    for (let i = 1; i < boxes.length; i += 1) {
      const [a, b] = [boxes[i - 1] as DOMRect, boxes[i] as DOMRect];
      const apart = b.left - a.right >= 16 || b.top >= a.bottom;
      expect({ link: i, apart }).toEqual({ link: i, apart: true });
    }
    await leave(visitor);
  });

  it('moves nothing when a video turns out to have no captions (1440 px)', async () => {
    const visitor = await newVisitor({ expected: [/status of 404/] });
    const { page } = visitor;
    // Every layout shift from the first paint on, summed as CLS does within one window.
    await page.addInitScript(() => {
      const seen = { total: 0 };
      (window as unknown as { layoutShift: typeof seen }).layoutShift = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          seen.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await showScreen(page, {
      path: NO_CAPTIONS,
      heading: 'Causeway Opens Across Lake Pontchartrain',
    });
    // The transcript's place is given up once the player knows there are no captions.
    await page.locator('main .transcript').waitFor({ state: 'detached' });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
    );
    expect(shift).toBeLessThan(0.01);
    await leave(visitor);
  });

  it('shows no empty transcript box without JavaScript', async () => {
    const visitor = await openScreen(
      { path: CLIP, heading: 'Governor McKeithen on the Superdome' },
      { javaScriptEnabled: false },
    );
    const { page } = visitor;
    await page.locator('main video').waitFor();
    expect(await page.getByText('Transcript', { exact: true }).isVisible()).toBe(false);
    expect(await page.locator('main .transcript').isVisible()).toBe(false);
    await leave(visitor);
  });
});
