import { abortError, isAbortError } from '../../core/rules/values/abort';
import { ApiError } from '../shared/ApiError';
import { DEFAULT_MAX_BODY_BYTES, readTextWithin } from './bodyLimit';
import type { ByteBudget } from './ByteBudget';
import { Failure, messageOf, networkFailure } from './Failure';
import { InFlight } from './InFlight';
import { DEFAULT_CACHE_TTL_MS, ResponseCache } from './ResponseCache';
import { DEFAULT_TIMEOUT_MS, withTimeout } from './timeout';
import { isSameOrigin, joinUrl, pageOrigin, queryString, type Query } from './urls';
import { documentCookies, xsrfHeader } from './xsrf';

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
  /** The most the cached bodies may hold together, in bytes. Default 10 MB. */
  cacheMaxBytes?: number;
  /** The most bodies cached. Default 200. */
  cacheMaxBodies?: number;
  /** A GET answer larger than this fails like any other failed call. Default 5 MB. */
  maxBodyBytes?: number;
  /**
   * The bytes of bodies being read at once, shared with other clients; a body it cannot take
   * fails like one over `maxBodyBytes`. None: each call is held to `maxBodyBytes` only.
   */
  bodyBudget?: ByteBudget;
}

/** Any rejection of a call as the caller sees it: an abort stays an abort, the rest names the call. */
function callError(error: unknown, callName: string): Error {
  if (error instanceof Failure) {
    return new ApiError(callName, error.reason, error.status, { cause: error.cause });
  }
  if (error instanceof ApiError || isAbortError(error)) return error as Error;
  return new ApiError(callName, messageOf(error), undefined, { cause: error });
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
  private readonly maxBodyBytes: number;
  private readonly bodyBudget: ByteBudget | undefined;
  private readonly cookies: () => string;
  private readonly inFlight = new InFlight();
  private readonly cache: ResponseCache;

  constructor(options: HttpClientOptions) {
    this.baseUrl = options.baseUrl;
    // Called unbound: a browser's fetch throws when called as a method of another object.
    const fetchFn = options.fetch ?? globalThis.fetch;
    this.fetchFn = (input, init) => fetchFn(input, init);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.bodyBudget = options.bodyBudget;
    this.cookies = options.cookies ?? documentCookies;
    this.cache = new ResponseCache(options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS, {
      maxBytes: options.cacheMaxBytes,
      maxBodies: options.cacheMaxBodies,
    });
  }

  /** The absolute (or page-relative) URL of a path and query under the base URL. */
  url(path: string, query?: Query): string {
    return `${joinUrl(this.baseUrl, path)}${queryString(query)}`;
  }

  /**
   * GETs a body and reads it with `parse`. Resolves on a 2xx answer that `parse` accepts;
   * rejects with an ApiError naming the call on a network error, a timeout, another status,
   * a body over `maxBodyBytes` or a `parse` that throws, and with an abort error when the
   * caller's signal aborts.
   * A body `parse` throws on is dropped from the cache, so a bad answer is asked for again
   * next time. What `parse` made of a cached body is kept with it for the next call of the
   * same name, so callers must never change it.
   */
  async getParsed<T>(
    callName: string,
    path: string,
    query: Query | undefined,
    parse: (body: string) => T | Promise<T>,
    options?: RequestOptions,
  ): Promise<T> {
    const url = this.url(path, query);
    const body = await this.getBody(callName, url, options?.signal);
    // A call's name stands for its reader: one call always reads its answer the same way.
    const kept = this.cache.parsedOf(url, body, callName);
    if (kept) return kept.value as T;
    try {
      const value = await parse(body);
      this.cache.keepParsed(url, body, callName, value);
      return value;
    } catch (error) {
      this.cache.forget(url, body);
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
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        ...xsrfHeader(url, this.cookies),
      };
      const init: RequestInit = { method: 'POST', headers, body: JSON.stringify(body) };
      await withTimeout(controller, this.timeoutMs, async () => {
        const response = await this.send(url, init, controller);
        void response.body?.cancel().catch(() => undefined);
      });
    } catch (error) {
      throw callError(error, callName);
    }
  }

  private getBody(callName: string, url: string, signal: AbortSignal | undefined): Promise<string> {
    if (signal?.aborted) return Promise.reject(abortError());
    const cached = this.cache.get(url);
    if (cached !== undefined) return Promise.resolve(cached);
    return this.inFlight.join(
      url,
      signal,
      (controller, finished) => this.fetchBody(url, controller, finished),
      (error) => callError(error, callName),
    );
  }

  private fetchBody(
    url: string,
    controller: AbortController,
    finished: () => void,
  ): Promise<string> {
    return withTimeout(controller, this.timeoutMs, async () => {
      try {
        const response = await this.send(url, { method: 'GET' }, controller);
        const text = await readTextWithin(response, this.maxBodyBytes, this.bodyBudget).catch(
          (error: unknown) => {
            throw networkFailure(error, controller);
          },
        );
        if (!controller.signal.aborted) this.cache.remember(url, text);
        return text;
      } finally {
        finished();
      }
    });
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
      throw networkFailure(error, controller);
    }
    if (!response.ok) {
      void response.body?.cancel().catch(() => undefined);
      throw new Failure(`HTTP ${response.status}`, response.status);
    }
    return response;
  }
}
