import { abortError, isAbortError } from '../../core/rules/values/abort';

/** Values of a query string; undefined, null and '' are left out. */
export type QueryValue = string | number | boolean | undefined | null;
export type Query = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  /** The API base URL (absolute, or relative to the page); trailing slashes are ignored. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** A request that takes longer fails with a timeout. Default 15 s; 0 means no limit. */
  timeoutMs?: number;
  /** The page's cookies (`document.cookie` format); read for the XSRF token. */
  cookies?: () => string;
  /** How long a successful GET body is reused. Default 5 minutes; 0 turns the cache off. */
  cacheTtlMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_CACHE_TTL_MS = 5 * 60_000;
// Bounds memory on long visits; the oldest bodies go first.
const MAX_CACHED_BODIES = 200;
// setTimeout fires at once for longer delays.
const MAX_TIMER_MS = 2 ** 31 - 1;

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * A call that failed: network error, timeout, non-2xx status or a body that is not what the
 * contract says. The message names the call: `assetDetail failed: HTTP 500`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly callName: string,
    readonly reason: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${callName} failed: ${reason}`, options);
  }

  static httpStatus(callName: string, status: number): ApiError {
    return new ApiError(callName, `HTTP ${status}`, status);
  }
}

/** Joins the base URL and a path with exactly one slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  return `${base}/${tail}`;
}

/**
 * One path segment: encodeURIComponent keeps `/ ? # %` and spaces inside the segment.
 * Dot-only segments cannot survive (URL parsers resolve `.` and `..`, even encoded).
 */
export function pathSegment(value: string | number): string {
  return encodeComponent(String(value));
}

// A lone surrogate cannot be encoded (encodeURIComponent throws); it becomes U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws. */
export function encodeComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/** `?a=1&b=x` from the values that are set, in the order given; '' when none is. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${encodeComponent(name)}=${encodeComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A URL with no scheme and no `//` host is relative: it goes to the page's own origin. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

/** Same origin as the page: relative, or absolute with the page's origin (when there is a page). */
export function isSameOrigin(url: string, pageOrigin: string | undefined): boolean {
  if (isRelativeUrl(url)) return true;
  if (!pageOrigin || pageOrigin === 'null') return false;
  try {
    return new URL(url).origin === pageOrigin;
  } catch {
    return false;
  }
}

