import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '../../core/ports/Logger';
import { loggedPath, logWhenClosed, printable } from './accessLog';
import {
  IMMUTABLE,
  MISSING_CACHE,
  NO_STORE,
  pageCacheControl,
  UNHASHED_CACHE,
} from './cachePolicy';
import { isDemoMediaPath, passOnDemoMedia } from './demoMedia';
import { trackAnswers } from './gracefulShutdown';
import {
  BadRequest,
  localLocation,
  parseTarget,
  requestOrigin,
  type Target,
} from './requestTarget';
import type { SiteResource } from '../resources/resources';
import { securityHeaders } from './securityHeaders';
import { sendBody, sendError, sendFile, sendText } from './send';
import { StaticFiles } from './staticFiles';
import type { KeptPage, KeptPages, RenderResult, Served } from '../render/keptPages';
import { MIN_COMPRESSED_BYTES, negotiateEncoding } from './compression';

/** What the site server asks the renderer for: one page of the site. */
export interface PageRequest {
  /** Path and query, as requested (`/browse/3?page=2`). */
  url: string;
  /** The site's origin (`https://host`), for canonical links. */
  origin: string;
  /** Aborts when the visitor has gone before the answer was sent: stop working for them. */
  signal?: AbortSignal;
}

/** A rendered page: its status and HTML, or a redirect to another path of the site. */
export interface PageAnswer {
  status: number;
  redirect?: string;
  html: string;
  /**
   * The archive failed or was too slow for some of it: the answer (even a redirect to
   * /not-found) stands for an outage, and no cache may keep it.
   */
  failed?: boolean;
  /**
   * Every part of the page's data arrived and nothing failed: the answer is the one every
   * visitor asking now gets, so it may be kept (see `keptPages`).
   */
  complete?: boolean;
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
  /** A render or resource taking longer answers 503. */
  renderTimeoutMs?: number;
  /** URL paths of files compressed at once, so the first visitors need not wait for them. */
  precompress?: readonly string[];
  /** Receives one line per answered request; stdout by default. */
  accessLog?: (line: string) => void;
  /** Demo only: the demo API's origin, which `/media/` and `/captions/` are passed on to. */
  demoMediaOrigin?: string;
  /** What the site serves besides pages (captions, feeds...), asked in this order. */
  resources?: readonly SiteResource[];
  /** Connection limits; SERVER_LIMITS by default. */
  limits?: Partial<ServerLimits>;
  /** Rendered pages kept and served to everyone asking the same URL; none: every page rendered. */
  keptPages?: KeptPages<PageAnswer>;
}

/** What one client may hold of the server. */
export interface ServerLimits {
  /** A request's headers must have arrived this long after its first byte, else 408. */
  headersTimeoutMs: number;
  /** The whole request likewise (the site only reads GET and HEAD, so no body to wait for). */
  requestTimeoutMs: number;
  /** Connections open at once; further ones are closed as they arrive. */
  maxConnections: number;
  /** How often the timeouts above are checked. */
  checkIntervalMs: number;
}

/**
 * Limits for a server facing the public: a client trickling its headers is cut after 10 s
 * (a real browser sends them in one packet), and at most 2,000 connections are open at once,
 * far over what two cores serve and well under the file descriptors of a default system.
 * Idle keep-alive connections are closed by `keepAliveTimeout` (main.ts).
 */
export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  maxConnections: 2_000,
  checkIntervalMs: 1_000,
};

/** Seconds a client is told to wait after the backstop's 503: the work may still finish. */
export const BACKSTOP_RETRY_AFTER_SECONDS = 30;

/** A backstop: longer than the renderer's own limit, it only ends a render that never settles. */
export const DEFAULT_RENDER_TIMEOUT_MS = 15_000;

const HTML = 'text/html; charset=utf-8';

/** Built files the server never answers with: the static site's own shell and build notes. */
const PRIVATE_FILES = new Set(['/index.html', '/manifest.json']);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Only a complete 2xx page is the same for every visitor: never an error or a redirect. */
function pageResult(answer: PageAnswer): RenderResult<PageAnswer> {
  const lasting = answer.complete === true && answer.status < 500;
  const keep =
    lasting && answer.redirect === undefined && answer.status >= 200 && answer.status < 300;
  return {
    answer,
    ...(keep ? { keep: { status: answer.status, html: answer.html } } : {}),
    replaces: lasting,
  };
}

