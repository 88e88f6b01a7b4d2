import type { Logger } from '../../core/ports/Logger';
import { MAX_CAPTION_CHARS, parseSrt, type Cue } from '../../core/rules/media/captions';
import { cuesToWebVtt } from '../shared/srt';

/** One caption file, read once: a URL for the player's track and its cues for a transcript. */
export interface CaptionFile {
  trackUrl: string;
  cues: Cue[];
}

export interface CaptionFilesOptions {
  fetch?: typeof fetch;
  /** Turns WebVTT text into a URL a player can load; a blob: URL where the browser has them. */
  toUrl?: (vtt: string) => string;
  revoke?: (url: string) => void;
}

function defaultToUrl(vtt: string): string {
  if (typeof URL.createObjectURL === 'function') {
    return URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
  }
  return `data:text/vtt;charset=utf-8,${encodeURIComponent(vtt)}`;
}

function defaultRevoke(url: string): void {
  if (url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function')
    URL.revokeObjectURL(url);
}

/**
 * Fetches a video's SubRip caption file from the media host and hands it back as a WebVTT URL.
 * Captions are optional: any failure is logged as a warning and yields undefined.
 */
export class CaptionFiles {
  private readonly fetchFn: typeof fetch;
  private readonly toUrl: (vtt: string) => string;
  readonly revoke: (url: string) => void;

  constructor(
    private readonly logger: Logger,
    options: CaptionFilesOptions = {},
  ) {
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.toUrl = options.toUrl ?? defaultToUrl;
    this.revoke = options.revoke ?? defaultRevoke;
  }

  /** Resolves to a WebVTT URL (release it with `revoke`), or undefined when there is none. */
  async load(captionUrl: string, signal?: AbortSignal): Promise<string | undefined> {
    return (await this.read(captionUrl, signal))?.trackUrl;
  }

  /**
   * Fetches the file once and hands back both a WebVTT URL (release it with `revoke`) and
   * its cues; undefined when there is no file or it cannot be read.
   */
  async read(captionUrl: string, signal?: AbortSignal): Promise<CaptionFile | undefined> {
    if (!captionUrl) return undefined;
    try {
      // Cross-origin from the media host; the file is public, so no cookies go with it.
      const response = await this.fetchFn(captionUrl, {
        credentials: 'omit',
        mode: 'cors',
        signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = (await response.text()).replace(/^\uFEFF/, '');
      // SubRip's reader also reads WebVTT timings (`00:00:01.000 --> ...`).
      const cues = parseSrt(text);
      // A WebVTT file over the cap is rebuilt from the cues read, so the track holds no more.
      const passThrough = text.startsWith('WEBVTT') && text.length <= MAX_CAPTION_CHARS;
      const vtt = passThrough ? text : cuesToWebVtt(cues);
      if (signal?.aborted) return undefined;
      return { trackUrl: this.toUrl(vtt), cues };
    } catch (error) {
      if (!signal?.aborted)
        this.logger.warn(`Captions could not be loaded from ${captionUrl}:`, error);
      return undefined;
    }
  }
}
