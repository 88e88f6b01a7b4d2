/**
 * How the demo API serves its records, shared by the demo server and the in-memory adapters
 * so both answer alike: served paths made absolute, blogs newest first and paged.
 */
import type { DemoBlog } from './types';

/** Makes a served path (`/media/...`) absolute; other URLs pass through unchanged. */
export type UrlResolver = (url: string) => string;

/** Served paths made absolute with `origin`; without one they stay relative to the page. */
export function servedUrlResolver(origin: string | undefined): UrlResolver {
  const base = (origin ?? '').replace(/\/+$/, '');
  return (url) => (base && url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
}

/** A blog as served: its picture and the served paths inside its HTML made absolute. */
export function servedBlog(blog: DemoBlog, resolve: UrlResolver): DemoBlog {
  return {
    ...blog,
    blogpic: resolve(blog.blogpic),
    bloghtml: blog.bloghtml.replace(
      /(src|href)="(\/media\/[^"]*)"/g,
      (_match, attr: string, path: string) => `${attr}="${resolve(path)}"`,
    ),
  };
}

/** Newest first, the order the blog list shows, as served. */
export function servedBlogs(blogs: readonly DemoBlog[], resolve: UrlResolver): DemoBlog[] {
  return [...blogs]
    .sort((a, b) => b.blogdate.localeCompare(a.blogdate))
    .map((blog) => servedBlog(blog, resolve));
}

/** The `/blog-pagination/{page}` answer; a page below 1 is empty. */
export function blogPageAnswer(blogs: readonly DemoBlog[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return {
    data: page >= 1 ? blogs.slice(start, start + pageSize) : [],
    totalItems: blogs.length,
    pageSize,
    pageNumber: page,
  };
}
