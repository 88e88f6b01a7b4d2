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

/** 64 MB: some 600 pages of 100 KB with their two compressed copies. */
export const DEFAULT_KEPT_PAGES_BYTES = 64 * 1024 * 1024;
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
  key: string;
  page: KeptPage;
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
 */
export class KeptPages<A> {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<RenderResult<A>>>();
  /** The origin whose pages are kept, and how many page requests it leads the others by. */
  private holder: string | undefined;
  private lead = 0;
  private readonly owners = new WeakMap<KeptPage, Entry>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: KeptPagesOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }

  /** The page at `url` of `origin`: kept, or rendered (once for all who ask meanwhile). */
  async serve(
    origin: string,
    url: string,
    render: () => Promise<RenderResult<A>>,
  ): Promise<Served<A>> {
    this.vote(origin);
    const key = `${origin} ${url}`;
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.page.renderedAt : Infinity;
    if (entry && age < this.options.freshMs + this.options.staleMs) {
      this.touch(key, entry);
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
    const kept = this.entries.get(key);
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
        else if (result.replaces) this.drop(key);
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
      for (const key of [...this.entries.keys()]) this.drop(key);
      this.holder = origin;
      this.lead = 1;
    }
  }

  private keep(key: string, answer: { status: number; html: string }): void {
    this.drop(key);
    const html = Buffer.from(answer.html);
    if (html.length > this.options.maxBytes) return;
    const page: KeptPage = {
      status: answer.status,
      html,
      encoded: new Map(),
      renderedAt: this.now(),
    };
    const entry: Entry = { key, page, bytes: html.length };
    this.entries.set(key, entry);
    this.owners.set(page, entry);
    this.bytes += html.length;
    this.evict();
  }

  private grow(page: KeptPage, bytes: number): void {
    const entry = this.owners.get(page);
    // Dropped meanwhile: its bytes are no longer held.
    if (!entry || this.entries.get(entry.key) !== entry) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The least recently served go first (a Map iterates in insertion order). */
  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) return;
      this.drop(key);
    }
  }
}

/**
 * The keeper the environment asks for: KEPT_PAGES_MB megabytes (64 by default; 0 keeps no
 * page). Throws, naming the variable, on a value it cannot use.
 */
export function keptPagesFromEnv<A>(
  env: Record<string, string | undefined>,
  logger: Logger,
): KeptPages<A> | undefined {
  const text = env.KEPT_PAGES_MB?.trim();
  const megabytes = text ? Number(text) : DEFAULT_KEPT_PAGES_BYTES / 1024 / 1024;
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    throw new Error(`KEPT_PAGES_MB must be a number of megabytes (0 keeps none), not ${text}`);
  }
  if (megabytes === 0) return undefined;
  return new KeptPages<A>({
    maxBytes: Math.round(megabytes * 1024 * 1024),
    freshMs: KEPT_PAGE_FRESH_MS,
    staleMs: KEPT_PAGE_STALE_MS,
    logger,
  });
}
