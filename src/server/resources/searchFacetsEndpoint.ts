import { DEFAULT_SEARCH_FIELD } from '../../core/entities/Search';
import type { Logger } from '../../core/ports/Logger';
import type { CatalogueExplorer } from '../../core/ports/Catalogue';
import { resourcePaths } from '../../core/routes/resourcePaths';
import { SEARCH_QUERY } from '../../core/routes/routeTable';
import { decadeLabel } from '../../core/rules/places/assetTime';
import { parishByFips } from '../../core/rules/places/gazetteer';
import { searchTerm, type SearchArchive } from '../../core/use-cases/SearchArchive';
import { NO_STORE, SEARCH_ANSWER_CACHE } from '../http/cachePolicy';
import type { ResourceAnswer, SiteResource } from './resources';
import {
  json,
  SPOKEN_QUERY_LIMIT_MS,
  SPOKEN_RETRY_AFTER_SECONDS,
  within,
} from './spokenWordsEndpoint';

/** One result's facets as the endpoint writes them. */
export interface SearchFacetJson {
  id: string;
  /** `1960s`, or null when its date is unknown. */
  decade: string | null;
  /** Parish slugs (`st-landry`), in FIPS order. */
  parishes: string[];
}

export interface SearchFacetsJson {
  keyword: string;
  searchBy: string;
  /** Results in the archive's answer. */
  total: number;
  /** Those of them the catalogue index holds (at most MAX_FACET_IDS are read). */
  facets: SearchFacetJson[];
}

export interface SearchFacetsEndpointOptions {
  search: SearchArchive;
  catalogue: Pick<CatalogueExplorer, 'facetsOf'>;
  logger: Logger;
  limitMs?: number;
}

function failure(status: number, error: string, message: string): ResourceAnswer {
  const retry = status === 503 ? { 'Retry-After': String(SPOKEN_RETRY_AFTER_SECONDS) } : {};
  return json(status, { error, message }, NO_STORE, retry);
}

/**
 * `GET /api/search-facets?keyword=&search_by=`: the decade and parishes the catalogue index
 * holds for each result of that archive search, for the search page's filters in the
 * browser. The server runs the search itself (through its cached answers), so the index is
 * asked only of what the archive answers now. 400 without a keyword; 503 with Retry-After
 * when the archive or the index cannot answer. Open to every origin.
 */
export function searchFacetsResource(options: SearchFacetsEndpointOptions): SiteResource {
  const limitMs = options.limitMs ?? SPOKEN_QUERY_LIMIT_MS;
  return {
    name: 'Search facets JSON',
    matches: (path) => path === resourcePaths.searchFacets(),
    async answer({ url }) {
      const keyword = url.searchParams.get(SEARCH_QUERY.keyword) ?? '';
      const searchBy = url.searchParams.get(SEARCH_QUERY.searchBy) ?? DEFAULT_SEARCH_FIELD;
      if (searchTerm(keyword) === undefined) {
        return failure(400, 'missing-keyword', 'Give the search words as keyword.');
      }
      try {
        const answer = await within(limitMs, async (signal) => {
          const results = (await options.search.execute(keyword, searchBy, { signal })) ?? [];
          const ids = results.map((item) => item.identifier);
          const facets = ids.length ? await options.catalogue.facetsOf(ids, { signal }) : [];
          const order = new Map(ids.map((id, at) => [id, at]));
          const body: SearchFacetsJson = {
            keyword,
            searchBy,
            total: results.length,
            facets: facets
              .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
              .map((facet) => ({
                id: facet.id,
                decade: facet.decade !== undefined ? decadeLabel(facet.decade) : null,
                parishes: facet.parishes.flatMap((fips) => parishByFips(fips)?.slug ?? []),
              })),
          };
          return json(200, body, SEARCH_ANSWER_CACHE);
        });
        if (answer === 'timeout') throw new Error(`over ${limitMs} ms`);
        return answer;
      } catch (error) {
        options.logger.error('Search facets failed', error);
        return failure(503, 'unavailable', 'Search facets are not available now; try again later.');
      }
    },
  };
}
