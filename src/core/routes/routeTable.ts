import { isContainer } from '../entities/Asset';
import type { Category } from '../entities/Browse';
import type { CollectionId } from '../entities/Collection';
import { catalogueQueryValues, type SearchFilter } from '../rules/lists/searchFilters';
import { SITE_ROUTES, type RouteId } from './siteRoutes';

export {
  ROUTE_IDS,
  SITE_ROUTES,
  type PrefetchKind,
  type RouteId,
  type SiteRoute,
} from './siteRoutes';

export type RouteParams = Readonly<Record<string, string | number | undefined>>;

/** A pathname matched to its route (matching is React Router's, outside the core). */
export interface RouteMatch {
  id: RouteId;
  params: Readonly<Record<string, string | undefined>>;
}

const PARAM = /:(\w+)/g;

/** The table's patterns are few: each is read once (every link built asks again). */
const PARAMS_OF = new Map<string, readonly string[]>();

/** The parameter names of a pattern, in order. */
export function patternParams(pattern: string): string[] {
  let names = PARAMS_OF.get(pattern);
  if (!names) {
    names = [...pattern.matchAll(PARAM)].map((m) => m[1] as string);
    if (PARAMS_OF.size < 256) PARAMS_OF.set(pattern, names);
  }
  return [...names];
}

