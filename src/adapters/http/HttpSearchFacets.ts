import type { AssetFacets } from '../../core/entities/Catalogue';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { ArchiveSearchQuery, SearchFacetSource } from '../../core/ports/SearchFacets';
import { resourcePaths } from '../../core/routes/resourcePaths';
import { SEARCH_QUERY } from '../../core/routes/routeTable';
import { parseDecade } from '../../core/rules/places/assetTime';
import { parishBySlug } from '../../core/rules/places/gazetteer';
import { ApiError } from '../shared/ApiError';
import type { HttpClient } from './HttpClient';
import { parseJsonBody } from './jsonBody';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The endpoint's facets; anything but its shape is an error (the call rejects). */
function facetsFromJson(value: unknown): AssetFacets[] {
  if (!isRecord(value) || !Array.isArray(value.facets)) throw new Error('No facets in the answer');
  return value.facets.map((entry: unknown): AssetFacets => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || !Array.isArray(entry.parishes))
      throw new Error('A facet without an id or parishes');
    const decade = typeof entry.decade === 'string' ? parseDecade(entry.decade) : undefined;
    const parishes = entry.parishes.flatMap((slug: unknown) => {
      const parish = typeof slug === 'string' ? parishBySlug(slug) : undefined;
      return parish ? [parish.fips] : [];
    });
    return { id: entry.id, parishes, ...(decade !== undefined ? { decade } : {}) };
  });
}

/**
 * The search results' facets in the browser, over the site's own JSON endpoint (the
 * client's base URL is the site's origin), which runs the search itself. A 404 is a server
 * without a catalogue index: no facets.
 */
export class HttpSearchFacets implements SearchFacetSource {
  constructor(private readonly client: HttpClient) {}

  async facetsOf(
    search: ArchiveSearchQuery,
    ids: readonly string[],
    options?: CallOptions,
  ): Promise<AssetFacets[] | undefined> {
    const query = {
      [SEARCH_QUERY.keyword]: search.keyword,
      [SEARCH_QUERY.searchBy]: search.searchBy,
    };
    let facets: AssetFacets[];
    try {
      facets = await this.client.getParsed(
        'searchFacets',
        resourcePaths.searchFacets(),
        query,
        (body) => facetsFromJson(parseJsonBody(body)),
        options,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
    const asked = new Set(ids);
    return facets.filter((facet) => asked.has(facet.id));
  }
}
