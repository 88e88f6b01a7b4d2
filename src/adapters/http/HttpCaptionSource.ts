import type { CallOptions } from '../../core/ports/CallOptions';
import type { CaptionSource } from '../../core/ports/CaptionSource';
import { parseSrt, type Cue } from '../../core/rules/media/captions';
import { unlessAborted } from '../../core/rules/values/abort';
import { readTextWithin } from './bodyLimit';
import { Failure, networkFailure } from './Failure';
import { withTimeout } from './timeout';

export interface HttpCaptionSourceOptions {
  /**
   * Where caption files named by a path (`/captions/...`, the demo archive's media) are read
   * from; without one such files are not read.
   */
  pathOrigin?: string;
  fetch?: typeof fetch;
  /** The whole download, answer and body. */
  timeoutMs?: number;
  /** A larger file is a failure: several hours of speech is well under 1 MB of SubRip. */
  maxBytes?: number;
  /** How long a file's cues are reused; failures never are. */
  cacheMs?: number;
  /** How long a missing file stays missing: shorter, as its captions may be uploaded soon. */
  missingCacheMs?: number;
  /** Files kept at once; the oldest goes first. */
  cacheEntries?: number;
  now?: () => number;
}

export const CAPTION_TIMEOUT_MS = 2_500;
export const MAX_CAPTION_FILE_BYTES = 4 * 1024 * 1024;
export const CAPTION_CACHE_MS = 10 * 60_000;
export const MISSING_CAPTION_CACHE_MS = 60_000;
const CAPTION_CACHE_ENTRIES = 100;

/**
 * Caption files over HTTP, for the server: read within a time and size limit, parsed as
 * SubRip, and kept a while for every visitor (one read serves the requests that arrive
 * meanwhile). A missing file (404) has no cues.
 */
export class HttpCaptionSource implements CaptionSource {
  private readonly fetchFn: typeof fetch;
  private readonly cache = new Map<string, { answer: Promise<Cue[]>; until: number }>();

  constructor(private readonly options: HttpCaptionSourceOptions = {}) {
    const fetchFn = options.fetch ?? globalThis.fetch;
    this.fetchFn = (input, init) => fetchFn(input, init);
  }

  cues(captionUrl: string, options?: CallOptions): Promise<Cue[]> {
    const url = this.fileUrl(captionUrl);
    if (!url) return Promise.resolve([]);
    return unlessAborted(this.cached(url), options?.signal);
  }

  /** An absolute http(s) URL, or a path on `pathOrigin`; '' for anything else. */
  private fileUrl(captionUrl: string): string {
    if (captionUrl.startsWith('/') && !captionUrl.startsWith('//')) {
      return this.options.pathOrigin ? new URL(captionUrl, this.options.pathOrigin).href : '';
    }
    return /^https?:\/\//i.test(captionUrl) ? captionUrl : '';
  }

  private cached(url: string): Promise<Cue[]> {
    const now = this.options.now ?? Date.now;
    const held = this.cache.get(url);
    if (held && held.until > now()) return held.answer;
    this.cache.delete(url);
    const answer = this.read(url);
    const entry = { answer, until: now() + (this.options.cacheMs ?? CAPTION_CACHE_MS) };
    this.cache.set(url, entry);
    answer.then(
      (cues) => {
        if (cues.length > 0) return;
        const missingMs = this.options.missingCacheMs ?? MISSING_CAPTION_CACHE_MS;
        entry.until = Math.min(entry.until, now() + missingMs);
      },
      () => {
        if (this.cache.get(url) === entry) this.cache.delete(url);
      },
    );
    const entries = this.options.cacheEntries ?? CAPTION_CACHE_ENTRIES;
    while (this.cache.size > entries) this.cache.delete(this.cache.keys().next().value as string);
    return answer;
  }

  private async read(url: string): Promise<Cue[]> {
    const controller = new AbortController();
    try {
      return await withTimeout(controller, this.options.timeoutMs ?? CAPTION_TIMEOUT_MS, () =>
        this.fetchCues(url, controller),
      );
    } catch (error) {
      const failure = error instanceof Failure ? error : networkFailure(error, controller);
      throw new Error(`Caption file ${url}: ${failure.reason}`, { cause: failure.cause });
    }
  }

  private async fetchCues(url: string, controller: AbortController): Promise<Cue[]> {
    let response: Response;
    try {
      // A public file on the media host: no cookies go with it.
      response = await this.fetchFn(url, { signal: controller.signal, credentials: 'omit' });
    } catch (error) {
      throw networkFailure(error, controller);
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      // A missing file is the usual way of having no captions.
      if (response.status === 404) return [];
      throw new Failure(`HTTP ${response.status}`, response.status);
    }
    const text = await readTextWithin(
      response,
      this.options.maxBytes ?? MAX_CAPTION_FILE_BYTES,
    ).catch((error: unknown) => {
      throw networkFailure(error, controller);
    });
    return parseSrt(text);
  }
}
