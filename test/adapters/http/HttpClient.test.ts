/** @jest-environment node */
import { ByteBudget } from '../../../src/adapters/http/ByteBudget';
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

describe('answer size', () => {
  const MB = 1024 * 1024;

  it('takes a body up to the limit', async () => {
    const net = new FakeFetch(() => ({ body: 'x'.repeat(1000) }));
    const client = clientOver(net, { maxBodyBytes: 1000 });
    await expect(getText(client, 'search', '/s')).resolves.toHaveLength(1000);
  });

  it('rejects a body past the limit as a failed call, and does not cache it', async () => {
    const net = new FakeFetch(() => ({ body: 'x'.repeat(1001) }));
    const client = clientOver(net, { maxBodyBytes: 1000 });
    const error = await rejection(getText(client, 'search', '/s'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('search failed: answer larger than 1000 bytes');
    await rejection(getText(client, 'search', '/s'));
    expect(net.requests).toHaveLength(2);
  });

  it('counts bytes, not characters', async () => {
    // 'é' is two bytes in UTF-8.
    const net = new FakeFetch(() => ({ body: 'é'.repeat(600) }));
    const client = clientOver(net, { maxBodyBytes: 1000 });
    await expect(rejection(getText(client, 'search', '/s'))).resolves.toBeInstanceOf(ApiError);
  });

  it('refuses an answer whose declared length is past the limit without reading it', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const fetchFn: typeof fetch = async () =>
      new Response(stream, { headers: { 'Content-Length': String(6 * MB) } });
    const client = clientOver(new FakeFetch(), { fetch: fetchFn });
    const error = await rejection(getText(client, 'trending', '/t'));
    expect((error as Error).message).toBe(`trending failed: answer larger than ${5 * MB} bytes`);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading an endless answer at 5 MB by default', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(120));
      },
    });
    const client = clientOver(new FakeFetch(), { fetch: async () => new Response(stream) });
    const error = await rejection(getText(client, 'trending', '/t'));
    expect(error).toBeInstanceOf(ApiError);
    expect(sent).toBeLessThan(6 * MB);
  });

  /** A body sent in 1,000-byte chunks as the test lets them through, then ended. */
  function heldBody() {
    const steps: ('chunk' | 'end')[] = [];
    let wake: () => void = () => undefined;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        while (steps.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        if (steps.shift() === 'end') controller.close();
        else controller.enqueue(new Uint8Array(1000).fill(120));
      },
    });
    return {
      response: new Response(stream),
      send(...next: ('chunk' | 'end')[]) {
        steps.push(...next);
        wake();
      },
    };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('bounds the bytes read at once by every client sharing a budget, not only per call', async () => {
    const budget = new ByteBudget(2_500);
    const [one, two] = [heldBody(), heldBody()];
    const over = (response: Response) =>
      clientOver(new FakeFetch(), { fetch: async () => response, bodyBudget: budget });
    const first = getText(over(one.response), 'search', '/a');
    const second = rejection(getText(over(two.response), 'search', '/b'));
    one.send('chunk', 'chunk');
    await tick();
    expect(budget.inUse).toBe(2_000);
    two.send('chunk');
    const error = await second;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(
      'search failed: answers being read at once passed 2500 bytes',
    );
    // A refused body gives back what it took, and so does a body read to its end.
    expect(budget.inUse).toBe(2_000);
    one.send('end');
    await expect(first).resolves.toHaveLength(2_000);
    expect(budget.inUse).toBe(0);
  });

  it('decodes a body split inside a character', async () => {
    const bytes = new TextEncoder().encode('Café — 1927');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 4));
        controller.enqueue(bytes.slice(4));
        controller.close();
      },
    });
    const client = clientOver(new FakeFetch(), { fetch: async () => new Response(stream) });
    await expect(getText(client, 'trending', '/t')).resolves.toBe('Café — 1927');
  });
});

describe('reading answers', () => {
  it('reads a cached answer once for every call of the same name', async () => {
    const net = new FakeFetch(() => ({ body: '<big/>' }));
    const client = clientOver(net);
    const parse = jest.fn((body: string) => ({ length: body.length }));
    const first = await client.getParsed('search', '/s', undefined, parse);
    const second = await client.getParsed('search', '/s', undefined, parse);
    expect(second).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    await client.getParsed('other', '/s', undefined, parse);
    expect(parse).toHaveBeenCalledTimes(2);
    expect(net.requests).toHaveLength(1);
  });

  it('reads every answer afresh when nothing is cached', async () => {
    const net = new FakeFetch(() => ({ body: '<big/>' }));
    const client = clientOver(net, { cacheTtlMs: 0 });
    const parse = jest.fn((body: string) => ({ length: body.length }));
    await client.getParsed('search', '/s', undefined, parse);
    await client.getParsed('search', '/s', undefined, parse);
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
