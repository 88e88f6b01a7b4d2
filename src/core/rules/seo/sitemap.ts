/**
 * Sitemaps (sitemaps.org protocol 0.9): an index naming child sitemaps of the static pages,
 * the blog posts and the videos, each file within the protocol's limits.
 */
import { isContainer, type Asset } from '../../entities/Asset';
import type { Blog } from '../../entities/Blog';
import type { CatalogueOverview } from '../../entities/Catalogue';
import { LPB, LSA } from '../../entities/Collection';
import { resourcePaths } from '../../routes/resourcePaths';
import { paths, patternParams, ROUTE_IDS, SITE_ROUTES } from '../../routes/routeTable';
import { decadeLabel } from '../places/assetTime';
import { PARISHES } from '../places/gazetteer';
import { canonicalPath } from './pageMeta';
import { isoDateTime } from './structuredData';
import { escapeXml, utf8Length } from './xmlText';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limits for one file: URLs, and bytes before compression. */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };
/** Longer locations are not accepted by the protocol. */
export const MAX_LOC_LENGTH = 2048;

/** A page of the site for a sitemap: its path, and when it last changed if known. */
export interface SitemapPage {
  path: string;
  /** W3C Datetime (`2024-03-05`, `2024-03-05T10:00:00.000Z`). */
  lastmod?: string;
}

/** What the sitemaps list, as paths on the site. */
export interface SitemapSources {
  pages: readonly SitemapPage[];
  blogs: readonly SitemapPage[];
  videos: readonly SitemapPage[];
}

