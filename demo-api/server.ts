/**
 * The local demo archive API: a plain Node `http` server that speaks CONTRACT.md over the
 * demo catalogue, so the site runs with no configuration and tests have a real HTTP peer.
 *
 * - Asset calls answer `text/xml`, blog calls `application/json`, with the contract's paths
 *   relative to the server's root; `POST /contact` and `POST /reCaptcha` are recorded.
 * - Media is served too: `/media/thumbs/{Identifier}.svg` (a generated title card),
 *   `/media/blog/{key}[-n].svg`, `/media/logos/{lpb|lsa}.svg`, the demo video under
 *   `/media/video/` (with byte ranges) and its captions under `/captions/media/video/`.
 *   Catalogue URLs that start with `/` are answered as they are, relative to the site: the
 *   site's server passes `/media/` and `/captions/` on to this one (DEMO_MEDIA_ORIGIN), since
 *   the site serves every http media URL as https and this server has no TLS. Option
 *   `publicOrigin` makes them absolute instead (an https origin in front of this server).
 * - CORS is open (`*`) on the archive API and media, so the site may run on any other
 *   origin. The control endpoints (`/__demo/...`) send no CORS headers: only the test
 *   harness, outside any page, may switch modes or read what was posted.
 * - `latencyMs` delays API answers (not media); `mode` makes every API call fail in one
 *   way (500, malformed body, an HTML page, an empty body) or carry hostile content.
 * - `GET /health` answers `ok` in every mode, for scripts that wait for the server.
 *
 * Run directly (`npx tsx demo-api/server.ts`), it listens on 127.0.0.1:DEMO_API_PORT
 * (default 4010); DEMO_API_HOST, DEMO_API_MODE, DEMO_API_LATENCY_MS and
 * DEMO_API_PUBLIC_ORIGIN set the other options.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildDemoCatalogue, COLLECTIONS, titleOf } from './catalogue';
import { hostileCatalogue } from './hostile';
import { logoSvg, panelSvg, rangeAnswer, type MediaAnswer } from './media';
import {
  browseFilterOf,
  DemoQueries,
  PAGE_SIZE,
  pageOf,
  parseAssetType,
  parsePage,
} from './queries';
import {
  blogPageAnswer,
  servedBlog,
  servedBlogs,
  servedUrlResolver,
  type UrlResolver,
} from './served';
import type { DemoCatalogue } from './types';
import { renderAssetList, renderCount, renderDetail } from './xml';

export type DemoMode = 'normal' | 'error500' | 'malformed' | 'html200' | 'empty' | 'hostile';

export const DEMO_MODES: readonly DemoMode[] = [
  'normal',
  'error500',
  'malformed',
  'html200',
  'empty',
  'hostile',
];

/** The demo blog list pages by 6, so the Spotlight On History list has more than one page. */
export const BLOG_PAGE_SIZE = 6;
const MAX_BODY_BYTES = 1_000_000;
/** The request log keeps the newest entries only, so a long-running server stays small. */
export const MAX_LOGGED_REQUESTS = 1_000;

export interface DemoApiOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Delay before every API answer (not media), in ms. Default 0. */
  latencyMs?: number;
  mode?: DemoMode;
  /**
   * Origin used to make served media URLs absolute, e.g. `https://demo.example.org`.
   * Without one they stay relative to the site, which passes them on to this server.
   */
  publicOrigin?: string;
  /** Folder of the demo video and captions. Default: `media` next to this file. */
  mediaDir?: string;
  /** Catalogue to serve. Default: a fresh copy of the demo catalogue. */
  catalogue?: DemoCatalogue;
}

export interface DemoApi {
  /** Base URL, no trailing slash, e.g. `http://127.0.0.1:4010`. */
  url: string;
  close(): Promise<void>;
  /** JSON bodies of `POST /contact`, in arrival order. */
  contactPosts: unknown[];
  /** JSON bodies of `POST /reCaptcha`, in arrival order. */
  captchaPosts: unknown[];
  /**
   * `METHOD /path?query` of every request, media and preflights included: the last
   * MAX_LOGGED_REQUESTS of them, oldest first.
   */
  requests: string[];
  setMode(mode: DemoMode): void;
  setLatency(ms: number): void;
  readonly mode: DemoMode;
  /** Empties contactPosts, captchaPosts and requests (the same arrays). */
  reset(): void;
}

