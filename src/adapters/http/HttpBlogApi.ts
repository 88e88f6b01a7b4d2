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
import type { HttpClient } from './HttpClient';
import { parseJsonBody } from './jsonBody';
import { pathSegment } from './urls';

/** The blog calls over HTTP (CONTRACT.md "Blog calls"); JSON answers become entities. */
export class HttpBlogApi implements BlogApi {
  constructor(
    private readonly client: HttpClient,
    private readonly defaults: DefaultThumbnails,
  ) {}

  allBlogs(options?: CallOptions): Promise<Blog[]> {
    return this.json('allBlogs', '/spotlightonhistory/blogs', options, (value) =>
      blogListFromJson(value, this.defaults),
    );
  }

  blog(id: string, options?: CallOptions): Promise<Blog> {
    return this.json('blog', `/spotlightonhistory/blogs/${pathSegment(id)}`, options, (value) =>
      blogByIdFromJson(value, this.defaults),
    );
  }

  blogPage(page: number, options?: CallOptions): Promise<BlogPage> {
    return this.json('blogPage', `/blog-pagination/${pathSegment(page)}`, options, (value) =>
      blogPageFromJson(value, this.defaults, page),
    );
  }

  frontpageTrendIds(options?: CallOptions): Promise<string[]> {
    return this.json(
      'frontpageTrendIds',
      '/spotlightonhistory/frontpage/trends',
      options,
      (value) => frontpageIdsFromJson(value, 'trend'),
    );
  }

  frontpageBlogIds(options?: CallOptions): Promise<string[]> {
    return this.json('frontpageBlogIds', '/spotlightonhistory/frontpage/blogs', options, (value) =>
      frontpageIdsFromJson(value, 'blog'),
    );
  }

  /** GETs JSON and maps it; a bad body rejects, naming the call, and is not cached. */
  private json<T>(
    callName: string,
    path: string,
    options: CallOptions | undefined,
    map: (value: unknown) => T,
  ): Promise<T> {
    return this.client.getParsed(
      callName,
      path,
      undefined,
      (body) => map(parseJsonBody(body)),
      options,
    );
  }
}
