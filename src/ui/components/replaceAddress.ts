/**
 * Puts `href` (path and query on this site) in the address bar without a navigation: the
 * page keeps its place, focus and player, and no page view is reported, yet a reload or a
 * copied address opens the page in the same state. The router's own entry state is kept,
 * so back and forward still work.
 */
export function replaceAddress(href: string): void {
  if (typeof window === 'undefined') return;
  window.history.replaceState(window.history.state, '', href);
}
