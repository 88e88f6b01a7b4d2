import { useLocation } from 'react-router-dom';
import type { RouteId } from '../../core/routes/routeTable';
import { matchSiteRoute } from '../routing';

/** The parts of the site a menu entry stands for beyond its own address. */
export type MenuSection = 'browse' | 'blog' | 'search';

const SECTIONS: Partial<Record<RouteId, MenuSection>> = {
  browse: 'browse',
  subListingFirst: 'browse',
  subListing: 'browse',
  assetDetail: 'browse',
  videoPlayer: 'browse',
  blog: 'blog',
  blogList: 'blog',
  search: 'search',
};

/**
 * Which menu entry the page belongs to, so the menu marks it: BROWSE VIDEO on browse,
 * sub-listing and video pages, SPOTLIGHT ON HISTORY on a post, the search icon on results.
 */
export function useMenuSection(): MenuSection | undefined {
  const { pathname } = useLocation();
  return SECTIONS[matchSiteRoute(pathname).id];
}
