import { utf8Length } from '../../core/rules/values/text';

export const DEFAULT_CACHE_TTL_MS = 5 * 60_000;
// Bounds memory on long visits; the oldest bodies go first.
const MAX_CACHED_BODIES = 200;
/** The most the cached bodies hold together; the oldest go first. */
export const DEFAULT_CACHE_MAX_BYTES = 10 * 1024 * 1024;

interface CachedBody {
  readonly body: string;
  readonly bytes: number;
  readonly expires: number;
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
 * Bounded by count and by bytes: the oldest bodies go first, and a body larger than the
 * whole budget is not kept at all.
 */
export class ResponseCache {
  private readonly bodies = new Map<string, CachedBody>();
  private readonly maxBodies: number;
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    limits: ResponseCacheLimits = {},
  ) {
    this.maxBodies = limits.maxBodies ?? MAX_CACHED_BODIES;
    this.maxBytes = limits.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
  }

  /** Bytes (UTF-8) the kept bodies hold together. */
  get size(): number {
    return this.bytes;
  }

  /** The body of `url` while it is fresh; an expired one is dropped. */
  get(url: string): string | undefined {
    const cached = this.bodies.get(url);
    if (cached && cached.expires > Date.now()) return cached.body;
    if (cached) this.drop(url);
    return undefined;
  }

  remember(url: string, body: string): void {
    if (this.ttlMs <= 0) return;
    this.drop(url);
    const bytes = utf8Length(body);
    if (bytes > this.maxBytes) return;
    this.bodies.set(url, { body, bytes, expires: Date.now() + this.ttlMs, parsed: new Map() });
    this.bytes += bytes;
    while (this.bodies.size > this.maxBodies || this.bytes > this.maxBytes) {
      const oldest = this.bodies.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  /**
   * What `reader` made of `body`, while `url` still holds that body: a large answer (a search
   * of thousands of hits) is then read once, not once per request. Values are shared by
   * every caller, so they must never be changed.
   */
  parsedOf(url: string, body: string, reader: string): { value: unknown } | undefined {
    const cached = this.bodies.get(url);
    if (cached?.body !== body || !cached.parsed.has(reader)) return undefined;
    return { value: cached.parsed.get(reader) };
  }

  /** Keeps what `reader` made of `body`, if `url` still holds that body. */
  keepParsed(url: string, body: string, reader: string, value: unknown): void {
    const cached = this.bodies.get(url);
    if (cached?.body === body) cached.parsed.set(reader, value);
  }

  /** Drops `body` if it is still what `url` holds (a newer body stays). */
  forget(url: string, body: string): void {
    if (this.bodies.get(url)?.body === body) this.drop(url);
  }

  private drop(url: string): void {
    const cached = this.bodies.get(url);
    if (!cached) return;
    this.bodies.delete(url);
    this.bytes -= cached.bytes;
  }
}
