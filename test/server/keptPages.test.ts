/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readServerConfig } from '../../src/config/server';
import { readConfig } from '../../src/config/site';
import { SERVER_API_CACHE_MS } from '../../src/serverAdapters';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { NO_STORE, PAGE_CACHE } from '../../src/server/http/cachePolicy';
import {
  KEPT_PAGE_FRESH_MS,
  KEPT_PAGE_ORIGIN_LEAD,
  KEPT_PAGE_STALE_MS,
  KeptPages,
  keptPagesOf,
} from '../../src/server/render/keptPages';
import {
  createSiteServer,
  type PageAnswer,
  type PageRequest,
  type SiteServerOptions,
} from '../../src/server/http/siteServer';
import { listening, StartedRenders, type Listening, type RequestOptions } from './support';
import { ORIGIN } from '../support/builders';

const POLICY = "default-src 'self'";
/** A page of `n` bytes or so, saying which render made it. */
const pageOf = (path: string, render: number, size = 2000) =>
  `<!doctype html><title>${path} #${render}</title>${'<p>Bayou</p>'.repeat(size / 12)}`;

/** A renderer that counts its renders, can hold them, and answers as each path says. */
class CountingPages {
  readonly requests: PageRequest[] = [];
  private held: (() => void)[] = [];
  hold = false;
  /** What the next renders of a path answer instead of a complete page. */
  readonly answers = new Map<string, () => PageAnswer>();

  renders(path: string): number {
    return this.requests.filter((request) => request.url === path).length;
  }

  /** Lets every held render finish. */
  release(): void {
    for (const go of this.held.splice(0)) go();
  }

  /** The renders started, to wait for their end. */
  readonly started = new StartedRenders();

  render = (request: PageRequest): Promise<PageAnswer> => this.started.add(this.answer(request));

  private async answer(request: PageRequest): Promise<PageAnswer> {
    this.requests.push(request);
    const count = this.renders(request.url);
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    const special = this.answers.get(request.url);
    if (special) return special();
    return { status: 200, html: pageOf(request.url, count), complete: true };
  }
}

/** A keeper that tells when it has been asked for pages so many times. */
class CountingKeeper extends KeptPages<PageAnswer> {
  private asks = 0;
  private waiting: { count: number; resolve: () => void }[] = [];

  override serve(...args: Parameters<KeptPages<PageAnswer>['serve']>) {
    // Once called, the request has joined a render running for its page, or started one.
    const served = super.serve(...args);
    this.asks += 1;
    for (const waiter of this.waiting.filter((w) => w.count <= this.asks)) waiter.resolve();
    this.waiting = this.waiting.filter((w) => w.count > this.asks);
    return served;
  }

  /** Resolves once pages have been asked for `count` times in all. */
  asked(count: number): Promise<void> {
    if (this.asks >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ count, resolve }));
  }
}

let pages: CountingPages;
let logger: MemoryLogger;
let clock: number;
let keeper: CountingKeeper;
let site: Listening;

function keeperOf(maxBytes = 1024 * 1024): CountingKeeper {
  return new CountingKeeper({
    maxBytes,
    freshMs: KEPT_PAGE_FRESH_MS,
    staleMs: KEPT_PAGE_STALE_MS,
    logger,
    now: () => clock,
  });
}

async function start(options: Partial<SiteServerOptions> = {}): Promise<void> {
  site = await listening(
    createSiteServer({
      render: pages.render,
      logger,
      policy: POLICY,
      origin: ORIGIN,
      accessLog: () => undefined,
      keptPages: keeper,
      ...options,
    }),
  );
}

async function restart(options: Partial<SiteServerOptions>): Promise<void> {
  await site.close();
  await start(options);
}

const get = (path: string, options: RequestOptions = {}) => site.get(path, options);
const text = async (path: string, options: RequestOptions = {}) =>
  (await get(path, options)).body.toString();

beforeEach(async () => {
  pages = new CountingPages();
  logger = new MemoryLogger();
  clock = 1_000_000;
  keeper = keeperOf();
  await start();
});

