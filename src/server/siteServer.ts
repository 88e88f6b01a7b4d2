import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '../core/ports/Logger';
import { captionsAssetId } from '../core/routes/routeTable';
import { compress, MIN_COMPRESSED_BYTES, negotiateEncoding, type Encoding } from './compression';
import { isDemoMediaPath, passOnDemoMedia } from './demoMedia';
import { securityHeaders } from './securityHeaders';
import { StaticFiles } from './staticFiles';

/** What the site server asks the renderer for: one page of the site. */
export interface PageRequest {
  /** Path and query, as requested (`/browse/3?page=2`). */
  url: string;
  /** The site's origin (`https://host`), for canonical links. */
  origin: string;
}

/** A rendered page: its status and HTML, or a redirect to another path of the site. */
export interface PageAnswer {
  status: number;
  redirect?: string;
  html: string;
}

export type RenderPage = (request: PageRequest) => Promise<PageAnswer>;

export interface SiteServerOptions {
  /** The built client (`dist/`); files under it are served as they are. None: pages only. */
  clientDir?: string;
  render: RenderPage;
  logger: Logger;
  /** `contentSecurityPolicy()` of the build, without `frame-ancestors` (added per path). */
  policy: string;
  /** The site's public origin; without one it is taken from the request's Host header. */
  origin?: string;
  /** Every answer `no-store`: in development pages change with every edit. */
  noStore?: boolean;
  /** A render taking longer answers 503. */
  renderTimeoutMs?: number;
  /** URL paths of files compressed at once, so the first visitors need not wait for them. */
  precompress?: readonly string[];
  /** Receives one line per answered request; stdout by default. */
  accessLog?: (line: string) => void;
  /** Demo only: the demo API's origin, which `/media/` and `/captions/` are passed on to. */
  demoMediaOrigin?: string;
  /** An asset's captions as WebVTT, served at its `captionsPath`; none: that path is a page. */
  captions?: (assetId: string) => Promise<string | undefined>;
}

/** Hashed names change with their content: a browser or CDN may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages: short in shared caches, served stale while a fresh copy is fetched. */
export const PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** Not-found pages and redirects: a missing asset may appear soon. */
export const MISSING_CACHE = 'public, max-age=30';
/** Unhashed files at the top of the client folder (favicon, robots.txt). */
export const UNHASHED_CACHE = 'public, max-age=3600';
/** An asset's captions change rarely; an hour keeps them near visitors. */
export const CAPTIONS_CACHE = 'public, max-age=3600';
export const NO_STORE = 'no-store';

/** A backstop: longer than the renderer's own limit, it only ends a render that never settles. */
export const DEFAULT_RENDER_TIMEOUT_MS = 15_000;

/** Built files the server never answers with: the static site's own shell and build notes. */
const PRIVATE_FILES = new Set(['/index.html', '/manifest.json']);

/** Sent when a render fails: static, so it cannot fail itself, and free of any detail. */
export const ERROR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Something went wrong | Louisiana Digital Media Archive</title>
</head>
<body>
<main>
<h1>Something went wrong</h1>
<p>This page could not be shown just now. Please try again in a moment.</p>
<p><a href="/">Louisiana Digital Media Archive home</a></p>
</main>
</body>
</html>
`;

class BadRequest extends Error {}

interface Target {
  /** Path and query to hand to the renderer. */
  url: string;
  /** The decoded path, for files and headers. */
  path: string;
}

const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** The request target, or BadRequest for one that cannot be a path of this site. */
function parseTarget(raw: string): Target {
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

function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http';
  return HOST.test(host) ? `${scheme}://${host.toLowerCase()}` : 'http://localhost';
}

function cacheControlFor(status: number): string {
  if (status >= 200 && status < 300) return PAGE_CACHE;
  if (status === 404 || status === 410) return MISSING_CACHE;
  return NO_STORE;
}

