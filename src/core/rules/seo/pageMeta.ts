import { normaliseFilter } from '../../entities/Browse';
import type { RouteMetaText } from '../../routes/headText';
import {
  browseAddressParams,
  paths,
  pathTo,
  SITE_ROUTES,
  type RouteId,
  type RouteMatch,
} from '../../routes/routeTable';
import { absoluteUrl } from './structuredData';

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

/** The home and About pages describe the archive itself. */
export const describesArchive = (id: RouteId) => id === 'home' || id === 'about';

/** Browse pages are collection pages whatever they list. */
export const isBrowse = (id: RouteId) => id === 'browse';

/** Whether a route carries structured data of its own, before its page adds any. */
export function hasRouteStructuredData(id: RouteId): boolean {
  return describesArchive(id) || isBrowse(id);
}

const searchKeyword = (search: string) => (new URLSearchParams(search).get('keyword') ?? '').trim();

/** The table's meta of a route, or that of the value of its distinguishing parameter. */
function metaText({ id, params }: RouteMatch): RouteMetaText {
  const { meta, metaByParam } = SITE_ROUTES[id];
  if (!metaByParam) return meta;
  const value = (params[metaByParam.param] ?? '').toLowerCase();
  // hasOwn: a parameter such as 'constructor' must not read the object's prototype.
  return Object.hasOwn(metaByParam.values, value) ? (metaByParam.values[value] ?? meta) : meta;
}

/**
 * The document title of a route, set before its page view is reported so analytics and
 * assistive technology name the page even while its data is still loading.
 */
export function pageTitle(match: RouteMatch, search = ''): string {
  const keyword = match.id === 'search' ? searchKeyword(search) : '';
  return `${keyword ? `Search Results for ${keyword}` : metaText(match).title} | ${SITE_NAME}`;
}

/** A page's own name as a full document title. */
export function titled(name: string): string {
  return name.trim() ? `${name.trim()} | ${SITE_NAME}` : '';
}

/** A document title without the site's name after it: the page's own name. */
export function pageName(title: string): string {
  const suffix = ` | ${SITE_NAME}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * The title a page view is reported to analytics with: the one shown, unless the route's
 * title carries what the visitor typed (a search's keyword); then the route's title without
 * it, so no search term leaves the site.
 */
export function reportedTitle(match: RouteMatch, search: string, shownTitle: string): string {
  const plain = pageTitle(match);
  return pageTitle(match, search) === plain ? shownTitle : plain;
}

/**
 * The one address of a page, built from its route: both video routes and the embed name the
 * asset-detail route, a search keeps its keyword, and other query parameters (`?t=`) are
 * dropped.
 */
export function canonicalPath(match: RouteMatch, search = ''): string {
  if (match.id === 'browse') {
    // The address the browse page settles on, whatever form it was opened at.
    const filter = normaliseFilter(browseAddressParams(match.params, search));
    return paths.browse(filter.collection, filter.category, filter.page);
  }
  const path = pathTo(SITE_ROUTES[match.id].canonical ?? match.id, match.params);
  if (match.id !== 'search') return path;
  const params = new URLSearchParams(search);
  const query = new URLSearchParams({
    keyword: searchKeyword(search),
    search_by: params.get('search_by')?.trim() || 'ALLFIELDS',
  });
  return `${path}?${query.toString()}`;
}

/** The meta data of a route before its page knows more. */
export function routeMeta(match: RouteMatch, search: string, origin: string): PageMeta {
  const keyword = match.id === 'search' ? searchKeyword(search) : '';
  const { description, robots = '' } = metaText(match);
  return {
    title: pageTitle(match, search),
    description: keyword ? `Search results for "${keyword}" in the ${SITE_NAME}.` : description,
    canonical: `${origin}${canonicalPath(match, search)}`,
    image: '',
    type: 'website',
    robots,
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
  const name = pageName(meta.title);
  // Link previews fetch the picture from elsewhere: a path of the site would name nothing.
  const image = absoluteUrl(meta.image, meta.canonical);
  const tags: [MetaTag['attribute'], string, string][] = [
    ['name', 'description', meta.description],
    ['name', 'robots', meta.robots],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', name],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.canonical],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', name],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([attribute, key, content]) => ({ attribute, key, content }));
}
