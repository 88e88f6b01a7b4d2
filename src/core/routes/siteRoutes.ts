import { HEAD_TEXT, type RouteHeadText } from './headText';

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
  | 'embed'
  | 'explore'
  | 'exploreParish'
  | 'exploreDecade'
  | 'exploreSubject'
  | 'explorePerson';

/** The data a page can start fetching from its address alone (see src/ui/preload.ts). */
export type PrefetchKind = 'homeLists' | 'browseResults' | 'blogPost';

export interface SiteRoute extends RouteHeadText {
  /**
   * React Router patterns. Builders fill the one with the most parameters they were given,
   * so patterns with fewer parameters are shorter forms of the same screen.
   */
  patterns: readonly string[];
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

/** The site's routes (SPEC §2, plus the accessibility statement and the embeddable player). */
export const SITE_ROUTES: Readonly<Record<RouteId, SiteRoute>> = {
  home: { patterns: ['/'], ...HEAD_TEXT.home, shell: true, prefetch: 'homeLists' },
  browse: {
    patterns: [
      '/browse-all-videos',
      '/browse-all-videos/:collection',
      '/browse-all-videos/:collection/:category',
      '/browse-all-videos/:collection/:category/page/:page',
    ],
    ...HEAD_TEXT.browse,
    shell: true,
    prefetch: 'browseResults',
  },
  subListingFirst: {
    patterns: ['/sublisting/:category/:id'],
    ...HEAD_TEXT.subListing,
    shell: true,
  },
  subListing: {
    patterns: ['/sublisting/:category/:id/page/:page'],
    ...HEAD_TEXT.subListing,
    shell: true,
    keyBy: ['category', 'id'],
  },
  assetDetail: {
    patterns: ['/video_v2/asset-detail/:id'],
    ...HEAD_TEXT.video,
    shell: true,
    keyBy: ['id'],
  },
  videoPlayer: {
    patterns: ['/video-player/:id'],
    ...HEAD_TEXT.video,
    shell: true,
    keyBy: ['id'],
    canonical: 'assetDetail',
  },
  blog: {
    patterns: ['/blog/:id'],
    ...HEAD_TEXT.blog,
    shell: true,
    keyBy: ['id'],
    prefetch: 'blogPost',
  },
  search: {
    patterns: ['/search'],
    ...HEAD_TEXT.search,
    shell: true,
    // Not the page: paging the results keeps the page and its answer.
    keyBy: ['?keyword', '?search_by'],
  },
  blogList: { patterns: ['/spotlight-on-history'], ...HEAD_TEXT.blogList, shell: true },
  about: { patterns: ['/about-ldma'], ...HEAD_TEXT.about, shell: true },
  contact: { patterns: ['/contact-us'], ...HEAD_TEXT.contact, shell: true },
  contactSuccess: { patterns: ['/contact-success'], ...HEAD_TEXT.contactSuccess, shell: true },
  accessibility: { patterns: ['/accessibility'], ...HEAD_TEXT.accessibility, shell: true },
  notFound: { patterns: ['/not-found'], ...HEAD_TEXT.notFound, shell: true },
  // No site shell: it lives in other sites' iframes.
  embed: {
    patterns: ['/embed/:id'],
    ...HEAD_TEXT.embed,
    shell: false,
    keyBy: ['id'],
    canonical: 'assetDetail',
  },
  // The catalogue by place, time, subject and person (sort and page in the query).
  explore: { patterns: ['/explore'], ...HEAD_TEXT.explore, shell: true },
  exploreParish: {
    patterns: ['/explore/parishes/:slug'],
    ...HEAD_TEXT.exploreParish,
    shell: true,
    keyBy: ['slug', '?'],
  },
  exploreDecade: {
    patterns: ['/explore/decades/:decade'],
    ...HEAD_TEXT.exploreDecade,
    shell: true,
    keyBy: ['decade', '?'],
  },
  exploreSubject: {
    patterns: ['/explore/subjects/:slug'],
    ...HEAD_TEXT.exploreSubject,
    shell: true,
    keyBy: ['slug', '?'],
  },
  explorePerson: {
    patterns: ['/explore/people/:slug'],
    ...HEAD_TEXT.explorePerson,
    shell: true,
    keyBy: ['slug', '?'],
  },
};

export const ROUTE_IDS = Object.keys(SITE_ROUTES) as RouteId[];
