import type { AssetDetail } from '../entities/AssetDetail';
import type { CallOptions } from '../ports/CallOptions';
import type { CaptionSource } from '../ports/CaptionSource';
import type { Logger } from '../ports/Logger';
import { playbackSourceOf } from '../rules/media/playback';
import { transcriptLines, type TranscriptLine } from '../rules/media/transcript';
import { ReadCaptions } from './ReadCaptions';

/**
 * The transcript of a video from its caption file: the lines inside the clip, timed from its
 * start. For a page, a caption file that cannot be read is logged and reads as none
 * (`execute`); the transcript files tell a failure from none (`executeOrReject`).
 */
export class ReadTranscript {
  private readonly captions: ReadCaptions;

  constructor(captions: CaptionSource | undefined, logger: Logger) {
    this.captions = new ReadCaptions(captions, logger);
  }

  async execute(detail: AssetDetail, options?: CallOptions): Promise<TranscriptLine[]> {
    const cues = await this.captions.execute(detail, options);
    return transcriptLines(cues, playbackSourceOf(detail));
  }

  /** The lines; rejects, unlogged, when the caption file cannot be read. */
  async executeOrReject(detail: AssetDetail, options?: CallOptions): Promise<TranscriptLine[]> {
    const cues = await this.captions.executeOrReject(detail, options);
    return transcriptLines(cues, playbackSourceOf(detail));
  }
}
