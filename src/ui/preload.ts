import { matchPath } from 'react-router-dom';
import { BrowseStore } from '../core/stores/BrowseStore';
import { HomeStore } from '../core/stores/HomeStore';
import type { Services } from './services';

type Prefetch = (services: Services, params: Record<string, string | undefined>) => void;

// The routes of App.tsx whose first requests are known from the address alone.
const PREFETCHES: [pattern: string, prefetch: Prefetch][] = [
  ['/', (s) => HomeStore.prefetch(s.loadHome)],
  ['/browse-all-videos/:collection?/:category?', (s, p) => BrowseStore.prefetch(s.browse, p)],
  [
    '/browse-all-videos/:collection/:category/page/:page',
    (s, p) => BrowseStore.prefetch(s.browse, p),
  ],
  ['/blog/:id', (s, p) => s.readBlogs.prefetchDetail(p.id ?? '')],
];

/**
 * Starts the API requests of the page at `pathname` before its code has arrived, so they
 * download alongside it instead of after it (the page's store then joins them).
 */
export function prefetchRoute(pathname: string, services: Services): void {
  for (const [pattern, prefetch] of PREFETCHES) {
    const match = matchPath(pattern, pathname);
    if (match) return prefetch(services, match.params);
  }
}
