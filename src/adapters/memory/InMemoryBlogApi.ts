import type { Blog, BlogPage } from '../../core/entities/Blog';
import type { BlogApi } from '../../core/ports/BlogApi';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { DefaultThumbnails } from '../../core/rules/media/media';
import {
  blogByIdFromJson,
  blogListFromJson,
  blogPageFromJson,
  frontpageIdsFromJson,
} from '../shared/blogJson';
import { parsePage } from './archiveQueries';
import { blogPageAnswer, newestFirst } from './blogQueries';
import { memoryCall, notFound, type Failure } from './memoryCall';
import { completeBlog, type MemoryBlog } from './records';

/** Blogs a page by default: as many as the demo API's (BLOG_PAGE_SIZE in demo-api/server.ts). */
export const DEMO_BLOG_PAGE_SIZE = 6;

export interface InMemoryBlogData {
  /** The blogs; fields left out take completeBlog's defaults. */
  blogs: readonly Partial<MemoryBlog>[];
  /** `[{ trend1: id, … }]` as the frontpage trends call answers. Default: none. */
  trends?: unknown;
  /** `[{ blog1: key, … }]` as the frontpage blogs call answers. Default: none. */
  frontpageBlogs?: unknown;
}

export interface InMemoryBlogOptions {
  /** Blogs a page of `blogPage`. Default: DEMO_BLOG_PAGE_SIZE. */
  pageSize?: number;
  /** Every call rejects: true like an HTTP 500, or with this Error. */
  fail?: Failure;
}

/**
 * The blog calls answered from JSON-shaped records held in memory (newest first, pages of 6,
 * 404 for an unknown key), as the demo API answers them. Answers go through the same JSON
 * mapping as HttpBlogApi's; URLs are answered as the records hold them.
 */
export class InMemoryBlogApi implements BlogApi {
  private readonly blogs: MemoryBlog[];
  private readonly trends: unknown;
  private readonly frontpageBlogs: unknown;
  private readonly pageSize: number;
  private failure: Failure;

  constructor(
    data: InMemoryBlogData,
    private readonly defaults: DefaultThumbnails,
    options: InMemoryBlogOptions = {},
  ) {
    this.blogs = data.blogs.map(completeBlog);
    this.trends = data.trends ?? [];
    this.frontpageBlogs = data.frontpageBlogs ?? [];
    this.pageSize = options.pageSize ?? DEMO_BLOG_PAGE_SIZE;
    this.failure = options.fail ?? false;
  }

  /** From now on every call rejects (true: like an HTTP 500), or succeeds again (false). */
  failWith(failure: Failure): void {
    this.failure = failure;
  }

  allBlogs(options?: CallOptions): Promise<Blog[]> {
    return memoryCall('allBlogs', options, this.failure, () =>
      blogListFromJson(newestFirst(this.blogs), this.defaults),
    );
  }

  blog(id: string, options?: CallOptions): Promise<Blog> {
    return memoryCall('blog', options, this.failure, () => {
      const found = this.blogs.find((blog) => blog.key === id);
      if (!found) throw notFound('blog');
      return blogByIdFromJson(found, this.defaults);
    });
  }

  blogPage(page: number, options?: CallOptions): Promise<BlogPage> {
    return memoryCall('blogPage', options, this.failure, () => {
      // Read as an HTTP server reads the page segment of the URL.
      const answer = blogPageAnswer(
        newestFirst(this.blogs),
        parsePage(String(page)),
        this.pageSize,
      );
      return blogPageFromJson(answer, this.defaults, page);
    });
  }

  frontpageTrendIds(options?: CallOptions): Promise<string[]> {
    return memoryCall('frontpageTrendIds', options, this.failure, () =>
      frontpageIdsFromJson(this.trends, 'trend'),
    );
  }

  frontpageBlogIds(options?: CallOptions): Promise<string[]> {
    return memoryCall('frontpageBlogIds', options, this.failure, () =>
      frontpageIdsFromJson(this.frontpageBlogs, 'blog'),
    );
  }
}
