/** @jest-environment node */
import {
  ApiError,
  HttpClient,
  isSameOrigin,
  joinUrl,
  queryString,
  readCookie,
  type HttpClientOptions,
} from '../../../src/adapters/http/HttpClient';
import { isAbortError } from '../../../src/core/rules/values/abort';
import { FakeFetch } from './fakeFetch';

const API = 'https://api.example.org';

function clientOver(net: FakeFetch, options: Partial<HttpClientOptions> = {}): HttpClient {
  return new HttpClient({ baseUrl: API, fetch: net.fetch, cookies: () => '', ...options });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('URLs', () => {
  it.each([
    ['https://api.example.org', '/x', 'https://api.example.org/x'],
    ['https://api.example.org/', '/x', 'https://api.example.org/x'],
    ['https://api.example.org///', 'x', 'https://api.example.org/x'],
    ['https://h.example/api/v1/', '/x/y', 'https://h.example/api/v1/x/y'],
    ['/api/', '/x', '/api/x'],
    ['', '/x', '/x'],
  ])('joins %j and %j', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });

  it('leaves undefined, null and empty values out of the query', () => {
    expect(queryString({ Page: 2, CollectionId: undefined, AssetType: null, Extra: '' })).toBe(
      '?Page=2',
    );
    expect(queryString({ A: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('keeps 0 and false, and encodes names and values', () => {
    expect(queryString({ n: 0, f: false, 'a b': 'x&y=z/é' })).toBe(
      '?n=0&f=false&a%20b=x%26y%3Dz%2F%C3%A9',
    );
  });

  it('sends the query it was given', async () => {
    const net = new FakeFetch();
    await clientOver(net).getText('pagedAssets', '/getAllAssetsApiDataPaged', {
      Page: 1,
      CollectionId: 3,
      AssetType: undefined,
    });
    expect(net.requests.map((r) => r.url)).toEqual([
      `${API}/getAllAssetsApiDataPaged?Page=1&CollectionId=3`,
    ]);
  });

  it.each([
    ['/x', undefined, true],
    ['x/y', undefined, true],
    ['https://api.example.org/x', undefined, false],
    ['//api.example.org/x', undefined, false],
    ['https://site.example/x', 'https://site.example', true],
    ['https://site.example:8443/x', 'https://site.example', false],
    ['https://api.example.org/x', 'https://site.example', false],
    ['https://site.example/x', 'null', false],
  ])('%j is same-origin from page origin %j: %s', (url, origin, expected) => {
    expect(isSameOrigin(url, origin)).toBe(expected);
  });

  it.each([
    ['XSRF-TOKEN=abc', 'abc'],
    ['a=1; XSRF-TOKEN=tok%3D%3D; b=2', 'tok=='],
    ['MY-XSRF-TOKEN=no; XSRF-TOKEN=yes', 'yes'],
    ['XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
    ['other=1', ''],
    ['', ''],
  ])('reads the XSRF cookie from %j', (cookies, expected) => {
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe(expected);
  });
});

describe('failures', () => {
  it.each([400, 404, 500, 503])(
    'a %d answer rejects with an ApiError naming the call and status',
    async (status) => {
      const net = new FakeFetch(() => ({ status, body: '<html>error</html>' }));
      const error = await rejection(clientOver(net).getText('assetDetail', '/assetDetailsApi/1'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(Error);
      expect((error as ApiError).message).toBe(`assetDetail failed: HTTP ${status}`);
      expect((error as ApiError).status).toBe(status);
      expect(isAbortError(error)).toBe(false);
    },
  );

  it('a network failure rejects with an ApiError naming the call', async () => {
    const net = new FakeFetch(() => new TypeError('fetch failed'));
    const error = await rejection(clientOver(net).getText('trending', '/trendingAssetsApi'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/^trending failed: network error/);
  });

  it('a request that takes too long rejects with a timeout and is abandoned', async () => {
    const net = new FakeFetch();
    net.hang();
    const error = await rejection(
      clientOver(net, { timeoutMs: 20 }).getText('search', '/search/a/ALLFIELDS'),
    );
    expect((error as Error).message).toBe('search failed: timed out after 20 ms');
    expect(isAbortError(error)).toBe(false);
    expect(net.requests[0]?.signal?.aborted).toBe(true);
  });

  it('a body that arrives too slowly times out too', async () => {
    const slowBody: typeof fetch = (_input, init) =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
            },
          }),
        ),
      );
    const client = new HttpClient({ baseUrl: API, fetch: slowBody, timeoutMs: 20 });
    const error = await rejection(client.getText('allBlogs', '/spotlightonhistory/blogs'));
    expect((error as Error).message).toBe('allBlogs failed: timed out after 20 ms');
  });

  it('a timeout of 0 means no limit', async () => {
    const net = new FakeFetch(() => ({ body: 'late' }));
    net.hold();
    const call = clientOver(net, { timeoutMs: 0 }).getText('trending', '/t');
    await sleep(30);
    net.release();
    await expect(call).resolves.toBe('late');
  });

  it('a body that cannot be sent rejects with an ApiError naming the call', async () => {
    const net = new FakeFetch();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(clientOver(net).postJson('contact', '/contact', cyclic)).rejects.toThrow(
      /^contact failed: /,
    );
    expect(net.requests).toHaveLength(0);
  });

  it('a parser that throws rejects with an ApiError naming the call', async () => {
    const net = new FakeFetch(() => ({ body: 'bad' }));
    const error = await rejection(
      clientOver(net).getParsed('related', '/getRelatedAssets/1', undefined, () => {
        throw new Error('not well-formed XML');
      }),
    );
    expect((error as Error).message).toBe('related failed: not well-formed XML');
  });
});

describe('getJson', () => {
  it('resolves the parsed body', async () => {
    const net = new FakeFetch(() => ({ body: '[{"trend1":"5"}]' }));
    await expect(clientOver(net).getJson('frontpageTrendIds', '/t')).resolves.toEqual([
      { trend1: '5' },
    ]);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
    ['HTML', '<!doctype html><p>Sign in</p>'],
    ['truncated', '{"data": ['],
  ])('rejects a %s body, naming the call', async (_name, body) => {
    const net = new FakeFetch(() => ({ body }));
    await expect(clientOver(net).getJson('blogPage', '/blog-pagination/1')).rejects.toThrow(
      /^blogPage failed: /,
    );
  });
});

describe('GET sharing and caching', () => {
  it('identical GETs in flight share one request', async () => {
    const net = new FakeFetch(() => ({ body: 'one' }));
    const client = clientOver(net);
    net.hold();
    const a = client.getText('trending', '/trendingAssetsApi');
    const b = client.getText('trending', '/trendingAssetsApi');
    const c = client.getText('recentlyAdded', '/recentlyAddedAssetsApi');
    net.release();
    await expect(Promise.all([a, b, c])).resolves.toEqual(['one', 'one', 'one']);
    expect(net.requests.map((r) => r.url)).toEqual([
      `${API}/trendingAssetsApi`,
      `${API}/recentlyAddedAssetsApi`,
    ]);
  });

  it('a shared request that fails rejects every caller with its own call name', async () => {
    const net = new FakeFetch(() => ({ status: 502 }));
    const client = clientOver(net);
    net.hold();
    const a = rejection(client.getText('first', '/same'));
    const b = rejection(client.getText('second', '/same'));
    net.release();
    expect(((await a) as Error).message).toBe('first failed: HTTP 502');
    expect(((await b) as Error).message).toBe('second failed: HTTP 502');
    expect(net.requests).toHaveLength(1);
  });

  it('a successful body is reused: going back costs no request', async () => {
    const net = new FakeFetch(() => ({ body: 'cached' }));
    const client = clientOver(net);
    await client.getText('trending', '/trendingAssetsApi');
    await expect(client.getText('trending', '/trendingAssetsApi')).resolves.toBe('cached');
    expect(net.requests).toHaveLength(1);
  });

  it('asks again once the cached body is older than the cache time', async () => {
    const net = new FakeFetch(() => ({ body: 'x' }));
    const client = clientOver(net, { cacheTtlMs: 20 });
    await client.getText('trending', '/trendingAssetsApi');
    await sleep(40);
    await client.getText('trending', '/trendingAssetsApi');
    expect(net.requests).toHaveLength(2);
  });

  it('a cache time of 0 asks every time', async () => {
    const net = new FakeFetch(() => ({ body: 'x' }));
    const client = clientOver(net, { cacheTtlMs: 0 });
    await client.getText('trending', '/t');
    await client.getText('trending', '/t');
    expect(net.requests).toHaveLength(2);
  });

  it('does not cache a failed answer', async () => {
    let status = 500;
    const net = new FakeFetch(() => ({ status, body: 'ok' }));
    const client = clientOver(net);
    await expect(client.getText('trending', '/t')).rejects.toThrow('HTTP 500');
    status = 200;
    await expect(client.getText('trending', '/t')).resolves.toBe('ok');
    await expect(client.getText('trending', '/t')).resolves.toBe('ok');
    expect(net.requests).toHaveLength(2);
  });

  it('does not cache a body its parser rejected', async () => {
    let body = '<html>';
    const net = new FakeFetch(() => ({ body }));
    const client = clientOver(net);
    const parse = (text: string) => {
      if (text.startsWith('<html')) throw new Error('an HTML page');
      return text.length;
    };
    await expect(client.getParsed('trending', '/t', undefined, parse)).rejects.toThrow(
      'trending failed: an HTML page',
    );
    body = '<ok/>';
    await expect(client.getParsed('trending', '/t', undefined, parse)).resolves.toBe(5);
    expect(net.requests).toHaveLength(2);
  });

  it('does not share or cache POSTs', async () => {
    const net = new FakeFetch(() => ({ status: 204 }));
    const client = clientOver(net);
    await Promise.all([
      client.postJson('contact', '/contact', { a: 1 }),
      client.postJson('contact', '/contact', { a: 1 }),
    ]);
    await client.postJson('contact', '/contact', { a: 1 });
    expect(net.requests).toHaveLength(3);
  });
});

describe('aborts', () => {
  it('a signal that is already aborted rejects at once without a request', async () => {
    const net = new FakeFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      clientOver(net).getText('search', '/s', undefined, { signal: controller.signal }),
    );
    expect(isAbortError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(net.requests).toHaveLength(0);
  });

  it("one caller's abort rejects that caller only; the shared request goes on", async () => {
    const net = new FakeFetch(() => ({ body: 'answer' }));
    const client = clientOver(net);
    net.hold();
    const controller = new AbortController();
    const leaving = rejection(
      client.getText('search', '/s', undefined, { signal: controller.signal }),
    );
    const staying = client.getText('search', '/s');
    controller.abort();
    expect(isAbortError(await leaving)).toBe(true);
    expect(net.requests[0]?.signal?.aborted).toBe(false);
    net.release();
    await expect(staying).resolves.toBe('answer');
    expect(net.requests).toHaveLength(1);
  });

  it('the network request stops when every caller has aborted, and a new call starts afresh', async () => {
    const net = new FakeFetch(() => ({ body: 'fresh' }));
    const client = clientOver(net);
    net.hold();
    const one = new AbortController();
    const two = new AbortController();
    const a = rejection(client.getText('search', '/s', undefined, { signal: one.signal }));
    const b = rejection(client.getText('search', '/s', undefined, { signal: two.signal }));
    one.abort();
    expect(net.requests[0]?.signal?.aborted).toBe(false);
    two.abort();
    expect(net.requests[0]?.signal?.aborted).toBe(true);
    expect(isAbortError(await a)).toBe(true);
    expect(isAbortError(await b)).toBe(true);
    net.release();
    await expect(client.getText('search', '/s')).resolves.toBe('fresh');
    expect(net.requests).toHaveLength(2);
  });

  it('an abort after the answer arrived changes nothing', async () => {
    const net = new FakeFetch(() => ({ body: 'done' }));
    const controller = new AbortController();
    const value = await clientOver(net).getText('search', '/s', undefined, {
      signal: controller.signal,
    });
    controller.abort();
    expect(value).toBe('done');
  });
});

describe('XSRF and credentials', () => {
  const cookies = () => 'session=1; XSRF-TOKEN=tok%2Ben';

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'location');
  });

  function setPageOrigin(origin: string): void {
    Object.defineProperty(globalThis, 'location', { value: { origin }, configurable: true });
  }

  it('a relative POST carries the cookie value in X-XSRF-TOKEN, with same-origin credentials', async () => {
    const net = new FakeFetch(() => ({ status: 204 }));
    await clientOver(net, { baseUrl: '/api', cookies }).postJson('contact', '/contact', {
      name: 'A',
    });
    const [request] = net.requests;
    expect(request?.url).toBe('/api/contact');
    expect(request?.method).toBe('POST');
    expect(request?.headers['X-XSRF-TOKEN']).toBe('tok+en');
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(request?.credentials).toBe('same-origin');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'A' });
  });

  it('an absolute URL on the page origin counts as the same origin', async () => {
    setPageOrigin('https://site.example');
    const net = new FakeFetch(() => ({ status: 200 }));
    await clientOver(net, { baseUrl: 'https://site.example/', cookies }).postJson(
      'contact',
      '/contact',
      {},
    );
    expect(net.requests[0]?.headers['X-XSRF-TOKEN']).toBe('tok+en');
    expect(net.requests[0]?.credentials).toBe('same-origin');
  });

  it.each([
    ['no page', undefined],
    ['another page origin', 'https://site.example'],
  ])('never sends the token or cookies to another origin (%s)', async (_name, origin) => {
    if (origin) setPageOrigin(origin);
    const net = new FakeFetch(() => ({ status: 200 }));
    await clientOver(net, { baseUrl: API, cookies }).postJson('contact', '/contact', {});
    expect(net.requests[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
    expect(net.requests[0]?.credentials).toBe('omit');
  });

  it('GETs never carry the token', async () => {
    const net = new FakeFetch(() => ({ body: '' }));
    await clientOver(net, { baseUrl: '/api', cookies }).getText('trending', '/t');
    expect(net.requests[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
    expect(net.requests[0]?.credentials).toBe('same-origin');
  });

  it('GETs to another origin send no cookies', async () => {
    const net = new FakeFetch(() => ({ body: '' }));
    await clientOver(net, { cookies }).getText('trending', '/t');
    expect(net.requests[0]?.credentials).toBe('omit');
  });

  it('sends no header when the cookie is not set', async () => {
    const net = new FakeFetch(() => ({ status: 200 }));
    await clientOver(net, { baseUrl: '/api', cookies: () => 'a=1' }).postJson(
      'contact',
      '/contact',
      {},
    );
    expect(net.requests[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });
});

describe('postJson', () => {
  it.each([200, 201, 204])('resolves on %d without reading the body', async (status) => {
    const net = new FakeFetch(() => ({ status, body: 'not json at all' }));
    await expect(clientOver(net).postJson('contact', '/contact', {})).resolves.toBeUndefined();
  });

  it('rejects on another status, naming the call', async () => {
    const net = new FakeFetch(() => ({ status: 422 }));
    await expect(clientOver(net).postJson('verifyCaptcha', '/reCaptcha', {})).rejects.toThrow(
      'verifyCaptcha failed: HTTP 422',
    );
  });

  it('times out like a GET', async () => {
    const net = new FakeFetch();
    net.hang();
    await expect(
      clientOver(net, { timeoutMs: 20 }).postJson('contact', '/contact', {}),
    ).rejects.toThrow('contact failed: timed out after 20 ms');
  });
});
