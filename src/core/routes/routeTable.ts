import { isContainer } from '../entities/Asset';
import { EVERY_COLLECTION, type Category } from '../entities/Browse';
import type { CollectionId } from '../entities/Collection';

/** The site's routes; SITE_ROUTES below describes each. */
export type RouteId =
  | 'home'
  | 'browse'
  | 'subListingFirst'
  | 'subListing'
  | 'assetDetail'
  | 'videoPlayer'
  | 'blog'
  | 'search'
  | 'blogList'
  | 'about'
  | 'contact'
  | 'contactSuccess'
  | 'accessibility'
  | 'notFound'
  | 'embed';

/** A route's head before its page knows more. */
export interface RouteMetaText {
  /** Without the site's name. */
  title: string;
  description: string;
  robots?: 'noindex';
}

/** The data a page can start fetching from its address alone (see src/ui/preload.ts). */
export type PrefetchKind = 'homeLists' | 'browseResults' | 'blogPost';

export interface SiteRoute {
  /**
   * React Router patterns. Builders fill the one with the most parameters they were given,
   * so patterns with fewer parameters are shorter forms of the same screen.
   */
  patterns: readonly string[];
  meta: RouteMetaText;
  /** Meta of particular values of one parameter, compared case-insensitively. */
  metaByParam?: { param: string; values: Readonly<Record<string, RouteMetaText>> };
  /** Inside the site shell (header, menu, footer); the embeddable player is not. */
  shell: boolean;
  /**
   * Parameters whose change gives the page a fresh instance; '?' stands for the whole query,
   * '?name' for one query parameter.
   */
  keyBy?: readonly string[];
  prefetch?: PrefetchKind;
  /** The route whose address is this one's canonical address, with the same parameters. */
  canonical?: RouteId;
}

const VIDEO_META: RouteMetaText = {
  title: 'Video',
  description: 'A historic video from the Louisiana Digital Media Archive, with captions.',
};

const SUB_LISTING_META: Pick<SiteRoute, 'meta' | 'metaByParam'> = {
  meta: {
    title: 'Collection Listing',
    description: 'A listing of videos in the Louisiana Digital Media Archive.',
  },
  metaByParam: {
    param: 'category',
    values: {
      series: {
        title: 'Series',
        description: 'The videos of a series in the Louisiana Digital Media Archive.',
      },
      topic: {
        title: 'Topic',
        description: 'The videos of a topic in the Louisiana Digital Media Archive.',
      },
    },
  },
};

