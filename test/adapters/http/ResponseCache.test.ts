/** @jest-environment node */
import { ResponseCache } from '../../../src/adapters/http/ResponseCache';
import { FakeFetch } from './fakeFetch';
import { clientOver, getText, sleep } from './testClient';

describe('GET caching', () => {
  it('a successful body is reused: going back costs no request', async () => {
    const net = new FakeFetch(() => ({ body: 'cached' }));
    const client = clientOver(net);
    await getText(client, 'trending', '/trendingAssetsApi');
    await expect(getText(client, 'trending', '/trendingAssetsApi')).resolves.toBe('cached');
    expect(net.requests).toHaveLength(1);
  });

  it('asks again once the cached body is older than the cache time', async () => {
    const net = new FakeFetch(() => ({ body: 'x' }));
    const client = clientOver(net, { cacheTtlMs: 20 });
    await getText(client, 'trending', '/trendingAssetsApi');
    await sleep(40);
    await getText(client, 'trending', '/trendingAssetsApi');
    expect(net.requests).toHaveLength(2);
  });

  it('a cache time of 0 asks every time', async () => {
    const net = new FakeFetch(() => ({ body: 'x' }));
    const client = clientOver(net, { cacheTtlMs: 0 });
    await getText(client, 'trending', '/t');
    await getText(client, 'trending', '/t');
    expect(net.requests).toHaveLength(2);
  });

  it('does not cache a failed answer', async () => {
    let status = 500;
    const net = new FakeFetch(() => ({ status, body: 'ok' }));
    const client = clientOver(net);
    await expect(getText(client, 'trending', '/t')).rejects.toThrow('HTTP 500');
    status = 200;
    await expect(getText(client, 'trending', '/t')).resolves.toBe('ok');
    await expect(getText(client, 'trending', '/t')).resolves.toBe('ok');
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
});

describe('ResponseCache', () => {
  it('keeps an empty body', () => {
    const cache = new ResponseCache(60_000);
    cache.remember('/a', '');
    expect(cache.get('/a')).toBe('');
  });

  it('drops the oldest body past 200', () => {
    const cache = new ResponseCache(60_000);
    for (let i = 0; i <= 200; i += 1) cache.remember(`/${i}`, String(i));
    expect(cache.get('/0')).toBeUndefined();
    expect(cache.get('/1')).toBe('1');
    expect(cache.get('/200')).toBe('200');
  });

  it('forgets a body only while it is still the one held', () => {
    const cache = new ResponseCache(60_000);
    cache.remember('/a', 'old');
    cache.remember('/a', 'new');
    cache.forget('/a', 'old');
    expect(cache.get('/a')).toBe('new');
    cache.forget('/a', 'new');
    expect(cache.get('/a')).toBeUndefined();
  });
});
