import type { CollectionId } from '../entities/Collection';

export interface PlaybackSource {
  mediaUrl: string;
  captionUrl: string;
  poster: string;
  title: string;
  collection: CollectionId;
  /** The collection's logo image (CollectionImageURL), for players that show one; may be ''. */
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
  destroy(): void;
}

/** Plays one asset with English captions inside a container. */
export interface VideoPlayer {
  /** Resolves when the player is ready; rejects (after logging) when it cannot load. */
  mount(container: HTMLElement, source: PlaybackSource): Promise<PlayerHandle>;
}
