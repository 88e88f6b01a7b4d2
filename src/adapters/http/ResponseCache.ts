import { LRUCache } from 'lru-cache';
import { utf8Length } from '../../core/rules/values/text';

export const DEFAULT_CACHE_TTL_MS = 5 * 60_000;
// Bounds memory on long visits; the oldest bodies go first.
const MAX_CACHED_BODIES = 200;
/** The most the cached bodies hold together; the oldest go first. */
export const DEFAULT_CACHE_MAX_BYTES = 10 * 1024 * 1024;

interface CachedBody {
  readonly body: string;
  /** What the body was read as, by reader: gone with the body. */
  readonly parsed: Map<string, unknown>;
}

export interface ResponseCacheLimits {
  /** Most bodies kept. Default 200. */
  maxBodies?: number;
  /** Most bytes (UTF-8) the bodies hold together. Default 10 MB. */
  maxBytes?: number;
}

/**
 * Successful GET bodies by URL, each kept for `ttlMs`; a TTL of 0 or less keeps nothing.
 * Bounded by count and by bytes: the least recently used bodies go first, and a body larger
 * than the whole budget is not kept at all.
 */
export class ResponseCache {
  private readonly bodies: LRUCache<string, CachedBody>;

  constructor(
    private readonly ttlMs: number,
    limits: ResponseCacheLimits = {},
  ) {
    this.bodies = new LRUCache<string, CachedBody>({
      max: limits.maxBodies ?? MAX_CACHED_BODIES,
      maxSize: limits.maxBytes ?? DEFAULT_CACHE_MAX_BYTES,
      // lru-cache sizes are positive: an empty body counts as one byte.
      sizeCalculation: ({ body }) => Math.max(1, utf8Length(body)),
      // lru-cache keeps a body through its ttl-th millisecond; ours go stale as it starts.
      ttl: Math.max(1, ttlMs - 1),
      // Read on every check (no timer), so that a test's clock decides.
      ttlResolution: 0,
      perf: { now: () => Date.now() },
    });
  }

  /** Bytes (UTF-8) the kept bodies hold together (an empty one counts as one). */
  get size(): number {
    return this.bodies.calculatedSize;
  }

  /** The body of `url` while it is fresh; an expired one is dropped. */
  get(url: string): string | undefined {
    return this.bodies.get(url)?.body;
  }

  remember(url: string, body: string): void {
    if (this.ttlMs <= 0) return;
    // A body over the whole budget is refused, and the one it replaces is dropped.
    this.bodies.set(url, { body, parsed: new Map() });
  }

  /**
   * What `reader` made of `body`, while `url` still holds that body: a large answer (a search
   * of thousands of hits) is then read once, not once per request. Values are shared by
   * every caller, so they must never be changed.
   */
  parsedOf(url: string, body: string, reader: string): { value: unknown } | undefined {
    const cached = this.bodies.peek(url);
    if (cached?.body !== body || !cached.parsed.has(reader)) return undefined;
    return { value: cached.parsed.get(reader) };
  }

  /** Keeps what `reader` made of `body`, if `url` still holds that body. */
  keepParsed(url: string, body: string, reader: string, value: unknown): void {
    const cached = this.bodies.peek(url);
    if (cached?.body === body) cached.parsed.set(reader, value);
  }

  /** Drops `body` if it is still what `url` holds (a newer body stays). */
  forget(url: string, body: string): void {
    if (this.bodies.peek(url)?.body === body) this.bodies.delete(url);
  }
}
