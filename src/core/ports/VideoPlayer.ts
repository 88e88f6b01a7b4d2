import type { CollectionId } from '../entities/Collection';
import type { CallOptions } from './CallOptions';
import type { Cue } from '../rules/media/captions';

export interface PlaybackSource {
  mediaUrl: string;
  captionUrl: string;
  poster: string;
  title: string;
  collection: CollectionId;
  /** The logo to show over the video (CollectionImageURL): LSA assets only, else ''. */
  logo?: string;
  /** Seconds into the file where the clip starts (0 when unknown). */
  start: number;
  /** Seconds into the file where playback pauses and holds; undefined plays to the end. */
  end: number | undefined;
}

/** What a mounted player is doing, as the page's own controls and shortcuts see it. */
export interface PlaybackState {
  paused: boolean;
  /** Playback speed; 1 is normal. */
  rate: number;
  muted: boolean;
  /** The clip has an English captions track. */
  hasCaptions: boolean;
  /** That track is shown. */
  captionsShowing: boolean;
  /** Seconds in the media file, once the player knows; undefined before. */
  duration: number | undefined;
  fullscreen: boolean;
  /** Both the player and the browser offer picture-in-picture. */
  canPictureInPicture: boolean;
  pictureInPicture: boolean;
}

/**
 * The page's own controls over a mounted player, next to the player's built-in ones. Every
 * call is safe at any time: what the player or browser cannot do is left undone, and nothing
 * throws or rejects.
 */
export interface PlaybackControls {
  state(): PlaybackState;
  /** Calls `listener` after any field of state() may have changed. Returns an unsubscribe. */
  onStateChange(listener: () => void): () => void;
  play(): void;
  pause(): void;
  setRate(rate: number): void;
  setMuted(muted: boolean): void;
  /** Shows or hides the captions; before they arrive, decides how they arrive. */
  setCaptions(showing: boolean): void;
  /** Enters full screen, or leaves it. */
  toggleFullscreen(): void;
  /** Enters picture-in-picture, or leaves it; resolves once the browser has answered. */
  togglePictureInPicture(): Promise<void>;
}

/** A player mounted on the page. */
export interface PlayerHandle {
  /** Seconds into the media file. */
  currentTime(): number;
  seek(seconds: number): void;
  /** Called as playback advances, with seconds into the media file. Returns an unsubscribe. */
  onTimeUpdate(listener: (seconds: number) => void): () => void;
  /**
   * The caption cues the player shows, from the same caption file (fetched once), timed in
   * seconds into the media file. Resolves to [] when there is no caption file or it cannot
   * be read; never rejects. Players that cannot tell leave it out: no transcript is shown.
   */
  captions?(): Promise<Cue[]>;
  /** Speed, captions, picture-in-picture and the keys' actions; players without them leave it out. */
  controls?: PlaybackControls;
  destroy(): void;
}

/** How a player is mounted. */
export interface MountOptions extends CallOptions {
  /**
   * The site's own WebVTT file of the same captions (`/captions/{id}.vtt`), where the site's
   * server serves one: read instead when the caption host does not let the page read its
   * file (no CORS headers), so the video keeps its captions.
   */
  siteCaptionUrl?: string;
}

/** Plays one asset with English captions inside a container. */
export interface VideoPlayer {
  /**
   * The player plays the page's own `<video>` of the source (the one the server sent, which
   * plays without script), found in the container, instead of adding one: the page keeps
   * that video for it. Left out or false, the page empties the container before mounting.
   */
  readonly playsPageVideo?: boolean;
  /**
   * Resolves when the player is ready; rejects (after logging) when it cannot load. When
   * `options.signal` aborts before then (the page was left), the mount stops, frees what it
   * took and rejects with an AbortError, unlogged.
   */
  mount(
    container: HTMLElement,
    source: PlaybackSource,
    options?: MountOptions,
  ): Promise<PlayerHandle>;
}
