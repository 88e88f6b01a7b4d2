import { cuesToWebVtt } from '../adapters/shared/srt';
import type { AssetDetail } from '../core/entities/AssetDetail';
import type { CallOptions } from '../core/ports/CallOptions';
import type { Logger } from '../core/ports/Logger';
import { parseSrt } from '../core/rules/media/captions';
import { playbackSourceOf } from '../core/rules/media/playback';
import { captionsAssetId } from '../core/routes/routeTable';
import { printable } from './accessLog';
import { MISSING_CACHE, RESOURCE_CACHE } from './cachePolicy';
import { PLAIN_TEXT, type SiteResource } from './resources';

/** An asset's captions as WebVTT; undefined when it has none the site can show. */
export type CaptionTracks = (assetId: string) => Promise<string | undefined>;

export interface CaptionTracksOptions {
  /** The asset when it is public (ResolveAsset.publicDetail); undefined otherwise. */
  publicDetail: (id: string, options?: CallOptions) => Promise<AssetDetail | undefined>;
  logger: Logger;
  /**
   * Where caption files named by a path on the site (`/captions/...`, the demo archive's
   * media) are fetched from; without one such files are not fetched.
   */
  mediaOrigin?: string;
  fetch?: typeof fetch;
  /** The caption file's whole download, answer and body. */
  timeoutMs?: number;
  /** Bytes of a caption file read; the rest is left unread. */
  maxBytes?: number;
  /** How long captions are reused for every visitor. */
  cacheMs?: number;
  /** How long "none" is: shorter, as it may come from the archive failing for a moment. */
  noneCacheMs?: number;
  /** Assets whose answer is kept at once; the oldest goes first. */
  cacheEntries?: number;
  now?: () => number;
}

export const CAPTION_FETCH_TIMEOUT_MS = 5_000;
/** Several hours of speech is well under 1 MB of SubRip. */
export const MAX_CAPTION_BYTES = 4 * 1024 * 1024;
export const CAPTION_CACHE_MS = 10 * 60_000;
export const NO_CAPTION_CACHE_MS = 60_000;
const CAPTION_CACHE_ENTRIES = 200;

/** The first `maxBytes` of a body, as UTF-8 text; a larger body is cut there and dropped. */
async function cappedText(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= maxBytes) await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, maxBytes));
}

/**
 * The WebVTT captions of public assets, for the `<track>` of the video the server renders:
 * the asset is resolved through the core, its SubRip file (CONTRACT's caption path) fetched
 * from the media host within a time and size limit, and its cues written as WebVTT. No file,
 * an unknown or non-public asset, or a failure (logged) all mean no captions. Captions are
 * reused for `cacheMs` ("none" for `noneCacheMs`), and one fetch serves every request for an
 * asset that arrives meanwhile.
 */
export function captionTracks(options: CaptionTracksOptions): CaptionTracks {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CAPTION_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_CAPTION_BYTES;
  const cacheMs = options.cacheMs ?? CAPTION_CACHE_MS;
  const noneCacheMs = options.noneCacheMs ?? NO_CAPTION_CACHE_MS;
  const cacheEntries = options.cacheEntries ?? CAPTION_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { answer: Promise<string | undefined>; until: number }>();

  // Never the request's own host: a visitor's Host header must not choose what is fetched.
  const fileUrl = (url: string): string => {
    if (!url.startsWith('/')) return url;
    return options.mediaOrigin ? new URL(url, options.mediaOrigin).href : '';
  };

  async function read(assetId: string): Promise<string | undefined> {
    const aborter = new AbortController();
    const timer = setTimeout(
      () => aborter.abort(new Error(`timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      const detail = await options.publicDetail(assetId, { signal: aborter.signal });
      const url = fileUrl(detail ? playbackSourceOf(detail).captionUrl : '');
      if (!url) return undefined;
      try {
        const response = await fetchFn(url, { signal: aborter.signal });
        // A missing file is the usual way of having no captions.
        if (response.status === 404) return undefined;
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return cuesToWebVtt(parseSrt(await cappedText(response, maxBytes)));
      } catch (error) {
        options.logger.warn(`Captions could not be loaded from ${url}:`, error);
        return undefined;
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return (assetId) => {
    const held = cache.get(assetId);
    if (held && held.until > now()) return held.answer;
    cache.delete(assetId);
    const answer = read(assetId);
    const entry = { answer, until: now() + cacheMs };
    cache.set(assetId, entry);
    answer.then(
      (vtt) => {
        if (vtt === undefined) entry.until = Math.min(entry.until, now() + noneCacheMs);
      },
      () => cache.delete(assetId),
    );
    while (cache.size > cacheEntries) cache.delete(cache.keys().next().value as string);
    return answer;
  };
}

/** `/captions/{id}.vtt`: an asset's captions; none, or a lookup that failed, answers 404. */
export function captionsResource(captions: CaptionTracks, logger: Logger): SiteResource {
  return {
    name: 'Captions',
    // Other paths under /captions/ are the demo's media (its SubRip files).
    matches: (path) => captionsAssetId(path) !== undefined,
    async answer({ path }) {
      const assetId = captionsAssetId(path) as string;
      let vtt: string | undefined;
      try {
        vtt = await captions(assetId);
      } catch (error) {
        logger.error(`Captions of ${printable(assetId)} failed`, error);
      }
      return vtt === undefined
        ? { status: 404, type: PLAIN_TEXT, body: 'No captions\n', cacheControl: MISSING_CACHE }
        : { status: 200, type: 'text/vtt; charset=utf-8', body: vtt, cacheControl: RESOURCE_CACHE };
    },
  };
}
