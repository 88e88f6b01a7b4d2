import type { PageData } from '../../core/stores/PageData';
import { pageStores, ROUTE_STORES } from '../../ui/pageStores';
import { matchSiteRoute } from '../../ui/routing';
import type { Services } from '../../ui/services';

/**
 * Loads what the page at `url` shows, into the services' page data (a recorder), waiting at
 * most `limitMs`: a slow archive never holds the page longer. What arrived in time is
 * rendered; the browser loads the rest. When `signal` aborts (the visitor has gone) it stops
 * at once, and the archive calls still running are abandoned. Resolves to the recorded data.
 */
export async function loadPage(
  services: Services,
  url: URL,
  limitMs: number,
  signal?: AbortSignal,
): Promise<PageData> {
  return (await loadPageData(services, url, limitMs, signal)).data;
}

/**
 * `loadPage`, telling also whether everything arrived: the page's loads finished in time
 * and none failed (the rendered page is then the one every visitor gets).
 */
export async function loadPageData(
  services: Services,
  url: URL,
  limitMs: number,
  signal?: AbortSignal,
): Promise<{ data: PageData; complete: boolean }> {
  const data = services.pageData;
  if (signal?.aborted) return { data, complete: false };
  const match = matchSiteRoute(url.pathname);
  const name = ROUTE_STORES[match.id];
  if (!name) return { data, complete: true };
  const store = pageStores[name](services, { params: match.params, query: url.searchParams });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | undefined;
  let inTime = false;
  try {
    await Promise.race([
      store.start().then(() => {
        inTime = true;
      }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, limitMs);
        stop = resolve;
        signal?.addEventListener('abort', stop, { once: true });
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (stop) signal?.removeEventListener('abort', stop);
    // Abandons the calls still running: their answers would be for nobody.
    store.dispose();
  }
  // "Not found" is an answer like any other; only a failure makes the page incomplete.
  return { data, complete: inTime && !data.hasFailure() && !signal?.aborted };
}
