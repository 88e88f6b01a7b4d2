import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { reportedTitle } from '../../core/rules/seo/pageMeta';
import { matchSiteRoute } from '../routing';
import { useServices } from '../services';

function scrollToTop(): void {
  if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
}

/**
 * What every completed navigation does: reports one page view (its path without the query,
 * titled by the page's `PageHead`, already in the head when this runs, less any search
 * keyword), and (after the first load) scrolls to
 * the top and moves focus to the main region, so screen-reader and keyboard users start at
 * the new content. Route rewrites (replace) keep
 * focus where it is, so filters stay operable by keyboard.
 */
export function useRouteChange(main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { analytics } = useServices();
  const shownKey = useRef<string | null>(null);
  const reportedKey = useRef<string | null>(null);

  useEffect(() => {
    const { key, pathname, search } = location;
    if (shownKey.current !== null && shownKey.current !== key) {
      // Back and forward leave the scroll position to the browser's own restoration.
      if (navigationType !== 'POP') scrollToTop();
      if (navigationType !== 'REPLACE') main.current?.focus({ preventScroll: true });
    }
    shownKey.current = key;
    // Deferred one task: a redirect issued while this location rendered replaces it, and
    // only the location the visitor ends up on is reported.
    const timer = setTimeout(() => {
      if (reportedKey.current === key) return;
      reportedKey.current = key;
      // The path alone, and a title without search terms: a query can carry what a visitor
      // typed (search terms, a message).
      const title = reportedTitle(matchSiteRoute(pathname), search, document.title);
      analytics.pageView(pathname, title);
    }, 0);
    return () => clearTimeout(timer);
    // Only a new location (its key) is a navigation; StrictMode's repeated effect is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
