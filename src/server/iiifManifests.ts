import type { AssetDetail } from '../core/entities/AssetDetail';
import type { CallOptions } from '../core/ports/CallOptions';
import { iiifManifestAssetId } from '../core/routes/resourcePaths';
import { detailFields } from '../core/rules/clip/detailFields';
import { iiifManifest, IIIF_MANIFEST_TYPE } from '../core/rules/seo/iiif';
import type { ReadCaptions } from '../core/use-cases/ReadCaptions';
import { RESOURCE_CACHE } from './cachePolicy';
import { missing, type SiteResource } from './resources';

// IIIF viewers run on other sites and read manifests from the browser.
const CORS = { 'Access-Control-Allow-Origin': '*' } as const;

export interface IiifManifestOptions {
  /** The asset when it is public (ResolveAsset.publicDetail); undefined otherwise. */
  publicDetail: (id: string, options?: CallOptions) => Promise<AssetDetail | undefined>;
  /** Its caption file's cues, to know whether the manifest may name the site's captions. */
  readCaptions: ReadCaptions;
}

/**
 * `/iiif/{id}/manifest.json`: a public video as a IIIF Presentation 3 manifest. An unknown
 * or non-public asset, or one whose length is unknown (a canvas needs a duration), is 404.
 */
export function iiifManifestResource(options: IiifManifestOptions): SiteResource {
  return {
    name: 'IIIF manifest',
    matches: (path) => iiifManifestAssetId(path) !== undefined,
    async answer({ path, url }) {
      const id = iiifManifestAssetId(path) as string;
      const detail = await options.publicDetail(id);
      if (!detail) return missing('No such video', CORS);
      const cues = await options.readCaptions.execute(detail);
      const manifest = iiifManifest({
        detail,
        origin: url.origin,
        details: detailFields(detail),
        hasCaptions: cues.length > 0,
      });
      if (!manifest) return missing('This video has no known length', CORS);
      return {
        status: 200,
        type: IIIF_MANIFEST_TYPE,
        body: JSON.stringify(manifest),
        cacheControl: RESOURCE_CACHE,
        headers: CORS,
      };
    },
  };
}
