/** Which structured data each route carries before (or without) its page's own. */
import { COLLECTION_NAMES, parseCollection, type CollectionId } from '../../entities/Collection';
import { parseCategory, type Category } from '../../entities/Browse';
import { canonicalPath, describesArchive, isBrowse } from './pageMeta';
import { browseAddressParams, paths, type RouteMatch } from '../../routes/routeTable';
import {
  breadcrumbList,
  collectionPage,
  organization,
  type Crumb,
  type JsonLd,
} from './structuredData';

const CATEGORY_NAMES: Record<Category, string> = {
  all: 'All',
  series: 'Series',
  topic: 'Topics',
  program: 'Programs',
};

const home = (origin: string): Crumb => ({ name: 'Home', url: `${origin}${paths.home()}` });
const browse = (origin: string): Crumb => ({
  name: 'Browse Videos',
  url: `${origin}${paths.browse()}`,
});

/**
 * Browse: a CollectionPage whose breadcrumbs follow the collection and category. No
 * collection is every collection: the category follows 'Browse Videos' directly.
 */
function browseData(match: RouteMatch, origin: string, search: string): JsonLd {
  const params = browseAddressParams(match.params, search);
  const collection = parseCollection(params.collection);
  const category = parseCategory(params.category);
  const crumbs = [home(origin), browse(origin)];
  if (collection !== undefined) {
    crumbs.push({
      name: COLLECTION_NAMES[collection],
      url: `${origin}${paths.browse(collection)}`,
    });
  }
  if (category && category !== 'all') {
    crumbs.push({
      name: CATEGORY_NAMES[category],
      url: `${origin}${paths.browse(collection, category)}`,
    });
  }
  return collectionPage({
    name: crumbs
      .slice(1)
      .map((c) => c.name)
      .join(': '),
    url: `${origin}${canonicalPath(match, search)}`,
    description: "The archive's videos by collection, series, topic and program.",
    breadcrumbs: crumbs,
  });
}

/**
 * The structured data of a route: the archive as an Organization (with its partners) on
 * the home and About pages, a CollectionPage on browse. Pages with data add their own.
 */
export function routeStructuredData(
  match: RouteMatch,
  origin: string,
  logo: string,
  search = '',
): JsonLd | undefined {
  if (describesArchive(match.id)) return organization(origin, logo);
  if (isBrowse(match.id)) return browseData(match, origin, search);
  return undefined;
}

/** A sub-listing page: its heading, its breadcrumbs and the items it lists. */
export function subListingData(listing: {
  origin: string;
  heading: string;
  path: string;
  items: Crumb[];
}): JsonLd {
  const url = `${listing.origin}${listing.path}`;
  return collectionPage({
    name: listing.heading,
    url,
    breadcrumbs: [home(listing.origin), browse(listing.origin), { name: listing.heading, url }],
    items: listing.items,
  });
}

/**
 * A video's breadcrumbs: Home, Browse Videos, its collection (when known), the video. The
 * last crumb is the page itself.
 */
export function videoBreadcrumbs(video: {
  origin: string;
  collection?: CollectionId;
  title: string;
  url: string;
}): JsonLd {
  const crumbs = [home(video.origin), browse(video.origin)];
  if (video.collection !== undefined) {
    crumbs.push({
      name: COLLECTION_NAMES[video.collection],
      url: `${video.origin}${paths.browse(video.collection)}`,
    });
  }
  crumbs.push({ name: video.title.trim() || 'Video', url: video.url });
  return breadcrumbList(crumbs);
}

/** A blog post's breadcrumbs: Home, Spotlight On History, the post. */
export function blogBreadcrumbs(post: { origin: string; title: string; url: string }): JsonLd {
  return breadcrumbList([
    home(post.origin),
    { name: 'Spotlight On History', url: `${post.origin}${paths.blogList()}` },
    { name: post.title.trim() || 'Post', url: post.url },
  ]);
}
