/** @jest-environment node */
import { HttpClient } from '../../../src/adapters/http/HttpClient';
import { isAbortError } from '../../../src/core/rules/values/abort';
import { FakeFetch } from './fakeFetch';
import { API, clientOver, getText, rejection, sleep } from './testClient';

describe('timeouts', () => {
  it('a request that takes too long rejects with a timeout and is abandoned', async () => {
    const net = new FakeFetch();
    net.hang();
    const error = await rejection(
      getText(clientOver(net, { timeoutMs: 20 }), 'search', '/search/a/ALLFIELDS'),
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
    const error = await rejection(getText(client, 'allBlogs', '/spotlightonhistory/blogs'));
    expect((error as Error).message).toBe('allBlogs failed: timed out after 20 ms');
  });

  it('a timeout of 0 means no limit', async () => {
    const net = new FakeFetch(() => ({ body: 'late' }));
    net.hold();
    const call = getText(clientOver(net, { timeoutMs: 0 }), 'trending', '/t');
    await sleep(30);
    net.release();
    await expect(call).resolves.toBe('late');
  });

  it('a POST times out like a GET', async () => {
    const net = new FakeFetch();
    net.hang();
    await expect(
      clientOver(net, { timeoutMs: 20 }).postJson('contact', '/contact', {}),
    ).rejects.toThrow('contact failed: timed out after 20 ms');
  });
});
