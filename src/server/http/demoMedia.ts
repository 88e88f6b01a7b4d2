/**
 * Demo only. The demo archive API answers its media as paths on the site (`/media/...`), so
 * the site's servers pass those paths on to it: the media rules turn every http URL into
 * https, and the demo API has no TLS. A site built for a real archive API never sets this.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The paths the demo API serves media and captions under. */
const DEMO_MEDIA_PATHS = ['/media/', '/captions/'] as const;

/** Request headers worth passing on: seeking needs ranges, revalidation needs the validators. */
const REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since', 'accept'];

/** Answer headers passed back; the site sets its own security headers around them. */
const ANSWER_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
];

/** Whether a decoded request path is one the demo API serves media under. */
export function isDemoMediaPath(path: string): boolean {
  return DEMO_MEDIA_PATHS.some((start) => path.startsWith(start));
}

/**
 * Passes a GET or HEAD of `url` (path and query, already checked to stay on the site) on to
 * `origin` and streams the answer back. Resolves once the answer is sent; an unreachable
 * origin answers 502.
 */
export function passOnDemoMedia(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  url: string,
): Promise<void> {
  const target = new URL(url, origin);
  const headers: Record<string, string> = {};
  for (const name of REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const upstream = send(target, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers });
    upstream.on('response', (answer) => {
      res.statusCode = answer.statusCode ?? 502;
      for (const name of ANSWER_HEADERS) {
        const value = answer.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      answer.on('error', () => res.destroy());
      answer.on('close', () => resolve());
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else {
        res.statusCode = 502;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : 'Demo media unavailable\n');
      }
      resolve();
    });
    // The visitor went away: stop asking.
    res.on('close', () => upstream.destroy());
    upstream.end();
  });
}
