/**
 * How the demo API serves its records: served paths made absolute, blogs newest first and
 * paged. Tests serve the catalogue the same way before handing it to the in-memory adapters,
 * so both answer alike.
 */
import { newestFirst } from '../src/adapters/memory/blogQueries';
import type { DemoAsset, DemoBlog } from './types';

export { blogPageAnswer } from '../src/adapters/memory/blogQueries';

/** Makes a served path (`/media/...`) absolute; other URLs pass through unchanged. */
export type UrlResolver = (url: string) => string;

/** Served paths made absolute with `origin`; without one they stay relative to the page. */
export function servedUrlResolver(origin: string | undefined): UrlResolver {
  const base = (origin ?? '').replace(/\/+$/, '');
  return (url) => (base && url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
}

/** An asset as served: its thumbnail, media and logo URLs made absolute. */
export function servedAsset(asset: DemoAsset, resolve: UrlResolver): DemoAsset {
  return {
    ...asset,
    ThumbnailImage: resolve(asset.ThumbnailImage),
    Thumbnail: resolve(asset.Thumbnail),
    FormatLocation: resolve(asset.FormatLocation),
    CollectionImageURL: resolve(asset.CollectionImageURL),
  };
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
  return newestFirst(blogs).map((blog) => servedBlog(blog, resolve));
}
