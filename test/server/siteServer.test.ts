/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { ApiError } from '../../src/adapters/shared/ApiError';
import { IMMUTABLE, PAGE_CACHE, RESOURCE_CACHE } from '../../src/server/http/cachePolicy';
import { captionsResource } from '../../src/server/resources/captionTracks';
import type { SiteResource } from '../../src/server/resources/resources';
import { closeGracefully } from '../../src/server/http/gracefulShutdown';
import {
  createSiteServer,
  SERVER_LIMITS,
  type PageAnswer,
  type PageRequest,
  type SiteServerOptions,
} from '../../src/server/http/siteServer';
import { listening, StartedRenders, type Listening, type RequestOptions } from './support';

const POLICY = "default-src 'self'; script-src 'self'";
const SCRIPT = `export const lines = [${Array.from({ length: 200 }, (_, i) => `'line ${i}'`).join(', ')}];\n`;
const HOME = `<!doctype html><html lang="en"><body>${'<p>Bayou history</p>'.repeat(200)}</body></html>`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);

/** The renderer the server is given: a few fixed pages, and what it was asked for. */
class FakePages {
  readonly requests: PageRequest[] = [];
  /** Where '/redirect' points. */
  redirectTo = '/';
  /** Resolves a held render (see '/slow'). */
  release: () => void = () => undefined;

  /** The renders started, to wait for their end. */
  readonly started = new StartedRenders();

  render = (request: PageRequest): Promise<PageAnswer> => this.started.add(this.answer(request));

  /** Resolves once the renderer has been asked for `count` pages in all. */
  async asked(count: number): Promise<void> {
    while (this.requests.length < count) await new Promise((resolve) => setImmediate(resolve));
  }

  private async answer(request: PageRequest): Promise<PageAnswer> {
    this.requests.push(request);
    const path = request.url.split('?')[0];
    switch (path) {
      case '/':
        return { status: 200, html: HOME };
      case '/embed/42':
        return { status: 200, html: '<!doctype html><title>Embed</title>' };
      case '/sublisting/3/history':
        return { status: 302, redirect: '/sublisting/3/history/page/1', html: '' };
      case '/off-site':
        return { status: 302, redirect: 'https://elsewhere.example/', html: '' };
      case '/redirect':
        return { status: 302, redirect: this.redirectTo, html: '' };
      case '/video_v2/asset-detail/unknown':
        return { status: 302, redirect: '/not-found', html: '' };
      case '/video_v2/asset-detail/archive-down':
        return { status: 302, redirect: '/not-found', html: '', failed: true };
      case '/spotlight-on-history':
        return { status: 200, html: '<!doctype html><title>Blogs</title>', failed: true };
      case '/boom':
        throw new Error('database password in /srv/secret.ts:12');
      case '/slow':
        await new Promise<void>((resolve) => {
          this.release = resolve;
        });
        return { status: 200, html: '<!doctype html><title>Slow</title>' };
      default:
        return { status: 404, html: '<!doctype html><title>Page not found</title>' };
    }
  }
}

let clientDir: string;
let pages: FakePages;
let logger: MemoryLogger;
let accessLog: string[];
let site: Listening;

