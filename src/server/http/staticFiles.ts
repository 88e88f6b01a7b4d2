import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { compress, isCompressible, MIN_COMPRESSED_BYTES, type Encoding } from './compression';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.srt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentType(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** A file found under the client folder, ready to send. */
export interface StaticFile {
  path: string;
  size: number;
  /** When it last changed (ms since the epoch). */
  mtimeMs: number;
  contentType: string;
  /** The body in `encoding`, when the file is worth compressing and the client takes one. */
  encoded?: { encoding: Encoding; body: Buffer };
}

/**
 * The built client files. Compressed variants are made on first request and kept in memory:
 * the folder holds only the site's own built files, a few megabytes at most.
 */
export class StaticFiles {
  private readonly root: string;
  private readonly encoded = new Map<string, { version: string; body: Promise<Buffer> }>();

  constructor(root: string) {
    this.root = resolve(root);
  }

  /**
   * The regular file at `decodedPath` (a decoded URL path), or null when there is none or the
   * path would leave the folder.
   */
  async find(decodedPath: string, encoding: Encoding | null): Promise<StaticFile | null> {
    const path = resolve(this.root, `.${decodedPath}`);
    if (!path.startsWith(this.root + sep)) return null;
    let info: Stats;
    try {
      info = await stat(path);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const file: StaticFile = {
      path,
      size: info.size,
      mtimeMs: info.mtimeMs,
      contentType: contentType(path),
    };
    if (encoding && isCompressible(path) && info.size >= MIN_COMPRESSED_BYTES) {
      const body = await this.encode(path, info, encoding);
      // Kept only when it saves something (a minified file may already be dense).
      if (body.length < info.size) file.encoded = { encoding, body };
    }
    return file;
  }

  /** The raw file as a stream; `range`: only those bytes. */
  open(file: StaticFile, range?: { start: number; end: number }): NodeJS.ReadableStream {
    return createReadStream(file.path, range);
  }

  private encode(path: string, info: Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${path}\0${encoding}`;
    const version = `${info.size}:${info.mtimeMs}`;
    const cached = this.encoded.get(key);
    if (cached?.version === version) return cached.body;
    const body = readFile(path).then((raw) => compress(raw, encoding, 'best'));
    this.encoded.set(key, { version, body });
    // A failure is not kept: the next request tries again.
    body.catch(() => {
      if (this.encoded.get(key)?.body === body) this.encoded.delete(key);
    });
    return body;
  }
}
