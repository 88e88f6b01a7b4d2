import type { Blog, BlogPage } from '../entities/Blog';
import type { BlogApi } from '../ports/BlogApi';
import type { CallOptions } from '../ports/CallOptions';
import type { Logger } from '../ports/Logger';
import { NotFoundError } from '../ports/NotFound';
import { isAbortError } from '../rules/values/abort';

export const BLOG_SIDEBAR_SIZE = 4;

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

  /** One page of the list, with inactive blogs left out. */
  async page(page: number, options?: CallOptions): Promise<BlogPage> {
    const result = await this.blogs.blogPage(page, options);
    return { ...result, data: result.data.filter((b) => b.active) };
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
