import type { CatalogueExplorer } from '../../core/ports/Catalogue';
import type { Logger } from '../../core/ports/Logger';
import { resourcePaths, sitemapChildName } from '../../core/routes/resourcePaths';
import {
  blogSitemapPage,
  explorePagePaths,
  listedItemPath,
  originFreeSitemaps,
  sitemapFor,
  SITEMAP_LIMITS,
  SITEMAP_ORIGIN_RESERVE,
  SITEMAP_SLICE,
  staticPagePaths,
  type OriginFreeSitemaps,
  type OriginFreeXml,
  type SitemapLimits,
  type SitemapSources,
} from '../../core/rules/seo/sitemap';
import type { WalkArchive } from '../../core/use-cases/WalkArchive';
import { RESOURCE_CACHE } from '../http/cachePolicy';
import { Refreshing } from './refreshing';
import { missing, unavailable, type ResourceAnswer, type SiteResource } from './resources';

export const XML_TYPE = 'application/xml; charset=utf-8';
/** The archive's lists are walked again after this; until then every request shares one. */
export const SITEMAP_FRESH_MS = 60 * 60_000;
/** After a walk that failed, the next is not started before this. */
export const SITEMAP_RETRY_MS = 5 * 60_000;
/** What a client is told to wait when there is no sitemap yet. */
const RETRY_AFTER_SECONDS = 120;

export interface SitemapOptions {
  walk: Pick<WalkArchive, 'assets' | 'blogPosts'>;
  /** The catalogue index, when the server has one: its overview names more explore pages. */
  explore?: Pick<CatalogueExplorer, 'overview'>;
  logger: Logger;
  freshMs?: number;
  retryMs?: number;
  limits?: SitemapLimits;
  now?: () => number;
}

/** Lets other work (requests, timers) run: a long build pauses here between its slices. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs a sliced build, pausing between slices, so no request waits behind all of it. */
async function inSlices<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/**
 * The explore pages the catalogue index names (decades, the most used subjects and people);
 * none when it has no answer: the sitemap does not wait on the index, nor fail with it.
 */
async function explorePages(options: SitemapOptions): Promise<string[]> {
  if (!options.explore) return [];
  try {
    return explorePagePaths(await options.explore.overview());
  } catch (error) {
    options.logger.warn(
      'Sitemap: the catalogue index did not answer; its explore pages are left out',
      error,
    );
    return [];
  }
}

/**
 * The sitemaps' pages: the static ones from the route table and the explore pages the
 * catalogue index names, the rest from the archive.
 */
async function readSources(options: SitemapOptions): Promise<SitemapSources> {
  const { walk, logger } = options;
  const [assets, blogs, explore] = await Promise.all([
    walk.assets(),
    walk.blogPosts(),
    explorePages(options),
  ]);
  if (!assets.complete) logger.warn('Sitemap: the asset walk reached its page limit');
  if (!blogs.complete) logger.warn('Sitemap: the blog walk reached its page limit');
  const paths = new Set<string>();
  for (const [i, asset] of assets.items.entries()) {
    paths.add(listedItemPath(asset));
    if ((i + 1) % SITEMAP_SLICE === 0) await pause();
  }
  return {
    pages: [...new Set([...staticPagePaths(), ...explore])].map((path) => ({ path })),
    blogs: blogs.items.map(blogSitemapPage),
    videos: [...paths].map((path) => ({ path })),
  };
}

/** Each file as written for the origin it was asked for last: one in production (SITE_ORIGIN). */
class LastOrigin {
  private readonly written = new WeakMap<OriginFreeXml, { origin: string; text: string }>();

  text(xml: OriginFreeXml, origin: string): string {
    const last = this.written.get(xml);
    if (last?.origin === origin) return last.text;
    const text = sitemapFor(xml, origin);
    this.written.set(xml, { origin, text });
    return text;
  }
}

/**
 * `/sitemap.xml` (the index) and its children under `/sitemaps/`. The archive's lists are
 * walked at most once per `freshMs` for every request; after that the last sitemap is served
 * while a new walk runs, and it stays served when the walk fails. With none yet, a failure
 * is 503. The files are written once per walk, in slices between which other requests run,
 * for any origin: a request only puts its origin into the file it asks for.
 */
export function sitemapResource(options: SitemapOptions): SiteResource {
  const { logger } = options;
  const limits = options.limits ?? SITEMAP_LIMITS;
  const sitemaps = new Refreshing<OriginFreeSitemaps>({
    load: async () => inSlices(originFreeSitemaps(await readSources(options), limits)),
    freshMs: options.freshMs ?? SITEMAP_FRESH_MS,
    retryMs: options.retryMs ?? SITEMAP_RETRY_MS,
    now: options.now,
    onError: (error, stale) =>
      logger.error(
        stale
          ? 'Sitemap could not be refreshed; the last one is served:'
          : 'Sitemap could not be built:',
        error,
      ),
  });
  const written = new LastOrigin();

  return {
    name: 'Sitemap',
    matches: (path) =>
      path === resourcePaths.sitemapIndex() || sitemapChildName(path) !== undefined,
    async answer({ path, url }): Promise<ResourceAnswer> {
      let files: OriginFreeSitemaps;
      try {
        files = await sitemaps.get();
      } catch {
        return unavailable('The sitemap is not available yet', RETRY_AFTER_SECONDS);
      }
      // No host name is this long; the files' limits hold for origins up to it.
      if (url.origin.length > SITEMAP_ORIGIN_RESERVE) return missing('No such sitemap');
      const name = sitemapChildName(path);
      const xml = name === undefined ? files.index : files.children.get(name);
      if (xml === undefined) return missing('No such sitemap');
      return {
        status: 200,
        type: XML_TYPE,
        body: written.text(xml, url.origin),
        cacheControl: RESOURCE_CACHE,
      };
    },
  };
}
