import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { contrast, groundsOf } from './support/contrast';
import {
  EXPLORE_SCREENS,
  listedParishes,
  mapLinks,
  parishList,
  type ListedParish,
} from './support/explore';
import { arrivesAt, headingIs, leave } from './support/expectations';
import { normalDemo, openScreen, WITH_AND_WITHOUT_SCRIPT } from './support/site';

// The hub's parish map: by keyboard, with the names a screen reader reads, and
// the contrast of every shade, border, legend swatch and focus, computed from the styles the
// browser draws with.

beforeAll(normalDemo);
afterAll(closeBrowser);

const [HUB] = EXPLORE_SCREENS;

/** The name a parish's link on the map should be read by, from the list beside it. */
const videos = (count: number) => `${count} ${count === 1 ? 'video' : 'videos'}`;
const mapName = (parish: ListedParish) => `${parish.name}: ${videos(parish.count)}`;

/** How a parish's shape is drawn now: fill, border and the border's width on screen. */
interface Drawn {
  shade: string;
  fill: string;
  stroke: string;
  /** In screen pixels. */
  strokeWidth: number;
}

/** The shape of the focused element (a map link), or undefined when focus is not on the map. */
function focusedShape(page: Page): Promise<FocusedShape | undefined> {
  return page.evaluate(() => {
    const link = document.activeElement;
    const shape = link?.closest('svg') ? link.querySelector('path') : null;
    if (!link || !shape) return undefined;
    const style = getComputedStyle(shape);
    const svg = shape.ownerSVGElement as SVGSVGElement;
    const scale =
      style.vectorEffect === 'non-scaling-stroke'
        ? 1
        : svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return {
      name: link.getAttribute('aria-label') ?? '',
      href: link.getAttribute('href') ?? '',
      shade: /explore-shade-\d/.exec(shape.getAttribute('class') ?? '')?.[0] ?? '',
      fill: style.fill,
      stroke: style.stroke,
      strokeWidth: parseFloat(style.strokeWidth) * scale,
    };
  });
}

/** One unfocused shape of each shade on the map, as drawn, and the ground behind the map. */
async function shades(page: Page): Promise<{ ground: string; shades: Drawn[] }> {
  const map = page.locator('.explore-map svg').first();
  const [ground = ''] = await groundsOf(map);
  const drawn = await map.evaluate((svg: SVGSVGElement) => {
    const byShade = new Map<string, SVGPathElement>();
    svg.querySelectorAll('path').forEach((shape) => {
      const shade = /explore-shade-\d/.exec(shape.getAttribute('class') ?? '')?.[0];
      if (shade && !byShade.has(shade)) byShade.set(shade, shape);
    });
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return [...byShade].sort().map(([shade, shape]) => {
      const style = getComputedStyle(shape);
      const onScreen = style.vectorEffect === 'non-scaling-stroke' ? 1 : scale;
      return {
        shade,
        fill: style.fill,
        stroke: style.stroke,
        strokeWidth: parseFloat(style.strokeWidth) * onScreen,
      };
    });
  });
  return { ground, shades: drawn };
}

/** The legend's swatches and labels as drawn. */
async function legend(page: Page) {
  const items = page.locator('.explore-legend__list li');
  const grounds = await groundsOf(items);
  const swatches = await items.evaluateAll((found) =>
    found.map((item) => {
      const swatch = item.querySelector('.explore-legend__swatch') as HTMLElement;
      const swatchStyle = getComputedStyle(swatch);
      return {
        label: (item as HTMLElement).innerText.trim(),
        shade: /explore-shade-\d/.exec(swatch.className)?.[0] ?? '',
        fill: swatchStyle.backgroundColor,
        border: swatchStyle.borderTopColor,
        borderWidth: parseFloat(swatchStyle.borderTopWidth),
        text: getComputedStyle(item).color,
      };
    }),
  );
  return swatches.map((swatch, i) => ({ ...swatch, ground: grounds[i] ?? '' }));
}

type FocusedShape = Drawn & { name: string; href: string };

/** Presses Tab until focus is on the map; resolves to the shape focused. */
async function tabIntoMap(page: Page): Promise<FocusedShape | undefined> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const shape = await focusedShape(page);
    if (shape) return shape;
  }
  throw new Error('Tab never reached the map');
}

