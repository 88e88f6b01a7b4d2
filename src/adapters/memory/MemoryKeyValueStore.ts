import type { KeyValueStore } from '../../core/ports/KeyValueStore';

export class MemoryKeyValueStore implements KeyValueStore {
  readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }
}
