import type { Page } from 'playwright-core';
import { closeBrowser } from './support/browser';
import { documentShown, markDocument } from './support/documents';
import { arrivesAt, headingIs, leave } from './support/expectations';
import {
  attributeOf,
  DEMO_IDS,
  focused,
  mainHeading,
  normalDemo,
  visit,
  waitForPath,
} from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

/** The player's state as the page sees it. */
interface VideoState {
  currentTime: number;
  paused: boolean;
  tracks: { kind: string; language: string; mode: string; cues: number; active: string[] }[];
}

function videoState(page: Page): Promise<VideoState> {
  return page.locator('main video').evaluate((video: HTMLVideoElement) => ({
    currentTime: video.currentTime,
    paused: video.paused,
    tracks: Array.from(video.textTracks, (track) => ({
      kind: track.kind,
      language: track.language,
      mode: track.mode,
      cues: track.cues?.length ?? 0,
      active: Array.from(track.activeCues ?? [], (cue) => (cue as VTTCue).text),
    })),
  }));
}

/** Waits until the captions track has its cues (they are fetched and converted after mount). */
async function captionsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const video = document.querySelector('main video') as HTMLVideoElement | null;
    const track = video?.textTracks[0];
    return Boolean(track?.cues && track.cues.length > 0);
  });
}

/** Starts playback the way a visitor's press of Play does (muted: headless has no gesture). */
async function play(page: Page): Promise<void> {
  await page.locator('main video').evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
}

describe('the video player', () => {
  it('plays the clip from its start time with English captions and holds at its end', async () => {
    // DEMO_IDS.playableClip: starts at 00:00:03 and lasts 00:00:06 of the demo reel.
    const visitor = await visit(`/video_v2/asset-detail/${DEMO_IDS.playableClip}`);
    const { page } = visitor;
    await headingIs(page, 'Governor McKeithen on the Superdome');
    const video = page.locator('main video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('autoplay')).toBeNull();
    await captionsReady(page);
    expect((await videoState(page)).tracks).toEqual([
      expect.objectContaining({ kind: 'captions', language: 'en', mode: 'showing' }),
    ]);
    // Before play: at the clip's start (the page's video keeps its media fragment, #t=3,9),
    // or at 0 while the browser has not read the file's metadata yet.
    expect([0, 3]).toContain((await videoState(page)).currentTime);

    await play(page);
    await page.waitForFunction(() => {
      const v = document.querySelector('main video') as HTMLVideoElement;
      return v.currentTime > 3.2 && (v.textTracks[0]?.activeCues?.length ?? 0) > 0;
    });
    const playing = await videoState(page);
    expect(playing.paused).toBe(false);
    expect(playing.currentTime).toBeGreaterThanOrEqual(3);
    expect(playing.currentTime).toBeLessThan(9);
    // The demo captions' second cue runs from 3.0 s to 5.6 s.
    expect(playing.tracks[0]?.active).toEqual([
      'This short reel stands in for archival film\nwhile the site runs on demo data.',
    ]);

    // Played faster only to keep the suite quick; the hold at the end works at any rate.
    await video.evaluate((v: HTMLVideoElement) => {
      v.playbackRate = 4;
    });
    await page.waitForFunction(
      () => (document.querySelector('main video') as HTMLVideoElement).paused,
    );
    const held = await videoState(page);
    expect(held.paused).toBe(true);
    expect(held.currentTime).toBeCloseTo(9, 1);

    // Play pressed at the end starts the clip again from its start.
    await play(page);
    const again = await videoState(page);
    expect(again.currentTime).toBeGreaterThanOrEqual(3);
    expect(again.currentTime).toBeLessThan(5);
    await leave(visitor);
  });

  it('keeps a seek inside the clip', async () => {
    const visitor = await visit(`/video-player/${DEMO_IDS.playableClip}`);
    const { page } = visitor;
    const video = page.locator('main video');
    await video.waitFor();
    await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          if (v.readyState >= 1) resolve();
          else v.addEventListener('loadedmetadata', () => resolve(), { once: true });
        }),
    );
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 14;
    });
    await page.waitForFunction(() => {
      const v = document.querySelector('main video') as HTMLVideoElement;
      return !v.seeking && v.currentTime <= 9;
    });
    expect((await videoState(page)).currentTime).toBeLessThanOrEqual(9);
    await leave(visitor);
  });

  it('plays a clip that has no captions file; the missing file is only logged', async () => {
    // The browser reports the captions file's 404; the site logs a warning, not an error.
    const visitor = await visit(`/video_v2/asset-detail/${DEMO_IDS.noCaptionsClip}`, {
      expected: [/status of 404/],
    });
    const { page } = visitor;
    await mainHeading(page, 'Causeway Opens Across Lake Pontchartrain');
    await page.locator('main video').waitFor();
    await play(page);
    await page.waitForFunction(
      () => (document.querySelector('main video') as HTMLVideoElement).currentTime >= 2,
    );
    expect((await videoState(page)).tracks).toEqual([]);
    await leave(visitor);
  });
});

