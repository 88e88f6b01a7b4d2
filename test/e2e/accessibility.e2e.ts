import type { Page } from 'playwright-core';
import { accessibilityProblems } from './support/a11y';
import { closeBrowser, siteUrl } from './support/browser';
import { route } from './support/routes';
import { headingIs, leave } from './support/expectations';
import {
  attributeOf,
  DEMO_IDS,
  focused,
  newVisitor,
  normalDemo,
  openScreen,
  showScreen,
  waitForPath,
} from './support/site';

// axe, alt texts and labels on every route, at 375 and 1440 px: routes.e2e.ts, which opens
// each route once. Here: open menus, the keyboard and the carousel.

beforeAll(normalDemo);
afterAll(closeBrowser);

describe('open menus and panels', () => {
  it('have no violation with the phone menu, BROWSE VIDEO and the search box open', async () => {
    const visitor = await openScreen(route('/'), { width: 375 });
    const { page } = visitor;
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await attributeOf(menu, 'aria-expanded', 'true')).toBe('true');
    const browse = page.getByRole('button', { name: 'BROWSE VIDEO' });
    await browse.click();
    expect(await attributeOf(browse, 'aria-expanded', 'true')).toBe('true');
    expect(await accessibilityProblems(page)).toEqual([]);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await search.click();
    expect(await attributeOf(search, 'aria-expanded', 'true')).toBe('true');
    expect(await accessibilityProblems(page)).toEqual([]);
    await leave(visitor);
  });

  it('have no violation with the desktop BROWSE VIDEO menu open and the panels closed', async () => {
    const visitor = await openScreen(route(`/video_v2/asset-detail/${DEMO_IDS.playableClip}`), {
      width: 1440,
    });
    const { page } = visitor;
    await page.getByRole('button', { name: 'DESCRIPTION' }).click();
    await page.getByRole('button', { name: 'DETAILS' }).click();
    const browse = page.getByRole('button', { name: 'BROWSE VIDEO' });
    await browse.hover();
    expect(await attributeOf(browse, 'aria-expanded', 'true')).toBe('true');
    expect(await accessibilityProblems(page)).toEqual([]);
    await leave(visitor);
  });

  it('have no violation on a contact form marked invalid', async () => {
    const visitor = await openScreen(route('/contact-us'), { width: 1440 });
    const { page } = visitor;
    await page.getByLabel('Email', { exact: true }).fill('not an email');
    await page.getByLabel('Name', { exact: true }).focus();
    expect(await accessibilityProblems(page)).toEqual([]);
    await leave(visitor);
  });
});

interface TabStop {
  id: string;
  label: string;
  /** An outline (or shadow) shows round the focused element, or a picture in it, uncut. */
  ringed: boolean;
}

/** Marks every control a visitor should reach with Tab, and lists them. */
function markControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';
    const candidates = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert]') &&
        el.checkVisibility({ visibilityProperty: true }),
    );
    // Only the checked radio of a group (or its first, with none checked) is a Tab stop.
    const stops = candidates.filter((el) => {
      if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
      const group = candidates.filter(
        (o) => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name,
      ) as HTMLInputElement[];
      return el.checked || (!group.some((o) => o.checked) && group[0] === el);
    });
    return stops.map((el, i) => {
      el.dataset.tabStop = String(i);
      return String(i);
    });
  });
}

/** Presses Tab through the whole page once, recording each stop and its focus ring. */
async function walkTabOrder(page: Page, limit = 250): Promise<TabStop[]> {
  const stops: TabStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // A slider brings a focused card into view with an animation: judge where it stops.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const moving = () =>
        (el.closest('.swiper-wrapper')?.getAnimations() ?? []).some(
          (a) => a.playState === 'running' || a.pending,
        );
      for (let last = '', i = 0; i < 120; i++) {
        await frame();
        const at = JSON.stringify(el.getBoundingClientRect()); // also starts a due transition
        if (at === last && !moving()) break;
        last = at;
      }
      /** An outline (or shadow) drawn round `node` that no ancestor's overflow cuts off. */
      const ring = (node: Element) => {
        const style = getComputedStyle(node);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        if (!outline) return style.boxShadow !== 'none';
        const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        const box = node.getBoundingClientRect();
        for (let up = node.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflow === 'visible') continue;
          const clip = up.getBoundingClientRect();
          if (
            box.left - reach < clip.left - 0.5 ||
            box.top - reach < clip.top - 0.5 ||
            box.right + reach > clip.right + 0.5 ||
            box.bottom + reach > clip.bottom + 0.5
          )
            return false;
        }
        return true;
      };
      return {
        id: el.dataset.tabStop ?? `unmarked ${el.outerHTML.slice(0, 80)}`,
        label: (el.getAttribute('aria-label') ?? el.innerText ?? el.tagName).trim().slice(0, 60),
        // A <video> draws the ring on its own built-in controls.
        ringed: el.tagName === 'VIDEO' || ring(el) || [...el.querySelectorAll('img')].some(ring),
      };
    });
    if (stop === null || stop.id === stops[0]?.id) break;
    // Tab moves through a <video>'s own controls while the video keeps focus.
    if (stop.id !== stops.at(-1)?.id) stops.push(stop);
  }
  return stops;
}

