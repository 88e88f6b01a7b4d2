import { LRUCache } from 'lru-cache';
import { cuesToWebVtt } from '../../adapters/shared/srt';
import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { Logger } from '../../core/ports/Logger';
import { captionsAssetId } from '../../core/routes/resourcePaths';
import type { Cue } from '../../core/rules/media/captions';
import { playbackSourceOf } from '../../core/rules/media/playback';
import type { ReadCaptions } from '../../core/use-cases/ReadCaptions';
import { printable } from '../http/accessLog';
import { isRefusedFetch } from '../../core/ports/RefusedFetch';
import { MISSING_CACHE, NO_STORE, RESOURCE_CACHE } from '../http/cachePolicy';
import { missing, type ResourceAnswer, type SiteResource } from './resources';
import { upstreamFailure } from './upstreamFailure';

/**
 * An asset's captions as WebVTT: undefined for an unknown or non-public asset, '' for a
 * public one without captions. Rejects when the archive or the caption file fails.
 */
export type CaptionTracks = (assetId: string) => Promise<string | undefined>;

/** The WebVTT files kept at once, in UTF-8 bytes: a 10,000-cue file is about 1 MB. */
export const MADE_CAPTIONS_BYTES = 8 * 1024 * 1024;

export interface CaptionTracksOptions {
  /** The asset when it is public (ResolveAsset.publicDetail); undefined otherwise. */
  publicDetail: (id: string, options?: CallOptions) => Promise<AssetDetail | undefined>;
  /** Its caption file's cues, through the server's caption source (which limits and keeps them). */
  readCaptions: ReadCaptions;
  /** The WebVTT made from caption files is kept up to this many bytes (MADE_CAPTIONS_BYTES). */
  maxMadeBytes?: number;
}

/**
 * The WebVTT captions of public assets, for the `<track>` of the video the server renders:
 * the whole caption file in media-file time, as the track plays against the media file (its
 * `#t=` fragment picks the clip). No file, or an empty one, is no captions.
 *
 * The WebVTT made from a file is kept (within `maxMadeBytes`) for as long as the caption
 * source hands back the same cues, so a large file is not made again for every request and
 * is made again as soon as the source reads the file afresh.
 */
export function captionTracks(options: CaptionTracksOptions): CaptionTracks {
  const made = new LRUCache<string, { cues: Cue[]; vtt: string }>({
    maxSize: options.maxMadeBytes ?? MADE_CAPTIONS_BYTES,
  });
  return async (assetId) => {
    const detail = await options.publicDetail(assetId);
    if (!detail) return undefined;
    const cues = await options.readCaptions.executeOrReject(detail);
    if (cues.length === 0) return '';
    const key = playbackSourceOf(detail).captionUrl;
    const held = made.get(key);
    if (held?.cues === cues) return held.vtt;
    const vtt = cuesToWebVtt(cues);
    made.set(key, { cues, vtt }, { size: Buffer.byteLength(vtt) });
    return vtt;
  };
}

/** A WebVTT file with no cues: what the track of a video without captions loads. */
export const NO_CUES = 'WEBVTT\n';

/**
 * `/captions/{id}.vtt`: a public asset's captions. One without captions gets an empty WebVTT
 * file (kept briefly: captions may be uploaded soon), so the track the page names is never a
 * broken link; an unknown or non-public asset is 404; an archive or caption host that fails
 * is 502/503/504, never kept.
 */
export function captionsResource(captions: CaptionTracks, logger: Logger): SiteResource {
  // IIIF manifests name these captions, and their viewers run on other sites.
  const headers = { 'Access-Control-Allow-Origin': '*' };
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
        // A file the server may not fetch is no file, and nothing keeps that answer.
        if (isRefusedFetch(error)) {
          logger.warn(`Captions of ${printable(assetId)}: not fetched`, error);
          return { ...emptyTrack(headers), cacheControl: NO_STORE };
        }
        logger.error(`Captions of ${printable(assetId)} failed`, error);
        return upstreamFailure(error, headers);
      }
      if (vtt === undefined) return missing('No such video', headers);
      if (!vtt) return emptyTrack(headers);
      return { status: 200, type: VTT, body: vtt, cacheControl: RESOURCE_CACHE, headers };
    },
  };
}

const VTT = 'text/vtt; charset=utf-8';

/** The track of a video without captions, kept briefly: they may be uploaded soon. */
function emptyTrack(headers: Readonly<Record<string, string>>): ResourceAnswer {
  return { status: 200, type: VTT, body: NO_CUES, cacheControl: MISSING_CACHE, headers };
}
