import type { AssetFacets } from '../entities/Catalogue';
import type { CallOptions } from './CallOptions';

/** One search of the archive, as the search route names it. */
export interface ArchiveSearchQuery {
  keyword: string;
  searchBy: string;
}

/**
 * The catalogue index's decade and parishes of a search's results: the index itself on the
 * server, the site's JSON endpoint in a page the server sent. Rejects when it cannot answer.
 */
export interface SearchFacetSource {
  /**
   * The facets of those of `ids` (the archive's answer to `search`) the index holds; an id
   * it does not hold is left out. Undefined when the site turns out to have no index (a
   * server without one).
   */
  facetsOf(
    search: ArchiveSearchQuery,
    ids: readonly string[],
    options?: CallOptions,
  ): Promise<AssetFacets[] | undefined>;
}
