import type { Blog, BlogPage } from '../entities/Blog';
import type { CallOptions } from './CallOptions';

/**
 * The blog half of the API (JSON). Rejects with an Error naming the call on any failure,
 * including a body that is not the JSON the contract describes.
 */
export interface BlogApi {
  /** `GET /spotlightonhistory/blogs`: every blog, active or not. */
  allBlogs(options?: CallOptions): Promise<Blog[]>;
  /** `GET /spotlightonhistory/blogs/{id}`. Rejects when there is no such blog. */
  blog(id: string, options?: CallOptions): Promise<Blog>;
  /** `GET /blog-pagination/{page}`, 1-based. */
  blogPage(page: number, options?: CallOptions): Promise<BlogPage>;
  /** `GET /spotlightonhistory/frontpage/trends`: asset ids in key order, empty ones skipped. */
  frontpageTrendIds(options?: CallOptions): Promise<string[]>;
  /** `GET /spotlightonhistory/frontpage/blogs`: blog keys in key order, empty ones skipped. */
  frontpageBlogIds(options?: CallOptions): Promise<string[]>;
}
