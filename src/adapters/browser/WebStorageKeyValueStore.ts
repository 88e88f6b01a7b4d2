import type { KeyValueStore } from '../../core/ports/KeyValueStore';

type StorageName = 'sessionStorage' | 'localStorage';

/** The named storage, or none where merely reaching it throws (storage blocked in a frame). */
function reach(name: StorageName): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}

/**
 * The browser's Web Storage: `sessionStorage` lasts as long as the tab, `localStorage`
 * stays on this device. Falls back to memory for the page's life where storage is blocked
 * (private modes, frames) or full.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  private readonly fallback = new Map<string, string>();
  private readonly storage: Storage | undefined;

  constructor(storage: StorageName | Storage) {
    this.storage = typeof storage === 'string' ? reach(storage) : storage;
  }

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
