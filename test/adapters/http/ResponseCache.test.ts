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

describe('ResponseCache size in bytes', () => {
  it('drops the oldest bodies once they hold more than the byte budget', () => {
    const cache = new ResponseCache(60_000, { maxBytes: 100 });
    cache.remember('/a', 'a'.repeat(40));
    cache.remember('/b', 'b'.repeat(40));
    cache.remember('/c', 'c'.repeat(40));
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toHaveLength(40);
    expect(cache.get('/c')).toHaveLength(40);
    expect(cache.size).toBe(80);
  });

  it('holds 10 MB by default', () => {
    const cache = new ResponseCache(60_000);
    const mb = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 12; i++) cache.remember(`/${i}`, mb);
    expect(cache.size).toBe(10 * 1024 * 1024);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/2')).toBe(mb);
  });

  it('never keeps a body larger than the whole budget, nor lets it push others out', () => {
    const cache = new ResponseCache(60_000, { maxBytes: 100 });
    cache.remember('/small', 'ok');
    cache.remember('/huge', 'x'.repeat(101));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.get('/small')).toBe('ok');
  });

  it('counts UTF-8 bytes, and gives them back when a body is replaced or dropped', () => {
    const cache = new ResponseCache(60_000, { maxBytes: 100 });
    cache.remember('/a', 'é'.repeat(10));
    expect(cache.size).toBe(20);
    cache.remember('/a', '🎬');
    expect(cache.size).toBe(4);
    cache.forget('/a', '🎬');
    expect(cache.size).toBe(0);
  });

  it('keeps the byte count right as bodies expire', () => {
    let now = 1_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const cache = new ResponseCache(10, { maxBytes: 100 });
    cache.remember('/a', 'a'.repeat(60));
    now += 11;
    expect(cache.get('/a')).toBeUndefined();
    cache.remember('/b', 'b'.repeat(60));
    expect(cache.get('/b')).toHaveLength(60);
    expect(cache.size).toBe(60);
    jest.restoreAllMocks();
  });
});
