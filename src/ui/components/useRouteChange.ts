import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { hasRouteStructuredData, routeMeta } from '../../core/rules/seo/pageMeta';
import ldmaLogo from '../assets/ldma-logo.svg';
import { matchSiteRoute } from '../routing';
import { useServices } from '../services';
import { applyPageMeta, jsonLdText, setJsonLd } from './documentHead';

/**
 * The route's own head: title, description, canonical and sharing tags at once, then its
 * structured data. That is for search engines rather than the first paint, so its rules
 * load apart from the shell; `stillHere` drops it if the visitor has moved on meanwhile.
 */
function applyRouteHead(pathname: string, search: string, stillHere: () => boolean): void {
  const origin = window.location.origin;
  const match = matchSiteRoute(pathname);
  applyPageMeta(document, routeMeta(match, search, origin));
  setJsonLd(document, 'route', '');
  setJsonLd(document, 'page', '');
  if (!hasRouteStructuredData(match.id)) return;
  import('../../core/rules/seo/siteData').then(
    ({ routeStructuredData }) => {
      if (!stillHere()) return;
      setJsonLd(document, 'route', jsonLdText(routeStructuredData(match, origin, ldmaLogo)));
    },
    () => {
      // Offline: the page works without its structured data.
    },
  );
}

function scrollToTop(): void {
  if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
}

/**
 * What every completed navigation does: names and describes the document, reports one page
 * view, and (after the first load) scrolls to the top and moves focus to the main region, so
 * screen-reader and keyboard users start at the new content. Route rewrites (replace) keep
 * focus where it is, so filters stay operable by keyboard.
 */
export function useRouteChange(main: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { analytics } = useServices();
  const shownKey = useRef<string | null>(null);
  const reportedKey = useRef<string | null>(null);
  const headKey = useRef<string | null>(null);

  // Before any page's own effects, so a page that knows a better title (a video's) wins.
  useLayoutEffect(() => {
    const { key } = location;
    headKey.current = key;
    applyRouteHead(location.pathname, location.search, () => headKey.current === key);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

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
      analytics.pageView(pathname + search, document.title);
    }, 0);
    return () => clearTimeout(timer);
    // Only a new location (its key) is a navigation; StrictMode's repeated effect is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
