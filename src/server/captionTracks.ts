import { cuesToWebVtt } from '../adapters/shared/srt';
import type { AssetDetail } from '../core/entities/AssetDetail';
import type { CallOptions } from '../core/ports/CallOptions';
import type { Logger } from '../core/ports/Logger';
import { captionsAssetId } from '../core/routes/resourcePaths';
import type { ReadCaptions } from '../core/use-cases/ReadCaptions';
import { printable } from './accessLog';
import { RESOURCE_CACHE } from './cachePolicy';
import { missing, type SiteResource } from './resources';

/** An asset's captions as WebVTT; undefined when it has none the site can show. */
export type CaptionTracks = (assetId: string) => Promise<string | undefined>;

export interface CaptionTracksOptions {
  /** The asset when it is public (ResolveAsset.publicDetail); undefined otherwise. */
  publicDetail: (id: string, options?: CallOptions) => Promise<AssetDetail | undefined>;
  /** Its caption file's cues, through the server's caption source (which limits and keeps them). */
  readCaptions: ReadCaptions;
}

/**
 * The WebVTT captions of public assets, for the `<track>` of the video the server renders:
 * the whole caption file in media-file time, as the track plays against the media file (its
 * `#t=` fragment picks the clip). An unknown or non-public asset, no file, an empty one or a
 * file that cannot be read (logged by ReadCaptions) all mean no captions.
 */
export function captionTracks(options: CaptionTracksOptions): CaptionTracks {
  return async (assetId) => {
    const detail = await options.publicDetail(assetId);
    const cues = detail ? await options.readCaptions.execute(detail) : [];
    return cues.length > 0 ? cuesToWebVtt(cues) : undefined;
  };
}

/** `/captions/{id}.vtt`: an asset's captions; none, or a lookup that failed, answers 404. */
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
        logger.error(`Captions of ${printable(assetId)} failed`, error);
      }
      if (vtt === undefined) return missing('No captions', headers);
      return {
        status: 200,
        type: 'text/vtt; charset=utf-8',
        body: vtt,
        cacheControl: RESOURCE_CACHE,
        headers,
      };
    },
  };
}
