import type { Logger } from '../../core/ports/Logger';
import { feedName, type FeedName } from '../../core/routes/resourcePaths';
import { blogFeed, rssXml, videoFeed, type Feed } from '../../core/rules/seo/feeds';
import type { ListLatest } from '../../core/use-cases/ListLatest';
import { FEED_CACHE } from '../http/cachePolicy';
import { Refreshing } from './refreshing';
import { unavailable, type ResourceAnswer, type SiteResource } from './resources';

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
/** As long as the answer's own cache: one archive read per quarter hour for every reader. */
export const FEED_FRESH_MS = 15 * 60_000;
export const FEED_RETRY_MS = 60_000;

export interface FeedsOptions {
  latest: Pick<ListLatest, 'videos' | 'blogPosts'>;
  logger: Logger;
  freshMs?: number;
  retryMs?: number;
  now?: () => number;
}

/**
 * `/feeds/blog.xml` and `/feeds/videos.xml`: RSS 2.0 of the newest posts and of Home's New
 * Additions. Each is read at most once per `freshMs`, then served stale while it is read
 * again, and kept when that fails; with none yet, a failure is 503.
 */
export function feedsResource(options: FeedsOptions): SiteResource {
  const { logger } = options;
  const feed = (name: FeedName, load: () => Promise<Feed>) =>
    new Refreshing<Feed>({
      load,
      freshMs: options.freshMs ?? FEED_FRESH_MS,
      retryMs: options.retryMs ?? FEED_RETRY_MS,
      now: options.now,
      onError: (error, stale) =>
        logger.error(
          `The ${name} feed could not be ${stale ? 'refreshed; the last one is served' : 'built'}:`,
          error,
        ),
    });
  const feeds: Record<FeedName, Refreshing<Feed>> = {
    blog: feed('blog', async () => blogFeed(await options.latest.blogPosts())),
    videos: feed('videos', async () => videoFeed(await options.latest.videos())),
  };
  const now = options.now ?? Date.now;

  return {
    name: 'Feed',
    matches: (path) => feedName(path) !== undefined,
    async answer({ path, url }): Promise<ResourceAnswer> {
      const cached = feeds[feedName(path) as FeedName];
      let data: Feed;
      try {
        data = await cached.get();
      } catch {
        return unavailable('The feed is not available yet', 60);
      }
      return {
        status: 200,
        type: RSS_CONTENT_TYPE,
        body: rssXml(data, url.origin, new Date(cached.loadedAt ?? now())),
        cacheControl: FEED_CACHE,
        headers: { 'Access-Control-Allow-Origin': '*' },
      };
    },
  };
}
