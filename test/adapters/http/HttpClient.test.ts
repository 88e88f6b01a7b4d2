/** @jest-environment node */
import { ApiError } from '../../../src/adapters/shared/ApiError';
import { isAbortError } from '../../../src/core/rules/values/abort';
import { FakeFetch } from './fakeFetch';
import { API, clientOver, getText, rejection } from './testClient';

describe('URLs', () => {
  it('sends the query it was given', async () => {
    const net = new FakeFetch();
    await getText(clientOver(net), 'pagedAssets', '/getAllAssetsApiDataPaged', {
      Page: 1,
      CollectionId: 3,
      AssetType: undefined,
    });
    expect(net.requests.map((r) => r.url)).toEqual([
      `${API}/getAllAssetsApiDataPaged?Page=1&CollectionId=3`,
    ]);
  });
});

describe('failures', () => {
  it.each([400, 404, 500, 503])(
    'a %d answer rejects with an ApiError naming the call and status',
    async (status) => {
      const net = new FakeFetch(() => ({ status, body: '<html>error</html>' }));
      const error = await rejection(getText(clientOver(net), 'assetDetail', '/assetDetailsApi/1'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(Error);
      expect((error as ApiError).message).toBe(`assetDetail failed: HTTP ${status}`);
      expect((error as ApiError).status).toBe(status);
      expect(isAbortError(error)).toBe(false);
    },
  );

  it('a network failure rejects with an ApiError naming the call', async () => {
    const net = new FakeFetch(() => new TypeError('fetch failed'));
    const error = await rejection(getText(clientOver(net), 'trending', '/trendingAssetsApi'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/^trending failed: network error/);
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

describe('aborts', () => {
  it('a signal that is already aborted rejects at once without a request', async () => {
    const net = new FakeFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      getText(clientOver(net), 'search', '/s', undefined, { signal: controller.signal }),
    );
    expect(isAbortError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(net.requests).toHaveLength(0);
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
