/*
 * One port, two adapters: the page's controls over the HTML5 player and over JW Player keep
 * the same contract (PlaybackControls in src/core/ports/VideoPlayer.ts). Each adapter gives a
 * small harness; what only one of them does is tested in its own file.
 */
import { Html5PlaybackControls } from '../../../src/adapters/browser/Html5PlaybackControls';
import { Html5VideoPlayer } from '../../../src/adapters/browser/Html5VideoPlayer';
import { JwPlaybackControls } from '../../../src/adapters/browser/JwPlaybackControls';
import { JwVideoPlayer } from '../../../src/adapters/browser/JwVideoPlayer';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { PlaybackControls, PlayerHandle } from '../../../src/core/ports/VideoPlayer';
import { aPlaybackSource } from '../../support/builders';
import { ONE_CUE_SRT } from '../../support/captionFile';
import { FakeJw, JW_SCRIPT_URL, loadJwScript, removeJw } from './fakeJw';
import {
  browserFeatures,
  captionFilesAnswering,
  mountPoint,
  playable,
  withoutBrowserFeatures,
  withTextTrack,
} from './support';

/** An adapter's controls, attached to a player of their own, and that player's side. */
interface Attached {
  controls: PlaybackControls & { detach(): void };
  /** The player learns the media's length by itself, without the controls asking. */
  learnsDuration(seconds: number): void;
  /** The captions track arrives and the player has read it. */
  captionsArrive(): void;
}

/** The adapter's player mounted on the page, with the controls it hands out. */
interface Mounted {
  handle: PlayerHandle;
  /** The speed the player itself plays at. */
  playerRate(): number;
  /** The visitor starts playback with the player's own button. */
  playedByItself(): void;
}

interface Adapter {
  name: string;
  attached(): Attached;
  mounted(): Promise<Mounted>;
}

const html5: Adapter = {
  name: 'HTML5',
  attached() {
    const screen = mountPoint();
    const video = document.createElement('video');
    screen.append(video);
    playable(video);
    // A browser with full screen, without picture-in-picture.
    browserFeatures(video, screen, false);
    const controls = new Html5PlaybackControls(video, screen);
    controls.attach();
    return {
      controls,
      learnsDuration(seconds) {
        Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
        video.dispatchEvent(new Event('durationchange'));
      },
      captionsArrive() {
        const track = document.createElement('track');
        withTextTrack(track);
        controls.addTrack(track);
      },
    };
  },
  async mounted() {
    // jsdom has no media playback.
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const logger = new MemoryLogger();
    const player = new Html5VideoPlayer(logger, captionFilesAnswering(logger, ONE_CUE_SRT));
    const container = mountPoint();
    const handle = await player.mount(container, aPlaybackSource());
    await player.captionsLoaded;
    const video = container.querySelector('video') as HTMLVideoElement;
    return {
      handle,
      playerRate: () => video.playbackRate,
      playedByItself: () => video.dispatchEvent(new Event('play')),
    };
  },
};

const jw: Adapter = {
  name: 'JW Player',
  attached() {
    const player = new FakeJw();
    const controls = new JwPlaybackControls(player);
    controls.attach();
    return {
      controls,
      learnsDuration(seconds) {
        player.duration = seconds;
        player.emit('meta');
      },
      captionsArrive: () => player.listCaptions(),
    };
  },
  async mounted() {
    const logger = new MemoryLogger();
    const player = new JwVideoPlayer(JW_SCRIPT_URL, logger, captionFilesAnswering(logger, ''));
    const fake = new FakeJw();
    const mounting = player.mount(mountPoint(), aPlaybackSource());
    loadJwScript(() => fake);
    return {
      handle: await mounting,
      playerRate: () => fake.rate,
      playedByItself: () => fake.play(),
    };
  },
};

afterEach(() => {
  jest.restoreAllMocks();
  withoutBrowserFeatures();
  removeJw();
});

describe.each([html5, jw])('the page controls of the $name player', (adapter) => {
  /** Fresh controls, with the changes they told their listener about. */
  function attached() {
    const subject = adapter.attached();
    const changes: string[] = [];
    subject.controls.onStateChange(() => changes.push('changed'));
    return { ...subject, changes };
  }

  it('start paused at normal speed with sound, no captions yet, no length yet, not full screen', () => {
    const { controls } = attached();
    expect(controls.state()).toEqual({
      paused: true,
      rate: 1,
      muted: false,
      hasCaptions: false,
      captionsShowing: false,
      duration: undefined,
      fullscreen: false,
      canPictureInPicture: false,
      pictureInPicture: false,
    });
  });

  it('play and pause', () => {
    const { controls } = attached();
    controls.play();
    expect(controls.state().paused).toBe(false);
    controls.pause();
    expect(controls.state().paused).toBe(true);
  });

  it('set the speed and the sound, leave a speed that is none alone, and say so', () => {
    const { controls, changes } = attached();
    controls.setRate(1.5);
    controls.setRate(Number.NaN);
    controls.setRate(0);
    controls.setMuted(true);
    expect(controls.state()).toMatchObject({ rate: 1.5, muted: true });
    expect(changes.length).toBeGreaterThanOrEqual(2);
  });

  it('enter full screen and leave it', async () => {
    const { controls } = attached();
    controls.toggleFullscreen();
    await Promise.resolve();
    expect(controls.state().fullscreen).toBe(true);
    controls.toggleFullscreen();
    await Promise.resolve();
    expect(controls.state().fullscreen).toBe(false);
  });

  it('tell their listeners what the player changes by itself, until detached', () => {
    const { controls, changes, learnsDuration } = attached();
    learnsDuration(1800);
    expect(controls.state().duration).toBe(1800);
    expect(changes.length).toBeGreaterThan(0);
    const told = changes.length;
    controls.detach();
    learnsDuration(2400);
    expect(changes).toHaveLength(told);
  });

  it('show the captions once they arrive, and hide and show them when asked', () => {
    const { controls, captionsArrive } = attached();
    captionsArrive();
    expect(controls.state()).toMatchObject({ hasCaptions: true, captionsShowing: true });
    controls.setCaptions(false);
    expect(controls.state().captionsShowing).toBe(false);
    controls.setCaptions(true);
    expect(controls.state().captionsShowing).toBe(true);
  });

  it('bring the captions in hidden when asked to hide them before they arrive', () => {
    const { controls, captionsArrive } = attached();
    controls.setCaptions(false);
    captionsArrive();
    expect(controls.state()).toMatchObject({ hasCaptions: true, captionsShowing: false });
  });

  it('offer no picture-in-picture where it cannot be had, and resolve when asked for it', async () => {
    const { controls } = attached();
    expect(controls.state().canPictureInPicture).toBe(false);
    await expect(controls.togglePictureInPicture()).resolves.toBeUndefined();
    expect(controls.state().pictureInPicture).toBe(false);
  });

  it('come with the mounted player, and let go of their listeners when it is destroyed', async () => {
    const { handle, playerRate, playedByItself } = await adapter.mounted();
    const { controls } = handle;
    expect(controls).toBeDefined();
    const changes: string[] = [];
    controls?.onStateChange(() => changes.push('changed'));
    controls?.setRate(0.5);
    expect(playerRate()).toBe(0.5);
    expect(changes.length).toBeGreaterThan(0);
    const told = changes.length;
    handle.destroy();
    playedByItself();
    expect(changes).toHaveLength(told);
  });
});
