import { toText } from '../rules/values/text';
import { LSA, parseCollection, type CollectionId } from './Collection';

export const PAGE_SIZE = 25;
export const DEFAULT_PAGE = 1;

/** Route names of the browse categories (lower case); the API's AssetType is capitalised. */
export const CATEGORIES = ['all', 'series', 'topic', 'program'] as const;
export type Category = (typeof CATEGORIES)[number];
export type ApiAssetType = 'Series' | 'Topic' | 'Program';

/**
 * The word for no collection (every collection) in the remembered lists' keys. Addresses
 * never carry it (SPEC §4: a collection is 3 or 4); see `paths.browse`.
 */
export const EVERY_COLLECTION = 'all';

export interface BrowseFilter {
  /** None: every collection (SPEC §2, the route's collection defaults to empty). */
  collection?: CollectionId;
  category: Category;
  page: number;
}

/**
 * The query of the paged calls; undefined values are left out of the query string. Category
 * all is sent as an empty asset type (SPEC §4): `AssetType=`.
 */
export interface PagedQuery {
  Page?: number;
  CollectionId?: CollectionId;
  AssetType?: ApiAssetType | '';
}

export function parseCategory(value: unknown): Category | undefined {
  const v = toText(value).toLowerCase();
  return (CATEGORIES as readonly string[]).includes(v) ? (v as Category) : undefined;
}

/** Reads a 1-based page; anything that is not a whole number of at least 1 is page 1. */
export function parsePage(value: unknown): number {
  const text = toText(value);
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : DEFAULT_PAGE;
}

/** Categories offered for a collection: the state archives have no topics or programs. */
export function categoriesFor(collection: CollectionId | undefined): Category[] {
  return collection === LSA ? ['all', 'series'] : [...CATEGORIES];
}

/**
 * Brings any combination into a valid filter (LSA with topic/program falls back to all). A
 * collection that is not 3 or 4 (none, `all`, anything else) is no collection.
 */
export function normaliseFilter(input: {
  collection?: unknown;
  category?: unknown;
  page?: unknown;
}): BrowseFilter {
  const collection = parseCollection(input.collection);
  const parsed = parseCategory(input.category) ?? 'all';
  const category = categoriesFor(collection).includes(parsed) ? parsed : 'all';
  return { collection, category, page: parsePage(input.page) };
}

/** Any filter change returns to page 1. */
export function changeFilter(
  filter: BrowseFilter,
  change: { collection?: CollectionId; category?: Category },
): BrowseFilter {
  return normaliseFilter({
    collection: change.collection ?? filter.collection,
    category: change.category ?? filter.category,
    page: DEFAULT_PAGE,
  });
}

export function apiAssetType(category: Category): ApiAssetType | undefined {
  switch (category) {
    case 'series':
      return 'Series';
    case 'topic':
      return 'Topic';
    case 'program':
      return 'Program';
    default:
      return undefined;
  }
}

/** The paged calls' query; no collection sends no CollectionId (null values are omitted). */
export function pagedQuery(filter: BrowseFilter): PagedQuery {
  const query: PagedQuery = { Page: filter.page };
  if (filter.collection !== undefined) query.CollectionId = filter.collection;
  query.AssetType = apiAssetType(filter.category) ?? '';
  return query;
}

/** The count call's query: the paged query without its page. */
export function countQuery(filter: BrowseFilter): PagedQuery {
  const query = pagedQuery(filter);
  delete query.Page;
  return query;
}

/** Page size is 25, or the total when fewer than 25 exist. */
export function pageSizeFor(total: number): number {
  return total > 0 && total < PAGE_SIZE ? total : PAGE_SIZE;
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}
