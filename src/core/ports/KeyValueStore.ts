/** Small string storage that outlives a page load within the tab (sessionStorage in browsers). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}