/** The value of one cookie in `document.cookie` format, decoded; '' when absent. */
export function readCookie(cookies: string, name: string): string {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

function pageOrigin(): string | undefined {
  const location = (globalThis as { location?: { origin?: unknown } }).location;
  return typeof location?.origin === 'string' ? location.origin : undefined;
}

function documentCookies(): string {
  const doc = (globalThis as { document?: { cookie?: unknown } }).document;
  return typeof doc?.cookie === 'string' ? doc.cookie : '';
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Why a shared network request failed; each waiting caller turns it into its own ApiError. */
class Failure {
  constructor(
    readonly reason: string,
    readonly status?: number,
    readonly cause?: unknown,
  ) {}

  toApiError(callName: string): ApiError {
    return new ApiError(callName, this.reason, this.status, { cause: this.cause });
  }
}

/** Any rejection of a call as the caller sees it: an abort stays an abort, the rest names the call. */
function callError(error: unknown, callName: string): Error {
  if (error instanceof Failure) return error.toApiError(callName);
  if (error instanceof ApiError || isAbortError(error)) return error as Error;
  return new ApiError(callName, messageOf(error), undefined, { cause: error });
}

interface InFlight {
  body: Promise<string>;
  readonly controller: AbortController;
  waiters: number;
}

interface CachedBody {
  readonly body: string;
  readonly expires: number;
}

/**
 * A small fetch client for the archive API.
 * GETs: identical requests in flight share one network request, and successful bodies are
 * reused for `cacheTtlMs`. Failures are never cached. A caller's signal abandons that caller
 * only; the network request stops when every caller waiting for it has gone.
 * Writes: the XSRF cookie goes along only to the page's own origin; no cookies cross origins.
 */
export class HttpClient {
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;
  private readonly cookies: () => string;
  private readonly cacheTtlMs: number;
  private readonly inFlight = new Map<string, InFlight>();
  private readonly cache = new Map<string, CachedBody>();

  constructor(options: HttpClientOptions) {
    this.baseUrl = options.baseUrl;
    // Called unbound: a browser's fetch throws when called as a method of another object.
    const fetchFn = options.fetch ?? globalThis.fetch;
    this.fetchFn = (input, init) => fetchFn(input, init);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.cookies = options.cookies ?? documentCookies;
    this.cacheTtlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
  }

  /** The absolute (or page-relative) URL of a path and query under the base URL. */
  url(path: string, query?: Query): string {
    return `${joinUrl(this.baseUrl, path)}${queryString(query)}`;
  }

  /**
   * GETs a body as text. Resolves on a 2xx answer; rejects with an ApiError naming the call
   * on a network error, a timeout or another status, and with an abort error when the
   * caller's signal aborts.
   */
  getText(
    callName: string,
    path: string,
    query?: Query,
    options?: RequestOptions,
  ): Promise<string> {
    return this.getParsed(callName, path, query, (body) => body, options);
  }

  /** GETs a JSON body; an empty or non-JSON body rejects like a failed call. */
  getJson(
    callName: string,
    path: string,
    query?: Query,
    options?: RequestOptions,
  ): Promise<unknown> {
    return this.getParsed(callName, path, query, parseJsonBody, options);
  }

  /**
   * GETs a body and reads it with `parse`. When `parse` throws, the call rejects with an
   * ApiError naming the call and the body is dropped from the cache, so a bad answer is
   * asked for again next time.
   */
  async getParsed<T>(
    callName: string,
    path: string,
    query: Query | undefined,
    parse: (body: string) => T,
    options?: RequestOptions,
  ): Promise<T> {
    const url = this.url(path, query);
    const body = await this.getBody(callName, url, options?.signal);
    try {
      return parse(body);
    } catch (error) {
      this.forget(url, body);
      throw new ApiError(callName, messageOf(error), undefined, { cause: error });
    }
  }

  /**
   * POSTs `body` as JSON. Resolves on any 2xx answer without reading it; rejects with an
   * ApiError naming the call otherwise.
   */
  async postJson(callName: string, path: string, body: unknown): Promise<void> {
    const url = this.url(path);
    const controller = new AbortController();
    try {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const sameOrigin = isSameOrigin(url, pageOrigin());
      const token = sameOrigin ? readCookie(this.cookies(), XSRF_COOKIE) : '';
      if (token) headers[XSRF_HEADER] = token;
      const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(body) };
      await this.withTimeout(controller, async () => {
        const response = await this.send(url, init, controller);
        void response.body?.cancel().catch(() => undefined);
      });
    } catch (error) {
      throw callError(error, callName);
    }
  }

  /** Drops every cached body (for example after a write that changes what GETs answer). */
  clearCache(): void {
    this.cache.clear();
  }

  private getBody(callName: string, url: string, signal: AbortSignal | undefined): Promise<string> {
    if (signal?.aborted) return Promise.reject(abortError());
    const cached = this.cache.get(url);
    if (cached && cached.expires > Date.now()) return Promise.resolve(cached.body);
    if (cached) this.cache.delete(url);

    const entry = this.inFlight.get(url) ?? this.startGet(url);
    entry.waiters += 1;
    return new Promise<string>((resolve, reject) => {
      let done = false;
      const leave = (): void => {
        done = true;
        entry.waiters -= 1;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = (): void => {
        if (done) return;
        leave();
        // The last caller gone: nobody wants the answer any more.
        if (entry.waiters === 0 && this.inFlight.get(url) === entry) {
          this.inFlight.delete(url);
          entry.controller.abort();
        }
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.body.then(
        (body) => {
          if (done) return;
          leave();
          resolve(body);
        },
        (error: unknown) => {
          if (done) return;
          leave();
          reject(callError(error, callName));
        },
      );
    });
  }

  private startGet(url: string): InFlight {
    const entry: InFlight = {
      body: Promise.resolve(''),
      controller: new AbortController(),
      waiters: 0,
    };
    entry.body = this.withTimeout(entry.controller, async () => {
      try {
        const response = await this.send(url, { method: 'GET' }, entry.controller);
        const text = await response.text().catch((error: unknown) => {
          throw this.networkFailure(error, entry.controller);
        });
        if (!entry.controller.signal.aborted) this.remember(url, text);
        return text;
      } finally {
        if (this.inFlight.get(url) === entry) this.inFlight.delete(url);
      }
    });
    this.inFlight.set(url, entry);
    return entry;
  }

  /** Runs `work` and aborts its controller with a timeout Failure when it takes too long. */
  private async withTimeout<T>(controller: AbortController, work: () => Promise<T>): Promise<T> {
    // No limit when the limit is not a usable delay (0, negative, Infinity, NaN).
    if (!(this.timeoutMs > 0 && this.timeoutMs <= MAX_TIMER_MS)) return work();
    const timer = setTimeout(() => {
      controller.abort(new Failure(`timed out after ${this.timeoutMs} ms`));
    }, this.timeoutMs);
    try {
      return await work();
    } finally {
      clearTimeout(timer);
    }
  }

  /** One network request; rejects with a Failure for a network error, abort or non-2xx. */
  private async send(
    url: string,
    init: RequestInit,
    controller: AbortController,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        ...init,
        signal: controller.signal,
        credentials: isSameOrigin(url, pageOrigin()) ? 'same-origin' : 'omit',
      });
    } catch (error) {
      throw this.networkFailure(error, controller);
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      throw new Failure(`HTTP ${response.status}`, response.status);
    }
    return response;
  }

  private networkFailure(error: unknown, controller: AbortController): Failure {
    if (error instanceof Failure) return error;
    const reason: unknown = controller.signal.reason;
    if (controller.signal.aborted && reason instanceof Failure) return reason;
    if (controller.signal.aborted) return new Failure('aborted', undefined, error);
    return new Failure(`network error (${messageOf(error)})`, undefined, error);
  }

  private remember(url: string, body: string): void {
    if (this.cacheTtlMs <= 0) return;
    this.cache.delete(url);
    this.cache.set(url, { body, expires: Date.now() + this.cacheTtlMs });
    while (this.cache.size > MAX_CACHED_BODIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }

  private forget(url: string, body: string): void {
    if (this.cache.get(url)?.body === body) this.cache.delete(url);
  }
}

/** Parses a JSON body; an empty body or one that is not JSON (an HTML page) throws. */
export function parseJsonBody(body: string): unknown {
  if (!body.trim()) throw new Error('empty body where JSON was expected');
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new Error(`not JSON (${messageOf(error)})`, { cause: error });
  }
}
