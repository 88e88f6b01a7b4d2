import type { CallOptions } from '../../core/ports/CallOptions';
import type { CaptionSource } from '../../core/ports/CaptionSource';
import { parseSrt, type Cue } from '../../core/rules/media/captions';
import { memoryCall, type Failure } from './memoryCall';

export interface InMemoryCaptionOptions {
  /** Every read rejects: true for a server error, or the Error to reject with. */
  fail?: Failure;
}

/**
 * Caption files held in memory, by URL: SubRip text, or cues already read. A URL it does
 * not hold has no file, as a 404 answers. Records the URLs it was asked for.
 */
export class InMemoryCaptionSource implements CaptionSource {
  readonly asked: string[] = [];
  private readonly files: Map<string, Cue[]>;

  constructor(
    files: Readonly<Record<string, string | Cue[]>> = {},
    private readonly options: InMemoryCaptionOptions = {},
  ) {
    this.files = new Map(
      Object.entries(files).map(([url, file]) => [
        url,
        typeof file === 'string' ? parseSrt(file) : file,
      ]),
    );
  }

  cues(captionUrl: string, options?: CallOptions): Promise<Cue[]> {
    this.asked.push(captionUrl);
    return memoryCall('captions', options, this.options.fail ?? false, () =>
      (this.files.get(captionUrl) ?? []).map((cue) => ({ ...cue })),
    );
  }
}
