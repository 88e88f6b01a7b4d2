import { resourcePaths } from '../../routes/resourcePaths';
import type { RouteMatch } from '../../routes/routeTable';
import { FEED_TITLES, RSS_TYPE } from './feeds';
import { IIIF_MANIFEST_TYPE } from './iiif';
import { OEMBED_TYPE, videoAssetId } from './oembed';
import { canonicalPath, pageName } from './pageMeta';

/** A `<link rel="alternate">` of a page's head: the page in a form programs read. */
export interface AlternateLink {
  type: string;
  /** Absolute. */
  href: string;
  title: string;
}

/**
 * The alternate forms a route's head names: the feeds on Home and the blog's pages, oEmbed
 * and the IIIF manifest on both video detail routes (titled with the page's own name). The embeddable player names none: it
 * lives in other sites' frames, and its page is the detail.
 */
export function alternateLinks(
  match: RouteMatch,
  origin: string,
  documentTitle: string,
): AlternateLink[] {
  const title = pageName(documentTitle);
  const blogFeed: AlternateLink = {
    type: RSS_TYPE,
    href: `${origin}${resourcePaths.feed('blog')}`,
    title: FEED_TITLES.blog,
  };
  const videoFeed: AlternateLink = {
    type: RSS_TYPE,
    href: `${origin}${resourcePaths.feed('videos')}`,
    title: FEED_TITLES.videos,
  };
  switch (match.id) {
    case 'home':
      return [videoFeed, blogFeed];
    case 'blogList':
    case 'blog':
      return [blogFeed];
    case 'assetDetail':
    case 'videoPlayer': {
      const id = videoAssetId(match);
      if (!id) return [];
      const page = `${origin}${canonicalPath(match)}`;
      return [
        { type: OEMBED_TYPE, href: `${origin}${resourcePaths.oembed(page)}`, title },
        { type: IIIF_MANIFEST_TYPE, href: `${origin}${resourcePaths.iiifManifest(id)}`, title },
      ];
    }
    default:
      return [];
  }
}
