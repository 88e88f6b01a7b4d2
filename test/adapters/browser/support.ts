import { CaptionFiles } from '../../../src/adapters/browser/CaptionFiles';
import type { Logger } from '../../../src/core/ports/Logger';

/** A fresh element in the page, for an adapter to render into. */
export function mountPoint(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

/** Captcha callbacks that record what the widget reported, in order. */
export function callbacks() {
  const events: string[] = [];
  return {
    events,
    onSolved: (token: string) => events.push(`solved:${token}`),
    onExpired: () => events.push('expired'),
  };
}

/** Caption files read from a host that always answers `srt`, each made into a blob URL. */
export function captionFilesAnswering(logger: Logger, srt: string): CaptionFiles {
  return new CaptionFiles(logger, {
    fetch: async () => new Response(srt),
    toUrl: () => 'blob:captions',
    revoke: () => undefined,
  });
}

/** jsdom has no text tracks: a stand-in with the `mode` a browser's has. */
export function withTextTrack(track: HTMLTrackElement): { mode: string } {
  const textTrack = { mode: 'disabled' };
  Object.defineProperty(track, 'track', { value: textTrack });
  return textTrack;
}

/** jsdom has no media playback: a video that plays and pauses when told, as a browser's does. */
export function playable(video: HTMLVideoElement): void {
  let paused = true;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  video.play = async () => {
    paused = false;
    video.dispatchEvent(new Event('play'));
  };
  video.pause = () => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  };
}

const BROWSER_FEATURES = [
  'fullscreenElement',
  'pictureInPictureElement',
  'pictureInPictureEnabled',
  'exitFullscreen',
  'exitPictureInPicture',
];

/**
 * Stand-ins for the browser's full screen (of `screen`) and picture-in-picture (of `video`,
 * offered when `pip`), which jsdom lacks. withoutBrowserFeatures() takes them away again.
 */
export function browserFeatures(video: HTMLVideoElement, screen: HTMLElement, pip = true): void {
  let fullscreenElement: Element | null = null;
  let pipElement: Element | null = null;
  Object.defineProperty(document, 'fullscreenElement', {
    configurable: true,
    get: () => fullscreenElement,
  });
  Object.defineProperty(document, 'pictureInPictureElement', {
    configurable: true,
    get: () => pipElement,
  });
  Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: pip });
  screen.requestFullscreen = async () => {
    fullscreenElement = screen;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  Object.defineProperty(document, 'exitFullscreen', {
    configurable: true,
    value: async () => {
      fullscreenElement = null;
      document.dispatchEvent(new Event('fullscreenchange'));
    },
  });
  Object.defineProperty(video, 'requestPictureInPicture', {
    configurable: true,
    value: async () => {
      pipElement = video;
      video.dispatchEvent(new Event('enterpictureinpicture'));
      return {};
    },
  });
  Object.defineProperty(document, 'exitPictureInPicture', {
    configurable: true,
    value: async () => {
      pipElement = null;
      video.dispatchEvent(new Event('leavepictureinpicture'));
    },
  });
}

export function withoutBrowserFeatures(): void {
  for (const name of BROWSER_FEATURES)
    delete (document as unknown as Record<string, unknown>)[name];
}
