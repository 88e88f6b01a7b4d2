import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Keeps the address equal to `state.route`, replacing the history entry, on load and on every
 * change. Takes the state rather than the route: the effect reads the route when it runs, after
 * effects declared before this hook (such as copying route parameters in) have applied.
 */
export function useCanonicalRoute(state: { readonly route: string }): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname !== state.route) navigate(state.route, { replace: true });
  }, [state, navigate, pathname, state.route]);
}
