import { MISSING_CACHE, NO_STORE } from '../http/cachePolicy';

/** What a resource is asked. */
export interface ResourceRequest {
  /** The decoded path (`/captions/LPB-CL-1042.vtt`). */
  path: string;
  /** The whole request URL on the site's origin, with its query. */
  url: URL;
  /** Aborts when the client has gone before the answer was sent. */
  signal?: AbortSignal;
}

/** A resource's answer, sent as it is (compressed when the client takes it). */
export interface ResourceAnswer {
  status: number;
  /** The Content-Type, with its charset. */
  type: string;
  body: string;
  cacheControl: string;
  /** Further headers, such as `Access-Control-Allow-Origin` for what other sites read. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Something the site's server answers besides pages and built files: captions, the sitemap,
 * feeds, manifests. `matches` decides by the path alone, so it costs nothing; `answer` may
 * call the archive, and the server bounds how long it may take.
 */
export interface SiteResource {
  /** What it serves, for log lines (`Captions`). */
  name: string;
  matches(path: string): boolean;
  answer(request: ResourceRequest): Promise<ResourceAnswer>;
}

export const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** A 404 in plain text, kept briefly: what is missing may appear soon. */
export function missing(text: string, headers?: Readonly<Record<string, string>>): ResourceAnswer {
  return { status: 404, type: PLAIN_TEXT, body: `${text}\n`, cacheControl: MISSING_CACHE, headers };
}

/** A 503 in plain text, never kept, telling the client when to ask again. */
export function unavailable(text: string, retryAfterSeconds: number): ResourceAnswer {
  return {
    status: 503,
    type: PLAIN_TEXT,
    body: `${text}\n`,
    cacheControl: NO_STORE,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  };
}
