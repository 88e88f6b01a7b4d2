import { matchRoutes } from 'react-router-dom';
import { ROUTE_IDS, SITE_ROUTES, type RouteMatch } from '../core/routes/routeTable';

const ROUTE_OBJECTS = ROUTE_IDS.flatMap((routeId) =>
  SITE_ROUTES[routeId].patterns.map((path) => ({ path, routeId })),
);

/** The table's route a pathname shows, matched as <App> matches it; else the 404 route. */
export function matchSiteRoute(pathname: string): RouteMatch {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  return match ? { id: match.route.routeId, params: match.params } : { id: 'notFound', params: {} };
}
