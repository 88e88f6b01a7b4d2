import type { IncomingMessage } from 'node:http';

/** A request target that cannot be a path of this site: answered 400. */
export class BadRequest extends Error {}

export interface Target {
  /** Path and query, as requested (`/browse/3?page=2`). */
  url: string;
  /** The decoded path, for files, resources and headers. */
  path: string;
}

const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** The request target, or BadRequest for one that cannot be a path of this site. */
export function parseTarget(raw: string): Target {
  let pathPart: string;
  let query: string;
  if (/^https?:\/\//i.test(raw)) {
    // The absolute form (RFC 9112 §3.2.2): only its path and query matter here.
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new BadRequest('malformed URL');
    }
    pathPart = parsed.pathname;
    query = parsed.search;
  } else if (raw.startsWith('/')) {
    const at = raw.indexOf('?');
    pathPart = at < 0 ? raw : raw.slice(0, at);
    query = at < 0 ? '' : raw.slice(at);
  } else {
    throw new BadRequest('not a path');
  }
  // `//host/x` would read as another host to any URL parser downstream.
  pathPart = pathPart.replace(/^\/{2,}/, '/');
  let path: string;
  try {
    path = decodeURIComponent(pathPart);
  } catch {
    throw new BadRequest('malformed escape');
  }
  if (path.includes('\0') || path.includes('\\') || DOT_SEGMENT.test(path)) {
    throw new BadRequest('refused path');
  }
  return { url: pathPart + query, path };
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;
/** A DNS name has at most 253 characters; with scheme and port an origin stays under this. */
export const MAX_ORIGIN_LENGTH = 'https://'.length + 253 + ':65535'.length;
const FALLBACK_ORIGIN = 'http://localhost';

/**
 * The origin the visitor asked for, trusting a proxy's scheme but never a malformed host:
 * one that is not a host name or IP literal, too long for DNS, or with a port past 65535
 * names `http://localhost` instead.
 */
export function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http';
  if (!HOST.test(host)) return FALLBACK_ORIGIN;
  const origin = `${scheme}://${host.toLowerCase()}`;
  if (origin.length > MAX_ORIGIN_LENGTH) return FALLBACK_ORIGIN;
  try {
    // The URL parser has the last word (`a:99999`, `[::1::]`): what it refuses names no site.
    return new URL(origin).origin;
  } catch {
    return FALLBACK_ORIGIN;
  }
}

/** A path of the site to send in Location, or null for anything that would leave it. */
export function localLocation(redirect: string, origin: string): string | null {
  if (/^\/(?![/\\])/.test(redirect)) return redirect;
  try {
    const url = new URL(redirect);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
