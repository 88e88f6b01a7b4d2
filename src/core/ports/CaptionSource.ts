import type { Cue } from '../rules/media/captions';
import type { CallOptions } from './CallOptions';

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
}