/** A kept page, in the encoding the client takes (compressed once per encoding). */
async function sendKept(
  req: IncomingMessage,
  res: ServerResponse,
  kept: KeptPages<PageAnswer>,
  page: KeptPage,
  signal: AbortSignal,
): Promise<void> {
  const accepted = negotiateEncoding(req.headers['accept-encoding']);
  const encoding = page.html.length >= MIN_COMPRESSED_BYTES ? accepted : null;
  const body = await kept.body(page, encoding);
  if (signal.aborted) return;
  res.statusCode = page.status;
  res.setHeader('Cache-Control', pageCacheControl(page.status));
  res.setHeader('Content-Type', HTML);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function setHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * The site's request handler: `/healthz`, the resources, built client files from `clientDir`,
 * and every other GET or HEAD rendered by `render`. Sets the security headers on every answer.
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
  const cache = (cacheControl: string) => (options.noStore ? NO_STORE : cacheControl);

  async function sendPage(
    req: IncomingMessage,
    res: ServerResponse,
    target: Target,
    signal: AbortSignal,
  ) {
    const origin = options.origin ?? requestOrigin(req);
    const kept = options.noStore ? undefined : options.keptPages;
    let served: Served<PageAnswer> | 'timeout';
    try {
      served = await withTimeout(
        kept
          ? // Shared by everyone asking meanwhile: the render goes on when one of them leaves.
            kept.serve(origin, target.url, () =>
              options.render({ url: target.url, origin }).then(pageResult),
            )
          : options.render({ url: target.url, origin, signal }).then((answer) => ({ answer })),
        renderTimeoutMs,
      );
    } catch (error) {
      if (signal.aborted) return;
      logger.error(`Rendering ${target.path} failed`, error);
      return sendError(req, res, 500);
    }
    // Nobody to send it to.
    if (signal.aborted) return;
    if (served === 'timeout') {
      logger.error(`Rendering ${target.path} took over ${renderTimeoutMs} ms`);
      res.setHeader('Retry-After', String(BACKSTOP_RETRY_AFTER_SECONDS));
      return sendError(req, res, 503);
    }
    if ('kept' in served) {
      if (kept) await sendKept(req, res, kept, served.kept, signal);
      return;
    }
    const { answer } = served;
    if (answer.redirect !== undefined) {
      const location = localLocation(answer.redirect, origin);
      if (location === null) {
        logger.error(`Refused a redirect of ${target.path} off the site: ${answer.redirect}`);
        return sendError(req, res, 500);
      }
      // Redirects the renderer does not qualify are temporary: what they point at can change.
      res.statusCode = [301, 302, 303, 307, 308].includes(answer.status) ? answer.status : 302;
      res.setHeader('Location', location);
      res.setHeader('Cache-Control', cache(answer.failed ? NO_STORE : MISSING_CACHE));
      res.setHeader('Content-Length', 0);
      res.end();
      return;
    }
    res.statusCode = answer.status;
    res.setHeader(
      'Cache-Control',
      cache(answer.failed ? NO_STORE : pageCacheControl(answer.status)),
    );
    await sendBody(req, res, answer.html, HTML);
  }

  async function sendResource(
    req: IncomingMessage,
    res: ServerResponse,
    resource: SiteResource,
    target: Target,
    signal: AbortSignal,
  ) {
    const what = `${resource.name} of ${printable(target.path)}`;
    const url = new URL(target.url, options.origin ?? requestOrigin(req));
    let answer: Awaited<ReturnType<SiteResource['answer']>> | 'timeout';
    try {
      answer = await withTimeout(
        resource.answer({ path: target.path, url, signal }),
        renderTimeoutMs,
      );
    } catch (error) {
      if (signal.aborted) return;
      logger.error(`${what} failed`, error);
      sendText(req, res, 500, 'Internal error\n');
      return;
    }
    if (signal.aborted) return;
    if (answer === 'timeout') {
      logger.error(`${what} took over ${renderTimeoutMs} ms`);
      res.setHeader('Retry-After', String(BACKSTOP_RETRY_AFTER_SECONDS));
      sendText(req, res, 503, 'Unavailable\n');
      return;
    }
    res.statusCode = answer.status;
    res.setHeader('Cache-Control', cache(answer.cacheControl));
    setHeaders(res, answer.headers ?? {});
    await sendBody(req, res, answer.body, answer.type);
  }

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    signal: AbortSignal,
  ): Promise<void> {
    let target: Target;
    try {
      target = parseTarget(req.url ?? '');
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      setHeaders(res, securityHeaders(policy, '/'));
      sendText(req, res, 400, 'Bad request\n');
      return;
    }
    setHeaders(res, securityHeaders(policy, target.path));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(req, res, 405, 'Method not allowed\n');
      return;
    }
    if (target.path === '/healthz') return sendText(req, res, 200, 'ok');
    // Before the demo's media: the demo's SubRip files share the /captions/ folder.
    const resource = options.resources?.find((candidate) => candidate.matches(target.path));
    if (resource) return sendResource(req, res, resource, target, signal);
    if (options.demoMediaOrigin && isDemoMediaPath(target.path)) {
      return passOnDemoMedia(req, res, options.demoMediaOrigin, target.url);
    }
    if (target.path.startsWith('/static/')) {
      if (!files || !(await sendFile(req, res, files, target.path, IMMUTABLE, logger))) {
        sendText(req, res, 404, 'Not found\n');
      }
      return;
    }
    const isFile = /\.[^/]+$/.test(target.path) && !PRIVATE_FILES.has(target.path);
    if (isFile && files && (await sendFile(req, res, files, target.path, UNHASHED_CACHE, logger))) {
      return;
    }
    await sendPage(req, res, target, signal);
  }

  return (req, res) => {
    logWhenClosed(req, res, accessLog);
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    answer(req, res, gone.signal).catch((error: unknown) => {
      logger.error(`Answering ${loggedPath(req)} failed`, error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendError(req, res, 500).catch(() => res.destroy());
    });
  };
}

/** The site on a Node HTTP server (not yet listening), held to `options.limits`. */
export function createSiteServer(options: SiteServerOptions): Server {
  const limits = { ...SERVER_LIMITS, ...options.limits };
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    createSiteHandler(options),
  );
  server.maxConnections = limits.maxConnections;
  trackAnswers(server);
  return server;
}
