import type { Cue } from '../rules/media/captions';
import type { CallOptions } from './CallOptions';

/**
 * What a versioned read of a caption file found: the file unchanged since the version the
 * caller holds, no such file, or the file read anew with its version.
 */
export type CaptionFileRead =
  | { kind: 'unchanged' }
  | { kind: 'missing' }
  | {
      kind: 'read';
      /**
       * What the file is now: its ETag, else its Last-Modified date, else a digest of its
       * bytes; the same string again means the same file.
       */
      version: string;
      cues: Cue[];
      /**
       * The file was not UTF-8 and was read as Windows-1252 (what older captioning tools
       * write), as every reader of the file reads it.
       */
      notUtf8?: boolean;
    };

/**
 * Reads a video's caption file (SubRip) where no player reads it: on the server, which
 * renders a transcript before any player exists. In the browser the player reads the file.
 */
export interface CaptionSource {
  /**
   * The cues of the caption file at `captionUrl` (CONTRACT "Media URLs"), in seconds into the
   * media file. Resolves to [] when there is no such file; rejects when it cannot be read
   * (network error, timeout, another status, a file too large).
   */
  cues(captionUrl: string, options?: CallOptions): Promise<Cue[]>;

  /**
   * The caption file at `captionUrl` unless it is still the version `held` (a `version` an
   * earlier read gave): asked conditionally where the file's host names versions, compared
   * by digest otherwise. Never kept or answered from a cache. 'missing' for no such file (or
   * a URL the source does not read); rejects as `cues` does.
   */
  versioned(
    captionUrl: string,
    held: string | undefined,
    options?: CallOptions,
  ): Promise<CaptionFileRead>;
}
