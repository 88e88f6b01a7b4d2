import type { Asset } from '../entities/Asset';
import type { Blog } from '../entities/Blog';
import { LPB, LSA, type CollectionId } from '../entities/Collection';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { BlogApi } from '../ports/BlogApi';
import type { CallOptions } from '../ports/CallOptions';

export interface WalkLimits {
  /** Pages asked for at most, over the whole walk. */
  maxPages: number;
  /** Pages asked for at once. */
  concurrency: number;
}

/** Enough for 50,000 assets; a walk asks for no more than this, whatever the archive says. */
export const ASSET_WALK: WalkLimits = { maxPages: 2_000, concurrency: 4 };
export const BLOG_WALK: WalkLimits = { maxPages: 200, concurrency: 4 };

export interface Walked<T> {
  items: T[];
  /** False when the walk stopped at its page limit before the list ended. */
  complete: boolean;
}

/** One page, tried twice: a long walk should not fail on one dropped call. */
async function twice<T>(call: () => Promise<T>, options?: CallOptions): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    return call();
  }
}

/**
 * Every public asset and every active blog post, read through the paged list calls (the
 * sitemap's sources). A call that fails twice fails the walk: a partial list would drop
 * pages from the sitemap.
 */
export class WalkArchive {
  constructor(
    private readonly archive: ArchiveApi,
    private readonly blogs: BlogApi,
  ) {}

  /**
   * Each collection's assets of every type (`getAllAssetsApiDataPaged`), page by page until
   * a page comes back empty or adds nothing new (an archive that ignores the page), or the
   * limit is reached. Public ones only, each once.
   */
  async assets(limits: WalkLimits = ASSET_WALK, options?: CallOptions): Promise<Walked<Asset>> {
    const seen = new Map<string, Asset>();
    let budget = limits.maxPages;
    let complete = true;
    for (const collection of [LPB, LSA] as CollectionId[]) {
      const walked = await this.walkCollection(collection, seen, budget, limits, options);
      budget -= walked.pages;
      complete &&= walked.complete;
    }
    return { items: [...seen.values()].filter((asset) => asset.isPublic), complete };
  }

  private async walkCollection(
    collection: CollectionId,
    seen: Map<string, Asset>,
    budget: number,
    limits: WalkLimits,
    options?: CallOptions,
  ): Promise<{ pages: number; complete: boolean }> {
    let next = 1;
    while (next <= budget) {
      const batch = Array.from(
        { length: Math.min(limits.concurrency, budget - next + 1) },
        (_, i) => next + i,
      );
      const pages = await Promise.all(
        batch.map((page) =>
          twice(
            () => this.archive.pagedAssets({ Page: page, CollectionId: collection }, options),
            options,
          ),
        ),
      );
      next += batch.length;
      for (const items of pages) {
        const before = seen.size;
        for (const item of items) seen.set(item.identifier || item.id, item);
        // Not a short page: the archive's page size is its own to choose.
        if (items.length === 0 || seen.size === before) return { pages: next - 1, complete: true };
      }
    }
    return { pages: next - 1, complete: false };
  }

  /** Every active blog post (`blog-pagination`), the number of pages taken from page 1. */
  async blogPosts(limits: WalkLimits = BLOG_WALK, options?: CallOptions): Promise<Walked<Blog>> {
    const first = await twice(() => this.blogs.blogPage(1, options), options);
    const size = first.pageSize > 0 ? first.pageSize : Math.max(first.data.length, 1);
    const pageCount = Math.ceil(Math.max(first.totalItems, first.data.length) / size);
    const last = Math.min(pageCount, limits.maxPages);
    const found = new Map<string, Blog>(first.data.map((blog) => [blog.key, blog]));
    for (let start = 2; start <= last; start += limits.concurrency) {
      const batch = Array.from(
        { length: Math.min(limits.concurrency, last - start + 1) },
        (_, i) => start + i,
      );
      const pages = await Promise.all(
        batch.map((page) => twice(() => this.blogs.blogPage(page, options), options)),
      );
      for (const page of pages) for (const blog of page.data) found.set(blog.key, blog);
    }
    return {
      items: [...found.values()].filter((blog) => blog.active),
      complete: pageCount <= limits.maxPages,
    };
  }
}
