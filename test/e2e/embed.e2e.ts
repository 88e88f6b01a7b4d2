import type { Frame } from 'playwright-core';
import { apiUrl, closeBrowser, siteUrl } from './support/browser';
import { leave } from './support/expectations';
import { DEMO_IDS, newVisitor, normalDemo } from './support/site';

// The embeddable player inside other sites' iframes of the common sizes: the video, its row
// of controls and its title each keep their own room, and all of it fits in the frame.

beforeAll(normalDemo);
afterAll(closeBrowser);

const TITLE = 'Governor McKeithen on the Superdome';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The boxes of the embed's parts, in the frame's own coordinates. */
function layout(frame: Frame) {
  return frame.evaluate(() => {
    const box = (element: Element | null): Box | null => {
      if (!element) return null;
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const controls = [...document.querySelectorAll('.player-bar button, .player-bar select')];
    return {
      frame: { width: innerWidth, height: innerHeight },
      video: box(document.querySelector('video')),
      bar: box(document.querySelector('.player-bar')),
      controls: controls.map((control) => ({
        name: control.textContent?.trim() ?? '',
        box: box(control) as Box,
      })),
      title: box(document.querySelector('.embed__title')),
      titleText: box(document.querySelector('.embed__title a')),
    };
  });
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (a: Box, width: number, height: number) =>
  a.left >= 0 && a.top >= 0 && a.right <= width + 0.5 && a.bottom <= height + 0.5;

describe('the embeddable player in an iframe', () => {
  it.each([
    ['560×315', 'width="560" height="315"', 900],
    ['640×360', 'width="640" height="360"', 900],
    ['480×270', 'width="480" height="270"', 900],
    ['100% width on a desktop page', 'style="width:100%;aspect-ratio:16/9;height:auto"', 1024],
    ['100% width on a phone', 'style="width:100%;aspect-ratio:16/9;height:auto"', 375],
  ])(
    'fits %s: controls never over the title, everything inside the frame',
    async (name, size, width) => {
      const visitor = await newVisitor({ width, height: 800 });
      const { page } = visitor;
      // The host page on another origin (the demo API's; any address there), as on another
      // site: the embed's `frame-ancestors *` needs an http(s) one.
      await page.goto(apiUrl('/embedding-page'));
      await page.setContent(
        `<!doctype html><html lang="en"><title>Host</title><body style="margin:0">` +
          `<iframe src="${siteUrl(`/embed/${DEMO_IDS.playableClip}`)}" ${size} title="Video" style="border:0;display:block"></iframe>` +
          `</body></html>`,
      );
      const frame = page.frameLocator('iframe');
      await frame.getByRole('link', { name: `${TITLE} (opens in a new tab)` }).waitFor();
      // The controls come with the player, after hydration: all of them, captions included.
      await frame.getByRole('button', { name: 'Captions' }).waitFor();
      await frame.getByRole('button', { name: 'Keyboard shortcuts' }).waitFor();
      const content = page.frames().find((f) => f !== page.mainFrame()) as Frame;
      const parts = await layout(content);
      await page.screenshot({ path: `test-results/embed-${name.replace(/\W+/g, '-')}.png` });

      const { width: w, height: h } = parts.frame;
      expect(parts.video && parts.bar && parts.title && parts.titleText).toBeTruthy();
      const title = parts.title as Box;
      for (const control of parts.controls) {
        expect([control.name, overlap(control.box, title)]).toEqual([control.name, false]);
        expect([control.name, inside(control.box, w, h)]).toEqual([control.name, true]);
      }
      expect(overlap(parts.video as Box, parts.bar as Box)).toBe(false);
      expect(overlap(parts.video as Box, title)).toBe(false);
      expect(inside(parts.titleText as Box, w, h)).toBe(true);
      expect(inside(title, w, h)).toBe(true);
      // The video keeps most of the frame.
      const video = parts.video as Box;
      expect(video.bottom - video.top).toBeGreaterThanOrEqual(h * 0.5);
      await leave(visitor);
    },
  );
});
