import { LRUCache } from 'lru-cache';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { CaptionFileRead, CaptionSource } from '../../core/ports/CaptionSource';
import { parseSrt, type Cue } from '../../core/rules/media/captions';
import { unlessAborted } from '../../core/rules/values/abort';
import type { ByteBudget } from './ByteBudget';
import { readBytesWithin } from './bodyLimit';
import { captionText, conditionalHeaders, digestVersion, validatorVersion } from './captionFile';
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
  /** Files kept at once; the one used longest ago goes first. 0 keeps none. */
  cacheEntries?: number;
  /** The bytes of answers being read at once, shared with the archive's clients. */
  bodyBudget?: ByteBudget;
  now?: () => number;
}

export const CAPTION_TIMEOUT_MS = 2_500;
export const MAX_CAPTION_FILE_BYTES = 4 * 1024 * 1024;
export const CAPTION_CACHE_MS = 10 * 60_000;
export const MISSING_CAPTION_CACHE_MS = 60_000;
const CAPTION_CACHE_ENTRIES = 100;

/**
 * Caption files over HTTP, for the server: read within a time and size limit, decoded as
 * UTF-8 (Windows-1252 when the bytes are not UTF-8), parsed as SubRip, and kept a while for
 * every visitor (one read serves the requests that arrive meanwhile). A missing file (404)
 * has no cues. Versioned reads (the indexer's) skip the cache and ask conditionally.
 */
export class HttpCaptionSource implements CaptionSource {
  private readonly fetchFn: typeof fetch;
  /** Cues by file URL; none kept with `cacheEntries` 0. */
  private readonly files: LRUCache<string, Cue[]> | undefined;

  constructor(private readonly options: HttpCaptionSourceOptions = {}) {
    const fetchFn = options.fetch ?? globalThis.fetch;
    this.fetchFn = (input, init) => fetchFn(input, init);
    const entries = options.cacheEntries ?? CAPTION_CACHE_ENTRIES;
    // lru-cache keeps an entry through its ttl-th millisecond; ours go stale as it starts.
    const cacheMs = Math.max(1, (options.cacheMs ?? CAPTION_CACHE_MS) - 1);
    const missingMs = Math.max(1, (options.missingCacheMs ?? MISSING_CAPTION_CACHE_MS) - 1);
    const now = options.now ?? Date.now;
    if (entries <= 0) return;
    this.files = new LRUCache<string, Cue[]>({
      max: entries,
      ttl: cacheMs,
      // Read on every check (no timer), so that the given clock decides; lru-cache takes a
      // time of 0 for "no time", so a clock that starts at 0 is moved on by 1 ms.
      ttlResolution: 0,
      perf: { now: () => now() + 1 },
      // One read serves every request that arrives meanwhile; a failed one is not kept.
      fetchMethod: async (url, _stale, { options: kept }) => {
        const cues = await this.read(url);
        if (cues.length === 0) kept.ttl = Math.min(cacheMs, missingMs);
        return cues;
      },
      // Those waiting still get the read when its entry is pushed out meanwhile.
      ignoreFetchAbort: true,
    });
  }

  cues(captionUrl: string, options?: CallOptions): Promise<Cue[]> {
    const url = this.fileUrl(captionUrl);
    if (!url) return Promise.resolve([]);
    // The caller's signal leaves the shared read running for the others.
    const cues = this.files ? (this.files.fetch(url) as Promise<Cue[]>) : this.read(url);
    return unlessAborted(cues, options?.signal);
  }

  versioned(
    captionUrl: string,
    held: string | undefined,
    options?: CallOptions,
  ): Promise<CaptionFileRead> {
    const url = this.fileUrl(captionUrl);
    if (!url) return Promise.resolve({ kind: 'missing' });
    const controller = new AbortController();
    const signal = options?.signal;
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const read = this.within(url, controller, () => this.fetchVersion(url, held, controller));
    void read.then(
      () => signal?.removeEventListener('abort', stop),
      () => signal?.removeEventListener('abort', stop),
    );
    return unlessAborted(read, signal);
  }

  /** An absolute http(s) URL, or a path on `pathOrigin`; '' for anything else. */
  private fileUrl(captionUrl: string): string {
    if (captionUrl.startsWith('/') && !captionUrl.startsWith('//')) {
      return this.options.pathOrigin ? new URL(captionUrl, this.options.pathOrigin).href : '';
    }
    return /^https?:\/\//i.test(captionUrl) ? captionUrl : '';
  }

  private read(url: string): Promise<Cue[]> {
    const controller = new AbortController();
    return this.within(url, controller, async () => {
      const response = await this.fetchFile(url, controller);
      // A missing file is the usual way of having no captions.
      if (!response) return [];
      return parseSrt(captionText(await this.bytesOf(response, controller)).text);
    });
  }

  /** `work` within the time limit, its failure worded as the file's. */
  private async within<T>(
    url: string,
    controller: AbortController,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await withTimeout(controller, this.options.timeoutMs ?? CAPTION_TIMEOUT_MS, work);
    } catch (error) {
      const failure = error instanceof Failure ? error : networkFailure(error, controller);
      throw new Error(`Caption file ${url}: ${failure.reason}`, { cause: failure.cause });
    }
  }

  private async fetchVersion(
    url: string,
    held: string | undefined,
    controller: AbortController,
  ): Promise<CaptionFileRead> {
    const response = await this.fetchFile(url, controller, conditionalHeaders(held));
    if (!response) return { kind: 'missing' };
    if (response.status === 304) return { kind: 'unchanged' };
    const named = validatorVersion(response.headers);
    if (named !== undefined && named === held) {
      // A host that ignores the condition but names the same version.
      void response.body?.cancel().catch(() => undefined);
      return { kind: 'unchanged' };
    }
    const bytes = await this.bytesOf(response, controller);
    const version = named ?? (await digestVersion(bytes));
    if (version === held) return { kind: 'unchanged' };
    const { text, notUtf8 } = captionText(bytes);
    return { kind: 'read', version, cues: parseSrt(text), ...(notUtf8 ? { notUtf8 } : {}) };
  }

  /** The file's answer; undefined for a missing file (404); a Failure for any other status. */
  private async fetchFile(
    url: string,
    controller: AbortController,
    headers: Record<string, string> = {},
  ): Promise<Response | undefined> {
    let response: Response;
    try {
      // A public file on the media host: no cookies go with it.
      response = await this.fetchFn(url, {
        signal: controller.signal,
        credentials: 'omit',
        headers,
      });
    } catch (error) {
      throw networkFailure(error, controller);
    }
    if (response.ok || response.status === 304) return response;
    void response.body?.cancel().catch(() => undefined);
    if (response.status === 404) return undefined;
    throw new Failure(`HTTP ${response.status}`, response.status);
  }

  private bytesOf(
    response: Response,
    controller: AbortController,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const maxBytes = this.options.maxBytes ?? MAX_CAPTION_FILE_BYTES;
    return readBytesWithin(response, maxBytes, this.options.bodyBudget).catch((error: unknown) => {
      throw networkFailure(error, controller);
    });
  }
}
