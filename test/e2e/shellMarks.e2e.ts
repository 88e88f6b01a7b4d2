import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { leave } from './support/expectations';
import { DEMO_IDS, normalDemo, openScreen } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

/** The names of the menu's entries drawn as current (the gold underline of the bar). */
function markedEntries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'header .site-header__nav a, header .site-header__nav button',
      ),
    )
      .filter((entry) => entry.offsetParent !== null)
      .filter((entry) => getComputedStyle(entry).boxShadow.includes('inset'))
      .map(
        (entry) =>
          (entry.innerText.trim() || entry.getAttribute('aria-label') || '').trim() || 'Search',
      ),
  );
}

describe('the menu marks where the visitor is', () => {
  it.each([
    ['/browse-all-videos/3/all/page/1', 'Browse Videos', 'BROWSE VIDEO'],
    [`/sublisting/series/${DEMO_IDS.bigSeries}/page/1`, 'Louisiana News Archive', 'BROWSE VIDEO'],
    [
      `/video_v2/asset-detail/${DEMO_IDS.playableClip}`,
      'Governor McKeithen on the Superdome',
      'BROWSE VIDEO',
    ],
    [
      '/blog/b2',
      'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
      'SPOTLIGHT ON HISTORY',
    ],
    ['/search?keyword=superdome&search_by=ALLFIELDS', 'Search Results for superdome', 'Search'],
    ['/about-ldma', 'About LDMA', 'ABOUT LDMA'],
  ])('%s marks %s', async (path, heading, entry) => {
    const visitor = await openScreen({ path, heading }, { width: 1440 });
    expect(await markedEntries(visitor.page)).toEqual([entry]);
    await leave(visitor);
  });

  it('marks BROWSE VIDEO without JavaScript too', async () => {
    const visitor = await openScreen(
      {
        path: `/video_v2/asset-detail/${DEMO_IDS.playableClip}`,
        heading: 'Governor McKeithen on the Superdome',
      },
      { javaScriptEnabled: false },
    );
    expect(await markedEntries(visitor.page)).toEqual(['BROWSE VIDEO']);
    await leave(visitor);
  });
});

describe('the shell at the first glance', () => {
  it.each([375, 1440])('names the archive once in Home’s banner at %i px', async (width) => {
    const visitor = await openScreen(
      { path: '/', heading: 'Louisiana Digital Media Archive' },
      { width },
    );
    // The banner holds the logo, which names the archive; no text repeats the name in it.
    const banner = visitor.page.locator('main .home-banner');
    expect(await banner.locator('h1 img[alt="Louisiana Digital Media Archive"]').count()).toBe(1);
    expect((await banner.innerText()).trim()).toBe('');
    expect(
      await visitor.page.locator('header img[alt="Louisiana Digital Media Archive"]').count(),
    ).toBe(1);
    await leave(visitor);
  });

  it.each([320, 375])('keeps the partners’ names readable at %i px', async (width) => {
    const visitor = await openScreen({ path: '/about-ldma', heading: 'About LDMA' }, { width });
    const logos = await visitor.page
      .locator('header .site-header__partners img')
      .evaluateAll((images) =>
        images.map((image) => {
          const img = image as HTMLImageElement;
          // The pictures are drawn at twice their shown size; the names are text in them.
          return {
            scale: (img.getBoundingClientRect().height * 2) / img.naturalHeight,
            right: img.getBoundingClientRect().right,
          };
        }),
      );
    expect(logos).toHaveLength(2);
    for (const logo of logos) {
      // At least 3/5 of the size the pictures are made for (56 px high), where their names
      // read at about 11 px; 32 px high gave about 6.
      expect(logo.scale).toBeGreaterThanOrEqual(0.6);
      expect(logo.right).toBeLessThanOrEqual(width);
    }
    await leave(visitor);
  });
});