afterEach(async () => {
  pages.release();
  await site.close();
});

describe('kept pages', () => {
  it('serves a second request for the same URL without rendering it again', async () => {
    const first = await get('/browse/3');
    const second = await get('/browse/3');
    expect(pages.renders('/browse/3')).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers['cache-control']).toBe(PAGE_CACHE);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Another URL (the query counts) is another page.
    await get('/browse/3?page=2');
    expect(pages.renders('/browse/3?page=2')).toBe(1);
  });

  it('renders the page again, never asking the visitor to wait, once it is stale', async () => {
    await get('/');
    clock += KEPT_PAGE_FRESH_MS - 1;
    expect(await text('/')).toBe(pageOf('/', 1));
    expect(pages.renders('/')).toBe(1);

    clock += 1;
    pages.hold = true;
    // Stale: every visitor gets the kept page at once, and one render runs behind them.
    const answers = await Promise.all([get('/'), get('/'), get('/')]);
    expect(answers.map((answer) => answer.body.toString())).toEqual(Array(3).fill(pageOf('/', 1)));
    expect(pages.renders('/')).toBe(2);

    pages.release();
    await pages.started.ended();
    expect(await text('/')).toBe(pageOf('/', 2));
    expect(pages.renders('/')).toBe(2);
  });

  it('renders in the foreground a page kept past its stale time', async () => {
    await get('/');
    clock += KEPT_PAGE_FRESH_MS + KEPT_PAGE_STALE_MS;
    expect(await text('/')).toBe(pageOf('/', 2));
  });

  it("serves no kept page later than the archive answers' cache window after its render", async () => {
    await get('/');
    clock += SERVER_API_CACHE_MS;
    expect(await text('/')).toBe(pageOf('/', 2));
    expect(pages.renders('/')).toBe(2);
  });

  it('keeps serving the stale page when rendering it again fails, and logs it', async () => {
    await get('/');
    clock += KEPT_PAGE_FRESH_MS;
    pages.answers.set('/', () => {
      throw new Error('archive down');
    });
    expect(await text('/')).toBe(pageOf('/', 1));
    await pages.started.ended();
    expect(logger.messages).toContain('Rendering / again failed; its kept page is served');
    expect(await text('/')).toBe(pageOf('/', 1));
  });

  it('drops the kept page when the page is gone for good', async () => {
    await get('/video/9');
    clock += KEPT_PAGE_FRESH_MS;
    pages.answers.set('/video/9', () => ({
      status: 302,
      redirect: '/not-found',
      html: '',
      complete: true,
    }));
    await get('/video/9');
    await pages.started.ended();
    expect((await get('/video/9')).status).toBe(302);
  });

  it('renders once for every visitor asking for a page not kept at that moment', async () => {
    pages.hold = true;
    const answers = Promise.all(Array.from({ length: 8 }, () => get('/blog/b7')));
    await keeper.asked(8);
    pages.release();
    const bodies = (await answers).map((answer) => answer.body.toString());
    expect(new Set(bodies)).toEqual(new Set([pageOf('/blog/b7', 1)]));
    expect(pages.renders('/blog/b7')).toBe(1);
  });

  it('goes on rendering for the others when the first visitor leaves', async () => {
    pages.hold = true;
    const controller = new AbortController();
    const leaving = get('/about', { signal: controller.signal }).catch(() => 'gone');
    await keeper.asked(1);
    const staying = get('/about');
    await keeper.asked(2);
    controller.abort();
    expect(await leaving).toBe('gone');
    pages.release();
    expect((await staying).body.toString()).toBe(pageOf('/about', 1));
    expect(pages.requests.every((request) => request.signal === undefined)).toBe(true);
  });

  it.each<[string, () => PageAnswer]>([
    ['a 500', () => ({ status: 500, html: 'failed', complete: true })],
    ['a 404', () => ({ status: 404, html: 'not found', complete: true })],
    ['a redirect', () => ({ status: 302, redirect: '/not-found', html: '', complete: true })],
    ['a page whose data failed or came late', () => ({ status: 200, html: 'partial' })],
  ])('never keeps %s', async (_what, answer) => {
    pages.answers.set('/x', answer);
    await get('/x');
    await get('/x');
    expect(pages.renders('/x')).toBe(2);
    expect(keeper.size).toBe(0);
  });

  it('never keeps a render that threw, and answers it 500', async () => {
    pages.answers.set('/x', () => {
      throw new Error('boom');
    });
    expect((await get('/x')).status).toBe(500);
    expect((await get('/x')).status).toBe(500);
    expect(pages.renders('/x')).toBe(2);
  });

  it('keeps nothing when answers are no-store (the dev server)', async () => {
    await restart({ noStore: true });
    const first = await get('/');
    await get('/');
    expect(first.headers['cache-control']).toBe(NO_STORE);
    expect(pages.renders('/')).toBe(2);
  });

  it('keeps pages within its bytes, the least recently served going first', async () => {
    keeper = keeperOf(3 * 2100);
    await restart({});
    await get('/a');
    await get('/b');
    await get('/c');
    await get('/a');
    await get('/d');
    expect(keeper.size).toBeLessThanOrEqual(3 * 2100);
    await get('/a');
    await get('/b');
    expect(pages.renders('/a')).toBe(1);
    expect(pages.renders('/b')).toBe(2);
  });

  it('never keeps a page larger than its whole budget, and drops the copy it replaces', async () => {
    keeper = keeperOf(Buffer.byteLength(pageOf('/a', 1)));
    await restart({});
    await get('/a');
    expect(keeper.size).toBe(Buffer.byteLength(pageOf('/a', 1)));
    pages.answers.set('/a', () => ({ status: 200, html: pageOf('/a', 3, 4000), complete: true }));
    clock += KEPT_PAGE_FRESH_MS;
    await get('/a');
    await pages.started.ended();
    expect(keeper.size).toBe(0);
    await get('/a');
    expect(pages.renders('/a')).toBe(3);
  });

  it('counts compressed copies in its bytes', async () => {
    await get('/a');
    const plain = keeper.size;
    // The compressed copy is counted as it is made, before it is sent.
    await get('/a', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(keeper.size).toBeGreaterThan(plain);
  });

  it('answers HEAD from the kept page with the headers of GET and no body', async () => {
    await get('/', { method: 'HEAD' });
    const head = await get('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    const full = await get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(pages.renders('/')).toBe(1);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('sends the kept page in the encoding each client takes', async () => {
    const br = await get('/', { headers: { 'Accept-Encoding': 'br' } });
    const gzip = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    const none = await get('/');
    expect(pages.renders('/')).toBe(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzip, none]) expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(pageOf('/', 1));
    expect(gunzipSync(gzip.body).toString()).toBe(pageOf('/', 1));
    expect(none.body.toString()).toBe(pageOf('/', 1));
  });
});