type Kind = 'xml' | 'json' | 'text';

interface ApiAnswer {
  status: number;
  kind: Kind;
  body: string;
}

interface Context {
  params: string[];
  query: URLSearchParams;
  data: DemoQueries;
  resolve: UrlResolver;
  body: unknown;
}

interface Route {
  method: 'GET' | 'POST';
  /** Literal segments, or `*` for a parameter. */
  pattern: string[];
  kind: Kind;
  handle(ctx: Context, api: State): ApiAnswer;
}

interface State {
  mode: DemoMode;
  latencyMs: number;
  contactPosts: unknown[];
  captchaPosts: unknown[];
  requests: string[];
}

const CONTENT_TYPES: Record<Kind, string> = {
  xml: 'text/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

const xml = (body: string): ApiAnswer => ({ status: 200, kind: 'xml', body });
const json = (value: unknown): ApiAnswer => ({
  status: 200,
  kind: 'json',
  body: JSON.stringify(value),
});
const notFound = (what: string): ApiAnswer => ({
  status: 404,
  kind: 'text',
  body: `${what} not found`,
});

// --- API handlers ------------------------------------------------------------------------

/** Query keys are matched case-insensitively, as the real (.NET) server does. */
function queryValue(query: URLSearchParams, key: string): string | null {
  for (const [name, value] of query) if (name.toLowerCase() === key.toLowerCase()) return value;
  return null;
}

/** The browse filter of a paged query; null when it can match nothing. */
function browseFilter(query: URLSearchParams): ReturnType<typeof browseFilterOf> {
  return browseFilterOf(
    queryValue(query, 'CollectionId') ?? '',
    queryValue(query, 'AssetType') ?? '',
  );
}

function pagedAssets({ query, data, resolve }: Context): ApiAnswer {
  const filter = browseFilter(query);
  const page = parsePage(queryValue(query, 'Page'));
  return xml(renderAssetList(filter ? pageOf(data.browse(filter), page) : [], resolve));
}

function pagedCount({ query, data }: Context): ApiAnswer {
  const filter = browseFilter(query);
  return xml(renderCount(filter ? data.browse(filter).length : 0));
}

function assetDetail({ params, data, resolve }: Context): ApiAnswer {
  const asset = data.find(params[0] ?? '');
  return asset ? xml(renderDetail(asset, resolve)) : notFound('Asset');
}

function search({ params, data, resolve }: Context): ApiAnswer {
  const [keyword = '', searchBy = 'ALLFIELDS'] = params;
  return xml(renderAssetList(data.search(keyword, searchBy || 'ALLFIELDS'), resolve));
}

function blogPage({ params, data, resolve }: Context): ApiAnswer {
  const blogs = servedBlogs(data.catalogue.blogs, resolve);
  return json(blogPageAnswer(blogs, parsePage(params[0]), BLOG_PAGE_SIZE));
}

function blogByKey({ params, data, resolve }: Context): ApiAnswer {
  const blog = data.catalogue.blogs.find((b) => b.key === params[0]);
  return blog ? json(servedBlog(blog, resolve)) : notFound('Blog');
}

const ROUTES: Route[] = [
  {
    method: 'GET',
    pattern: ['getAllAssetsApi', '*'],
    kind: 'xml',
    handle: ({ params, data, resolve }) =>
      xml(renderAssetList(data.allOfType(parseAssetType(params[0] ?? '')), resolve)),
  },
  {
    method: 'GET',
    pattern: ['trendingAssetsApi'],
    kind: 'xml',
    handle: ({ data, resolve }) => xml(renderAssetList(data.trending(), resolve)),
  },
  {
    method: 'GET',
    pattern: ['recentlyAddedAssetsApi'],
    kind: 'xml',
    handle: ({ data, resolve }) => xml(renderAssetList(data.recent(), resolve)),
  },
  { method: 'GET', pattern: ['assetDetailsApi', '*'], kind: 'xml', handle: assetDetail },
  { method: 'GET', pattern: ['getAllAssetsApiDataPaged'], kind: 'xml', handle: pagedAssets },
  { method: 'GET', pattern: ['getAllAssetsApiPagedCount'], kind: 'xml', handle: pagedCount },
  {
    method: 'GET',
    pattern: ['getRelatedAssetsPaged', '*', '*'],
    kind: 'xml',
    handle: ({ params, data, resolve }) =>
      xml(renderAssetList(pageOf(data.related(params[0] ?? ''), parsePage(params[1])), resolve)),
  },
  {
    method: 'GET',
    pattern: ['getRelatedAssets', '*'],
    kind: 'xml',
    handle: ({ params, data, resolve }) =>
      xml(renderAssetList(data.related(params[0] ?? ''), resolve)),
  },
  {
    method: 'GET',
    pattern: ['getRelatedAssetsApiPagedCount', '*'],
    kind: 'xml',
    handle: ({ params, data }) => xml(renderCount(data.related(params[0] ?? '').length)),
  },
  { method: 'GET', pattern: ['search', '*', '*'], kind: 'xml', handle: search },
  { method: 'GET', pattern: ['search', '*'], kind: 'xml', handle: search },
  {
    method: 'GET',
    pattern: ['spotlightonhistory', 'blogs'],
    kind: 'json',
    handle: ({ data, resolve }) => json(servedBlogs(data.catalogue.blogs, resolve)),
  },
  { method: 'GET', pattern: ['spotlightonhistory', 'blogs', '*'], kind: 'json', handle: blogByKey },
  { method: 'GET', pattern: ['blog-pagination', '*'], kind: 'json', handle: blogPage },
  {
    method: 'GET',
    pattern: ['spotlightonhistory', 'frontpage', 'trends'],
    kind: 'json',
    handle: ({ data }) => json(data.catalogue.trends),
  },
  {
    method: 'GET',
    pattern: ['spotlightonhistory', 'frontpage', 'blogs'],
    kind: 'json',
    handle: ({ data }) => json(data.catalogue.frontpageBlogs),
  },
  {
    method: 'POST',
    pattern: ['contact'],
    kind: 'json',
    handle: ({ body }, state) => {
      state.contactPosts.push(body);
      return json({});
    },
  },
  {
    method: 'POST',
    pattern: ['reCaptcha'],
    kind: 'json',
    handle: ({ body }, state) => {
      state.captchaPosts.push(body);
      return json({ success: true });
    },
  },
];

// --- modes -------------------------------------------------------------------------------

const ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>Service Unavailable</title></head>' +
  '<body><h1>Service Unavailable</h1><p>The archive is down for maintenance.</p></body></html>';

/** What a failing mode answers instead; undefined lets the real answer through. */
function failure(
  mode: DemoMode,
  kind: Kind,
): { status: number; type: string; body: string } | undefined {
  const type = CONTENT_TYPES[kind === 'text' ? 'xml' : kind];
  switch (mode) {
    case 'error500':
      return {
        status: 500,
        type: 'text/html; charset=utf-8',
        body: ERROR_PAGE.replace(/Service Unavailable/g, 'Internal Server Error'),
      };
    case 'malformed':
      return {
        status: 200,
        type,
        body: kind === 'json' ? '[{"key": "b1", "blogtitle": ' : '<ArrayOfAsset><Asset>',
      };
    case 'html200':
      return { status: 200, type: 'text/html; charset=utf-8', body: ERROR_PAGE };
    case 'empty':
      return { status: 200, type, body: '' };
    default:
      return undefined;
  }
}

// --- request plumbing --------------------------------------------------------------------

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // bad percent-encoding: take the text as it came
  }
}

