import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '../../core/ports/Logger';
import type { KeptPages } from '../render/keptPages';
import type { SiteResource } from '../resources/resources';
import { loggedPath, logWhenClosed, printable } from './accessLog';
import { BACKSTOP_RETRY_AFTER_SECONDS, DEFAULT_RENDER_TIMEOUT_MS, withTimeout } from './backstop';
import { IMMUTABLE, NO_STORE, UNHASHED_CACHE } from './cachePolicy';
import { isDemoMediaPath, passOnDemoMedia } from './demoMedia';
import { trackAnswers } from './gracefulShutdown';
import type { PageAnswer, RenderPage } from './pageAnswer';
import { BadRequest, parseTarget, requestOrigin, type Target } from './requestTarget';
import { securityHeaders } from './securityHeaders';
import { sendBody, sendError, sendFile, sendText } from './send';
import { sendPage } from './sendPage';
import { StaticFiles } from './staticFiles';

export type { PageAnswer, PageRequest, RenderPage } from './pageAnswer';
export { BACKSTOP_RETRY_AFTER_SECONDS, DEFAULT_RENDER_TIMEOUT_MS } from './backstop';

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

/** Built files the server never answers with: the static site's own shell and build notes. */
const PRIVATE_FILES = new Set(['/index.html', '/manifest.json']);

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
  const sending = { options, renderTimeoutMs, cache };

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
    await sendPage(req, res, target, signal, sending);
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
