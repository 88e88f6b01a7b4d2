import type { Logger } from '../../core/ports/Logger';
import type {
  MountOptions,
  PlaybackSource,
  PlayerHandle,
  VideoPlayer,
} from '../../core/ports/VideoPlayer';
import { showsPlayerLogo } from '../../core/rules/media/media';
import { clampToWindow } from '../../core/rules/values/time';
import { CaptionFiles, type CaptionFile } from './CaptionFiles';
import { ClipWindowController } from './ClipWindowController';
import { Html5PlaybackControls } from './Html5PlaybackControls';

/**
 * The browser's own `<video>` element with English captions converted from the SRT file.
 * The default player: no licence, no third-party script. Like JW Player (SPEC §9) it never
 * starts by itself and shows the collection's logo over state archives videos only.
 *
 * It takes over the page's own video where there is one: a second video would set up the
 * browser's media controls again, the costliest part of the page to draw, and would stop a
 * clip the visitor started before the script ran.
 */
export class Html5VideoPlayer implements VideoPlayer {
  readonly playsPageVideo = true;
  private readonly captions: CaptionFiles;
  /** Settles once the last mounted player has its captions (or none); lets tests wait. */
  captionsLoaded: Promise<void> = Promise.resolve();

  /**
   * @param defaultLogo the state archives' logo shipped with the site, shown when the archive
   * names none for an LSA video or its image cannot be loaded.
   */
  constructor(
    logger: Logger,
    captions?: CaptionFiles,
    private readonly defaultLogo = '',
  ) {
    this.captions = captions ?? new CaptionFiles(logger);
  }

  async mount(
    container: HTMLElement,
    source: PlaybackSource,
    options: MountOptions = {},
  ): Promise<PlayerHandle> {
    const doc = container.ownerDocument;
    const pageVideo = container.querySelector('video');
    const { video, frame } = pageVideo
      ? adopt(pageVideo, source, container)
      : this.newVideo(doc, source);
    const logo = this.logoFor(source, doc);
    if (logo) frame.append(logo);
    if (!pageVideo) container.append(frame);

    const window = { start: source.start, end: source.end };
    const controller = new ClipWindowController(video, window);
    controller.attach();
    const controls = new Html5PlaybackControls(video, container);
    controls.attach();
    // The page video's captions (the site's WebVTT file, made from the same SRT file) stay:
    // a track put in their place would draw a caption already shown once more.
    const pageTrack = pageVideo?.querySelector<HTMLTrackElement>('track[kind="captions"]');

    const aborter = new AbortController();
    let trackUrl: string | undefined;
    let track: HTMLTrackElement | undefined;
    let destroyed = false;
    // The video is playable at once; the captions join it when they arrive. A caption host
    // that does not let the page read its file (no CORS) still leaves the site's own WebVTT
    // file (the page track's), which is read instead.
    const siteFile = pageTrack?.src || options.siteCaptionUrl;
    const file = this.captions
      .read(source.captionUrl, aborter.signal)
      .then((read) => (read || !siteFile ? read : this.captions.read(siteFile, aborter.signal)))
      .then((read) => (read && read.cues.length === 0 ? this.unused(read) : read));
    const cues = file.then((read) => read?.cues ?? []);

    const handle: PlayerHandle = {
      currentTime: () => video.currentTime,
      seek: (seconds) => {
        video.currentTime = clampToWindow(seconds, window);
      },
      onTimeUpdate: (listener) => {
        const forward = () => listener(video.currentTime);
        video.addEventListener('timeupdate', forward);
        return () => video.removeEventListener('timeupdate', forward);
      },
      captions: () => cues,
      controls,
      destroy: () => {
        if (destroyed) return;
        destroyed = true;
        aborter.abort();
        controller.detach();
        controls.detach();
        stop(video);
        // The page's own video stays the page's: only what was added to it goes.
        if (pageVideo) {
          logo?.remove();
          track?.remove();
        } else {
          frame.remove();
        }
        if (trackUrl) this.releaseWhenSettled(video, trackUrl);
      },
    };

    this.captionsLoaded = file.then((read) => {
      const url = read?.trackUrl;
      if (destroyed) {
        if (url) this.captions.revoke(url);
        return;
      }
      if (pageTrack) {
        // It shows the same captions; when neither file has any, it has nothing to show either.
        if (url) {
          this.captions.revoke(url);
          controls.addTrack(pageTrack);
        } else {
          pageTrack.remove();
        }
        return;
      }
      if (!url) return;
      trackUrl = url;
      track = captionsTrack(video.ownerDocument, url);
      controls.addTrack(track);
    });
    return handle;
  }

