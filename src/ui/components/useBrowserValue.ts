import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (a viewport width, a browser feature): `serverValue` on the
 * server and in the render that hydrates its HTML, so both agree, and `read()` from then on.
 * `read` must return the same value each call while nothing changed.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

const always = () => true;

/**
 * Whether the page's script draws this render: false on the server and in the render that
 * hydrates its HTML, true from then on (and in every render the browser makes by itself).
 */
export function useScriptRuns(): boolean {
  return useBrowserValue(always, false);
}
