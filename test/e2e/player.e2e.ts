import type { Locator, Page } from 'playwright-core';
import { accessibilityProblems } from './support/a11y';
import { closeBrowser, type VisitorPage } from './support/browser';
import { leave } from './support/expectations';
import { DEMO_IDS, focused, hydrated, mainHeading, normalDemo, visit } from './support/site';

beforeAll(normalDemo);
afterAll(closeBrowser);

// DEMO_IDS.playableClip plays 00:00:03 to 00:00:09 of the demo reel.
const CLIP = `/video_v2/asset-detail/${DEMO_IDS.playableClip}`;
const CLIP_TITLE = 'Governor McKeithen on the Superdome';
// DEMO_IDS.playableFromStart plays its first 10 s.
const FROM_START = `/video_v2/asset-detail/${DEMO_IDS.playableFromStart}`;

/** The video as the page sees it. */
interface VideoState {
  currentTime: number;
  paused: boolean;
  seeking: boolean;
  muted: boolean;
  rate: number;
  captions: string;
}

function videoState(page: Page): Promise<VideoState> {
  return page.locator('main video').evaluate((video: HTMLVideoElement) => ({
    currentTime: video.currentTime,
    paused: video.paused,
    seeking: video.seeking,
    muted: video.muted,
    rate: video.playbackRate,
    captions: video.textTracks[0]?.mode ?? 'none',
  }));
}

/** What a test waits for the video to show; every field given must hold. */
interface VideoCheck {
  paused?: boolean;
  atLeast?: number;
  /** Settled (not seeking) at this time. */
  at?: number;
  muted?: boolean;
  rate?: number;
  captions?: string;
  captionsNot?: string;
}

/** Waits until the video passes `check`, then returns its state. */
async function videoWhen(page: Page, check: VideoCheck): Promise<VideoState> {
  await page.waitForFunction((c) => {
    const v = document.querySelector('main video') as HTMLVideoElement | null;
    if (!v) return false;
    const mode = v.textTracks[0]?.mode;
    return (
      (c.paused === undefined || v.paused === c.paused) &&
      (c.atLeast === undefined || v.currentTime >= c.atLeast) &&
      (c.at === undefined || (!v.seeking && Math.abs(v.currentTime - c.at) < 0.01)) &&
      (c.muted === undefined || v.muted === c.muted) &&
      (c.rate === undefined || v.playbackRate === c.rate) &&
      (c.captions === undefined || mode === c.captions) &&
      (c.captionsNot === undefined || mode !== c.captionsNot)
    );
  }, check);
  return videoState(page);
}

/** The page's controls are under the player (they come with the player, after hydration). */
async function controlsReady(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Speed' }).waitFor();
  await page.waitForFunction(() => {
    const video = document.querySelector('main video') as HTMLVideoElement | null;
    const track = video?.textTracks[0];
    return Boolean(video && video.readyState >= 1 && track?.cues && track.cues.length > 0);
  });
}

/** The video page at `path`, its heading shown and the player's controls ready. */
async function openPlayer(path: string, heading?: string): Promise<VisitorPage> {
  const visitor = await visit(path);
  await mainHeading(visitor.page, heading);
  await controlsReady(visitor.page);
  return visitor;
}

/** The page again after a reload or a new address, its controls ready once more. */
async function reopened(page: Page, arrive: Promise<unknown>): Promise<void> {
  await arrive;
  await hydrated(page);
  await controlsReady(page);
}

const player = (page: Page) => page.getByRole('group', { name: 'Video player' });

