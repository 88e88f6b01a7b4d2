import type { Blog, BlogPage } from '../../core/entities/Blog';
import type { CallOptions } from '../../core/ports/ArchiveApi';
import type { BlogApi } from '../../core/ports/BlogApi';
import type { DefaultThumbnails } from '../../core/rules/media/media';
import { parsePage } from '../../demo/queries';
import {
  blogPageAnswer,
  servedBlog,
  servedBlogs,
  servedUrlResolver,
  type UrlResolver,
} from '../../demo/served';
import type { DemoBlog } from '../../demo/types';
import {
  blogByIdFromJson,
  blogListFromJson,
  blogPageFromJson,
  frontpageIdsFromJson,
} from '../http/blogJson';
import { memoryCall, notFound, type Failure } from './memoryCall';

/** The demo server pages its blog list by 6 (BLOG_PAGE_SIZE in src/demo/server.ts). */
export const DEMO_BLOG_PAGE_SIZE = 6;

export interface InMemoryBlogData {
  blogs: readonly Partial<DemoBlog>[];
  /** `[{ trend1: id, … }]` as the frontpage trends call answers. Default: none. */
  trends?: unknown;
  /** `[{ blog1: key, … }]` as the frontpage blogs call answers. Default: none. */
  frontpageBlogs?: unknown;
}

export interface InMemoryBlogOptions {
  /** Origin that makes served paths (`/media/...`) absolute, in pictures and in blog HTML. */
  mediaOrigin?: string;
  /** Blogs a page of `blogPage`. Default: as the demo server. */
  pageSize?: number;
  /** Every call rejects: true like an HTTP 500, or with this Error. */
  fail?: Failure;
}

/** A whole blog record from a partial one (active unless told otherwise). */
export function completeBlog(fields: Partial<DemoBlog>): DemoBlog {
  return {
    key: '',
    blogtitle: '',
    bloghtml: '',
    blogpic: '',
    blogdesc: '',
    blogdate: '',
    blogactive: true,
    ...fields,
  };
}

/**
 * The blog calls answered from JSON-shaped records held in memory, as the demo API answers
 * them (newest first, pages of 6, 404 for an unknown key). Answers go through the same JSON
 * mapping as HttpBlogApi's.
 */
export class InMemoryBlogApi implements BlogApi {
  private readonly blogs: DemoBlog[];
  private readonly trends: unknown;
  private readonly frontpageBlogs: unknown;
  private readonly resolve: UrlResolver;
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
    this.resolve = servedUrlResolver(options.mediaOrigin);
    this.pageSize = options.pageSize ?? DEMO_BLOG_PAGE_SIZE;
    this.failure = options.fail ?? false;
  }

  /** From now on every call rejects (true: like an HTTP 500), or succeeds again (false). */
  failWith(failure: Failure): void {
    this.failure = failure;
  }

  allBlogs(options?: CallOptions): Promise<Blog[]> {
    return memoryCall('allBlogs', options, this.failure, () =>
      blogListFromJson(this.newestFirst(), this.defaults),
    );
  }

  blog(id: string, options?: CallOptions): Promise<Blog> {
    return memoryCall('blog', options, this.failure, () => {
      const found = this.blogs.find((blog) => blog.key === id);
      if (!found) throw notFound('blog');
      return blogByIdFromJson(servedBlog(found, this.resolve), this.defaults);
    });
  }

  blogPage(page: number, options?: CallOptions): Promise<BlogPage> {
    return memoryCall('blogPage', options, this.failure, () => {
      // Read as the demo server reads the page segment of the URL.
      const answer = blogPageAnswer(this.newestFirst(), parsePage(String(page)), this.pageSize);
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

  private newestFirst(): DemoBlog[] {
    return servedBlogs(this.blogs, this.resolve);
  }
}
