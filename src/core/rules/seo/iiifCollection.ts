import type { ExploreVideo } from '../../entities/Catalogue';
import { resourcePaths } from '../../routes/resourcePaths';
import { absoluteUrl, type JsonLd } from './structuredData';
import { IIIF_CONTEXT, iiifImage, iiifText } from './iiif';

/** What a IIIF Collection of explored videos is made of. */
export interface CollectionSource {
  /** The collection's own path (`/iiif/collections/parishes/orleans`). */
  path: string;
  /** 'Orleans Parish', 'The 1960s', 'Shrimp industry'. */
  label: string;
  summary: string;
  /** The explore page the collection mirrors (`/explore/parishes/orleans`). */
  homepage: string;
  videos: readonly ExploreVideo[];
  origin: string;
}

/**
 * A IIIF Presentation 3 Collection whose items are the videos' manifests, each with its
 * label and thumbnail so a viewer can list them without reading every manifest.
 */
export function iiifCollection(source: CollectionSource): JsonLd {
  const at = (path: string) => `${source.origin}${path}`;
  return {
    '@context': IIIF_CONTEXT,
    id: at(source.path),
    type: 'Collection',
    label: iiifText(source.label),
    summary: iiifText(source.summary),
    homepage: [
      {
        id: at(source.homepage),
        type: 'Text',
        label: iiifText(source.label),
        format: 'text/html',
        language: ['en'],
      },
    ],
    items: source.videos.map((video) => {
      const thumbnail = absoluteUrl(video.thumbnail, source.origin);
      return {
        id: at(resourcePaths.iiifManifest(video.id)),
        type: 'Manifest',
        label: iiifText(video.title || 'Video'),
        ...(thumbnail ? { thumbnail: [iiifImage(thumbnail)] } : {}),
      };
    }),
  };
}
