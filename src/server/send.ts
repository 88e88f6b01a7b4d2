import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../core/ports/Logger';
import { NO_STORE } from './cachePolicy';
import { compress, MIN_COMPRESSED_BYTES, negotiateEncoding } from './compression';
import { ERROR_PAGE } from './errorPage';
import { PLAIN_TEXT } from './resources';
import type { StaticFiles } from './staticFiles';

/** A short plain-text answer, never compressed. */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  cacheControl = NO_STORE,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', PLAIN_TEXT);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** A generated body (status and cache already set), compressed when the client takes it. */
export async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  type: string,
): Promise<void> {
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  let sent: Buffer = Buffer.from(body);
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (encoding && sent.length >= MIN_COMPRESSED_BYTES) {
    sent = await compress(sent, encoding, 'fast');
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}

/** The static error page, for answers that failed before anything was sent. */
export function sendError(req: IncomingMessage, res: ServerResponse, status: number) {
  res.statusCode = status;
  res.setHeader('Cache-Control', NO_STORE);
  return sendBody(req, res, ERROR_PAGE, 'text/html; charset=utf-8');
}

/** A built file, precompressed or streamed; false when there is none at that path. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: StaticFiles,
  path: string,
  cacheControl: string,
  logger: Logger,
): Promise<boolean> {
  const file = await files.find(path, negotiateEncoding(req.headers['accept-encoding']));
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