/** Path segments, decoded one by one, so an encoded `/` stays inside its segment. */
function splitPath(rawUrl: string): { segments: string[]; query: URLSearchParams } {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  const rawQuery = queryAt < 0 ? '' : rawUrl.slice(queryAt + 1);
  const segments = rawPath.split('/').slice(1);
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  return { segments: segments.map(safeDecode), query: new URLSearchParams(rawQuery) };
}

function matchRoute(route: Route, segments: string[]): string[] | undefined {
  if (route.pattern.length !== segments.length) return undefined;
  const params: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const want = route.pattern[i] ?? '';
    const got = segments[i] ?? '';
    if (want === '*') params.push(got);
    else if (want.toLowerCase() !== got.toLowerCase()) return undefined;
  }
  return params;
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra: Record<string, string> = {},
): void {
  const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': String(data.length), ...extra });
  res.end(data);
}

function setCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Range, Accept-Ranges');
}

function answerPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, X-XSRF-TOKEN, Range',
    'Access-Control-Max-Age': '600',
    'Content-Length': '0',
  });
  res.end();
}

/** Reads a request body; undefined when it is too large. */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

const delay = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

function defaultMediaDir(): string {
  // Compiled as CommonJS (tsx, ts-jest) this file has __dirname; fall back to the repo layout.
  return typeof __dirname === 'string'
    ? join(__dirname, 'media')
    : join(process.cwd(), 'demo-api', 'media');
}