function writeClientFile(path: string, content: string | Buffer): void {
  const file = join(clientDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function start(options: Partial<SiteServerOptions> = {}): Promise<void> {
  site = await listening(
    createSiteServer({
      clientDir,
      render: pages.render,
      logger,
      policy: POLICY,
      accessLog: (line) => accessLog.push(line),
      ...options,
    }),
  );
}

/** The server again, with other options. */
async function restart(options: Partial<SiteServerOptions>): Promise<void> {
  await site.close();
  await start(options);
}

/** One request with the raw (still compressed) body; the path is sent exactly as given. */
const get = (path: string, options: RequestOptions = {}) => site.get(path, options);

/** A request line no HTTP client library would send. */
function rawRequest(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(site.port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

beforeEach(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'ldma-client-'));
  writeClientFile('static/js/index.1a2b3c4d.js', SCRIPT);
  writeClientFile('static/css/index.5e6f7a8b.css', 'body{margin:0}');
  writeClientFile('static/image/logo.9c0d1e2f.png', PNG);
  writeClientFile('favicon.ico', PNG);
  writeClientFile('index.html', '<!doctype html><div id="root"></div>');
  writeClientFile('manifest.json', '{"entries":{}}');
  pages = new FakePages();
  logger = new MemoryLogger();
  accessLog = [];
  await start();
});

afterEach(async () => {
  await site.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('built client files', () => {
  it.each([
    ['/static/js/index.1a2b3c4d.js', 'text/javascript; charset=utf-8'],
    ['/static/css/index.5e6f7a8b.css', 'text/css; charset=utf-8'],
    ['/static/image/logo.9c0d1e2f.png', 'image/png'],
  ])('serves %s as %s, cached for a year', async (path, type) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const answer = await get('/static/js/index.1a2b3c4d.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
  });

  it('answers a missing file under /static/ with 404, not a page', async () => {
    const answer = await get('/static/js/index.00000000.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(pages.requests).toEqual([]);
  });

  it('serves other files at the top of the folder with a shorter cache', async () => {
    const answer = await get('/favicon.ico');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('carries validators, and answers a copy the client holds with 304 and no body', async () => {
    const first = await get('/favicon.ico');
    const tag = first.headers.etag ?? '';
    const modified = first.headers['last-modified'] ?? '';
    expect(tag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(modified).toUTCString()).toBe(modified);
    const conditions: Record<string, string>[] = [
      { 'If-None-Match': tag },
      { 'If-None-Match': `"other", W/${tag}` },
      { 'If-Modified-Since': modified },
    ];
    for (const headers of conditions) {
      const again = await get('/favicon.ico', { headers });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(tag);
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
    }
    const changed = await get('/favicon.ico', { headers: { 'If-None-Match': '"other"' } });
    expect(changed.status).toBe(200);
    const old = await get('/favicon.ico', {
      headers: { 'If-Modified-Since': new Date(Date.parse(modified) - 60_000).toUTCString() },
    });
    expect(old.status).toBe(200);
    expect(old.body).toEqual(PNG);
  });

  it('gives each encoding of a file a validator of its own', async () => {
    const path = '/static/js/index.1a2b3c4d.js';
    const plain = await get(path);
    const zipped = await get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(path, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': zipped.headers.etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ['bytes=0-3', '0-3', PNG.subarray(0, 4)],
    ['bytes=8-', '8-11', PNG.subarray(8)],
    ['bytes=-2', '10-11', PNG.subarray(10)],
    ['bytes=4-99', '4-11', PNG.subarray(4)],
  ])('sends the byte range %s with 206', async (range, sent, bytes) => {
    const answer = await get('/favicon.ico', { headers: { Range: range } });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${sent}/${PNG.length}`);
    expect(answer.headers['content-length']).toBe(String(bytes.length));
    expect(answer.body).toEqual(bytes);
  });

  it('sends a range of the file itself, never of a compressed copy', async () => {
    const answer = await get('/static/js/index.1a2b3c4d.js', {
      headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'gzip, br' },
    });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT.slice(0, 10));
  });

  it('answers a range past the end with 416, and sends the whole file for one it ignores', async () => {
    const past = await get('/favicon.ico', { headers: { Range: 'bytes=12-' } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PNG.length}`);
    for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2']) {
      const whole = await get('/favicon.ico', { headers: { Range: range } });
      expect(whole.status).toBe(200);
      expect(whole.body).toEqual(PNG);
    }
    expect(past.headers['accept-ranges']).toBe('bytes');
  });

  it('sends the whole file when If-Range names another version', async () => {
    const tag = (await get('/favicon.ico')).headers.etag ?? '';
    const same = await get('/favicon.ico', { headers: { Range: 'bytes=0-1', 'If-Range': tag } });
    expect(same.status).toBe(206);
    const other = await get('/favicon.ico', {
      headers: { Range: 'bytes=0-1', 'If-Range': '"older"' },
    });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(PNG);
  });

  it.each(['/index.html', '/manifest.json'])(
    'renders %s as a page: the static shell and the build notes are not served',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(pages.requests.map((r) => r.url)).toEqual([path]);
    },
  );
});

describe('compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a script with %s when the client takes it', async (encoding, decode) => {
    const answer = await get('/static/js/index.1a2b3c4d.js', {
      headers: { 'Accept-Encoding': encoding },
    });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(decode(answer.body).toString()).toBe(SCRIPT);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a rendered page with %s', async (encoding, decode) => {
    const answer = await get('/', { headers: { 'Accept-Encoding': encoding } });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(decode(answer.body).toString()).toBe(HOME);
  });

  it('prefers brotli, honours q-values and q=0', async () => {
    const encodingFor = async (accept: string) =>
      (await get('/', { headers: { 'Accept-Encoding': accept } })).headers['content-encoding'];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
  });

  it('leaves pictures and tiny files alone', async () => {
    const png = await get('/static/image/logo.9c0d1e2f.png', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(PNG)).toBe(true);
    const css = await get('/static/css/index.5e6f7a8b.css', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(css.headers['content-encoding']).toBeUndefined();
  });

  it('can compress the entry files before the first request', async () => {
    await restart({ precompress: ['/static/js/index.1a2b3c4d.js', '/static/js/missing.js'] });
    const answer = await get('/static/js/index.1a2b3c4d.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(logger.entries).toEqual([]);
  });
});

describe('pages', () => {
  it('renders every other path with its query, naming the site by the Host header', async () => {
    const answer = await get('/?q=levee', { headers: { Host: 'ldma.example.org' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(PAGE_CACHE);
    expect(answer.body.toString()).toBe(HOME);
    expect(pages.requests.map(({ url, origin }) => ({ url, origin }))).toEqual([
      { url: '/?q=levee', origin: 'http://ldma.example.org' },
    ]);
  });

  it('names the site by the configured origin when there is one', async () => {
    await restart({ origin: 'https://ldma.example.org' });
    await get('/', { headers: { Host: 'attacker.example' } });
    expect(pages.requests[0]?.origin).toBe('https://ldma.example.org');
  });

  it("judges redirects against the configured origin, never the request's Host", async () => {
    await restart({ origin: 'https://ldma.example.org' });
    pages.redirectTo = 'http://attacker.example/x';
    const answer = await get('/redirect', { headers: { Host: 'attacker.example' } });
    expect(answer.status).toBe(500);
    expect(answer.headers.location).toBeUndefined();
    pages.redirectTo = 'https://ldma.example.org/browse?page=2';
    const onSite = await get('/redirect', { headers: { Host: 'attacker.example' } });
    expect(onSite.status).toBe(302);
    expect(onSite.headers.location).toBe('/browse?page=2');
  });

  it.each(['a:99999', 'a:65536', `${'a'.repeat(254)}.example`, 'bad host'])(
    'names the site localhost for a Host header that names no site (%s), never a 500',
    async (host) => {
      const answer = await get('/', { headers: { Host: host } });
      expect(answer.status).toBe(200);
      expect(pages.requests[0]?.origin).toBe('http://localhost');
      expect(logger.entries).toEqual([]);
    },
  );

  it('tells the renderer when the visitor has gone, and sends nothing', async () => {
    const socket = connect(site.port, '127.0.0.1', () => {
      socket.write('GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    });
    await pages.asked(1);
    const signal = pages.requests[0]?.signal;
    expect(signal?.aborted).toBe(false);
    const gone = new Promise((resolve) => signal?.addEventListener('abort', resolve));
    socket.destroy();
    await gone;
    pages.release();
    await pages.started.ended();
    expect(logger.entries).toEqual([]);
  });

  it('takes the scheme from a proxy in front of it', async () => {
    await get('/', { headers: { Host: 'ldma.example.org', 'X-Forwarded-Proto': 'https' } });
    expect(pages.requests[0]?.origin).toBe('https://ldma.example.org');
  });

  it("passes the renderer's 404 on, with a short cache", async () => {
    const answer = await get('/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(answer.body.toString()).toContain('Page not found');
  });

  it('sends a redirect with its Location and no body', async () => {
    const answer = await get('/sublisting/3/history');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/sublisting/3/history/page/1');
    expect(answer.body.length).toBe(0);
  });

  it('lets a CDN keep the redirect of what the archive says is not there, briefly', async () => {
    const answer = await get('/video_v2/asset-detail/unknown');
    expect([answer.status, answer.headers.location]).toEqual([302, '/not-found']);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
  });

  it('lets no cache keep an answer the archive failed for: the redirect, or the page', async () => {
    const redirect = await get('/video_v2/asset-detail/archive-down');
    expect([redirect.status, redirect.headers.location]).toEqual([302, '/not-found']);
    expect(redirect.headers['cache-control']).toBe('no-store');
    const page = await get('/spotlight-on-history');
    expect([page.status, page.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it('refuses to redirect off the site', async () => {
    const answer = await get('/off-site');
    expect(answer.status).toBe(500);
    expect(answer.headers.location).toBeUndefined();
    expect(logger.messages.join()).toContain('elsewhere.example');
  });

  it('answers a render that throws with a plain 500 page and logs the error', async () => {
    const answer = await get('/boom');
    expect(answer.status).toBe(500);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const html = answer.body.toString();
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('password');
    expect(html).not.toContain('secret.ts');
    expect(logger.entries).toEqual([
      expect.objectContaining({ level: 'error', detail: expect.any(Error) }),
    ]);
  });

  it('answers 503 when a render takes too long', async () => {
    await restart({ renderTimeoutMs: 50 });
    const answer = await get('/slow');
    pages.release();
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.toString()).toContain('Something went wrong');
  });

  it('lets no cache keep pages or redirects when told not to (the dev server)', async () => {
    await restart({ noStore: true });
    expect((await get('/')).headers['cache-control']).toBe('no-store');
    expect((await get('/sublisting/3/history')).headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const page = await get('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(Number(page.headers['content-length'])).toBeGreaterThan(0);
    expect(page.body.length).toBe(0);
    const file = await get('/static/js/index.1a2b3c4d.js', { method: 'HEAD' });
    expect(file.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(file.body.length).toBe(0);
  });
});

describe('security headers', () => {
  it.each(['/', '/static/js/index.1a2b3c4d.js', '/healthz', '/no/such/page', '/boom'])(
    'are on the answer to %s, framing refused',
    async (path) => {
      const { headers } = await get(path);
      expect(headers['content-security-policy']).toBe(`${POLICY}; frame-ancestors 'none'`);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      );
    },
  );

  it('let any site frame the embeddable player', async () => {
    const { headers } = await get('/embed/42');
    expect(headers['content-security-policy']).toBe(`${POLICY}; frame-ancestors *`);
  });
});

describe('requests refused', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow', async (method) => {
    const answer = await get('/', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-security-policy']).toContain('frame-ancestors');
    expect(pages.requests).toEqual([]);
  });

  it.each([
    '/static/../../etc/passwd',
    '/static/%2e%2e/%2e%2e/etc/passwd',
    '/static/..%2f..%2fetc%2fpasswd',
    '/static/js%5c..%5c..%5cindex.html',
    '/static/js/index.1a2b3c4d.js%00.png',
  ])('refuses the path %s', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).not.toContain('root:');
    expect(pages.requests).toEqual([]);
  });

  it.each(['/%E0%A4%A', '/search/%', '/asset-detail/%ZZ'])(
    'answers the malformed URL %s with 400 and keeps serving',
    async (path) => {
      expect((await get(path)).status).toBe(400);
      expect((await get('/healthz')).status).toBe(200);
    },
  );

  it('answers a request target that is not a path with 400', async () => {
    expect(await rawRequest('GET nothing-like-a-path HTTP/1.1')).toMatch(/^HTTP\/1\.1 400/);
  });

  it('takes only the path of an absolute-form target', async () => {
    const answer = await rawRequest('GET http://elsewhere.example/?q=1 HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(pages.requests[0]?.url).toBe('/?q=1');
  });

  it('never lets a leading // name another host', async () => {
    await get('//elsewhere.example/x');
    expect(pages.requests[0]?.url).toBe('/elsewhere.example/x');
  });
});

describe('operations', () => {
  it('answers /healthz with ok, never cached', async () => {
    const answer = await get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('ok');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(pages.requests).toEqual([]);
  });

  it('logs one line per request: method, path without query, status and time', async () => {
    await get('/?q=private+search');
    await get('/static/js/index.1a2b3c4d.js');
    await get('/', { method: 'POST' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(accessLog).toEqual([
      expect.stringMatching(/^GET \/ 200 \d+ms$/),
      expect.stringMatching(/^GET \/static\/js\/index\.1a2b3c4d\.js 200 \d+ms$/),
      expect.stringMatching(/^POST \/ 405 \d+ms$/),
    ]);
  });

  it('lets a request in flight finish when closing, then stops', async () => {
    const slow = get('/slow');
    await pages.asked(1);
    const closed = closeGracefully(site.server, 5_000);
    await expect(get('/healthz')).rejects.toThrow();
    pages.release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    // The client must not send another request on a connection about to close.
    expect(answer.headers.connection).toBe('close');
    await expect(closed).resolves.toBe(true);
    // afterEach closes it again.
    site = await listening(createSiteServer({ render: pages.render, logger, policy: POLICY }));
  });

  it('cuts requests still running when closing takes too long', async () => {
    const slow = get('/slow').catch((error: unknown) => error);
    await pages.asked(1);
    await expect(closeGracefully(site.server, 100)).resolves.toBe(false);
    expect(String(await slow)).toMatch(/socket hang up|ECONNRESET/);
    pages.release();
    site = await listening(createSiteServer({ render: pages.render, logger, policy: POLICY }));
  });
});

describe('captions', () => {
  const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nThe levee held.\n';
  let asked: string[];
  let captionsOptions: Partial<SiteServerOptions>;

  beforeEach(async () => {
    asked = [];
    captionsOptions = {
      demoMediaOrigin: 'http://127.0.0.1:9',
      resources: [
        captionsResource(async (id) => {
          asked.push(id);
          if (id === 'slow') return new Promise<string>(() => undefined);
          if (id === 'broken') throw ApiError.httpStatus('assetDetail', 500);
          if (id === 'down') throw ApiError.httpStatus('assetDetail', 503);
          if (id === 'late') throw new ApiError('assetDetail', 'timed out after 2500 ms');
          if (id === 'silent') return '';
          return id === 'LPB-CL-1042' ? VTT : undefined;
        }, logger),
      ],
      renderTimeoutMs: 200,
    };
    await restart(captionsOptions);
  });

  it("answers /captions/{id}.vtt with the asset's WebVTT, cached", async () => {
    const answer = await get('/captions/LPB-CL-1042.vtt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(RESOURCE_CACHE);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body.toString()).toBe(VTT);
    expect(asked).toEqual(['LPB-CL-1042']);
    expect(pages.requests).toEqual([]);
  });

  it.each(['/captions/..vtt', '/captions/...vtt', '/captions/%2e.vtt', '/captions/%2E%2E.vtt'])(
    'never takes a dot segment for an id (%s)',
    async (path) => {
      // Without the demo's media behind /captions/, the path is a page: the 404 page.
      await restart({ ...captionsOptions, demoMediaOrigin: undefined });
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain('Page not found');
      expect(asked).toEqual([]);
    },
  );

  it('reads the id decoded', async () => {
    await get('/captions/LPB%20CL.vtt');
    expect(asked).toEqual(['LPB CL']);
  });

  it('answers 404 with a short cache for an unknown or non-public video', async () => {
    const answer = await get('/captions/LPB-CL-9999.vtt');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
  });

  it('answers an empty WebVTT file, kept briefly, for a video without captions: the track is no broken link', async () => {
    const answer = await get('/captions/silent.vtt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(answer.body.toString()).toBe('WEBVTT\n');
  });

  it.each([
    ['broken', 502],
    ['down', 503],
    ['late', 504],
  ])(
    'answers an archive failure (%s) with %s, Retry-After and no-store, never a 404, and logs it',
    async (id, status) => {
      const answer = await get(`/captions/${id}.vtt`);
      expect(answer.status).toBe(status);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['retry-after']).toBe('30');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(logger.messages.some((m) => m.startsWith(`Captions of ${id} failed`))).toBe(true);
    },
  );

  it('answers 503, never cached, when they take too long', async () => {
    const answer = await get('/captions/slow.vtt');
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['retry-after']).toBe('30');
  });

  it('answers HEAD without a body', async () => {
    const answer = await get('/captions/LPB-CL-1042.vtt', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it("leaves other paths under /captions/ to the demo's media", async () => {
    const answer = await get('/captions/media/video/demo_clip.srt');
    expect(asked).toEqual([]);
    expect(answer.status).toBe(502);
  });
});

describe('resources', () => {
  const feed: SiteResource = {
    name: 'Feed',
    matches: (path) => path.startsWith('/feeds/'),
    answer: async ({ path, url }) => {
      if (path === '/feeds/broken.xml') throw new Error('archive down');
      return {
        status: 200,
        type: 'application/rss+xml; charset=utf-8',
        body: `<rss>${url.searchParams.get('q') ?? ''}${'<item/>'.repeat(200)}</rss>`,
        cacheControl: RESOURCE_CACHE,
        headers: { 'Access-Control-Allow-Origin': '*' },
      };
    },
  };

  beforeEach(async () => {
    await restart({ resources: [feed] });
  });

  it('answers its paths with its type, cache, headers and the query it was asked with', async () => {
    const answer = await get('/feeds/blog.xml?q=levee', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(RESOURCE_CACHE);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(gunzipSync(answer.body).toString()).toMatch(/^<rss>levee<item\/>/);
    expect(pages.requests).toEqual([]);
  });

  it('answers a resource that fails with a plain 500, never cached, and logs it', async () => {
    const answer = await get('/feeds/broken.xml');
    expect(answer.status).toBe(500);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.toString()).not.toContain('archive down');
    expect(logger.messages.some((m) => m.startsWith('Feed of /feeds/broken.xml failed'))).toBe(
      true,
    );
  });

  it('asks them on the configured origin, whatever Host and scheme the request claims', async () => {
    const asked: string[] = [];
    const echo: SiteResource = {
      name: 'Echo',
      matches: (path) => path === '/echo',
      answer: async ({ url }) => {
        asked.push(url.href);
        return { status: 200, type: 'text/plain', body: url.href, cacheControl: RESOURCE_CACHE };
      },
    };
    await restart({ resources: [echo], origin: 'https://ldma.example.org' });
    const forged: Record<string, string>[] = [
      { Host: 'attacker.example' },
      { Host: 'attacker.example:8443', 'X-Forwarded-Proto': 'http' },
      { Host: 'bad host' },
    ];
    for (const headers of forged) await get('/echo?q=levee', { headers });
    expect(asked).toEqual(Array(3).fill('https://ldma.example.org/echo?q=levee'));
  });

  it('leaves every other path to the pages', async () => {
    await get('/feed');
    expect(pages.requests.map((r) => r.url)).toEqual(['/feed']);
  });

  it('lets no cache keep them when told not to (the dev server)', async () => {
    await restart({ resources: [feed], noStore: true });
    expect((await get('/feeds/blog.xml')).headers['cache-control']).toBe('no-store');
  });
});

describe('connection limits', () => {
  /** Sends a request's headers a line at a time until the server ends the connection. */
  function trickle(): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(site.port, '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      });
      const timer = setInterval(() => socket.write('X-Slow: a\r\n'), 50);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(Buffer.concat(chunks).toString('latin1'));
      });
    });
  }

  it('hold a public server up by default', () => {
    expect(SERVER_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      maxConnections: 2_000,
      checkIntervalMs: 1_000,
    });
    expect(site.server.headersTimeout).toBe(10_000);
    expect(site.server.requestTimeout).toBe(20_000);
    expect(site.server.maxConnections).toBe(2_000);
  });

  it('cut a client that trickles its headers with 408', async () => {
    await restart({
      limits: { headersTimeoutMs: 200, requestTimeoutMs: 400, checkIntervalMs: 20 },
    });
    expect(await trickle()).toMatch(/^HTTP\/1\.1 408 /);
    expect(pages.requests).toEqual([]);
  });

  it('close connections past the most the server takes, serving the others', async () => {
    await restart({ limits: { maxConnections: 1 } });
    const first = connect(site.port, '127.0.0.1');
    await new Promise((resolve) => first.once('connect', resolve));
    const second = connect(site.port, '127.0.0.1');
    const received: Buffer[] = [];
    second.on('data', (chunk) => received.push(chunk));
    second.on('error', () => undefined);
    second.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => second.once('close', resolve));
    expect(Buffer.concat(received).length).toBe(0);
    first.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const answer: Buffer[] = [];
    first.on('data', (chunk) => answer.push(chunk));
    await new Promise((resolve) => first.once('end', resolve));
    expect(Buffer.concat(answer).toString('latin1')).toMatch(/^HTTP\/1\.1 200 /);
    first.destroy();
  });
});