/** The site's routes (SPEC §2, plus the accessibility statement and the embeddable player). */
export const SITE_ROUTES: Readonly<Record<RouteId, SiteRoute>> = {
  home: {
    patterns: ['/'],
    meta: {
      title: 'Home',
      description:
        'Decades of historic Louisiana video and audio from Louisiana Public Broadcasting and the Louisiana State Archives. Watch, search and read the Spotlight On History blog.',
    },
    shell: true,
    prefetch: 'homeLists',
  },
  browse: {
    patterns: [
      '/browse-all-videos',
      '/browse-all-videos/:collection',
      '/browse-all-videos/:collection/:category',
      '/browse-all-videos/:collection/:category/page/:page',
    ],
    meta: {
      title: 'Browse Videos',
      description: "Browse the archive's videos by collection, series, topic and program.",
    },
    shell: true,
    prefetch: 'browseResults',
  },
  subListingFirst: {
    patterns: ['/sublisting/:category/:id'],
    ...SUB_LISTING_META,
    shell: true,
  },
  subListing: {
    patterns: ['/sublisting/:category/:id/page/:page'],
    ...SUB_LISTING_META,
    shell: true,
    keyBy: ['category', 'id'],
  },
  assetDetail: {
    patterns: ['/video_v2/asset-detail/:id'],
    meta: VIDEO_META,
    shell: true,
    keyBy: ['id'],
  },
  videoPlayer: {
    patterns: ['/video-player/:id'],
    meta: VIDEO_META,
    shell: true,
    keyBy: ['id'],
    canonical: 'assetDetail',
  },
  blog: {
    patterns: ['/blog/:id'],
    meta: {
      title: 'Spotlight On History',
      description: "A Spotlight On History post about Louisiana's past.",
    },
    shell: true,
    keyBy: ['id'],
    prefetch: 'blogPost',
  },
  search: {
    patterns: ['/search'],
    meta: {
      title: 'Search Results',
      description: 'Search the Louisiana Digital Media Archive.',
      robots: 'noindex',
    },
    shell: true,
    // Not the page: paging the results keeps the page and its answer.
    keyBy: ['?keyword', '?search_by'],
  },
  blogList: {
    patterns: ['/spotlight-on-history'],
    meta: {
      title: 'Spotlight On History',
      description:
        "Spotlight On History: stories from Louisiana's past, told with the archive's films and recordings.",
    },
    shell: true,
  },
  about: {
    patterns: ['/about-ldma'],
    meta: {
      title: 'About LDMA',
      description:
        'About the Louisiana Digital Media Archive: its collections, mission, partners and history.',
    },
    shell: true,
  },
  contact: {
    patterns: ['/contact-us'],
    meta: {
      title: 'Contact Us',
      description:
        'Send the Louisiana Digital Media Archive your questions, feedback or a footage licensing request.',
    },
    shell: true,
  },
  contactSuccess: {
    patterns: ['/contact-success'],
    meta: {
      title: 'Thank You',
      description: 'Thank you for contacting the Louisiana Digital Media Archive.',
      robots: 'noindex',
    },
    shell: true,
  },
  accessibility: {
    patterns: ['/accessibility'],
    meta: {
      title: 'Accessibility',
      description:
        'How the Louisiana Digital Media Archive meets WCAG 2.1 AA, how it is tested, its known limits and how to ask for help.',
    },
    shell: true,
  },
  notFound: {
    patterns: ['/not-found'],
    meta: {
      title: 'Page Not Found',
      description: "We couldn't find that page.",
      robots: 'noindex',
    },
    shell: true,
  },
  // No site shell: it lives in other sites' iframes.
  embed: {
    patterns: ['/embed/:id'],
    meta: { ...VIDEO_META, robots: 'noindex' },
    shell: false,
    keyBy: ['id'],
    canonical: 'assetDetail',
  },
};

export const ROUTE_IDS = Object.keys(SITE_ROUTES) as RouteId[];

export type RouteParams = Readonly<Record<string, string | number | undefined>>;

/** A pathname matched to its route (matching is React Router's, outside the core). */
export interface RouteMatch {
  id: RouteId;
  params: Readonly<Record<string, string | undefined>>;
}

const PARAM = /:(\w+)/g;

/** The parameter names of a pattern, in order. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((m) => m[1] as string);
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

/** The query parameters of the search results (the header's search form sends them). */
export const SEARCH_QUERY = { keyword: 'keyword', searchBy: 'search_by', page: 'page' } as const;

/** The query parameter of the blog list's page (its route has no page of its own). */
export const BLOG_LIST_PAGE_QUERY = 'page';

/** The site's paths (SPEC §2). Views and stores build links only through these. */
export const paths = {
  home: () => pathTo('home'),
  /**
   * No collection is every collection: `/browse-all-videos` for all of page 1, else
   * `/browse-all-videos/all/{category}/page/{page}`.
   */
  browse: (collection?: CollectionId, category?: Category, page?: number) => {
    if (collection === undefined) {
      const everything = (category ?? 'all') === 'all' && (page ?? 1) === 1;
      if (everything) return pathTo('browse');
      return pathTo('browse', {
        collection: EVERY_COLLECTION,
        category: category ?? 'all',
        page: page ?? 1,
      });
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
  /** Page 1 has no `page` parameter. */
  search: (keyword: string, searchBy: string, page = 1) => {
    const query = new URLSearchParams({
      [SEARCH_QUERY.keyword]: keyword,
      [SEARCH_QUERY.searchBy]: searchBy,
    });
    if (page > 1) query.set(SEARCH_QUERY.page, String(page));
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
} satisfies Record<RouteId, (...args: never[]) => string>;

const CAPTIONS_PATH = /^\/captions\/([^/]+)\.vtt$/;

/**
 * An asset's English captions as WebVTT, served by the site itself (not a page): the track
 * of the video the server renders for visitors without script.
 */
export function captionsPath(assetId: string): string {
  return `/captions/${encodeURIComponent(assetId)}.vtt`;
}

/** The asset a (decoded) captions path names; undefined for any other path. */
export function captionsAssetId(path: string): string | undefined {
  return CAPTIONS_PATH.exec(path)?.[1];
}

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