describe('the video detail page', () => {
  it('shows the title, series, related videos and two panels that open and close', async () => {
    const visitor = await visit(`/video_v2/asset-detail/${DEMO_IDS.playableClip}`);
    const { page } = visitor;
    await mainHeading(page, 'Governor McKeithen on the Superdome');
    await page
      .locator('main')
      .getByText('Louisiana News Archive', { exact: true })
      .first()
      .waitFor();

    const description = page.getByRole('button', { name: 'DESCRIPTION' });
    const details = page.getByRole('button', { name: 'DETAILS' });
    expect(await attributeOf(description, 'aria-expanded', 'true')).toBe('true');
    expect(await attributeOf(details, 'aria-expanded', 'true')).toBe('true');
    const detailList = page.locator('main dl.watch__details');
    for (const term of ['Collection', 'Genre', 'Date Issued', 'Duration', 'Contributors'])
      await detailList.getByText(term, { exact: true }).waitFor();
    await detailList.getByText('Louisiana Public Broadcasting', { exact: true }).waitFor();

    await description.click();
    expect(await attributeOf(description, 'aria-expanded', 'false')).toBe('false');
    expect(await attributeOf(details, 'aria-expanded', 'true')).toBe('true');
    await details.click();
    expect(await attributeOf(details, 'aria-expanded', 'false')).toBe('false');
    await detailList.waitFor({ state: 'hidden' });
    await details.click();
    expect(await attributeOf(details, 'aria-expanded', 'true')).toBe('true');
    await detailList.waitFor();

    const side = page.getByRole('complementary', { name: 'Related Videos' });
    const next = 'Hurricane Audrey Survivors Return to Cameron';
    await side.getByRole('link', { name: next }).waitFor();
    expect(await side.getByRole('link').count()).toBe(3);
    // SPEC §2: the related clip forces a full page reload: a new document, its own new
    // player, from the top; the way back and the browser's history keep the clip before.
    const first = new URL(page.url()).pathname;
    await markDocument(page);
    await page.locator('main video').evaluate((v: HTMLVideoElement) => {
      v.dataset.earlier = 'yes';
    });
    await side.getByRole('link', { name: next }).click();
    const path = await waitForPath(page, /^\/video_v2\/asset-detail\/[^/]+$/);
    await headingIs(page, next);
    expect(await documentShown(page)).toEqual({
      marked: false,
      loadedPath: path,
      loadType: 'navigate',
    });
    await page.locator('main video:not([data-earlier])').waitFor();
    expect(await page.locator('main video').count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A new document starts with focus at its start, not on the main region.
    expect((await focused(page)).tag).toBe('body');
    await page.goBack();
    await arrivesAt(page, first);
    await headingIs(page, 'Governor McKeithen on the Superdome');
    await leave(visitor);
  });
});