/** Served files: URL path → file under the media folder. */
const FILES: Record<string, { file: string; type: string }> = {
  '/media/video/demo_clip_iPod.mp4': { file: 'video/demo_clip_iPod.mp4', type: 'video/mp4' },
  // Same video, under a name whose caption file does not exist.
  '/media/video/demo_clip_nocaptions.mp4': { file: 'video/demo_clip_iPod.mp4', type: 'video/mp4' },
  '/captions/media/video/demo_clip.srt': {
    file: 'captions/demo_clip.srt',
    type: 'application/x-subrip; charset=utf-8',
  },
  // Same video again, with its own captions: a transcript of the 1927 flood.
  '/media/video/caernarvon_levee_iPod.mp4': { file: 'video/demo_clip_iPod.mp4', type: 'video/mp4' },
  '/captions/media/video/caernarvon_levee.srt': {
    file: 'captions/caernarvon_levee.srt',
    type: 'application/x-subrip; charset=utf-8',
  },
};

// --- the server --------------------------------------------------------------------------

class DemoServer {
  readonly state: State;
  private readonly base: DemoQueries;
  private hostile?: DemoQueries;
  private readonly fileCache = new Map<string, Promise<Buffer>>();
  url = '';

  constructor(private readonly options: DemoApiOptions) {
    this.base = new DemoQueries(options.catalogue ?? buildDemoCatalogue());
    this.state = {
      mode: checkMode(options.mode ?? 'normal'),
      latencyMs: Math.max(0, options.latencyMs ?? 0),
      contactPosts: [],
      captchaPosts: [],
      requests: [],
    };
  }

  private get data(): DemoQueries {
    if (this.state.mode !== 'hostile') return this.base;
    this.hostile ??= new DemoQueries(hostileCatalogue(this.base.catalogue));
    return this.hostile;
  }

  private logRequest(line: string): void {
    const { requests } = this.state;
    requests.push(line);
    if (requests.length > MAX_LOGGED_REQUESTS) {
      requests.splice(0, requests.length - MAX_LOGGED_REQUESTS);
    }
  }

  private get origin(): string | undefined {
    return this.options.publicOrigin?.replace(/\/+$/, '') || undefined;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const rawUrl = req.url ?? '/';
    this.logRequest(`${method} ${rawUrl}`);
    const { segments, query } = splitPath(rawUrl);
    // Before CORS: the harness calls these from Node, and no page may reach them.
    if (segments[0] === '__demo') return this.serveControl(req, res, method);
    setCors(res);
    if (method === 'OPTIONS') return answerPreflight(res);
    const path = `/${segments.join('/')}`;
    const isRead = method === 'GET' || method === 'HEAD';
    if (isRead && path.toLowerCase() === '/health') return send(res, 200, CONTENT_TYPES.text, 'ok');
    if (isRead && (await this.serveMedia(req, res, segments))) return;
    await this.serveApi(req, res, method, segments, query);
  }