describe('keyboard only', () => {
  it('starts with the skip link, which moves focus to the main content', async () => {
    const visitor = await openScreen(route('/browse-all-videos'), { width: 1440 });
    const { page } = visitor;
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');
    // The next Tab lands on the first control of the page's content, not the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
    await leave(visitor);
  });

  it.each([
    ['/', 1440],
    ['/browse-all-videos', 1440],
    [`/video_v2/asset-detail/${DEMO_IDS.playableClip}`, 1440],
    ['/blog/b2', 1440],
    ['/contact-us', 1440],
    ['/', 375],
  ] as const)(
    'reaches every control of %s (%i px) with Tab, each with a visible focus ring',
    async (path, width) => {
      // Without slide animations: focus ends up in the same place, sooner.
      const visitor = await openScreen(route(path), { width, reducedMotion: 'reduce' });
      const { page } = visitor;
      const controls = await markControls(page);
      const stops = await walkTabOrder(page);
      expect(stops.filter((s) => !s.ringed)).toEqual([]);
      expect(stops.filter((s) => s.id.startsWith('unmarked'))).toEqual([]);
      // A slider's arrow is disabled by the time Tab passes it (Tab itself slides the cards).
      const missed = await page.evaluate(
        (ids) =>
          ids.filter(
            (id) =>
              !(document.querySelector(`[data-tab-stop="${id}"]`) as HTMLButtonElement).disabled,
          ),
        controls.filter((id) => !stops.some((s) => s.id === id)),
      );
      expect(missed).toEqual([]);
      await leave(visitor);
    },
  );

  it('opens a clip from the keyboard, moves focus to the new screen and works its panels', async () => {
    const visitor = await openScreen(route('/browse-all-videos'), { width: 1440 });
    const { page } = visitor;
    const card = page.locator('main ul.grid a').first();
    const title = (await card.locator('.card__title').innerText()).trim();
    await card.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/(video-player|sublisting)\//);
    await headingIs(page, title);
    expect((await focused(page)).tag).toBe('main');

    await showScreen(page, {
      path: `/video-player/${DEMO_IDS.playableClip}`,
      heading: 'Governor McKeithen on the Superdome',
    });
    const description = page.getByRole('button', { name: 'DESCRIPTION' });
    await description.focus();
    await page.keyboard.press('Enter');
    expect(await attributeOf(description, 'aria-expanded', 'false')).toBe('false');
    await page.keyboard.press('Space');
    expect(await attributeOf(description, 'aria-expanded', 'true')).toBe('true');
    await page.keyboard.press('Tab');
    const details = page.getByRole('button', { name: 'DETAILS' });
    expect(await details.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await attributeOf(details, 'aria-expanded', 'false')).toBe('false');
    expect(await attributeOf(description, 'aria-expanded', 'true')).toBe('true');
    await leave(visitor);
  });
});

describe('the home carousel (WCAG 2.2.2)', () => {
  const carousel = (page: Page) => page.getByRole('region', { name: 'Blog spotlight' });

  /** The 0-based slide the indicators mark as current. */
  async function currentSlide(page: Page): Promise<number> {
    const labels = await carousel(page)
      .locator('[aria-current="true"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    return Number(/(\d+)$/.exec(labels[0] ?? '')?.[1] ?? 0) - 1;
  }

  /** Home with its clock under the test's control. */
  async function home(reducedMotion: 'reduce' | 'no-preference') {
    const visitor = await newVisitor({ reducedMotion });
    await visitor.context.clock.install();
    await visitor.page.goto(siteUrl('/'));
    await carousel(visitor.page).getByRole('button', { name: 'Next slide' }).waitFor();
    // The page's clock runs on from the install; stop it a little ahead of where it is now.
    const now = await visitor.page.evaluate(() => Date.now());
    await visitor.context.clock.pauseAt(now + 2_000);
    return visitor;
  }

  it('advances every 5 s until Pause is pressed, and again after Play', async () => {
    const visitor = await home('no-preference');
    const { page, context } = visitor;
    const start = await currentSlide(page);
    await context.clock.runFor(5_000);
    expect(await currentSlide(page)).toBe((start + 1) % 3);

    // Keyboard: Shift+Tab from the main region reaches the header; Tab comes back to Pause.
    await page.locator('main').focus();
    await page.keyboard.press('Tab');
    const pause = carousel(page).getByRole('button', { name: 'Pause' });
    expect(await pause.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await carousel(page).getByRole('button', { name: 'Play' }).waitFor();
    // Focus leaves the carousel, so only the Pause control holds it still.
    await page.keyboard.press('Shift+Tab');
    expect(await carousel(page).evaluate((el) => el.contains(document.activeElement))).toBe(false);
    const paused = await currentSlide(page);
    await context.clock.runFor(20_000);
    expect(await currentSlide(page)).toBe(paused);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await carousel(page).getByRole('button', { name: 'Pause' }).waitFor();
    await context.clock.runFor(5_000);
    expect(await currentSlide(page)).toBe((paused + 1) % 3);
    await leave(visitor);
  });

  it('stays still under prefers-reduced-motion until the visitor presses Play', async () => {
    const visitor = await home('reduce');
    const { page, context } = visitor;
    await carousel(page).getByRole('button', { name: 'Play' }).waitFor();
    expect(await currentSlide(page)).toBe(0);
    await context.clock.runFor(30_000);
    expect(await currentSlide(page)).toBe(0);
    // The arrows still change slides, without an animation.
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    expect(await currentSlide(page)).toBe(1);
    const duration = await carousel(page)
      .locator('.carousel__track')
      .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(duration).toBeLessThan(0.05);
    await leave(visitor);
  });
});
