import type { CallOptions } from '../../core/ports/CallOptions';
import type { CaptionFileRead, CaptionSource } from '../../core/ports/CaptionSource';
import { parseSrt, type Cue } from '../../core/rules/media/captions';
import { memoryCall, type Failure } from './memoryCall';

export interface InMemoryCaptionOptions {
  /** Every read rejects: true for a server error, or the Error to reject with. */
  fail?: Failure;
}

interface HeldFile {
  cues: Cue[];
  /** Counts the times the file was put: a file put again is a new version. */
  version: string;
}

/**
 * Caption files held in memory, by URL: SubRip text, or cues already read. A URL it does
 * not hold has no file, as a 404 answers. Records the URLs it was asked for, and the
 * versions a versioned read held.
 */
export class InMemoryCaptionSource implements CaptionSource {
  readonly asked: string[] = [];
  readonly askedVersions: { url: string; held: string | undefined }[] = [];
  private readonly files = new Map<string, HeldFile>();
  private puts = 0;

  constructor(
    files: Readonly<Record<string, string | Cue[]>> = {},
    private readonly options: InMemoryCaptionOptions = {},
  ) {
    for (const [url, file] of Object.entries(files)) this.put(url, file);
  }

  /** Holds `file` at `url` from now on, as a new version. */
  put(url: string, file: string | Cue[]): void {
    this.puts += 1;
    const cues = typeof file === 'string' ? parseSrt(file) : file;
    this.files.set(url, { cues, version: `memory:${this.puts}` });
  }

  /** No file at `url` from now on. */
  remove(url: string): void {
    this.files.delete(url);
  }

  cues(captionUrl: string, options?: CallOptions): Promise<Cue[]> {
    this.asked.push(captionUrl);
    return memoryCall('captions', options, this.options.fail ?? false, () =>
      (this.files.get(captionUrl)?.cues ?? []).map((cue) => ({ ...cue })),
    );
  }

  versioned(
    captionUrl: string,
    held: string | undefined,
    options?: CallOptions,
  ): Promise<CaptionFileRead> {
    this.askedVersions.push({ url: captionUrl, held });
    return memoryCall('captions', options, this.options.fail ?? false, (): CaptionFileRead => {
      const file = this.files.get(captionUrl);
      if (!file) return { kind: 'missing' };
      if (file.version === held) return { kind: 'unchanged' };
      return { kind: 'read', version: file.version, cues: file.cues.map((cue) => ({ ...cue })) };
    });
  }
}
