import { HttpClient } from '../../../src/adapters/http/HttpClient';
import { FakeFetch } from './fakeFetch';

// In a page: the token comes from document.cookie and the origin from location.
describe('the XSRF token in a page', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=from-the-page';
  });

  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it.each([
    ['a relative base URL', '', 'from-the-page'],
    ["the page's own origin", window.location.origin, 'from-the-page'],
    ['another origin', 'https://api.example.org', undefined],
  ])('with %s, a POST carries the token only to the same origin', async (_name, baseUrl, token) => {
    const net = new FakeFetch(() => ({ status: 204 }));
    await new HttpClient({ baseUrl, fetch: net.fetch }).postJson('contact', '/contact', {});
    expect(net.requests[0]?.headers['X-XSRF-TOKEN']).toBe(token);
  });
});