describe.each([375, 1440])('the parish map at %i px', (width) => {
  it('is reached by Tab, parish by parish in the list’s order, each named with its count and ringed in focus', async () => {
    const visitor = await openScreen(HUB!, { width });
    const { page } = visitor;
    const listed = await listedParishes(page);
    expect(listed).toHaveLength(64);
    // A sensible order: alphabetical by the parishes' names, as the list reads.
    const names = listed.map((p) => p.name);
    const bare = (name: string) => name.replace(/ Parish$/, '');
    expect(names).toEqual([...names].sort((a, b) => bare(a).localeCompare(bare(b), 'en')));
    const unfocused = new Map((await shades(page)).shades.map((s) => [s.shade, s]));

    const visited: string[] = [];
    const rings: string[] = [];
    let shape = await tabIntoMap(page);
    for (const parish of listed) {
      if (!shape) break;
      expect({ name: shape.name.slice(0, mapName(parish).length), href: shape.href }).toEqual({
        name: mapName(parish),
        href: parish.href,
      });
      visited.push(parish.name);
      // Focus shows: its border stands out from its own fill, and from the shape's fill
      // before focus, or the fill itself changed as much.
      const before = unfocused.get(shape.shade);
      const ring = contrast(shape.stroke, shape.fill);
      const change = Math.max(
        contrast(shape.fill, before?.fill ?? shape.fill),
        contrast(shape.stroke, before?.fill ?? shape.fill),
      );
      if (ring < 3 || change < 3 || shape.strokeWidth < 2) {
        rings.push(`${parish.name}: ring ${ring}, change ${change}, ${shape.strokeWidth} px`);
      }
      await page.keyboard.press('Tab');
      shape = await focusedShape(page);
    }
    expect(visited).toEqual(names);
    expect(rings).toEqual([]);
    // After the map, the same parishes in the list.
    expect(
      await parishList(page)
        .getByRole('link')
        .first()
        .evaluate((a) => a === document.activeElement),
    ).toBe(true);
    await leave(visitor);
  });

  it('names each parish link with its name and count for assistive technology', async () => {
    const visitor = await openScreen(HUB!, { width });
    const { page } = visitor;
    const listed = await listedParishes(page);
    const map = page.locator('.explore-map');
    const unnamed: string[] = [];
    for (const parish of listed) {
      const name = mapName(parish).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const link = map.getByRole('link', { name: new RegExp(`^${name}(,|$)`) });
      if ((await link.count()) !== 1) unnamed.push(mapName(parish));
    }
    expect(unnamed).toEqual([]);
    expect(await mapLinks(page).count()).toBe(64);
    await leave(visitor);
  });

  it('gives every shade, border and legend swatch the contrast it needs', async () => {
    const visitor = await openScreen(HUB!, { width });
    const { page } = visitor;
    const { ground, shades: drawn } = await shades(page);
    // The demo's counts fill every class: none, and four ranges.
    expect(drawn.map((s) => s.shade)).toEqual([0, 1, 2, 3, 4].map((n) => `explore-shade-${n}`));
    const faults: string[] = [];
    for (const shade of drawn) {
      // Each shape's border against its own fill (3:1, WCAG 1.4.11): wherever two parishes
      // meet, the border on top belongs to one of them and parts the two. At least one screen
      // pixel wide.
      const border = contrast(shade.stroke, shade.fill);
      if (border < 3) faults.push(`${shade.shade}: border ${border}:1 against its fill`);
      if (shade.strokeWidth < 1) faults.push(`${shade.shade}: border ${shade.strokeWidth} px`);
      // Against the page: the fill or the border stands out.
      const onPage = Math.max(contrast(shade.fill, ground), contrast(shade.stroke, ground));
      if (onPage < 3) faults.push(`${shade.shade}: ${onPage}:1 against the page`);
    }
    const swatches = await legend(page);
    expect(swatches.map((s) => s.shade)).toEqual(drawn.map((s) => s.shade));
    for (const swatch of swatches) {
      // The swatch has the map's colour, stands out from the legend's ground by its fill or
      // its border, and its words are readable text (4.5:1).
      const shade = drawn.find((s) => s.shade === swatch.shade);
      if (swatch.fill !== shade?.fill) faults.push(`${swatch.label}: swatch ${swatch.fill}`);
      const stands = Math.max(
        contrast(swatch.fill, swatch.ground),
        swatch.borderWidth >= 1 ? contrast(swatch.border, swatch.ground) : 0,
      );
      if (stands < 3) faults.push(`${swatch.label}: swatch ${stands}:1 against the legend`);
      const text = contrast(swatch.text, swatch.ground);
      if (text < 4.5) faults.push(`${swatch.label}: text ${text}:1`);
    }
    expect(faults).toEqual([]);
    await leave(visitor);
  });
});

describe('the decade timeline', () => {
  it('draws its bars 3:1 against their track and the page, its words 4.5:1', async () => {
    const visitor = await openScreen(HUB!, { width: 1440 });
    const { page } = visitor;
    const timeline = page.locator('.explore-timeline__row');
    const grounds = await groundsOf(timeline);
    const drawn = await timeline.evaluateAll((found) =>
      found.map((row) => {
        const colour = (selector: string, property: 'backgroundColor' | 'color') =>
          getComputedStyle(row.querySelector(selector) as Element)[property];
        return {
          decade: (row.querySelector('.explore-timeline__label') as HTMLElement).innerText,
          bar: colour('.explore-timeline__bar', 'backgroundColor'),
          track: colour('.explore-timeline__track', 'backgroundColor'),
          labelText: colour('.explore-timeline__label', 'color'),
          countText: colour('.explore__count', 'color'),
        };
      }),
    );
    const rows = drawn.map((row, i) => ({ ...row, ground: grounds[i] ?? '' }));
    expect(rows.length).toBeGreaterThan(5);
    const low = rows.flatMap((row) =>
      (
        [
          ['bar on track', contrast(row.bar, row.track), 3],
          ['bar on page', contrast(row.bar, row.ground), 3],
          ['label', contrast(row.labelText, row.ground), 4.5],
          ['count', contrast(row.countText, row.ground), 4.5],
        ] as const
      )
        .filter(([, ratio, needed]) => ratio < needed)
        .map(([what, ratio]) => `${row.decade} ${what}: ${ratio}`),
    );
    expect(low).toEqual([]);
    await leave(visitor);
  });
});

describe.each(WITH_AND_WITHOUT_SCRIPT)(
  'Enter on a parish of the map %s',
  (_mode, javaScriptEnabled) => {
    it('opens its page', async () => {
      const visitor = await openScreen(HUB!, { width: 1440, javaScriptEnabled });
      const { page } = visitor;
      let shape = await tabIntoMap(page);
      while (shape && !shape.name.startsWith('Orleans Parish:')) {
        await page.keyboard.press('Tab');
        shape = await focusedShape(page);
      }
      expect(shape?.href).toBe('/explore/parishes/orleans');
      await page.keyboard.press('Enter');
      await arrivesAt(page, '/explore/parishes/orleans');
      await headingIs(page, 'Orleans Parish');
      await leave(visitor);
    });
  },
);
