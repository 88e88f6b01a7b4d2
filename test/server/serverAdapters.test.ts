/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../src/config';
import { SERVER_API_TIMEOUT_MS, serverAdapters } from '../../src/container';

// A stand-in archive API: the front page's trend ids, and a call that never answers.
let api: Server;
let apiUrl: string;
let requests: string[];

beforeAll(async () => {
  api = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/spotlightonhistory/frontpage/trends') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ trend1: '42', trend2: '7' }));
    }
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

beforeEach(() => {
  requests = [];
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

describe("the server's adapters", () => {
  it("give each request its own storage and analytics: no visitor's state is shared", () => {
    const server = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
    const one = server.forRequest();
    const other = server.forRequest();
    one.storage.set('browse', 'page 3');
    expect(other.storage.get('browse')).toBeNull();
    expect(other.analytics).not.toBe(one.analytics);
  });

  it('share public API answers between requests', async () => {
    const server = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
    expect(await server.forRequest().blogs.frontpageTrendIds()).toEqual(['42', '7']);
    expect(await server.forRequest().blogs.frontpageTrendIds()).toEqual(['42', '7']);
    expect(requests).toEqual(['/spotlightonhistory/frontpage/trends']);
  });

  it('give up on an API call that does not answer in time', async () => {
    const { blogs } = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl })).forRequest();
    const started = Date.now();
    await expect(blogs.frontpageBlogIds()).rejects.toThrow(/frontpageBlogIds/);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(SERVER_API_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(SERVER_API_TIMEOUT_MS + 1_500);
  });

  it('never show a captcha or mount a player: effects do not run on the server', async () => {
    const { captcha, player } = serverAdapters(readConfig({})).forRequest();
    const container = {} as HTMLElement;
    await expect(
      captcha.render(container, { onSolved: () => undefined, onExpired: () => undefined }),
    ).resolves.toBeUndefined();
    await expect(
      player.mount(container, {
        mediaUrl: '',
        captionUrl: '',
        poster: '',
        title: '',
        collection: 3,
        start: 0,
        end: undefined,
      }),
    ).rejects.toThrow();
  });
});
