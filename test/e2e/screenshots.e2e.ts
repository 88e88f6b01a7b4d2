import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { resize } from './support/a11y';
import { closeBrowser } from './support/browser';
import { route } from './support/routes';
import { leave } from './support/expectations';
import { DEMO_IDS, loaded, mainHeading, normalDemo, visit, waitForPath } from './support/site';

// Full-page pictures for a person to look at (the run prints the folder); nothing is compared.

beforeAll(normalDemo);
afterAll(closeBrowser);

const folder = process.env.E2E_SCREENSHOTS ?? 'test-results/screenshots';

const SHOTS = [
  ['home', '/'],
  ['browse', '/browse-all-videos'],
  ['video-detail', `/video_v2/asset-detail/${DEMO_IDS.playableClip}`],
  ['blog-detail', '/blog/b2'],
] as const;

/** Loads pictures further down too, and the player's first data, for the full-page picture. */
async function allPicturesIn(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
  });
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((img) => img.complete) &&
      Array.from(document.querySelectorAll('video')).every(
        (v) => v.readyState >= 1 && v.networkState !== v.NETWORK_LOADING,
      ),
  );
}

describe('screenshots at 375 and 1440 px', () => {
  it.each(SHOTS)('%s', async (name, path) => {
    const screen = route(path);
    // Reduced motion holds the carousel still for the picture.
    const visitor = await visit(path, { width: 375, height: 800, reducedMotion: 'reduce' });
    const { page } = visitor;
    await waitForPath(page, screen.lands);
    await mainHeading(page, screen.heading);
    await screen.shows(page);
    await loaded(page);
    for (const width of [375, 1440]) {
      await resize(page, width);
      await allPicturesIn(page);
      await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
    }
    await leave(visitor);
  });
});
