/**
 * RSS 2.0 feeds of the blog and of the newest videos, with an Atom self link and Media RSS
 * thumbnails.
 */
import type { Asset } from '../../entities/Asset';
import type { AssetDetail } from '../../entities/AssetDetail';
import type { Blog } from '../../entities/Blog';
import { resourcePaths, type FeedName } from '../../routes/resourcePaths';
import { paths, SITE_ROUTES } from '../../routes/routeTable';
import { abstractText } from '../clip/detailFields';
import { assetTitle } from '../media/playback';
import { canonicalPath, SITE_NAME } from './pageMeta';
import { listedItemPath } from './sitemap';
import { absoluteUrl } from './structuredData';
import { escapeXml } from './xmlText';

export const RSS_TYPE = 'application/rss+xml';
export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
export const MEDIA_RSS_NAMESPACE = 'http://search.yahoo.com/mrss/';

/** Items a feed carries, newest first. */
export const FEED_ITEMS = 20;

/** Each feed's title, also the title of the links to it in pages' heads. */
export const FEED_TITLES: Readonly<Record<FeedName, string>> = {
  blog: `Spotlight On History | ${SITE_NAME}`,
  videos: `New Additions | ${SITE_NAME}`,
};

export interface FeedItem {
  title: string;
  /** The item's canonical path on the site: its link and its permanent guid. */
  path: string;
  /** Plain text. */
  description: string;
  /** A date as sent (ISO); '' when the item has none. */
  date: string;
  /** Absolute or site-relative; '' for none. */
  picture: string;
}

export interface Feed {
  name: FeedName;
  title: string;
  description: string;
  /** The page the feed is about. */
  path: string;
  items: readonly FeedItem[];
}

/** A date as RFC 822 (`Tue, 05 Mar 2024 00:00:00 GMT`); undefined when it cannot be read. */
export function rfc822Date(value: string | Date): string | undefined {
  const time = value instanceof Date ? value.getTime() : Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString();
}

// A description is HTML to feed readers: plain text is escaped as HTML before it is XML text.
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: FeedItem, origin: string): string {
  const url = `${origin}${item.path}`;
  const date = rfc822Date(item.date);
  const picture = absoluteUrl(item.picture, origin);
  return [
    '<item>',
    element('title', item.title),
    element('link', url),
    `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
    date ? element('pubDate', date) : '',
    item.description ? element('description', escapeHtml(item.description)) : '',
    picture ? `<media:thumbnail url="${escapeXml(picture)}"/>` : '',
    '</item>\n',
  ].join('');
}

/** The feed as an RSS 2.0 document on `origin`, built at `builtAt`. */
export function rssXml(feed: Feed, origin: string, builtAt: Date): string {
  const self = `${origin}${resourcePaths.feed(feed.name)}`;
  const newest = feed.items.map((item) => rfc822Date(item.date)).find(Boolean);
  const channel = [
    element('title', feed.title),
    element('link', `${origin}${feed.path}`),
    element('description', feed.description),
    element('language', 'en-us'),
    `<atom:link href="${escapeXml(self)}" rel="self" type="${RSS_TYPE}"/>`,
    newest ? element('pubDate', newest) : '',
    element('lastBuildDate', rfc822Date(builtAt) ?? ''),
  ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="${ATOM_NAMESPACE}" xmlns:media="${MEDIA_RSS_NAMESPACE}">`,
    '<channel>',
    channel,
    feed.items.map((item) => itemXml(item, origin)).join(''),
    '</channel>',
    '</rss>\n',
  ].join('\n');
}

/** The newest active blog posts first (undated ones last), at most `limit`. */
export function newestBlogs(blogs: readonly Blog[], limit = FEED_ITEMS): Blog[] {
  const time = (blog: Blog) => {
    const t = Date.parse(blog.date);
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return blogs
    .filter((blog) => blog.active)
    .sort((a, b) => time(b) - time(a))
    .slice(0, limit);
}

/** The blog's feed: its newest posts, linked to their pages. */
export function blogFeed(blogs: readonly Blog[]): Feed {
  return {
    name: 'blog',
    title: FEED_TITLES.blog,
    description: SITE_ROUTES.blogList.meta.description,
    path: paths.blogList(),
    items: blogs.map((blog) => ({
      title: blog.title,
      path: canonicalPath({ id: 'blog', params: { id: blog.key } }),
      description: blog.description,
      date: blog.date,
      picture: blog.picture,
    })),
  };
}

/** A newly added video: its list item, and its detail when that could be read. */
export interface NewVideo {
  item: Asset;
  detail?: AssetDetail;
}

/**
 * The newest videos' feed, as Home's New Additions lists them. The archive sends no date a
 * video was added, so its items carry none (readers date them when they first see them).
 */
export function videoFeed(videos: readonly NewVideo[]): Feed {
  return {
    name: 'videos',
    title: FEED_TITLES.videos,
    description: `The videos most recently added to the ${SITE_NAME}.`,
    path: paths.home(),
    items: videos.map(({ item, detail }) => ({
      title: (detail && assetTitle(detail)) || item.title,
      path: listedItemPath(item),
      description: (detail && abstractText(detail)) || item.seriesTitle.trim(),
      date: '',
      picture: detail?.thumbnail || item.thumbnail,
    })),
  };
}