  /** A file read with no cues in it: no captions; its URL is released at once. */
  private unused(read: CaptionFile): undefined {
    this.captions.revoke(read.trackUrl);
    return undefined;
  }

  private newVideo(
    doc: Document,
    source: PlaybackSource,
  ): { video: HTMLVideoElement; frame: HTMLElement } {
    const frame = doc.createElement('div');
    frame.className = 'video-player video-player--html5';
    const video = doc.createElement('video');
    video.setAttribute('controls', '');
    video.setAttribute('preload', 'metadata');
    video.setAttribute('playsinline', '');
    if (source.poster) video.setAttribute('poster', source.poster);
    if (source.title) video.setAttribute('aria-label', source.title);
    video.setAttribute('src', source.mediaUrl);
    frame.append(video);
    return { video, frame };
  }

  /** The logo over the picture's corner, for LSA videos only; decoration, so unnamed. */
  private logoFor(source: PlaybackSource, doc: Document): HTMLImageElement | undefined {
    if (!showsPlayerLogo(source.collection)) return undefined;
    const src = source.logo || this.defaultLogo;
    if (!src) return undefined;
    const img = doc.createElement('img');
    img.className = 'video-player__logo';
    img.alt = '';
    img.decoding = 'async';
    img.addEventListener('error', () => {
      if (this.defaultLogo && img.getAttribute('src') !== this.defaultLogo) {
        img.src = this.defaultLogo;
      } else {
        img.remove();
      }
    });
    img.src = src;
    return img;
  }

  /**
   * Revokes the captions' blob URL once the track has stopped reading it: revoking it while
   * the track still loads makes the browser report a failed resource as the page is left.
   */
  private releaseWhenSettled(video: HTMLVideoElement, url: string): void {
    const track = video.querySelector('track');
    const settled = !track || track.readyState === 2 || track.readyState === 3;
    if (settled) {
      this.captions.revoke(url);
      return;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.captions.revoke(url);
    };
    track.addEventListener('load', release, { once: true });
    track.addEventListener('error', release, { once: true });
    // A track detached before it started never settles; its few bytes go after a while.
    setTimeout(release, TRACK_RELEASE_MS);
  }
}

const TRACK_RELEASE_MS = 10_000;

/**
 * The page's video, made ready to play `source`: a video of other media is pointed at the
 * source's, without that media's captions. Its media fragment, if any, stays: the clip's
 * window is kept by the player either way.
 */
function adopt(
  video: HTMLVideoElement,
  source: PlaybackSource,
  container: HTMLElement,
): { video: HTMLVideoElement; frame: HTMLElement } {
  const src = video.getAttribute('src') ?? '';
  if (src.split('#')[0] !== source.mediaUrl) {
    video.setAttribute('src', source.mediaUrl);
    for (const track of video.querySelectorAll('track')) track.remove();
  }
  return { video, frame: video.parentElement ?? container };
}

/** The English captions track; the controls add it and decide whether it shows. */
function captionsTrack(doc: Document, url: string): HTMLTrackElement {
  const track = doc.createElement('track');
  track.kind = 'captions';
  track.srclang = 'en';
  track.label = 'English';
  track.src = url;
  return track;
}

/** Stops buffering: a removed element with a source can keep downloading. */
function stop(video: HTMLVideoElement): void {
  try {
    video.pause();
    video.removeAttribute('src');
    video.load();
  } catch {
    // Some environments lack media playback; there is nothing to stop there.
  }
}
