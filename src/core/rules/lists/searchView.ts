import type { Asset, AssetType } from '../../entities/Asset';
import type { CollectionId } from '../../entities/Collection';
import type { Fips } from '../../entities/Places';
import { PAGE_SIZE, pageCount } from '../../entities/Browse';
import {
  collectionOptions,
  decadeOptions,
  filterResults,
  parishOptions,
  typeOptions,
  type FacetIndex,
  type FilterOption,
  type SearchFilter,
} from './searchFilters';

/**
 * What a page of search results shows, as the server sends it with the page: the results of
 * the page and what the filters and paginator need, never every result of the answer (an
 * answer may hold thousands).
 */
export interface SearchView {
  /** Results in the answer. */
  total: number;
  /** Results the filter lets through. */
  shownCount: number;
  /** The page shown. */
  page: number;
  pageResults: Asset[];
  collectionOptions: FilterOption<CollectionId>[];
  typeOptions: FilterOption<AssetType>[];
  /** The catalogue index's choices; none where it cannot answer. */
  decadeOptions: FilterOption<number>[];
  parishOptions: FilterOption<Fips>[];
}

/**
 * The view of the page asked for of a whole answer in a filter: the page is kept within the
 * results the filter lets through, 25 a page. Decade and parish narrow and are offered only
 * with the catalogue index's facets of the answer.
 */
export function searchView(
  results: Asset[],
  filter: SearchFilter,
  requestedPage: number,
  facets?: FacetIndex,
): SearchView {
  const shown = filterResults(results, filter, facets);
  const page = Math.min(requestedPage, pageCount(shown.length, PAGE_SIZE));
  const start = (page - 1) * PAGE_SIZE;
  return {
    total: results.length,
    shownCount: shown.length,
    page,
    pageResults: shown.slice(start, start + PAGE_SIZE),
    collectionOptions: collectionOptions(results, filter, facets),
    typeOptions: typeOptions(results, filter, facets),
    decadeOptions: decadeOptions(results, filter, facets),
    parishOptions: parishOptions(results, filter, facets),
  };
}

/** The key of the view of one page of one filter of one search. */
export function searchViewKey(loadKey: string, filter: SearchFilter, page: number): string {
  const { collection = '', type = '', decade = '', parish = '' } = filter;
  return `${loadKey}?collection=${collection}&type=${type}&decade=${decade}&parish=${parish}&page=${page}`;
}
