import type { KeyValueStore } from '../../core/ports/KeyValueStore';

/** The tab's sessionStorage; falls back to memory where storage is blocked (private modes). */
export class SessionKeyValueStore implements KeyValueStore {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly storage: Storage | undefined = globalThis.sessionStorage) {}

  get(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? this.fallback.get(key) ?? null;
    } catch {
      return this.fallback.get(key) ?? null;
    }
  }

  set(key: string, value: string): void {
    this.fallback.set(key, value);
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Quota or privacy settings: the in-memory copy still serves this page load.
    }
  }
}
