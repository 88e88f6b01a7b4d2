/** @jest-environment node */
import { isAbortError } from '../../../src/core/rules/values/abort';
import { FakeFetch } from './fakeFetch';
import { API, clientOver, getText, rejection } from './testClient';

describe('GET sharing', () => {
  it('identical GETs in flight share one request', async () => {
    const net = new FakeFetch(() => ({ body: 'one' }));
    const client = clientOver(net);
    net.hold();
    const a = getText(client, 'trending', '/trendingAssetsApi');
    const b = getText(client, 'trending', '/trendingAssetsApi');
    const c = getText(client, 'recentlyAdded', '/recentlyAddedAssetsApi');
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
    const a = rejection(getText(client, 'first', '/same'));
    const b = rejection(getText(client, 'second', '/same'));
    net.release();
    expect(((await a) as Error).message).toBe('first failed: HTTP 502');
    expect(((await b) as Error).message).toBe('second failed: HTTP 502');
    expect(net.requests).toHaveLength(1);
  });
});

describe('aborts', () => {
  it("one caller's abort rejects that caller only; the shared request goes on", async () => {
    const net = new FakeFetch(() => ({ body: 'answer' }));
    const client = clientOver(net);
    net.hold();
    const controller = new AbortController();
    const leaving = rejection(
      getText(client, 'search', '/s', undefined, { signal: controller.signal }),
    );
    const staying = getText(client, 'search', '/s');
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
    const a = rejection(getText(client, 'search', '/s', undefined, { signal: one.signal }));
    const b = rejection(getText(client, 'search', '/s', undefined, { signal: two.signal }));
    one.abort();
    expect(net.requests[0]?.signal?.aborted).toBe(false);
    two.abort();
    expect(net.requests[0]?.signal?.aborted).toBe(true);
    expect(isAbortError(await a)).toBe(true);
    expect(isAbortError(await b)).toBe(true);
    net.release();
    await expect(getText(client, 'search', '/s')).resolves.toBe('fresh');
    expect(net.requests).toHaveLength(2);
  });

  it('an abort after the answer arrived changes nothing', async () => {
    const net = new FakeFetch(() => ({ body: 'done' }));
    const controller = new AbortController();
    const value = await getText(clientOver(net), 'search', '/s', undefined, {
      signal: controller.signal,
    });
    controller.abort();
    expect(value).toBe('done');
  });
});