/** A pattern with each parameter replaced by its encoded value ('' when missing). */
export function fillPattern(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(PARAM, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** The address of a route: its pattern with the most parameters given, filled. */
export function pathTo(id: RouteId, params: RouteParams = {}): string {
  const { patterns } = SITE_ROUTES[id];
  const [pattern = patterns[0] as string] = patterns
    .filter((p) => patternParams(p).every((n) => params[n] !== undefined))
    .sort((a, b) => patternParams(b).length - patternParams(a).length);
  return fillPattern(pattern, params);
}

/**
 * The query parameters of the search results: the header's search form sends keyword and
 * search_by; the results' filters add collection and type (for both parts of the page) and
 * the catalogue index's decade and parish (the archive's part only); the spoken-word part
 * pages with `spoken_page`.
 */
export const SEARCH_QUERY = {
  keyword: 'keyword',
  searchBy: 'search_by',
  page: 'page',
  collection: 'collection',
  type: 'type',
  decade: 'decade',
  parish: 'parish',
  spokenPage: 'spoken_page',
} as const;

/**
 * The query of the video detail routes: the keyword a search led there with (the transcript
 * shows its mentions) and the start time.
 */
export const DETAIL_QUERY = { keyword: 'keyword', time: 't' } as const;

/**
 * A video detail page with its keyword and a start `seconds` into the clip (a mention of
 * the keyword); `path` is either detail route. A blank keyword is left out.
 */
export function momentPath(path: string, keyword: string, seconds?: number): string {
  const query = new URLSearchParams();
  if (keyword.trim()) query.set(DETAIL_QUERY.keyword, keyword);
  if (seconds !== undefined) query.set(DETAIL_QUERY.time, String(Math.max(0, Math.floor(seconds))));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The query of the browse screen when no collection is chosen (its route has no segment). */
export const BROWSE_QUERY = { category: 'category', page: 'page' } as const;

/** The browse route's parameters with the category and page its query carries, if any. */
export function browseAddressParams(
  params: Readonly<Record<string, string | undefined>>,
  search: string,
): { collection?: string; category?: string; page?: string } {
  const query = new URLSearchParams(search);
  return {
    collection: params.collection,
    category: params.category ?? query.get(BROWSE_QUERY.category) ?? undefined,
    page: params.page ?? query.get(BROWSE_QUERY.page) ?? undefined,
  };
}

/** The query parameter of the blog list's page (its route has no page of its own). */
export const BLOG_LIST_PAGE_QUERY = 'page';

/** The explore lists' query: the other dimensions they are narrowed by, sort and page. */
export const EXPLORE_QUERY = {
  parish: 'parish',
  decade: 'decade',
  subject: 'subject',
  person: 'person',
  sort: 'sort',
  page: 'page',
} as const;

/** What an explore list's address carries besides its own dimension (slugs and labels). */
export interface ExploreAddress {
  parish?: string;
  /** Written `1960s`, or `unknown`. */
  decade?: string;
  subject?: string;
  person?: string;
  /** Left out for relevance. */
  sort?: string;
  page?: number;
}

function exploreQuery(address: ExploreAddress = {}): string {
  const query = new URLSearchParams();
  for (const key of ['parish', 'decade', 'subject', 'person', 'sort'] as const) {
    const value = address[key];
    if (value) query.set(EXPLORE_QUERY[key], value);
  }
  if (address.page !== undefined && address.page > 1)
    query.set(EXPLORE_QUERY.page, String(address.page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** The site's paths (SPEC §2). Views and stores build links only through these. */
export const paths = {
  home: () => pathTo('home'),
  /**
   * No collection is every collection. Its address has no collection segment (SPEC §4: a
   * collection is 3 or 4): `/browse-all-videos`, with `?category=series&page=2` when a
   * category or a later page is shown.
   */
  browse: (collection?: CollectionId, category?: Category, page?: number) => {
    if (collection === undefined) {
      const query = new URLSearchParams();
      if (category !== undefined && category !== 'all') query.set(BROWSE_QUERY.category, category);
      if (page !== undefined && page > 1) query.set(BROWSE_QUERY.page, String(page));
      const search = query.toString();
      return search ? `${pathTo('browse')}?${search}` : pathTo('browse');
    }
    return pathTo('browse', {
      collection,
      category,
      page: category === undefined ? undefined : (page ?? 1),
    });
  },
  subListing: (category: string, id: string, page = 1) =>
    pathTo('subListing', { category, id, page }),
  /** Redirects to page 1 of the sub-listing. */
  subListingFirst: (category: string, id: string) => pathTo('subListingFirst', { category, id }),
  assetDetail: (id: string) => pathTo('assetDetail', { id }),
  videoPlayer: (id: string) => pathTo('videoPlayer', { id }),
  blog: (key: string) => pathTo('blog', { id: key }),
  /**
   * Page 1 has no `page` parameter; a filter adds `collection` (3, 4), `type` (`clip`),
   * `decade` (`1960s`) and `parish` (`st-landry`); the spoken-word part's page past the first
   * adds `spoken_page`.
   */
  search: (
    keyword: string,
    searchBy: string,
    page = 1,
    filter: SearchFilter = {},
    spokenPage = 1,
  ) => {
    const query = new URLSearchParams({
      [SEARCH_QUERY.keyword]: keyword,
      [SEARCH_QUERY.searchBy]: searchBy,
    });
    if (filter.collection !== undefined)
      query.set(SEARCH_QUERY.collection, String(filter.collection));
    if (filter.type !== undefined) query.set(SEARCH_QUERY.type, filter.type.toLowerCase());
    const { decade, parish } = catalogueQueryValues(filter);
    if (decade) query.set(SEARCH_QUERY.decade, decade);
    if (parish) query.set(SEARCH_QUERY.parish, parish);
    if (page > 1) query.set(SEARCH_QUERY.page, String(page));
    if (spokenPage > 1) query.set(SEARCH_QUERY.spokenPage, String(spokenPage));
    return `${pathTo('search')}?${query.toString()}`;
  },
  /** A page given, that page (1-based) whatever page the visitor was last shown. */
  blogList: (page?: number) =>
    page === undefined
      ? pathTo('blogList')
      : `${pathTo('blogList')}?${new URLSearchParams({ [BLOG_LIST_PAGE_QUERY]: String(page) }).toString()}`,
  about: () => pathTo('about'),
  contact: () => pathTo('contact'),
  contactSuccess: () => pathTo('contactSuccess'),
  notFound: () => pathTo('notFound'),
  embed: (id: string) => pathTo('embed', { id }),
  accessibility: () => pathTo('accessibility'),
  explore: () => pathTo('explore'),
  /** A parish by slug ('st-landry'), narrowed by the address's other dimensions. */
  exploreParish: (slug: string, address?: ExploreAddress) =>
    pathTo('exploreParish', { slug }) + exploreQuery(address),
  /** A decade written `1960s`. */
  exploreDecade: (decade: string, address?: ExploreAddress) =>
    pathTo('exploreDecade', { decade }) + exploreQuery(address),
  exploreSubject: (slug: string, address?: ExploreAddress) =>
    pathTo('exploreSubject', { slug }) + exploreQuery(address),
  explorePerson: (slug: string, address?: ExploreAddress) =>
    pathTo('explorePerson', { slug }) + exploreQuery(address),
} satisfies Record<RouteId, (...args: never[]) => string>;

export type DetailRoute = Extract<RouteId, 'assetDetail' | 'videoPlayer'>;

/**
 * Where an item opens: a series or topic opens its sub-listing (the type as the category,
 * written as the item carries it), anything else the video detail route given.
 */
export function itemTarget(
  item: { type: string; identifier: string },
  detail: DetailRoute = 'assetDetail',
  subListingCategory: (type: string) => string = (t) => t,
): string {
  if (isContainer(item.type))
    return paths.subListingFirst(subListingCategory(item.type), item.identifier);
  return paths[detail](item.identifier);
}