/** The index and its children by name (`pages`, `blog`, `videos-1`...), every one XML. */
export interface SitemapFiles {
  index: string;
  children: ReadonlyMap<string, string>;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/**
 * The pages every visitor can reach without a search, from the route table: routes with an
 * address of their own (no parameter), not kept out of search engines and not another
 * route's alias, plus the browse page of each collection. Canonical addresses throughout.
 */
export function staticPagePaths(): string[] {
  const plain = ROUTE_IDS.filter((id) => {
    const route = SITE_ROUTES[id];
    const hasPlainAddress = route.patterns.some((p) => patternParams(p).length === 0);
    return hasPlainAddress && !route.meta.robots && !route.canonical;
  }).map((id) => canonicalPath({ id, params: {} }));
  const collections = [LPB, LSA].map((collection) =>
    canonicalPath({ id: 'browse', params: { collection: String(collection) } }),
  );
  // Every parish has its page, whatever the catalogue holds.
  const parishes = PARISHES.map((parish) => paths.exploreParish(parish.slug));
  return [...new Set([...plain, ...collections, ...parishes])];
}

/**
 * The explore pages the catalogue index names in its overview, beyond the hub and the 64
 * parishes (always listed): each decade with videos, and the subjects and people the hub
 * shows (the most used). Others are reached from the video pages' links.
 */
export function explorePagePaths(
  overview: Pick<CatalogueOverview, 'decades' | 'subjects' | 'people'>,
): string[] {
  const decades = overview.decades
    .filter((decade) => decade.count > 0)
    .map((decade) => paths.exploreDecade(decadeLabel(decade.value)));
  const named = (list: CatalogueOverview['subjects'], path: (slug: string) => string) =>
    list.filter((entry) => entry.count > 0 && entry.slug).map((entry) => path(entry.slug));
  return [
    ...new Set([
      ...decades,
      ...named(overview.subjects, (slug) => paths.exploreSubject(slug)),
      ...named(overview.people, (slug) => paths.explorePerson(slug)),
    ]),
  ];
}

/**
 * The canonical page of an item of an asset list: a series or topic is its sub-listing's
 * first page, anything else the video detail page, both by the item's identifier.
 */
export function listedItemPath(item: Pick<Asset, 'id' | 'identifier' | 'type'>): string {
  const id = item.identifier || item.id;
  if (isContainer(item.type)) {
    return canonicalPath({
      id: 'subListing',
      params: { category: item.type.toLowerCase(), id, page: '1' },
    });
  }
  return canonicalPath({ id: 'assetDetail', params: { id } });
}

/** A blog post's page, dated by the post. */
export function blogSitemapPage(blog: Pick<Blog, 'key' | 'date'>): SitemapPage {
  return {
    path: canonicalPath({ id: 'blog', params: { id: blog.key } }),
    lastmod: isoDateTime(blog.date),
  };
}

/**
 * Files made once for any origin: the origin goes where this character stands. XML cannot
 * carry it, so no escaped text ever contains it.
 */
const ORIGIN_SLOT = '\u0000';
/** Origins up to this many characters fit files made for any origin (a DNS name has 253). */
export const SITEMAP_ORIGIN_RESERVE = 300;
/** Pages written between two pauses of a sliced build. */
export const SITEMAP_SLICE = 2_000;

/** A sitemap file without its origin: the file of an origin is `parts.join(escapeXml(origin))`. */
export type OriginFreeXml = readonly string[];

/** The sitemaps of the site made once for every origin (see `sitemapsFor`). */
export interface OriginFreeSitemaps {
  index: OriginFreeXml;
  children: ReadonlyMap<string, OriginFreeXml>;
}

/** Where the origin goes: its XML text, and the characters it is counted as. */
interface OriginSpace {
  xml: string;
  length: number;
}

function urlElement(origin: OriginSpace, page: SitemapPage): string {
  const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : '';
  return `<url><loc>${origin.xml}${escapeXml(page.path)}</loc>${lastmod}</url>\n`;
}

/** Runs a sliced build to its end at once. */
function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

function* splitSlices(
  origin: OriginSpace,
  pages: readonly SitemapPage[],
  limits: SitemapLimits,
): Generator<void, string[][]> {
  const files: string[][] = [];
  const frame = utf8Length(URLSET_OPEN) + utf8Length(URLSET_CLOSE);
  // The origin counted at its full length, whatever stands in for it.
  const originBytes = origin.length - utf8Length(origin.xml);
  let current: string[] = [];
  let bytes = frame;
  let written = 0;
  for (const page of pages) {
    if (++written % SITEMAP_SLICE === 0) yield;
    if (origin.length + page.path.length > MAX_LOC_LENGTH) continue;
    const element = urlElement(origin, page);
    const size = utf8Length(element) + originBytes;
    if (
      current.length > 0 &&
      (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)
    ) {
      files.push(current);
      current = [];
      bytes = frame;
    }
    current.push(element);
    bytes += size;
  }
  if (current.length > 0) files.push(current);
  return files;
}

/**
 * Pages in files within the limits, in order: a file ends before the URL that would take it
 * past either limit. Pages whose location is too long for the protocol are left out.
 */
export function splitSitemap(
  origin: string,
  pages: readonly SitemapPage[],
  limits: SitemapLimits = SITEMAP_LIMITS,
): string[][] {
  return finish(splitSlices({ xml: escapeXml(origin), length: origin.length }, pages, limits));
}

function urlSet(elements: readonly string[]): string {
  return `${URLSET_OPEN}${elements.join('')}${URLSET_CLOSE}`;
}

/** A `<sitemapindex>` of absolute sitemap locations. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

function* fileSlices(
  origin: OriginSpace,
  sources: SitemapSources,
  limits: SitemapLimits,
): Generator<void, SitemapFiles> {
  const children = new Map<string, string>();
  const add = function* (base: string, pages: readonly SitemapPage[], numbered: boolean) {
    const files = yield* splitSlices(origin, pages, limits);
    for (const [i, elements] of files.entries()) {
      const name = numbered || i > 0 ? `${base}-${i + 1}` : base;
      children.set(name, urlSet(elements));
      yield;
    }
  };
  yield* add('pages', sources.pages, false);
  yield* add('blog', sources.blogs, false);
  yield* add('videos', sources.videos, true);
  const entries = [...children.keys()].map(
    (name) =>
      `<sitemap><loc>${origin.xml}${escapeXml(resourcePaths.sitemap(name))}</loc></sitemap>\n`,
  );
  const index = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
  return { index, children };
}

/**
 * Every sitemap of the site on `origin`: `pages`, `blog` and `videos-{n}`, each split within
 * the limits (`blog-2` and `pages-2` too, should they ever need it); a child with no page is
 * left out, since the protocol wants at least one URL in a file.
 */
export function sitemapFiles(
  origin: string,
  sources: SitemapSources,
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapFiles {
  return finish(fileSlices({ xml: escapeXml(origin), length: origin.length }, sources, limits));
}

/**
 * The files of `sitemapFiles` made once for every origin of up to SITEMAP_ORIGIN_RESERVE
 * characters (split as if the origin were that long), in slices: the generator pauses after
 * every SITEMAP_SLICE pages, so its driver can let other work run between them.
 */
export function* originFreeSitemaps(
  sources: SitemapSources,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Generator<void, OriginFreeSitemaps> {
  const origin = { xml: ORIGIN_SLOT, length: SITEMAP_ORIGIN_RESERVE };
  const files = yield* fileSlices(origin, sources, limits);
  const children = new Map<string, OriginFreeXml>();
  for (const [name, xml] of files.children) {
    children.set(name, xml.split(ORIGIN_SLOT));
    yield;
  }
  return { index: files.index.split(ORIGIN_SLOT), children };
}

/** A file of `originFreeSitemaps` for `origin` (at most SITEMAP_ORIGIN_RESERVE characters). */
export function sitemapFor(xml: OriginFreeXml, origin: string): string {
  return xml.join(escapeXml(origin));
}
