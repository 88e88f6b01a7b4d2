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
  destroy(): void;
}

/** Plays one asset with English captions inside a container. */
export interface VideoPlayer {
  /**
   * Resolves when the player is ready; rejects (after logging) when it cannot load. When
   * `options.signal` aborts before then (the page was left), the mount stops, frees what it
   * took and rejects with an AbortError, unlogged.
   */
  mount(
    container: HTMLElement,
    source: PlaybackSource,
    options?: CallOptions,
  ): Promise<PlayerHandle>;
}
