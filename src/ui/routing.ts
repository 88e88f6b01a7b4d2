import { matchRoutes } from 'react-router-dom';
import { ROUTE_IDS, SITE_ROUTES, type RouteId, type RouteMatch } from '../core/routes/routeTable';

const ROUTE_OBJECTS = ROUTE_IDS.flatMap((routeId) =>
  SITE_ROUTES[routeId].patterns.map((path) => ({ path, routeId })),
);

/** The route of the site table a pathname shows, matched as <App> matches it; else not-found. */
export function matchSiteRoute(pathname: string): RouteMatch {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  return match ? { id: match.route.routeId, params: match.params } : { id: 'notFound', params: {} };
}

export type { RouteId, RouteMatch };
