export const DEFAULT_CACHE_TTL_MS = 5 * 60_000;
// Bounds memory on long visits; the oldest bodies go first.
const MAX_CACHED_BODIES = 200;

interface CachedBody {
  readonly body: string;
  readonly expires: number;
}

/** Successful GET bodies by URL, each kept for `ttlMs`; a TTL of 0 or less keeps nothing. */
export class ResponseCache {
  private readonly bodies = new Map<string, CachedBody>();

  constructor(private readonly ttlMs: number) {}

  /** The body of `url` while it is fresh; an expired one is dropped. */
  get(url: string): string | undefined {
    const cached = this.bodies.get(url);
    if (cached && cached.expires > Date.now()) return cached.body;
    if (cached) this.bodies.delete(url);
    return undefined;
  }

  remember(url: string, body: string): void {
    if (this.ttlMs <= 0) return;
    this.bodies.delete(url);
    this.bodies.set(url, { body, expires: Date.now() + this.ttlMs });
    while (this.bodies.size > MAX_CACHED_BODIES) {
      const oldest = this.bodies.keys().next().value;
      if (oldest === undefined) break;
      this.bodies.delete(oldest);
    }
  }

  /** Drops `body` if it is still what `url` holds (a newer body stays). */
  forget(url: string, body: string): void {
    if (this.bodies.get(url)?.body === body) this.bodies.delete(url);
  }
}