/** A path of the site to send in Location, or null for anything that would leave it. */
function localLocation(redirect: string, origin: string): string | null {
  if (/^\/(?![/\\])/.test(redirect)) return redirect;
  try {
    const url = new URL(redirect);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Control characters, spaces and Latin-1 bytes escaped, so a log line stays one line. */
function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out +=
      code <= 0x20 || (code >= 0x7f && code <= 0xff)
        ? `%${code.toString(16).padStart(2, '0').toUpperCase()}`
        : char;
  }
  return out;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The site's request handler: built client files from `clientDir`, `/healthz`, and every other
 * GET or HEAD rendered by `render`. Sets the security headers on every answer.
 */
export function createSiteHandler(
  options: SiteServerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const files = options.clientDir ? new StaticFiles(options.clientDir) : null;
  for (const path of options.precompress ?? []) {
    for (const encoding of ['br', 'gzip'] as const) {
      files?.find(path, encoding).catch((error: unknown) => {
        options.logger.warn(`Could not compress ${path}`, error);
      });
    }
  }
  const renderTimeoutMs = options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  const accessLog = options.accessLog ?? ((line: string) => process.stdout.write(`${line}\n`));
  const { logger, policy } = options;

  function sendText(
    res: ServerResponse,
    head: boolean,
    status: number,
    text: string,
    cacheControl = NO_STORE,
  ): void {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(head ? undefined : text);
  }

  async function sendBody(
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    type: string,
  ): Promise<void> {
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'Accept-Encoding');
    let sent = body;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding && body.length >= MIN_COMPRESSED_BYTES) {
      sent = await compress(body, encoding, 'fast');
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', sent.length);
    res.end(req.method === 'HEAD' ? undefined : sent);
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    cacheControl: string,
  ): Promise<boolean> {
    if (!files) return false;
    const encoding: Encoding | null = negotiateEncoding(req.headers['accept-encoding']);
    const file = await files.find(path, encoding);
    if (!file) return false;
    res.statusCode = 200;
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    if (file.encoded) {
      res.setHeader('Content-Encoding', file.encoded.encoding);
      res.setHeader('Content-Length', file.encoded.body.length);
      res.end(req.method === 'HEAD' ? undefined : file.encoded.body);
      return true;
    }
    res.setHeader('Content-Length', file.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    const stream = files.open(file);
    stream.on('error', (error) => {
      logger.error(`Could not read ${file.path}`, error);
      res.destroy();
    });
    stream.pipe(res);
    return true;
  }

  async function sendPage(req: IncomingMessage, res: ServerResponse, target: Target) {
    const origin = options.origin ?? requestOrigin(req);
    let answer: PageAnswer | 'timeout';
    try {
      answer = await withTimeout(options.render({ url: target.url, origin }), renderTimeoutMs);
    } catch (error) {
      logger.error(`Rendering ${target.path} failed`, error);
      return sendError(req, res, 500);
    }
    if (answer === 'timeout') {
      logger.error(`Rendering ${target.path} took over ${renderTimeoutMs} ms`);
      return sendError(req, res, 503);
    }
    if (answer.redirect !== undefined) {
      const location = localLocation(answer.redirect, origin);
      if (location === null) {
        logger.error(`Refused a redirect of ${target.path} off the site: ${answer.redirect}`);
        return sendError(req, res, 500);
      }
      // Redirects the renderer does not qualify are temporary: what they point at can change.
      res.statusCode = [301, 302, 303, 307, 308].includes(answer.status) ? answer.status : 302;
      res.setHeader('Location', location);
      res.setHeader('Cache-Control', options.noStore ? NO_STORE : MISSING_CACHE);
      res.setHeader('Content-Length', 0);
      res.end();
      return;
    }
    res.statusCode = answer.status;
    res.setHeader('Cache-Control', options.noStore ? NO_STORE : cacheControlFor(answer.status));
    await sendBody(req, res, Buffer.from(answer.html), 'text/html; charset=utf-8');
  }

  async function sendCaptions(
    req: IncomingMessage,
    res: ServerResponse,
    captions: (assetId: string) => Promise<string | undefined>,
    assetId: string,
  ) {
    let vtt: string | undefined | 'timeout';
    try {
      vtt = await withTimeout(captions(assetId), renderTimeoutMs);
    } catch (error) {
      logger.error(`Captions of ${printable(assetId)} failed`, error);
      vtt = undefined;
    }
    if (vtt === 'timeout') {
      logger.error(`Captions of ${printable(assetId)} took over ${renderTimeoutMs} ms`);
      sendText(res, req.method === 'HEAD', 503, 'Captions unavailable\n');
      return;
    }
    if (vtt === undefined) {
      const cache = options.noStore ? NO_STORE : MISSING_CACHE;
      sendText(res, req.method === 'HEAD', 404, 'No captions\n', cache);
      return;
    }
    res.statusCode = 200;
    res.setHeader('Cache-Control', options.noStore ? NO_STORE : CAPTIONS_CACHE);
    await sendBody(req, res, Buffer.from(vtt), 'text/vtt; charset=utf-8');
  }

  function sendError(req: IncomingMessage, res: ServerResponse, status: number) {
    res.statusCode = status;
    res.setHeader('Cache-Control', NO_STORE);
    return sendBody(req, res, Buffer.from(ERROR_PAGE), 'text/html; charset=utf-8');
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let target: Target;
    try {
      target = parseTarget(req.url ?? '');
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      for (const [name, value] of Object.entries(securityHeaders(policy, '/'))) {
        res.setHeader(name, value);
      }
      sendText(res, req.method === 'HEAD', 400, 'Bad request\n');
      return;
    }
    for (const [name, value] of Object.entries(securityHeaders(policy, target.path))) {
      res.setHeader(name, value);
    }
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, false, 405, 'Method not allowed\n');
    } else if (target.path === '/healthz') {
      sendText(res, head, 200, 'ok');
    } else if (options.captions && captionsAssetId(target.path) !== undefined) {
      // Before the demo's media: its SubRip files share the /captions/ folder.
      await sendCaptions(req, res, options.captions, captionsAssetId(target.path) as string);
    } else if (options.demoMediaOrigin && isDemoMediaPath(target.path)) {
      await passOnDemoMedia(req, res, options.demoMediaOrigin, target.url);
    } else if (target.path.startsWith('/static/')) {
      if (!(await sendFile(req, res, target.path, IMMUTABLE))) {
        sendText(res, head, 404, 'Not found\n');
      }
    } else if (
      PRIVATE_FILES.has(target.path) ||
      !/\.[^/]+$/.test(target.path) ||
      !(await sendFile(req, res, target.path, UNHASHED_CACHE))
    ) {
      await sendPage(req, res, target);
    }
  }

  return (req, res) => {
    const started = performance.now();
    // The path as requested, without the query: visitors' searches stay out of the log.
    const path = (req.url ?? '').split('?')[0] ?? '';
    res.on('close', () => {
      const ms = Math.round(performance.now() - started);
      // Ended: all of the answer was handed to the connection before it closed.
      const status = res.writableEnded ? res.statusCode : `${res.statusCode} (aborted)`;
      accessLog(`${req.method ?? '-'} ${printable(path)} ${status} ${ms}ms`);
    });
    answer(req, res).catch((error: unknown) => {
      logger.error(`Answering ${printable(path)} failed`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendError(req, res, 500).catch(() => res.destroy());
    });
  };
}

/** The site on a Node HTTP server (not yet listening). */
export function createSiteServer(options: SiteServerOptions): Server {
  return createServer(createSiteHandler(options));
}

/**
 * Stops accepting connections, lets requests in flight finish, and resolves once every
 * connection is closed; after `timeoutMs` the rest are cut and it resolves false.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    // A keep-alive connection turns idle when its last answer is sent; close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve(false);
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweep);
      resolve(true);
    });
    server.closeIdleConnections();
    // Runs before the site's handler, so no answer has started yet.
    server.prependListener('request', (_req, res: ServerResponse) => {
      res.setHeader('Connection', 'close');
    });
  });
}
