import { FETCH_REFUSED } from '../../core/ports/RefusedFetch';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { nonPublicKind } from './addresses';

/** Where the server's own requests may go. */
export interface OutboundRules {
  /** Origins requests may go to (`https://media.example.org`); undefined: any host. */
  origins?: readonly string[];
  /**
   * Hosts that may be at a loopback, private or link-local address: `host` (any port) or
   * `host:port` (`127.0.0.1:4010`, `[::1]:8080`, `archive.internal`). Any other host is
   * reached at public addresses only, whatever its name resolves to.
   */
  privateHosts?: readonly string[];
}

/** Redirects followed within one origin, at most. */
export const MAX_REDIRECTS = 5;

/** A request the rules do not allow: nothing was sent to where it would have gone. */
export class RefusedFetch extends Error {
  readonly code = FETCH_REFUSED;

  constructor(message: string) {
    super(message);
    this.name = 'RefusedFetch';
  }
}

interface HostPattern {
  hostname: string;
  port?: string;
}

function hostPattern(entry: string): HostPattern | undefined {
  const match = /^(\[[^\]]+\]|[^:/[\]]+)(?::(\d+))?$/.exec(entry.trim().toLowerCase());
  if (!match?.[1]) return undefined;
  return { hostname: match[1].replace(/^\[|\]$/g, ''), port: match[2] };
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The URL's host without IPv6 brackets, and its port (the scheme's when none is written). */
function hostOf(url: URL): { hostname: string; port: string } {
  return {
    hostname: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(),
    port: url.port || DEFAULT_PORTS[url.protocol] || '',
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const SAFE = new Set(['GET', 'HEAD']);
const NULL_BODY = new Set([101, 204, 205, 304]);

function urlOf(input: string | URL | Request): URL {
  if (typeof input === 'string') return new URL(input);
  if (input instanceof URL) return input;
  return new URL(input.url);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * A `fetch` for the server's own requests (caption files, the archive API): only to the
 * rules' origins, at public addresses unless the host is one of `privateHosts` (the address
 * actually connected to is checked, so a name that resolves to 127.0.0.1 is refused too), and
 * following redirects within the same origin only. What the rules refuse rejects with a
 * RefusedFetch before anything is sent there. GET and HEAD follow redirects; other methods
 * get the redirect itself. Bodies are decompressed as fetch does; only text and byte bodies
 * are sent.
 */
export function outboundFetch(rules: OutboundRules): typeof fetch {
  const origins = rules.origins && new Set(rules.origins);
  const privateHosts = (rules.privateHosts ?? [])
    .map(hostPattern)
    .filter((pattern) => pattern !== undefined);
  // Agents of their own: no connection made under other rules is reused under these.
  const agents = {
    'http:': new HttpAgent({ keepAlive: true }),
    'https:': new HttpsAgent({ keepAlive: true }),
  };

  const mayBePrivate = (url: URL): boolean => {
    const { hostname, port } = hostOf(url);
    return privateHosts.some(
      (each) => each.hostname === hostname && (!each.port || each.port === port),
    );
  };

  const checkTarget = (url: URL): void => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new RefusedFetch(`${url.protocol} is not fetched: ${url.href}`);
    }
    if (origins && !origins.has(url.origin) && !mayBePrivate(url)) {
      throw new RefusedFetch(`${url.origin} is not a host the server fetches from`);
    }
    const { hostname } = hostOf(url);
    if (isIP(hostname) && !mayBePrivate(url)) {
      const kind = nonPublicKind(hostname);
      if (kind) throw new RefusedFetch(`${url.host} is a ${kind} address`);
    }
  };

  /** Resolves as the system does, refusing any answer with a non-public address. */
  const checkedLookup =
    (url: URL): LookupFunction =>
    (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        const refused = mayBePrivate(url)
          ? undefined
          : found.find((each) => nonPublicKind(each.address) !== undefined);
        if (refused) {
          const kind = nonPublicKind(refused.address) ?? 'reserved';
          const why = new RefusedFetch(`${hostname} is at ${refused.address}, a ${kind} address`);
          return callback(why as NodeJS.ErrnoException, '', 0);
        }
        const first = found[0];
        if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, found);
        return callback(null, first?.address ?? '', first?.family ?? 4);
      });
    };

  const once = (
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | Uint8Array | undefined,
    signal: AbortSignal | undefined,
  ): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, {
        method,
        headers,
        agent: agents[url.protocol as 'http:' | 'https:'],
        lookup: checkedLookup(url),
        ...(signal ? { signal } : {}),
      });
      request.once('response', resolve);
      request.once('error', (error: NodeJS.ErrnoException) => {
        if (signal?.aborted) return reject(abortReason(signal));
        // A kept connection the server closed as it was reused: a GET or HEAD is asked
        // again on a new one (as Node's documentation advises); a write may have arrived.
        if (request.reusedSocket && error.code === 'ECONNRESET' && SAFE.has(method)) {
          return resolve(once(url, method, headers, body, signal));
        }
        reject(error);
      });
      request.end(body);
    });

  return async (input, init = {}) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortReason(signal);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init.body ?? undefined;
    if (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array)) {
      throw new TypeError('Only text and byte bodies are sent');
    }
    let url = urlOf(input);
    const origin = url.origin;
    for (let redirects = 0; ; redirects++) {
      checkTarget(url);
      const answer = await once(url, method, headers, body, signal);
      const status = answer.statusCode ?? 502;
      const location = answer.headers.location;
      if (REDIRECTS.has(status) && location && (method === 'GET' || method === 'HEAD')) {
        answer.resume();
        const next = new URL(location, url);
        if (next.origin !== origin) {
          throw new RefusedFetch(`${url.href} redirects to another origin (${next.origin})`);
        }
        if (redirects >= MAX_REDIRECTS) {
          throw new RefusedFetch(`${origin} redirected more than ${MAX_REDIRECTS} times`);
        }
        url = next;
        continue;
      }
      return responseOf(answer, method, signal);
    }
  };
}

/** The node answer as a fetch Response, its body decoded as fetch decodes it. */
function responseOf(
  answer: IncomingMessage,
  method: string,
  signal: AbortSignal | undefined,
): Response {
  const status = answer.statusCode ?? 502;
  if (status < 200 || status > 599) {
    answer.destroy();
    throw new Error(`HTTP status ${status} is no answer`);
  }
  const encoding = String(answer.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  const headers = new Headers();
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
    const name = (answer.rawHeaders[i] ?? '').toLowerCase();
    // A decoded body has neither the encoding nor the length the host declared.
    if (decoder && (name === 'content-encoding' || name === 'content-length')) continue;
    headers.append(name, answer.rawHeaders[i + 1] ?? '');
  }
  if (NULL_BODY.has(status) || method === 'HEAD') {
    answer.resume();
    return new Response(null, { status, statusText: answer.statusMessage, headers });
  }
  let source: Readable = answer;
  if (decoder) {
    answer.on('error', (error) => decoder.destroy(error));
    source = answer.pipe(decoder);
  }
  signal?.addEventListener('abort', () => source.destroy(abortReason(signal) as Error), {
    once: true,
  });
  const stream = Readable.toWeb(source) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, statusText: answer.statusMessage, headers });
}
