import { DEFAULT_BLOG_PAGE_SIZE, type Blog, type BlogPage } from '../entities/Blog';
import type { BlogApi } from '../ports/BlogApi';
import type { CallOptions } from '../ports/CallOptions';
import type { Logger } from '../ports/Logger';
import { NotFoundError } from '../ports/NotFound';
import { isAbortError } from '../rules/values/abort';

export const BLOG_SIDEBAR_SIZE = 4;

/**
 * The server's pages the list reads at most (1,000 posts at 25 a page), and how many at once:
 * the list pages its active posts itself, so it reads them all.
 */
export const BLOG_LIST_WALK = { maxPages: 40, concurrency: 4 } as const;

// Prefetching reports nothing: the page's own call shares the same requests and logs failures.
const SILENT: Logger = { error: () => undefined, warn: () => undefined };

/** Active blogs other than the one being viewed, at most `limit`. */
export function otherActiveBlogs(
  blogs: Blog[],
  currentKey: string,
  limit = BLOG_SIDEBAR_SIZE,
): Blog[] {
  return blogs.filter((b) => b.active && b.key !== currentKey).slice(0, limit);
}

export interface BlogWithSidebar {
  blog: Blog;
  others: Blog[];
}

/** The blog list and the blog detail with its sidebar. Rejections are the caller's to log. */
export class ReadBlogs {
  constructor(
    private readonly blogs: BlogApi,
    private readonly logger: Logger,
  ) {}

  /**
   * One page of the list of active blogs (SPEC §4), at the server's page size: the server's
   * pages are read (`blog-pagination`, in their order, each post once), the inactive posts
   * left out, and the rest paged again, so `totalItems` and every page count only what is
   * shown. A page past the end is empty. Rejects when any server page fails.
   */
  async page(page: number, options?: CallOptions): Promise<BlogPage> {
    const { active, pageSize } = await this.activeBlogs(options);
    const start = (page - 1) * pageSize;
    return {
      data: page >= 1 ? active.slice(start, start + pageSize) : [],
      totalItems: active.length,
      pageSize,
      pageNumber: page,
    };
  }

  /** Every active post of the server's pages (at most BLOG_LIST_WALK), and their page size. */
  private async activeBlogs(options?: CallOptions): Promise<{ active: Blog[]; pageSize: number }> {
    const first = await this.blogs.blogPage(1, options);
    const pageSize = first.pageSize > 0 ? first.pageSize : DEFAULT_BLOG_PAGE_SIZE;
    const served = Math.max(first.totalItems, first.data.length);
    const last = Math.min(Math.ceil(served / pageSize), BLOG_LIST_WALK.maxPages);
    const found = new Map<string, Blog>();
    // A post the server repeats on a later page (the list moved while it was read) counts once.
    const take = (blogs: Blog[]) => {
      for (const blog of blogs) if (!found.has(blog.key)) found.set(blog.key, blog);
    };
    take(first.data);
    for (let start = 2; start <= last; start += BLOG_LIST_WALK.concurrency) {
      const numbers = Array.from(
        { length: Math.min(BLOG_LIST_WALK.concurrency, last - start + 1) },
        (_, i) => start + i,
      );
      const pages = await Promise.all(numbers.map((n) => this.blogs.blogPage(n, options)));
      pages.forEach((p) => take(p.data));
    }
    return { active: [...found.values()].filter((b) => b.active), pageSize };
  }

  /**
   * Starts the requests of `detail` without waiting for or reporting the answers, so the page
   * finds them in flight or cached (the archive client shares them).
   */
  prefetchDetail(key: string): void {
    new ReadBlogs(this.blogs, SILENT).detail(key).catch(() => undefined);
  }

  /**
   * Rejects when the blog cannot be loaded; with a NotFoundError (see isNotFound) when the
   * archive has no such blog or it is not active.
   */
  async detail(key: string, options?: CallOptions): Promise<BlogWithSidebar> {
    const [blog, all] = await Promise.all([
      this.blogs.blog(key, options),
      this.blogs.allBlogs(options).catch((error: unknown) => {
        // Given up with the post (its page was left, or the post was not found): no failure.
        if (!isAbortError(error) && !options?.signal?.aborted) {
          this.logger.error('Error fetching blogs:', error);
        }
        return [] as Blog[];
      }),
    ]);
    if (!blog.active) throw new NotFoundError(`Blog ${key} is not active`);
    return { blog, others: otherActiveBlogs(all, blog.key) };
  }
}