/** Presses Tab until `target` has focus, the way a keyboard-only visitor gets there. */
async function tabTo(target: Locator, limit = 60): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < limit; i++) {
    await target.page().keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('the player from the keyboard', () => {
  it('plays, pauses, seeks inside the clip, mutes, captions and goes full screen while it has focus', async () => {
    const visitor = await openPlayer(CLIP, CLIP_TITLE);
    const { page } = visitor;
    await tabTo(player(page));

    await page.keyboard.press('k');
    // The first play starts at the clip's start (3 s).
    let state = await videoWhen(page, { paused: false, atLeast: 3 });
    await page.keyboard.press('Space');
    state = await videoWhen(page, { paused: true });
    expect(state.currentTime).toBeGreaterThanOrEqual(3);
    expect(state.currentTime).toBeLessThan(9);

    // Seeks stay inside 3 s to 9 s.
    await page.keyboard.press('l');
    state = await videoWhen(page, { at: 9 });
    await page.keyboard.press('ArrowLeft');
    state = await videoWhen(page, { at: 4 });
    await page.keyboard.press('j');
    state = await videoWhen(page, { at: 3 });
    await page.keyboard.press('ArrowRight');
    state = await videoWhen(page, { at: 8 });
    expect(state.paused).toBe(true);

    await page.keyboard.press('m');
    expect((await videoWhen(page, { muted: true })).muted).toBe(true);
    await page.keyboard.press('m');
    expect((await videoWhen(page, { muted: false })).muted).toBe(false);

    const captions = page.getByRole('button', { name: 'Captions' });
    expect(await captions.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('c');
    expect((await videoWhen(page, { captionsNot: 'showing' })).captions).toBe('hidden');
    expect(await captions.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('c');
    expect((await videoWhen(page, { captions: 'showing' })).captions).toBe('showing');

    await page.keyboard.press('f');
    await page.waitForFunction(() => document.fullscreenElement !== null);
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe(
      'Video player',
    );
    await page.keyboard.press('f');
    await page.waitForFunction(() => document.fullscreenElement === null);

    expect((await focused(page)).name).toBe('Video player');
    await leave(visitor);
  });

  it('does nothing while the visitor types in the search box', async () => {
    const visitor = await openPlayer(CLIP, CLIP_TITLE);
    const { page } = visitor;
    const before = await videoState(page);
    await page.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('textbox', { name: 'Search the archive' });
    await box.waitFor();
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('kjlmcf k');
    expect(await box.inputValue()).toBe('kjlmcf k');
    // Long enough for a play or a seek to have shown.
    await page.waitForTimeout(300);
    expect(await videoState(page)).toEqual(before);
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    await leave(visitor);
  });

  it('changes the speed from its labelled control, where the keys do not fire', async () => {
    const visitor = await openPlayer(CLIP, CLIP_TITLE);
    const { page } = visitor;
    const speed = page.getByRole('combobox', { name: 'Speed' });
    await tabTo(speed);
    await page.keyboard.press('k');
    await speed.selectOption({ label: '1.5×' });
    expect((await videoWhen(page, { rate: 1.5 })).rate).toBe(1.5);
    expect((await videoState(page)).paused).toBe(true);
    await speed.selectOption({ label: 'Normal' });
    expect((await videoWhen(page, { rate: 1 })).rate).toBe(1);
    await leave(visitor);
  });

  it('lists the keys in a dialog that takes focus, passes axe, closes on Escape and gives focus back', async () => {
    const visitor = await openPlayer(CLIP, CLIP_TITLE);
    const { page } = visitor;
    await tabTo(page.getByRole('button', { name: 'Keyboard shortcuts' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await dialog.getByRole('row').count()).toBe(9);
    // Keys pressed in the dialog are not the player's.
    await page.keyboard.press('k');
    expect((await videoState(page)).paused).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Keyboard shortcuts' });
    await leave(visitor);
  });
});

describe('what the player remembers on this device', () => {
  it('offers to resume after a reload, as a button, unless a ?t= link says where to start', async () => {
    const visitor = await openPlayer(FROM_START);
    const { page } = visitor;
    expect(await page.getByRole('button', { name: /^Resume at/ }).count()).toBe(0);
    await tabTo(player(page));
    await page.keyboard.press('k');
    await videoWhen(page, { paused: false, atLeast: 4 });
    await page.keyboard.press('k');
    const left = (await videoWhen(page, { paused: true })).currentTime;
    expect(left).toBeGreaterThan(1);
    expect(left).toBeLessThan(9);

    await reopened(page, page.reload());
    const resume = page.getByRole('button', { name: /^Resume at/ });
    await resume.waitFor();
    expect(await resume.innerText()).toBe(`Resume at 0:0${Math.floor(left)}`);
    // Offered, not forced.
    expect((await videoState(page)).currentTime).toBeLessThan(1);
    await tabTo(resume);
    await page.keyboard.press('Enter');
    const resumed = await videoWhen(page, { paused: false });
    expect(resumed.currentTime).toBeGreaterThanOrEqual(left - 0.5);
    await resume.waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('Video player');
    await page.keyboard.press('k');
    await videoWhen(page, { paused: true });

    await reopened(page, page.goto(new URL(`${FROM_START}?t=2`, page.url()).href));
    await videoWhen(page, { at: 2 });
    expect(await page.getByRole('button', { name: /^Resume at/ }).count()).toBe(0);
    await leave(visitor);
  });

  it('shows captions by default and keeps the visitor turning them off', async () => {
    const visitor = await openPlayer(CLIP, CLIP_TITLE);
    const { page } = visitor;
    const captions = page.getByRole('button', { name: 'Captions' });
    expect((await videoState(page)).captions).toBe('showing');
    expect(await captions.getAttribute('aria-pressed')).toBe('true');
    await tabTo(player(page));
    await page.keyboard.press('c');
    await videoWhen(page, { captions: 'hidden' });

    await reopened(page, page.reload());
    expect((await videoWhen(page, { captionsNot: 'disabled' })).captions).toBe('hidden');
    expect(await captions.getAttribute('aria-pressed')).toBe('false');
    await captions.focus();
    await page.keyboard.press('Enter');
    expect((await videoWhen(page, { captions: 'showing' })).captions).toBe('showing');
    await leave(visitor);
  });
});