describe('kept pages and the Host header', () => {
  const REAL = 'ldma.example.org';
  const MADE_UP = ['a.example', 'b.example', 'c.example', 'd.example'];
  const host = (name: string) => ({ headers: { Host: name } });
  /** Renders of `/` the renderer made for `origin`. */
  const rendersFor = (origin: string) =>
    pages.requests.filter((request) => request.url === '/' && request.origin === origin).length;

  it("with SITE_ORIGIN, gives made-up hosts the real site's kept page and no place", async () => {
    await get('/', host(REAL));
    for (const name of MADE_UP) {
      const answer = await get('/', host(name));
      expect(answer.body.toString()).toBe(pageOf('/', 1));
    }
    const again = await get('/', host(REAL));
    expect(again.body.toString()).toBe(pageOf('/', 1));
    expect(pages.requests.map((request) => request.origin)).toEqual([ORIGIN]);
    // One page held, whatever the hosts asked.
    expect(keeper.size).toBe(Buffer.byteLength(pageOf('/', 1)));
  });

  it("without SITE_ORIGIN, keeps the real site's pages after four made-up hosts asked first", async () => {
    await restart({ origin: undefined });
    for (const name of MADE_UP) await get('/', host(name));
    const first = await get('/', host(REAL));
    const second = await get('/', host(REAL));
    const third = await get('/', host(REAL));
    expect(rendersFor(`http://${REAL}`)).toBe(1);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(third.body.toString()).toBe(first.body.toString());
  });

  it('without SITE_ORIGIN, keeps serving the real site while four made-up hosts ask', async () => {
    await restart({ origin: undefined });
    for (let i = 0; i < 5; i += 1) await get('/', host(REAL));
    for (const name of MADE_UP) await get('/', host(name));
    const after = await get('/', host(REAL));
    expect(after.body.toString()).toBe(pageOf('/', 1));
    expect(rendersFor(`http://${REAL}`)).toBe(1);
    // The made-up hosts' pages are rendered for them, never kept.
    await get('/', host('a.example'));
    expect(rendersFor('http://a.example')).toBe(2);
  });
});

