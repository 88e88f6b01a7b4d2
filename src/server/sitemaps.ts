import type { Logger } from '../core/ports/Logger';
import { resourcePaths, sitemapChildName } from '../core/routes/resourcePaths';
import {
  blogSitemapPage,
  listedItemPath,
  sitemapFiles,
  SITEMAP_LIMITS,
  staticPagePaths,
  type SitemapFiles,
  type SitemapLimits,
  type SitemapSources,
} from '../core/rules/seo/sitemap';
import type { WalkArchive } from '../core/use-cases/WalkArchive';
import { RESOURCE_CACHE } from './cachePolicy';
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
  logger: Logger;
  freshMs?: number;
  retryMs?: number;
  limits?: SitemapLimits;
  now?: () => number;
}

/** The sitemaps' pages: the static ones from the route table, the rest from the archive. */
async function readSources(walk: SitemapOptions['walk'], logger: Logger): Promise<SitemapSources> {
  const [assets, blogs] = await Promise.all([walk.assets(), walk.blogPosts()]);
  if (!assets.complete) logger.warn('Sitemap: the asset walk reached its page limit');
  if (!blogs.complete) logger.warn('Sitemap: the blog walk reached its page limit');
  const videos = [...new Set(assets.items.map(listedItemPath))].map((path) => ({ path }));
  return {
    pages: staticPagePaths().map((path) => ({ path })),
    blogs: blogs.items.map(blogSitemapPage),
    videos,
  };
}

/**
 * `/sitemap.xml` (the index) and its children under `/sitemaps/`. The archive's lists are
 * walked at most once per `freshMs` for every request; after that the last sitemap is served
 * while a new walk runs, and it stays served when the walk fails. With none yet, a failure
 * is 503. Absolute URLs on the request's site origin, so the files are written per origin.
 */
export function sitemapResource(options: SitemapOptions): SiteResource {
  const { logger } = options;
  const limits = options.limits ?? SITEMAP_LIMITS;
  const sources = new Refreshing<SitemapSources>({
    load: () => readSources(options.walk, logger),
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
  // The files of the last origin asked for: one origin in production (SITE_ORIGIN).
  let written: { sources: SitemapSources; origin: string; files: SitemapFiles } | undefined;

  return {
    name: 'Sitemap',
    matches: (path) =>
      path === resourcePaths.sitemapIndex() || sitemapChildName(path) !== undefined,
    async answer({ path, url }): Promise<ResourceAnswer> {
      let data: SitemapSources;
      try {
        data = await sources.get();
      } catch {
        return unavailable('The sitemap is not available yet', RETRY_AFTER_SECONDS);
      }
      if (written?.sources !== data || written.origin !== url.origin) {
        written = {
          sources: data,
          origin: url.origin,
          files: sitemapFiles(url.origin, data, limits),
        };
      }
      const name = sitemapChildName(path);
      const body = name === undefined ? written.files.index : written.files.children.get(name);
      if (body === undefined) return missing('No such sitemap');
      return { status: 200, type: XML_TYPE, body, cacheControl: RESOURCE_CACHE };
    },
  };
}