  /**
   * Lets browser tests, which run apart from the process that started the server, read what
   * was posted (`GET /__demo/state`) and switch the mode or latency (`POST /__demo/control`
   * with `{ mode?, latencyMs?, reset? }`).
   */
  private async serveControl(req: IncomingMessage, res: ServerResponse, method: string) {
    if (!['GET', 'HEAD', 'POST'].includes(method)) {
      return send(res, 405, CONTENT_TYPES.text, 'Method not allowed', { Allow: 'GET, HEAD, POST' });
    }
    if (method === 'POST') {
      let change: { mode?: unknown; latencyMs?: unknown; reset?: unknown };
      try {
        change = JSON.parse((await readBody(req)) || '{}') as typeof change;
      } catch {
        return send(res, 400, CONTENT_TYPES.text, 'Body is not JSON');
      }
      const mode = DEMO_MODES.find((m) => m === change.mode);
      if (mode) this.state.mode = mode;
      if (typeof change.latencyMs === 'number')
        this.state.latencyMs = Math.max(0, change.latencyMs);
      if (change.reset === true) {
        this.state.contactPosts.length = 0;
        this.state.captchaPosts.length = 0;
        this.state.requests.length = 0;
      }
    }
    send(res, 200, CONTENT_TYPES.json, JSON.stringify(this.state), { 'Cache-Control': 'no-store' });
  }

  private async serveApi(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    segments: string[],
    query: URLSearchParams,
  ): Promise<void> {
    const asGet = method === 'HEAD' ? 'GET' : method;
    const matches = ROUTES.map((route) => ({ route, params: matchRoute(route, segments) })).filter(
      (m): m is { route: Route; params: string[] } => m.params !== undefined,
    );
    if (matches.length === 0) return send(res, 404, CONTENT_TYPES.text, 'Not found');
    const match = matches.find((m) => m.route.method === asGet);
    if (!match) {
      const allow = [...new Set(matches.map((m) => m.route.method)), 'OPTIONS'].join(', ');
      return send(res, 405, CONTENT_TYPES.text, 'Method not allowed', { Allow: allow });
    }
    let body: unknown;
    if (match.route.method === 'POST') {
      const text = await readBody(req);
      if (text === undefined) return send(res, 413, CONTENT_TYPES.text, 'Body too large');
      try {
        body = text.trim() === '' ? {} : JSON.parse(text);
      } catch {
        return send(res, 400, CONTENT_TYPES.text, 'Body is not JSON');
      }
    }
    await delay(this.state.latencyMs);
    const failed = failure(this.state.mode, match.route.kind);
    if (failed) {
      if (match.route.method === 'POST')
        match.route.handle(this.context(match.params, query, body), this.state);
      return send(res, failed.status, failed.type, failed.body, { 'Cache-Control': 'no-store' });
    }
    const answer = match.route.handle(this.context(match.params, query, body), this.state);
    send(res, answer.status, CONTENT_TYPES[answer.kind], answer.body, {
      'Cache-Control': 'no-store',
    });
  }

  private context(params: string[], query: URLSearchParams, body: unknown): Context {
    return { params, query, data: this.data, resolve: servedUrlResolver(this.origin), body };
  }

