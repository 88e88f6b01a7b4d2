import type { ExploreFilter, ExploreSort } from '../../core/entities/Catalogue';
import type { Logger } from '../../core/ports/Logger';
import { decadeLabel, parseDecade } from '../../core/rules/places/assetTime';
import { parishBySlug, parishTitle } from '../../core/rules/places/gazetteer';
import { IIIF_MANIFEST_TYPE } from '../../core/rules/seo/iiif';
import { iiifCollection } from '../../core/rules/seo/iiifCollection';
import type { ExploreCatalogue } from '../../core/use-cases/ExploreCatalogue';
import { NO_STORE, SEARCH_ANSWER_CACHE } from '../http/cachePolicy';
import { missing, PLAIN_TEXT, type ResourceAnswer, type SiteResource } from './resources';

// IIIF viewers run on other sites and read collections from the browser.
const CORS = { 'Access-Control-Allow-Origin': '*' } as const;
/** How soon a client may ask again when the index cannot answer. */
const RETRY_AFTER_SECONDS = 30;

const COLLECTION = /^\/iiif\/collections\/(parishes|decades|subjects)\/([a-z0-9-]+)$/;

export interface IiifCollectionOptions {
  explore: Pick<ExploreCatalogue, 'videos' | 'subject'>;
  logger: Logger;
}

/** The path of the IIIF Collection of a parish, decade or subject. */
export const iiifCollectionPaths = {
  parish: (slug: string) => `/iiif/collections/parishes/${slug}`,
  decade: (decade: number) => `/iiif/collections/decades/${decadeLabel(decade)}`,
  subject: (slug: string) => `/iiif/collections/subjects/${slug}`,
};

interface Named {
  filter: ExploreFilter;
  sort: ExploreSort;
  label: string;
  summary: string;
  homepage: string;
}

/** What a path names; undefined when it names nothing (404). */
async function named(
  kind: string,
  key: string,
  explore: IiifCollectionOptions['explore'],
): Promise<Named | undefined> {
  if (kind === 'parishes') {
    const parish = parishBySlug(key);
    if (!parish) return undefined;
    return {
      filter: { parish: parish.fips },
      sort: 'relevance',
      label: parishTitle(parish),
      summary: `Videos about ${parishTitle(parish)}, Louisiana, by their catalogue records.`,
      homepage: `/explore/parishes/${parish.slug}`,
    };
  }
  if (kind === 'decades') {
    const decade = parseDecade(key);
    if (decade === undefined) return undefined;
    return {
      filter: { decade },
      sort: 'oldest',
      label: `The ${decadeLabel(decade)}`,
      summary: `Videos from the ${decadeLabel(decade)}, by their date issued or coverage.`,
      homepage: `/explore/decades/${decadeLabel(decade)}`,
    };
  }
  const subject = await explore.subject(key);
  if (!subject) return undefined;
  return {
    filter: { subject: subject.slug },
    sort: 'relevance',
    label: subject.name,
    summary: `Videos whose catalogue records name the subject ${subject.name}.`,
    homepage: `/explore/subjects/${subject.slug}`,
  };
}

function unavailable(): ResourceAnswer {
  return {
    status: 503,
    type: PLAIN_TEXT,
    body: 'The catalogue cannot answer now; try again later.\n',
    cacheControl: NO_STORE,
    headers: { ...CORS, 'Retry-After': String(RETRY_AFTER_SECONDS) },
  };
}

/**
 * `/iiif/collections/parishes/{slug}`, `/iiif/collections/decades/{1960s}` and
 * `/iiif/collections/subjects/{slug}`: the public videos of a parish, decade or subject as a
 * IIIF Presentation 3 Collection of their manifests. Every parish and every plausible decade
 * has one (empty when it holds no video); an unknown parish, decade or subject is 404; an
 * index that fails is 503, never kept.
 */
export function iiifCollectionResource(options: IiifCollectionOptions): SiteResource {
  return {
    name: 'IIIF collection',
    matches: (path) => COLLECTION.test(path),
    async answer({ path, url, signal }) {
      const [, kind = '', key = ''] = COLLECTION.exec(path) ?? [];
      try {
        const what = await named(kind, key, options.explore);
        if (!what) return missing('No such collection', CORS);
        const videos = await options.explore.videos(what.filter, what.sort, { signal });
        const collection = iiifCollection({ ...what, path, videos, origin: url.origin });
        return {
          status: 200,
          type: IIIF_MANIFEST_TYPE,
          body: JSON.stringify(collection),
          // As briefly as the archive's answers on what is public.
          cacheControl: SEARCH_ANSWER_CACHE,
          headers: CORS,
        };
      } catch (error) {
        options.logger.error(`IIIF collection ${path} failed`, error);
        return unavailable();
      }
    },
  };
}
