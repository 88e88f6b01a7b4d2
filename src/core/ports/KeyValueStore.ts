/**
 * Small string storage that outlives a page load: the tab's (sessionStorage in browsers) or
 * the visitor's device (localStorage). Anything on the origin can write it: callers check
 * what they read back.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}
