import { LRUCache } from 'lru-cache';
import type { AssetFacets } from '../../core/entities/Catalogue';
import type { CatalogueExplorer } from '../../core/ports/Catalogue';

/** The bytes of facet answers kept for every visitor, per process. */
export const KEPT_FACETS_BYTES = 2 * 1024 * 1024;

export interface KeptFacetsOptions {
  keptBytes?: number;
  now?: () => number;
}

/**
 * The catalogue with its answers to `facetsOf` kept `windowMs` for every visitor, by the ids
 * asked: a search's page asks of the same results on every render, and each read is a
 * transaction on the index's thread (or the primary's, over IPC). The window is the archive
 * answers': the results those ids came from are kept as long. Failures are never kept; the
 * other reads go to the catalogue as they are.
 */
export function keptFacets(
  catalogue: CatalogueExplorer,
  windowMs: number,
  options: KeptFacetsOptions = {},
): CatalogueExplorer {
  const now = options.now ?? Date.now;
  const answers = new LRUCache<string, readonly AssetFacets[]>({
    maxSize: options.keptBytes ?? KEPT_FACETS_BYTES,
    // Strings are two bytes a character; a key of hundreds of ids is most of an entry.
    sizeCalculation: (answer, key) => 2 * (key.length + JSON.stringify(answer).length),
    // lru-cache keeps an entry through its ttl-th millisecond; ours go stale as it starts.
    ttl: Math.max(1, windowMs - 1),
    // Read on every check (no timer), so that the given clock decides; lru-cache takes a
    // time of 0 for "no time", so a clock that starts at 0 is moved on by 1 ms.
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
  });

  return {
    async facetsOf(ids, callOptions) {
      const key = JSON.stringify(ids);
      const kept = answers.get(key);
      // A copy: a caller may sort what it is given.
      if (kept) return [...kept];
      const answer = await catalogue.facetsOf(ids, callOptions);
      if (windowMs > 0) answers.set(key, [...answer]);
      return answer;
    },
    overview: (callOptions) => catalogue.overview(callOptions),
    matching: (filter, sort, callOptions) => catalogue.matching(filter, sort, callOptions),
    explore: (query, callOptions) => catalogue.explore(query, callOptions),
    mentions: (parish, limit, among, callOptions) =>
      catalogue.mentions(parish, limit, among, callOptions),
    subject: (slug, callOptions) => catalogue.subject(slug, callOptions),
    person: (slug, callOptions) => catalogue.person(slug, callOptions),
  };
}
