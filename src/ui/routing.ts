import { matchRoutes } from 'react-router-dom';
import { ROUTE_IDS, SITE_ROUTES, type RouteMatch } from '../core/routes/routeTable';

const ROUTE_OBJECTS = ROUTE_IDS.flatMap((routeId) =>
  SITE_ROUTES[routeId].patterns.map((path) => ({ path, routeId })),
);

/** Pathnames matched lately: React Router flattens and compiles the whole table per match,
 * and a server render matches its pathname several times (loading, head, links). */
const MATCHED = new Map<string, RouteMatch>();
const MATCHED_MAX = 1000;

/** The table's route a pathname shows, matched as <App> matches it; else the 404 route. */
export function matchSiteRoute(pathname: string): RouteMatch {
  let known = MATCHED.get(pathname);
  if (!known) {
    const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
    known = match
      ? { id: match.route.routeId, params: match.params }
      : { id: 'notFound', params: {} };
    if (MATCHED.size >= MATCHED_MAX) MATCHED.clear();
    MATCHED.set(pathname, known);
  }
  // A copy: a caller may change what it was given.
  return { id: known.id, params: { ...known.params } };
}
