import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeptPage, KeptPages, RenderResult, Served } from '../render/keptPages';
import { BACKSTOP_RETRY_AFTER_SECONDS, withTimeout } from './backstop';
import { MISSING_CACHE, NO_STORE, pageCacheControl } from './cachePolicy';
import { MIN_COMPRESSED_BYTES, negotiateEncoding } from './compression';
import type { PageAnswer, RenderPage } from './pageAnswer';
import { localLocation, requestOrigin, type Target } from './requestTarget';
import { sendBody, sendError } from './send';
import type { Logger } from '../../core/ports/Logger';

const HTML = 'text/html; charset=utf-8';

/** What sending a page needs of the site server. */
export interface PageSending {
  options: {
    render: RenderPage;
    logger: Logger;
    origin?: string;
    noStore?: boolean;
    keptPages?: KeptPages<PageAnswer>;
  };
  renderTimeoutMs: number;
  /** The Cache-Control to send in place of the one given (`no-store` in development). */
  cache: (cacheControl: string) => string;
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

/**
 * A page rendered (or kept) for the target; a render past `renderTimeoutMs` answers 503, a
 * redirect off the site 500, and nothing is sent to a visitor who has gone.
 */
export async function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
  signal: AbortSignal,
  { options, renderTimeoutMs, cache }: PageSending,
): Promise<void> {
  const { logger } = options;
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
  res.setHeader('Cache-Control', cache(answer.failed ? NO_STORE : pageCacheControl(answer.status)));
  await sendBody(req, res, answer.html, HTML);
}
