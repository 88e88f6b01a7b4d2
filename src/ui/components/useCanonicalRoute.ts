import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether the address already is `route`: the same path, and the same values of the query
 * parameters the route sets or `owned` names (other parameters, such as a campaign's, stay).
 */
export function isAtRoute(
  pathname: string,
  search: string,
  route: string,
  owned: readonly string[] = [],
): boolean {
  const [path = '', query = ''] = route.split(/\?(.*)/s);
  if (path !== pathname) return false;
  const wanted = new URLSearchParams(query);
  const present = new URLSearchParams(search);
  const names = new Set([...wanted.keys(), ...owned]);
  return [...names].every((name) => wanted.get(name) === present.get(name));
}

/**
 * Keeps the address equal to `state.route`, replacing the history entry, on load and on every
 * change. Takes the state rather than the route: the effect reads the route when it runs, after
 * effects declared before this hook (such as copying route parameters in) have applied.
 * `owned`: query parameters the route may leave out, which then must be absent.
 */
export function useCanonicalRoute(
  state: { readonly route: string },
  owned: readonly string[] = [],
): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const ownedKey = owned.join('&');
  useEffect(() => {
    if (!isAtRoute(pathname, search, state.route, ownedKey ? ownedKey.split('&') : []))
      navigate(state.route, { replace: true });
  }, [state, navigate, pathname, search, state.route, ownedKey]);
}
