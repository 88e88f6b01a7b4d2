import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../../core/ports/Logger';
import { NO_STORE } from './cachePolicy';
import { compress, MIN_COMPRESSED_BYTES, negotiateEncoding } from './compression';
import { ERROR_PAGE } from './errorPage';
import { PLAIN_TEXT } from '../resources/resources';
import { byteRange } from './byteRange';
import type { StaticFile, StaticFiles } from './staticFiles';

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

/** The file's validator: its size and time, and the encoding sent (each is its own body). */
function entityTag(file: StaticFile): string {
  const encoding = file.encoded ? `-${file.encoded.encoding}` : '';
  return `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${encoding}"`;
}

/** HTTP dates have whole seconds. */
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The client's copy is this one (RFC 9110 §13.1.2, §13.1.3): If-None-Match wins. */
function notModified(req: IncomingMessage, tag: string, mtimeMs: number): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) {
    const weak = (t: string) => t.trim().replace(/^W\//, '');
    return match.trim() === '*' || match.split(',').some((t) => weak(t) === tag);
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && seconds(mtimeMs) <= seconds(since);
}

/** An If-Range the file still meets, or none: only then is a range sent (RFC 9110 §13.1.5). */
function rangeStillHolds(req: IncomingMessage, tag: string, mtimeMs: number): boolean {
  const raw = req.headers['if-range'];
  if (raw === undefined) return true;
  const condition = String(raw).trim();
  if (condition.startsWith('"')) return condition === tag;
  const date = Date.parse(condition);
  return Number.isFinite(date) && seconds(mtimeMs) === seconds(date);
}

/**
 * A built file, precompressed or streamed; false when there is none at that path. Carries
 * ETag and Last-Modified, answers a matching If-None-Match or If-Modified-Since with 304,
 * and a single byte range with 206 (the file as it is, never compressed), or 416 for one
 * past its end.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: StaticFiles,
  path: string,
  cacheControl: string,
  logger: Logger,
): Promise<boolean> {
  const rangeHeader = req.headers.range;
  // A range counts bytes of the file itself, so a range request gets it uncompressed.
  const encoding = rangeHeader ? null : negotiateEncoding(req.headers['accept-encoding']);
  const file = await files.find(path, encoding);
  if (!file) return false;
  const tag = entityTag(file);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', tag);
  res.setHeader('Last-Modified', new Date(file.mtimeMs).toUTCString());
  res.setHeader('Accept-Ranges', 'bytes');
  if (notModified(req, tag, file.mtimeMs)) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.end();
    return true;
  }
  if (file.encoded) {
    res.statusCode = 200;
    res.setHeader('Content-Encoding', file.encoded.encoding);
    res.setHeader('Content-Length', file.encoded.body.length);
    res.end(req.method === 'HEAD' ? undefined : file.encoded.body);
    return true;
  }
  const range =
    rangeHeader && rangeStillHolds(req, tag, file.mtimeMs)
      ? byteRange(rangeHeader, file.size)
      : null;
  if (range === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('Content-Range', `bytes */${file.size}`);
    res.setHeader('Content-Length', 0);
    res.end();
    return true;
  }
  res.statusCode = range ? 206 : 200;
  if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  const bytes = range ?? { start: 0, end: file.size - 1 };
  let left = bytes.end - bytes.start + 1;
  res.setHeader('Content-Length', left);
  if (req.method === 'HEAD' || left === 0) {
    res.end();
    return true;
  }
  const stream = files.open(file, bytes);
  stream.on('error', (error) => {
    logger.error(`Could not read ${file.path}`, error);
    res.destroy();
  });
  stream.pipe(res);
  // The answer ends with its last byte, not when the file is next read at its end: a client
  // that closes on the last byte has had all of it, and the access log says so.
  stream.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left <= 0) res.end();
  });
  return true;
}
