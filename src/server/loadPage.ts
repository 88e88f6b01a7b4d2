import type { PageData } from '../core/stores/PageData';
import { pageStores, ROUTE_STORES } from '../ui/pageStores';
import { matchSiteRoute } from '../ui/routing';
import type { Services } from '../ui/services';

export interface LoadedPage {
  data: PageData;
  /** Everything the page loads arrived within the limit. */
  complete: boolean;
}

/**
 * Loads what the page at `url` shows, into the services' page data (a recorder), waiting at
 * most `limitMs`: a slow archive never holds the page longer. What arrived in time is
 * rendered; the browser loads the rest. Resolves to the recorded data.
 */
export async function loadPage(services: Services, url: URL, limitMs: number): Promise<LoadedPage> {
  const match = matchSiteRoute(url.pathname);
  const name = ROUTE_STORES[match.id];
  if (!name) return { data: services.pageData, complete: true };
  const store = pageStores[name](services, { params: match.params, query: url.searchParams });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let complete = false;
  try {
    await Promise.race([
      store.start().then(() => {
        complete = true;
      }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, limitMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    store.dispose();
  }
  return { data: services.pageData, complete };
}
