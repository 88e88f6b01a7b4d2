import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { CallOptions } from '../../core/ports/CallOptions';
import { iiifManifestAssetId } from '../../core/routes/resourcePaths';
import { detailFields } from '../../core/rules/clip/detailFields';
import { iiifManifest, IIIF_MANIFEST_TYPE } from '../../core/rules/seo/iiif';
import type { ReadCaptions } from '../../core/use-cases/ReadCaptions';
import type { Logger } from '../../core/ports/Logger';
import { printable } from '../http/accessLog';
import { NO_STORE, RESOURCE_CACHE } from '../http/cachePolicy';
import { missing, type SiteResource } from './resources';
import { upstreamFailure } from './upstreamFailure';

// IIIF viewers run on other sites and read manifests from the browser.
const CORS = { 'Access-Control-Allow-Origin': '*' } as const;

export interface IiifManifestOptions {
  /** The asset when it is public (ResolveAsset.publicDetail); undefined otherwise. */
  publicDetail: (id: string, options?: CallOptions) => Promise<AssetDetail | undefined>;
  /** Its caption file's cues, to know whether the manifest may name the site's captions. */
  readCaptions: ReadCaptions;
  logger: Logger;
}

/**
 * `/iiif/{id}/manifest.json`: a public video as a IIIF Presentation 3 manifest. An unknown
 * or non-public asset, or one whose length is unknown (a canvas needs a duration), is 404;
 * an archive that fails is 502/503/504, never kept.
 */
export function iiifManifestResource(options: IiifManifestOptions): SiteResource {
  return {
    name: 'IIIF manifest',
    matches: (path) => iiifManifestAssetId(path) !== undefined,
    async answer({ path, url }) {
      const id = iiifManifestAssetId(path) as string;
      let detail: AssetDetail | undefined;
      try {
        detail = await options.publicDetail(id);
      } catch (error) {
        options.logger.error(`IIIF manifest of ${printable(id)} failed`, error);
        return upstreamFailure(error, CORS);
      }
      if (!detail) return missing('No such video', CORS);
      // Captions are a part of the manifest: without them (their host failing) it is still
      // worth sending, but not worth keeping.
      let hasCaptions = false;
      let complete = true;
      try {
        hasCaptions = (await options.readCaptions.executeOrReject(detail)).length > 0;
      } catch (error) {
        options.logger.warn(`Captions of the IIIF manifest of ${printable(id)} failed`, error);
        complete = false;
      }
      const manifest = iiifManifest({
        detail,
        origin: url.origin,
        details: detailFields(detail),
        hasCaptions,
      });
      if (!manifest) return missing('This video has no known length', CORS);
      return {
        status: 200,
        type: IIIF_MANIFEST_TYPE,
        body: JSON.stringify(manifest),
        cacheControl: complete ? RESOURCE_CACHE : NO_STORE,
        headers: CORS,
      };
    },
  };
}
