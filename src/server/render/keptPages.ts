import { LRUCache } from 'lru-cache';
import type { Logger } from '../../core/ports/Logger';
import { compress, type Encoding } from '../http/compression';

/** A rendered page as the keeper holds it: the same answer for every visitor. */
export interface KeptPage {
  status: number;
  html: Buffer;
  /** Each encoding compressed once, on its first request. */
  readonly encoded: Map<Encoding, Promise<Buffer>>;
  renderedAt: number;
}

/** What a render gave: a page to keep, or an answer only for those who asked at that moment. */
export interface RenderResult<A> {
  answer: A;
  /** The page to keep for everyone; none for an answer not the same for every visitor. */
  keep?: { status: number; html: string };
  /** The answer is a lasting one (not a failure): a kept copy of the URL is out of date. */
  replaces?: boolean;
}

/** A kept page to send, or a fresh answer when none is kept. */
export type Served<A> = { kept: KeptPage } | { answer: A };

export interface KeptPagesOptions {
  /** Bytes of pages (their HTML and its compressed copies) kept at most. */
  maxBytes: number;
  /** A kept page is served as it is for this long after its render... */
  freshMs: number;
  /** ...then, for this long more, served while one render replaces it in the background. */
  staleMs: number;
  logger: Logger;
  now?: () => number;
}

/**
 * Pages are served as rendered for 10 s, then for 50 s more while re-rendered behind: never
 * more than the archive answers' cache window (60 s) after their render, so a video the
 * archive withdraws leaves kept pages as soon as it leaves those answers.
 */
export const KEPT_PAGE_FRESH_MS = 10_000;
export const KEPT_PAGE_STALE_MS = 50_000;
/**
 * Pages are kept for one origin at a time: the one most page requests name. Another origin
 * takes its place once it has asked for as many pages as the holder's lead, counted up to this.
 */
export const KEPT_PAGE_ORIGIN_LEAD = 1_000;

interface Entry {
  page: KeptPage;
  /** Its HTML and the compressed copies made so far. */
  bytes: number;
}

/**
 * Rendered pages kept in memory by origin and URL, bounded by bytes (the least recently
 * served go first). A kept page is served to every visitor; once stale it is still served
 * while one render replaces it; however many ask for a URL at once, one render runs.
 *
 * Pages of one origin only are kept: with SITE_ORIGIN the server names no other; without it,
 * the origin comes from the Host header, and the one most page requests name holds the place
 * (a majority vote), so made-up hosts cannot push the real site's pages out.
 *
 * lru-cache holds the pages, counts their bytes and drops those past their stale time; the
 * renders are run here (not by its fetchMethod), as a render's answer goes to those who asked
 * even when it is not kept, a failed render keeps the stale page, and a lasting 404 or
 * redirect drops it.
 */
export class KeptPages<A> {
  private readonly entries: LRUCache<string, Entry>;
  private readonly rendering = new Map<string, Promise<RenderResult<A>>>();
  /** The origin whose pages are kept, and how many page requests it leads the others by. */
  private holder: string | undefined;
  private lead = 0;
  /** The key each kept page is held under, for the bytes of its compressed copies. */
  private readonly keys = new WeakMap<KeptPage, string>();
  private readonly now: () => number;

  constructor(private readonly options: KeptPagesOptions) {
    const now = options.now ?? Date.now;
    this.now = now;
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      // lru-cache sizes are positive: an empty page counts as one byte.
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      // lru-cache serves an entry through its ttl-th millisecond; a page goes as it starts.
      ttl: Math.max(1, options.freshMs + options.staleMs - 1),
      // Read on every check (no timer), so that the given clock decides; lru-cache takes a
      // time of 0 for "no time", so a clock that starts at 0 is moved on by 1 ms.
      ttlResolution: 0,
      perf: { now: () => now() + 1 },
    });
  }

  /** Bytes held now. */
  get size(): number {
    return this.entries.calculatedSize;
  }

  /** The page at `url` of `origin`: kept, or rendered (once for all who ask meanwhile). */
  async serve(
    origin: string,
    url: string,
    render: () => Promise<RenderResult<A>>,
  ): Promise<Served<A>> {
    this.vote(origin);
    const key = `${origin} ${url}`;
    // None past its stale time (lru-cache drops it); a page got counts as served last.
    const entry = this.entries.get(key);
    if (entry) {
      const age = this.now() - entry.page.renderedAt;
      if (age >= this.options.freshMs && !this.rendering.has(key)) {
        this.renderOnce(key, origin, render).catch((error: unknown) => {
          this.options.logger.error(
            `Rendering ${url} again failed; its kept page is served`,
            error,
          );
        });
      }
      return { kept: entry.page };
    }
    const result = await this.renderOnce(key, origin, render);
    const kept = this.entries.peek(key);
    if (result.keep && kept) return { kept: kept.page };
    return { answer: result.answer };
  }

  /** The kept page's body in `encoding` (its HTML for none), compressed once. */
  body(page: KeptPage, encoding: Encoding | null): Promise<Buffer> {
    if (!encoding) return Promise.resolve(page.html);
    let body = page.encoded.get(encoding);
    if (!body) {
      body = compress(page.html, encoding, 'fast');
      page.encoded.set(encoding, body);
      body.then(
        (buffer) => this.grow(page, buffer.length),
        () => page.encoded.delete(encoding),
      );
    }
    return body;
  }

  private renderOnce(
    key: string,
    origin: string,
    render: () => Promise<RenderResult<A>>,
  ): Promise<RenderResult<A>> {
    const running = this.rendering.get(key);
    if (running) return running;
    const started = render()
      .then((result) => {
        if (result.keep && origin === this.holder) this.keep(key, result.keep);
        else if (result.replaces) this.entries.delete(key);
        return result;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, started);
    return started;
  }

  /** Boyer-Moore's majority vote, its count capped so that a lasting change of origin wins. */
  private vote(origin: string): void {
    if (origin === this.holder) {
      this.lead = Math.min(this.lead + 1, KEPT_PAGE_ORIGIN_LEAD);
    } else if (this.lead > 0) {
      this.lead -= 1;
    } else {
      // As many requests named others since the holder led: this origin's pages are kept now.
      this.entries.clear();
      this.holder = origin;
      this.lead = 1;
    }
  }

  /** Keeps the page in place of the URL's last one; one over the whole budget is not kept. */
  private keep(key: string, answer: { status: number; html: string }): void {
    const html = Buffer.from(answer.html);
    const page: KeptPage = {
      status: answer.status,
      html,
      encoded: new Map(),
      renderedAt: this.now(),
    };
    this.keys.set(page, key);
    this.entries.set(key, { page, bytes: html.length });
  }

  private grow(page: KeptPage, bytes: number): void {
    const key = this.keys.get(page);
    const entry = key === undefined ? undefined : this.entries.peek(key, { allowStale: true });
    // Dropped meanwhile: its bytes are no longer held.
    if (key === undefined || entry?.page !== page) return;
    // A new entry, as lru-cache sizes a value when it is set; its stale time stays.
    this.entries.set(key, { page, bytes: entry.bytes + bytes }, { noUpdateTTL: true });
  }
}

/** A keeper of `maxBytes` (KEPT_PAGES_MB); none for 0, which keeps no page. */
export function keptPagesOf<A>(maxBytes: number, logger: Logger): KeptPages<A> | undefined {
  if (maxBytes <= 0) return undefined;
  return new KeptPages<A>({
    maxBytes,
    freshMs: KEPT_PAGE_FRESH_MS,
    staleMs: KEPT_PAGE_STALE_MS,
    logger,
  });
}
