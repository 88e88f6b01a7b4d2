/** @jest-environment node */
import { readCookie } from '../../../src/adapters/http/xsrf';
import { FakeFetch } from './fakeFetch';
import { API, clientOver, getText } from './testClient';

describe('the XSRF cookie', () => {
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
    await getText(clientOver(net, { baseUrl: '/api', cookies }), 'trending', '/t');
    expect(net.requests[0]?.headers).not.toHaveProperty('X-XSRF-TOKEN');
    expect(net.requests[0]?.credentials).toBe('same-origin');
  });

  it('GETs to another origin send no cookies', async () => {
    const net = new FakeFetch(() => ({ body: '' }));
    await getText(clientOver(net, { cookies }), 'trending', '/t');
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
