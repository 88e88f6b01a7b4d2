import {
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, ROUTE_IDS, SITE_ROUTES, type RouteId } from '../core/routes/routeTable';
import { EmbedErrorBoundary } from './components/ErrorBoundary';
import { Layout } from './components/Layout';
import { Loading } from './components/Loading';
import { PageHead } from './components/PageHead';
import { NotFoundPage } from './pages/NotFoundPage';
import { loadChunk } from './chunkRecovery';
import { matchSiteRoute } from './routing';
import { Redirect, useOnServer } from './renderOutcome';
import { useServices } from './services';

/** A page whose code loads on demand, and can be loaded ahead (before hydrating its HTML). */
interface LazyPage {
  Component: ComponentType;
  preload: () => Promise<void>;
}

/**
 * `name` keys the reload guard of its code (chunkRecovery.ts): a failed download is tried
 * again, then the page reloaded once, before the error reaches the error boundary.
 */
function lazyPage(name: string, load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= loadChunk(name, load).then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        // React keeps a lazy component's failure for good: the next visit gets a fresh one.
        Lazy = lazyLoaded();
        throw error;
      },
    ));
  const lazyLoaded = () => lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  let Lazy = lazyLoaded();
  // Once loaded, the page renders at once: hydration must not suspend and show the fallback.
  // Each page has a boundary of its own, so moving to another page shows its fallback at
  // once rather than holding the last page (and the location) until the code arrives.
  function Page() {
    // Chosen once: swapping Lazy for the loaded page later would remount the page.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={<RouteFallback />}>
        <Shown />
      </Suspense>
    );
  }
  return { Component: Page, preload };
}

/** While a page's code arrives: the route's own head, and 'Loading...'. */
function RouteFallback() {
  return (
    <>
      <PageHead />
      <Loading />
    </>
  );
}

/**
 * A lazy page; it gets a fresh instance (and store) whenever the named route parameters
 * change ('?' names the query, '?name' one of its parameters).
 */
function RoutePage({ page, keys }: { page: LazyPage; keys: string[] }) {
  const values = useParams();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const valueOf = (p: string) => {
    if (p === '?') return search;
    if (p.startsWith('?')) return query.get(p.slice(1)) ?? '';
    return values[p] ?? '';
  };
  const key = keys.map(valueOf).join('|');
  const { Component } = page;
  return <Component key={key} />;
}

/** A route showing `page`; `handle` lets `preloadRoute` find its code. */
function show(page: LazyPage, ...keys: string[]): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <RoutePage page={page} keys={keys} />, handle: page };
}

function SubListingFirstPage() {
  const { category = '', id = '' } = useParams();
  return <Redirect to={paths.subListing(category, id, 1)} />;
}

/**
 * The browser moves an unknown path to /not-found; the server answers it with the 404 page
 * and status at the same address (the browser then moves it when it takes over).
 */
function UnknownPath() {
  const onServer = useOnServer();
  return (
    <>
      {onServer ? null : <Redirect to={paths.notFound()} />}
      <NotFoundPage />
    </>
  );
}

// Both video routes show the one page.
const assetPage = lazyPage('asset', () => import('./pages/AssetPage'));
// The four explore lists show the one page.
const exploreListPage = lazyPage('exploreList', () => import('./pages/ExploreListPage'));

/**
 * What each route of the table shows: a lazy page (one static import each, so the bundler
 * splits every page into its own chunk), or an element of the shell's own.
 */
const screens: Record<RouteId, LazyPage | ReactElement> = {
  home: lazyPage('home', () => import('./pages/HomePage')),
  browse: lazyPage('browse', () => import('./pages/BrowsePage')),
  subListingFirst: <SubListingFirstPage />,
  subListing: lazyPage('subListing', () => import('./pages/SubListingPage')),
  assetDetail: assetPage,
  videoPlayer: assetPage,
  blog: lazyPage('blog', () => import('./pages/BlogPage')),
  search: lazyPage('search', () => import('./pages/SearchPage')),
  blogList: lazyPage('blogList', () => import('./pages/BlogListPage')),
  about: lazyPage('about', () => import('./pages/AboutPage')),
  contact: lazyPage('contact', () => import('./pages/ContactPage')),
  contactSuccess: lazyPage('contactSuccess', () => import('./pages/ContactSuccessPage')),
  accessibility: lazyPage('accessibility', () => import('./pages/AccessibilityPage')),
  notFound: <NotFoundPage />,
  embed: lazyPage('embed', () => import('./pages/EmbedPage')),
  explore: lazyPage('explore', () => import('./pages/ExplorePage')),
  exploreParish: exploreListPage,
  exploreDecade: exploreListPage,
  exploreSubject: exploreListPage,
  explorePerson: exploreListPage,
};

/** What the table's route `id` shows, as React Router route objects (one per pattern). */
function routeObjects(id: RouteId): RouteObject[] {
  const screen = screens[id];
  const shows = isValidElement(screen)
    ? { element: screen }
    : show(screen, ...(SITE_ROUTES[id].keyBy ?? []));
  // Outside the shell there is no shell boundary: the embed brings its own.
  if (id === 'embed') shows.element = <EmbedErrorBoundary>{shows.element}</EmbedErrorBoundary>;
  return SITE_ROUTES[id].patterns.map((pattern): RouteObject =>
    pattern === '/' ? { index: true, ...shows } : { path: pattern.slice(1), ...shows },
  );
}

const shell = <Layout />;
const unknownPath: RouteObject = { path: '*', element: <UnknownPath /> };

/**
 * Per route of the core's table (SPEC §2, the accessibility statement and the embeddable
 * player), the branch that shows it: its routes, inside the site shell or not. An unknown
 * path is the 404 route's branch. React Router flattens and ranks the routes it is given on
 * every render, so it is given the one branch the table's match (cached) names.
 */
const BRANCHES = Object.fromEntries(
  ROUTE_IDS.map((id): [RouteId, RouteObject[]] => {
    const own = routeObjects(id);
    if (!SITE_ROUTES[id].shell) return [id, own];
    return [id, [{ element: shell, children: id === 'notFound' ? [...own, unknownPath] : own }]];
  }),
) as Record<RouteId, RouteObject[]>;

const branchOf = (pathname: string) => BRANCHES[matchSiteRoute(pathname).id];

export function App() {
  useForgetServerDataOnNavigation();
  return useRoutes(branchOf(useLocation().pathname));
}

/**
 * The server's page data serves the page it rendered; the first navigation away loads afresh.
 * A hook, not an element: an extra element would shift the ids React derives from the tree.
 */
function useForgetServerDataOnNavigation(): void {
  const { pageData } = useServices();
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) pageData.clear();
  }, [key, pageData]);
}

/**
 * Loads the code of the page at `pathname`, so the first render (a hydration above all)
 * finds it ready instead of suspending.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(branchOf(pathname), pathname) ?? [];
  await Promise.all(matches.map((m) => (m.route.handle as LazyPage | undefined)?.preload()));
}
