import type { AssetDetail } from '../entities/AssetDetail';
import type { CallOptions } from '../ports/CallOptions';
import type { CaptionSource } from '../ports/CaptionSource';
import type { Logger } from '../ports/Logger';
import type { Cue } from '../rules/media/captions';
import { playbackSourceOf } from '../rules/media/playback';
import { isAbortError } from '../rules/values/abort';

/**
 * A video's captions from its caption file: every cue, in seconds into the media file.
 * Captions are optional, so for a page a failure is logged as a warning and reads as none
 * (`execute`); what serves the captions themselves tells a failure from none
 * (`executeOrReject`). Without a caption source (the browser, where the player reads the
 * file) there are none.
 */
export class ReadCaptions {
  constructor(
    private readonly captions: CaptionSource | undefined,
    private readonly logger: Logger,
  ) {}

  async execute(detail: AssetDetail, options?: CallOptions): Promise<Cue[]> {
    try {
      return await this.executeOrReject(detail, options);
    } catch (error) {
      if (isAbortError(error) || options?.signal?.aborted) throw error;
      const { captionUrl } = playbackSourceOf(detail);
      this.logger.warn(`Captions could not be loaded from ${captionUrl}:`, error);
      return [];
    }
  }

  /** The cues; [] when the video has no caption file; rejects, unlogged, when it cannot be read. */
  async executeOrReject(detail: AssetDetail, options?: CallOptions): Promise<Cue[]> {
    const { captionUrl } = playbackSourceOf(detail);
    if (!this.captions || !captionUrl) return [];
    return this.captions.cues(captionUrl, options);
  }
}
