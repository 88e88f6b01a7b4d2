import type { Asset } from '../entities/Asset';
import { MAX_FACET_IDS } from '../entities/Catalogue';
import type { CallOptions } from '../ports/CallOptions';
import type { CatalogueExplorer } from '../ports/Catalogue';
import type { Logger } from '../ports/Logger';
import type { ArchiveSearchQuery, SearchFacetSource } from '../ports/SearchFacets';
import { facetIndex, type FacetIndex } from '../rules/lists/searchFilters';

/** The facets of a search's results straight from a catalogue index (the server's). */
export function catalogueSearchFacets(
  catalogue: Pick<CatalogueExplorer, 'facetsOf'>,
): SearchFacetSource {
  // The ids are the archive's own answer to the search: the index needs nothing else.
  return { facetsOf: (_search, ids, options) => catalogue.facetsOf(ids, options) };
}

/**
 * The catalogue index's decade and parishes of a search's results, for its filters. Answers
 * undefined (no such filters) where the site has no index, when the answer holds more than
 * MAX_FACET_IDS results (counts of a part would mislead), and when the index fails (logged:
 * the results still show, with their other filters). Rejects only when abandoned.
 */
export class ReadSearchFacets {
  constructor(
    private readonly source: SearchFacetSource | undefined,
    private readonly logger: Logger,
  ) {}

  async execute(
    search: ArchiveSearchQuery,
    results: readonly Asset[],
    options?: CallOptions,
  ): Promise<FacetIndex | undefined> {
    if (!this.source || results.length > MAX_FACET_IDS) return undefined;
    if (results.length === 0) return facetIndex([]);
    const ids = results.map((item) => item.identifier);
    try {
      const facets = await this.source.facetsOf(search, ids, options);
      return facets && facetIndex(facets);
    } catch (error) {
      options?.signal?.throwIfAborted();
      this.logger.error('Error fetching search facets:', error);
      return undefined;
    }
  }
}
