/** Document title, description, canonical address and sharing tags of each route. */
export const SITE_NAME = 'Louisiana Digital Media Archive';

export type PageType = 'website' | 'video.other' | 'article';

export interface PageMeta {
  /** The document title, ending in the site's name. */
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute picture for sharing cards; '' for none. */
  image: string;
  type: PageType;
  /** 'noindex' for pages search engines should not list; '' otherwise. */
  robots: string;
}

/** What a page knows better than its route: its own title, description, picture. */
export type PageMetaPatch = Partial<Omit<PageMeta, 'canonical'>>;

interface RouteMeta {
  pattern: RegExp;
  title: string;
  description: string;
  robots?: string;
}

const DEFAULT_DESCRIPTION =
  'Decades of historic Louisiana video and audio from Louisiana Public Broadcasting and the Louisiana State Archives.';

const ROUTES: RouteMeta[] = [
  {
    pattern: /^\/$/,
    title: 'Home',
    description: `${DEFAULT_DESCRIPTION} Watch, search and read the Spotlight On History blog.`,
  },
  {
    pattern: /^\/browse-all-videos(\/|$)/,
    title: 'Browse Videos',
    description: "Browse the archive's videos by collection, series, topic and program.",
  },
  {
    pattern: /^\/sublisting\/series\//i,
    title: 'Series',
    description: 'The videos of a series in the Louisiana Digital Media Archive.',
  },
  {
    pattern: /^\/sublisting\/topic\//i,
    title: 'Topic',
    description: 'The videos of a topic in the Louisiana Digital Media Archive.',
  },
  {
    pattern: /^\/sublisting\//,
    title: 'Collection Listing',
    description: 'A listing of videos in the Louisiana Digital Media Archive.',
  },
  {
    pattern: /^\/(video_v2\/asset-detail|video-player)\//,
    title: 'Video',
    description: 'A historic video from the Louisiana Digital Media Archive, with captions.',
  },
  {
    pattern: /^\/embed\//,
    title: 'Video',
    description: 'A historic video from the Louisiana Digital Media Archive, with captions.',
    robots: 'noindex',
  },
  {
    pattern: /^\/blog\//,
    title: 'Spotlight On History',
    description: "A Spotlight On History post about Louisiana's past.",
  },
  {
    pattern: /^\/spotlight-on-history\/?$/,
    title: 'Spotlight On History',
    description:
      "Spotlight On History: stories from Louisiana's past, told with the archive's films and recordings.",
  },
  {
    pattern: /^\/about-ldma\/?$/,
    title: 'About LDMA',
    description:
      'About the Louisiana Digital Media Archive: its collections, mission, partners and history.',
  },
  {
    pattern: /^\/contact-us\/?$/,
    title: 'Contact Us',
    description:
      'Send the Louisiana Digital Media Archive your questions, feedback or a footage licensing request.',
  },
  {
    pattern: /^\/contact-success\/?$/,
    title: 'Thank You',
    description: 'Thank you for contacting the Louisiana Digital Media Archive.',
    robots: 'noindex',
  },
  {
    pattern: /^\/accessibility\/?$/,
    title: 'Accessibility',
    description:
      'How the Louisiana Digital Media Archive meets WCAG 2.1 AA, how it is tested, its known limits and how to ask for help.',
  },
];

const NOT_FOUND: RouteMeta = {
  pattern: /^/,
  title: 'Page Not Found',
  description: "We couldn't find that page.",
  robots: 'noindex',
};

/** The home and About pages describe the archive itself. */
export const describesArchive = (pathname: string) => /^\/(about-ldma\/?)?$/.test(pathname);

/** Browse pages are collection pages whatever they list. */
export const isBrowse = (pathname: string) => /^\/browse-all-videos(\/|$)/.test(pathname);

/** Whether a route carries structured data of its own, before its page adds any. */
export function hasRouteStructuredData(pathname: string): boolean {
  return describesArchive(pathname) || isBrowse(pathname);
}

const searchKeyword = (search: string) => (new URLSearchParams(search).get('keyword') ?? '').trim();

const isSearch = (pathname: string) => /^\/search\/?$/.test(pathname);

/**
 * The document title of a route, set before its page view is reported so analytics and
 * assistive technology name the page even while its data is still loading.
 */
export function pageTitle(pathname: string, search = ''): string {
  if (isSearch(pathname)) {
    const keyword = searchKeyword(search);
    return `${keyword ? `Search Results for ${keyword}` : 'Search Results'} | ${SITE_NAME}`;
  }
  const match = ROUTES.find((r) => r.pattern.test(pathname)) ?? NOT_FOUND;
  return `${match.title} | ${SITE_NAME}`;
}

/** A page's own name as a full document title. */
export function titled(name: string): string {
  return name.trim() ? `${name.trim()} | ${SITE_NAME}` : '';
}

/**
 * The one address of a page: both video routes and the embed name the asset-detail route,
 * a search keeps its keyword, and other query parameters (`?t=`) are dropped.
 */
export function canonicalPath(pathname: string, search = ''): string {
  const video = /^\/(?:video_v2\/asset-detail|video-player|embed)\/([^/]+)\/?$/.exec(pathname);
  if (video) return `/video_v2/asset-detail/${video[1]}`;
  if (isSearch(pathname)) {
    const params = new URLSearchParams(search);
    const query = new URLSearchParams({
      keyword: searchKeyword(search),
      search_by: params.get('search_by')?.trim() || 'ALLFIELDS',
    });
    return `/search?${query.toString()}`;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
}

/** The meta data of a route before its page knows more. */
export function routeMeta(pathname: string, search: string, origin: string): PageMeta {
  const canonical = `${origin}${canonicalPath(pathname, search)}`;
  if (isSearch(pathname)) {
    const keyword = searchKeyword(search);
    return {
      title: pageTitle(pathname, search),
      description: keyword
        ? `Search results for "${keyword}" in the ${SITE_NAME}.`
        : `Search the ${SITE_NAME}.`,
      canonical,
      image: '',
      type: 'website',
      robots: 'noindex',
    };
  }
  const match = ROUTES.find((r) => r.pattern.test(pathname)) ?? NOT_FOUND;
  return {
    title: `${match.title} | ${SITE_NAME}`,
    description: match.description,
    canonical,
    image: '',
    type: 'website',
    robots: match.robots ?? '',
  };
}

/** A route's meta data with what its page knows; empty values in the patch change nothing. */
export function withPatch(meta: PageMeta, patch: PageMetaPatch): PageMeta {
  const kept = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined && v !== ''),
  );
  return { ...meta, ...kept };
}

/** A description for a meta tag: one line, at most `max` characters, cut at a word. */
export function summarise(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export interface MetaTag {
  /** `name` for description, robots and Twitter; `property` for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The <meta> tags of a page: description, robots, Open Graph and the Twitter card. */
export function metaTags(meta: PageMeta): MetaTag[] {
  const suffix = ` | ${SITE_NAME}`;
  const name = meta.title.endsWith(suffix) ? meta.title.slice(0, -suffix.length) : meta.title;
  const tags: [MetaTag['attribute'], string, string][] = [
    ['name', 'description', meta.description],
    ['name', 'robots', meta.robots],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', name],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.canonical],
    ['property', 'og:image', meta.image],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', name],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', meta.image],
  ];
  return tags.map(([attribute, key, content]) => ({ attribute, key, content }));
}
