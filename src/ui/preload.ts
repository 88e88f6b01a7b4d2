import { browseAddressParams, SITE_ROUTES, type PrefetchKind } from '../core/routes/routeTable';
import { BrowseStore } from '../core/stores/BrowseStore';
import { HomeStore } from '../core/stores/HomeStore';
import { matchSiteRoute } from './routing';
import type { Services } from './services';

type Prefetch = (services: Services, params: Record<string, string | undefined>) => void;

// What each kind of route starts; the route table says which routes do.
const PREFETCHES: Record<PrefetchKind, Prefetch> = {
  homeLists: (s) => HomeStore.prefetch(s.loadHome),
  browseResults: (s, p) => BrowseStore.prefetch(s.browse, p),
  blogPost: (s, p) => s.readBlogs.prefetchDetail(p.id ?? ''),
};

/**
 * Starts the API requests of the page at `pathname` before its code has arrived, so they
 * download alongside it instead of after it (the page's store then joins them).
 */
export function prefetchRoute(pathname: string, services: Services, search = ''): void {
  const { id, params } = matchSiteRoute(pathname);
  const kind = SITE_ROUTES[id].prefetch;
  if (kind)
    PREFETCHES[kind](services, id === 'browse' ? browseAddressParams(params, search) : params);
}
