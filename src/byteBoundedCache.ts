/**
 * Values kept by key while their sizes add up to at most `maxBytes`; the one used longest
 * ago goes first. A value larger than the whole budget is not kept.
 */
export class ByteBoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private held = 0;

  constructor(private readonly maxBytes: number) {}

  /** The bytes held now. */
  get bytes(): number {
    return this.held;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Used now: it goes to the back of the queue.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (!(bytes >= 0 && bytes <= this.maxBytes)) return;
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    for (const [oldest] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }
}