  /** True when the path named media (answered, found or not). */
  private async serveMedia(
    req: IncomingMessage,
    res: ServerResponse,
    segments: string[],
  ): Promise<boolean> {
    const path = `/${segments.join('/')}`;
    const [top, folder, name = ''] = segments;
    if (top === 'media' && segments.length === 3 && name.endsWith('.svg')) {
      const svg = this.svgFor(folder ?? '', name.slice(0, -'.svg'.length));
      if (svg === undefined) send(res, 404, CONTENT_TYPES.text, 'Not found');
      else
        send(res, 200, 'image/svg+xml; charset=utf-8', svg, {
          'Cache-Control': 'public, max-age=3600',
        });
      return true;
    }
    const entry = FILES[path];
    if (!entry) {
      if (top === 'media' || top === 'captions') {
        send(res, 404, CONTENT_TYPES.text, 'Not found');
        return true;
      }
      return false;
    }
    const data = await this.readMedia(entry.file);
    const answer: MediaAnswer = rangeAnswer(data, req.headers.range, entry.type);
    send(res, answer.status, entry.type, answer.body, answer.headers);
    return true;
  }

  private svgFor(folder: string, name: string): string | undefined {
    if (folder === 'logos') return logoSvg(name);
    if (folder === 'thumbs') {
      const asset = this.base.catalogue.assets.find((a) => a.Identifier === name);
      if (!asset) return undefined;
      const label = `${COLLECTIONS[asset.Collection].short} · ${asset.Type}`;
      const year = asset.DateIssued.slice(0, 4);
      return panelSvg({ title: titleOf(asset), label, corner: year, seed: asset.Identifier });
    }
    if (folder === 'blog') {
      const key = name.replace(/-\d+$/, '');
      const blog = this.base.catalogue.blogs.find((b) => b.key === key);
      if (!blog) return undefined;
      const corner = blog.blogdate.slice(0, 4);
      return panelSvg({ title: blog.blogtitle, label: 'Spotlight On History', corner, seed: name });
    }
    return undefined;
  }

  private readMedia(file: string): Promise<Buffer> {
    let cached = this.fileCache.get(file);
    if (!cached) {
      const dir = this.options.mediaDir ?? defaultMediaDir();
      cached = readFile(join(dir, file));
      cached.catch(() => this.fileCache.delete(file));
      this.fileCache.set(file, cached);
    }
    return cached;
  }
}

function checkMode(mode: DemoMode): DemoMode {
  if (!DEMO_MODES.includes(mode)) throw new Error(`Unknown demo API mode: ${String(mode)}`);
  return mode;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Starts the demo archive API. Port 0 picks a free port; `url` tells which. */
export async function startDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  const demo = new DemoServer(options);
  const server = createServer((req, res) => {
    demo.handle(req, res).catch((error: unknown) => {
      console.error('Demo API failed to answer', req.method, req.url, error);
      if (!res.headersSent) send(res, 500, CONTENT_TYPES.text, 'Internal error');
      else res.destroy();
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  const address = await listen(server, options.port ?? 4010, host);
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  demo.url = `http://${shownHost}:${address.port}`;
  const { state } = demo;
  return {
    url: demo.url,
    contactPosts: state.contactPosts,
    captchaPosts: state.captchaPosts,
    requests: state.requests,
    get mode() {
      return state.mode;
    },
    setMode(mode) {
      state.mode = checkMode(mode);
    },
    setLatency(ms) {
      state.latencyMs = Math.max(0, Number.isFinite(ms) ? ms : 0);
    },
    reset() {
      state.contactPosts.length = 0;
      state.captchaPosts.length = 0;
      state.requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** `npx tsx demo-api/server.ts`: serve until interrupted. */
async function main(): Promise<void> {
  const mode = (process.env.DEMO_API_MODE ?? 'normal') as DemoMode;
  const api = await startDemoApi({
    port: Number(process.env.DEMO_API_PORT ?? 4010),
    host: process.env.DEMO_API_HOST ?? '127.0.0.1',
    latencyMs: Number(process.env.DEMO_API_LATENCY_MS ?? 0) || 0,
    mode,
    publicOrigin: process.env.DEMO_API_PUBLIC_ORIGIN || undefined,
  });
  console.log(
    `Demo archive API listening on ${api.url} (mode ${api.mode}, page size ${PAGE_SIZE})`,
  );
  const stop = (): void => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (typeof require !== 'undefined' && typeof module !== 'undefined' && require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
