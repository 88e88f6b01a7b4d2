import type { Asset } from '../entities/Asset';
import type { AssetDetail } from '../entities/AssetDetail';
import type { Blog } from '../entities/Blog';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { BlogApi } from '../ports/BlogApi';
import type { CallOptions } from '../ports/CallOptions';
import type { Logger } from '../ports/Logger';
import { FEED_ITEMS, newestBlogs } from '../rules/seo/feeds';

export interface LatestVideo {
  item: Asset;
  /** Undefined when it could not be read (logged); the item still counts. */
  detail?: AssetDetail;
}

/**
 * The newest videos and blog posts, for the feeds. Unlike Home, a failed list rejects: the
 * caller keeps what it had rather than publish an empty feed.
 */
export class ListLatest {
  constructor(
    private readonly archive: ArchiveApi,
    private readonly blogs: BlogApi,
    private readonly logger: Logger,
  ) {}

  /**
   * Home's New Additions (`recentlyAddedAssetsApi`), at most `limit`, each with its detail
   * read in parallel; an asset whose detail says it is not public is left out.
   */
  async videos(limit = FEED_ITEMS, options?: CallOptions): Promise<LatestVideo[]> {
    const items = (await this.archive.recentlyAdded(options))
      .filter((item) => item.isPublic)
      .slice(0, limit);
    const details = await Promise.allSettled(
      items.map((item) => this.archive.assetDetail(item.identifier || item.id, options)),
    );
    return items.flatMap((item, i): LatestVideo[] => {
      const settled = details[i];
      if (settled?.status === 'fulfilled') {
        return settled.value.isPublic ? [{ item, detail: settled.value }] : [];
      }
      if (!options?.signal?.aborted) {
        this.logger.warn('Error fetching asset details:', settled?.reason);
      }
      return [{ item }];
    });
  }

  /** Active posts, newest first, at most `limit`. */
  async blogPosts(limit = FEED_ITEMS, options?: CallOptions): Promise<Blog[]> {
    return newestBlogs(await this.blogs.allBlogs(options), limit);
  }
}
