// What every adapter's controls do: playbackControlsContract.test.ts. Here: the <video>'s own.
import { Html5PlaybackControls } from '../../../src/adapters/browser/Html5PlaybackControls';
import { Html5VideoPlayer } from '../../../src/adapters/browser/Html5VideoPlayer';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { aPlaybackSource } from '../../support/builders';
import { ONE_CUE_SRT } from '../../support/captionFile';
import {
  browserFeatures,
  captionFilesAnswering,
  mountPoint,
  withoutBrowserFeatures,
  withTextTrack,
} from './support';

/** A video and its box, with the controls following it. */
function setup() {
  const screen = mountPoint();
  const video = document.createElement('video');
  screen.append(video);
  const controls = new Html5PlaybackControls(video, screen);
  controls.attach();
  const changes: string[] = [];
  controls.onStateChange(() => changes.push('changed'));
  return { screen, video, controls, changes };
}

afterEach(() => {
  jest.restoreAllMocks();
  withoutBrowserFeatures();
  document.body.innerHTML = '';
});

describe('the HTML5 player controls', () => {
  it('set the default speed too, so a reload of the media keeps it', () => {
    const { video, controls } = setup();
    controls.setRate(1.5);
    expect(video.playbackRate).toBe(1.5);
    expect(video.defaultPlaybackRate).toBe(1.5);
    controls.setMuted(true);
    expect(video.muted).toBe(true);
  });

  it("tell their listeners about each of the video's own events", () => {
    const { video, changes } = setup();
    for (const type of ['play', 'pause', 'ratechange', 'volumechange', 'durationchange'])
      video.dispatchEvent(new Event(type));
    expect(changes).toHaveLength(5);
  });

  it('play and pause the video, never throwing when the browser refuses', async () => {
    const play = jest
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementation(() => Promise.reject(new DOMException('No gesture', 'NotAllowedError')));
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
      throw new Error('Not implemented');
    });
    const { controls } = setup();
    expect(() => controls.play()).not.toThrow();
    expect(() => controls.pause()).not.toThrow();
    await Promise.resolve();
    expect(play).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('show the captions track by default, hide it when asked, and add it hidden once turned off', () => {
    const { video, controls } = setup();
    const first = document.createElement('track');
    const textTrack = withTextTrack(first);
    controls.addTrack(first);
    expect(video.contains(first)).toBe(true);
    expect(first.default).toBe(true);
    expect(textTrack.mode).toBe('showing');
    controls.setCaptions(false);
    expect(textTrack.mode).toBe('hidden');

    const other = setup();
    other.controls.setCaptions(false);
    const late = document.createElement('track');
    const lateTrack = withTextTrack(late);
    other.controls.addTrack(late);
    expect(late.default).toBe(false);
    expect(lateTrack.mode).toBe('hidden');
    // The browser may show a default track once it has loaded: the wish is applied again.
    lateTrack.mode = 'showing';
    late.dispatchEvent(new Event('load'));
    expect(lateTrack.mode).toBe('hidden');
  });

  it('follow a captions track the video already holds without inserting it again', async () => {
    const { video, controls } = setup();
    const held = document.createElement('track');
    video.append(held);
    const textTrack = withTextTrack(held);
    const moves: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => moves.push(...records));
    watcher.observe(video, { childList: true });
    controls.addTrack(held);
    await Promise.resolve();
    watcher.disconnect();
    // Inserted again, the browser would read the file and draw its caption anew.
    expect(moves).toEqual([]);
    expect(textTrack.mode).toBe('showing');
    expect(controls.state().hasCaptions).toBe(true);
  });

  it('take the full screen with the player box, so the page keys keep working there', async () => {
    const { video, screen, controls } = setup();
    browserFeatures(video, screen);
    controls.toggleFullscreen();
    await Promise.resolve();
    expect(document.fullscreenElement).toBe(screen);
    expect(controls.state().fullscreen).toBe(true);
  });

  it('leave full screen undone where the browser has none', () => {
    const { controls } = setup();
    expect(() => controls.toggleFullscreen()).not.toThrow();
    expect(controls.state().fullscreen).toBe(false);
  });

  it('offer picture-in-picture only where the browser has it turned on', async () => {
    const { video, screen, controls } = setup();
    browserFeatures(video, screen, false);
    expect(controls.state().canPictureInPicture).toBe(false);
    await controls.togglePictureInPicture();
    expect(controls.state().pictureInPicture).toBe(false);

    Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
    expect(controls.state().canPictureInPicture).toBe(true);
    await controls.togglePictureInPicture();
    expect(controls.state().pictureInPicture).toBe(true);
    await controls.togglePictureInPicture();
    expect(controls.state().pictureInPicture).toBe(false);

    video.disablePictureInPicture = true;
    expect(controls.state().canPictureInPicture).toBe(false);
  });

  it('come with the HTML5 player, which adds its captions through them', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const logger = new MemoryLogger();
    const player = new Html5VideoPlayer(logger, captionFilesAnswering(logger, ONE_CUE_SRT));
    const container = mountPoint();
    const { controls } = await player.mount(container, aPlaybackSource());
    controls?.setCaptions(false);
    await player.captionsLoaded;
    expect(container.querySelector('track')).not.toHaveAttribute('default');
    expect(controls?.state()).toMatchObject({ hasCaptions: true, captionsShowing: false });
  });
});
