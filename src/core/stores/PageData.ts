/**
 * What a load ended with: its answer, or a failure (already logged where it happened), which
 * is `notFound` when the archive answered that the thing does not exist (see isNotFound).
 */
export type LoadRecord = { ok: true; value: unknown } | { ok: false; notFound?: true };

/**
 * Answers a page has already fetched, by load key. The server records what its stores
 * loaded, renders from a replay of it, and sends it along; the browser's stores start from
 * it in their first render, so hydration shows the server's content without asking the
 * archive again. The browser clears it once hydrated: later visits load afresh.
 */
export class PageData {
  private readonly records: Map<string, LoadRecord>;

  constructor(
    records: Record<string, LoadRecord> = {},
    /** The server records while loading; a replay (and the browser) only reads. */
    private readonly recording = false,
  ) {
    this.records = new Map(Object.entries(records));
  }

  /** A recorder for one server render. */
  static recorder(): PageData {
    return new PageData({}, true);
  }

  /** A reader of what was recorded. */
  replay(): PageData {
    return new PageData(this.toJSON());
  }

  /** The record for `key`; undefined when there is none (or while recording). */
  get(key: string): LoadRecord | undefined {
    return this.recording ? undefined : this.records.get(key);
  }

  record(key: string, record: LoadRecord): void {
    if (this.recording) this.records.set(key, record);
  }

  /**
   * Some load failed for another reason than not found: the archive is down or slow, so the
   * page made of these answers must not be kept by any cache.
   */
  hasFailure(): boolean {
    return [...this.records.values()].some((record) => !record.ok && !record.notFound);
  }

  clear(): void {
    this.records.clear();
  }

  toJSON(): Record<string, LoadRecord> {
    return Object.fromEntries(this.records);
  }
}