describe('the origin whose pages are kept', () => {
  /** Asks the keeper alone for `/` of `origin`, a page every render may keep. */
  const ask = (origin: string) =>
    keeper.serve(origin, '/', () =>
      pages.render({ url: '/', origin }).then((answer) => ({
        answer,
        keep: { status: answer.status, html: answer.html },
      })),
    );
  /** Whether `/` of `origin` was served kept: no render ran for it. */
  const keptFor = async (origin: string) => {
    const before = pages.requests.length;
    const served = await ask(origin);
    return 'kept' in served && pages.requests.length === before;
  };

  it('is the one most requests name: another takes the place only by outnumbering it', async () => {
    for (let i = 0; i < 3; i += 1) await ask('https://real.example');
    for (let i = 0; i < 3; i += 1) await ask('https://other.example');
    // Three each: the real site still holds the place, and its page is kept.
    expect(await keptFor('https://real.example')).toBe(true);
    for (let i = 0; i < 3; i += 1) await ask('https://other.example');
    // The other has now asked more: its pages are kept, the real site's dropped.
    expect(await keptFor('https://other.example')).toBe(true);
    expect(await keptFor('https://real.example')).toBe(false);
  });

  it(`counts a lead up to ${KEPT_PAGE_ORIGIN_LEAD} requests, so a lasting change of host wins`, async () => {
    for (let i = 0; i < 3 * KEPT_PAGE_ORIGIN_LEAD; i += 1) await ask('https://old.example');
    for (let i = 0; i < KEPT_PAGE_ORIGIN_LEAD; i += 1) await ask('https://new.example');
    expect(await keptFor('https://new.example')).toBe(false);
    expect(await keptFor('https://new.example')).toBe(true);
  });
});

describe('KEPT_PAGES_MB', () => {
  const configOf = (env: Record<string, string>) => readServerConfig(env, readConfig({}), '/srv');

  it('sets the bytes kept, 64 MB by default, and 0 keeps none', () => {
    expect(configOf({}).keptPagesBytes).toBe(64 * 1024 * 1024);
    expect(configOf({ KEPT_PAGES_MB: '8' }).keptPagesBytes).toBe(8 * 1024 * 1024);
    expect(keptPagesOf(configOf({}).keptPagesBytes, logger)).toBeInstanceOf(KeptPages);
    expect(keptPagesOf(configOf({ KEPT_PAGES_MB: '0' }).keptPagesBytes, logger)).toBeUndefined();
  });

  it('refuses a value that is not a number of megabytes, naming the variable', () => {
    expect(() => configOf({ KEPT_PAGES_MB: 'lots' })).toThrow(/KEPT_PAGES_MB/);
    expect(() => configOf({ KEPT_PAGES_MB: '-1' })).toThrow(/KEPT_PAGES_MB/);
  });
});
