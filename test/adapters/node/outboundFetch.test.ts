/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { HttpCaptionSource } from '../../../src/adapters/http/HttpCaptionSource';
import {
  MAX_REDIRECTS,
  outboundFetch,
  RefusedFetch,
} from '../../../src/adapters/node/outboundFetch';
import { isRefusedFetch } from '../../../src/core/ports/RefusedFetch';
import { closeServer, listenOnLoopback } from '../../server/support';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nThe levee held.\n';

/** A server on 127.0.0.1 that records what reaches it. */
async function loopbackServer(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    handle(req, res);
  });
  const port = await listenOnLoopback(server);
  return { server, port, url: `http://127.0.0.1:${port}`, seen };
}

type Running = Awaited<ReturnType<typeof loopbackServer>>;
let media: Running;
let internal: Running;

beforeAll(async () => {
  internal = await loopbackServer((_req, res) => res.end('internal secret'));
  media = await loopbackServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/away') {
      res.writeHead(302, { Location: `${internal.url}/secret` }).end();
    } else if (path === '/away-by-name') {
      res.writeHead(307, { Location: `http://localhost:${internal.port}/secret` }).end();
    } else if (path === '/moved') {
      res.writeHead(301, { Location: '/captions/file.srt' }).end();
    } else if (path.startsWith('/loop/')) {
      res.writeHead(302, { Location: `/loop/${Number(path.slice(6)) + 1}` }).end();
    } else if (path === '/zipped') {
      res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync(SRT));
    } else if (path === '/unchanged') {
      res.writeHead(304).end();
    } else {
      res.end(SRT);
    }
  });
});

afterAll(async () => {
  await closeServer(media.server);
  await closeServer(internal.server);
});

beforeEach(() => {
  media.seen.length = 0;
  internal.seen.length = 0;
});

async function refusal(answer: Promise<Response>): Promise<string> {
  const error: unknown = await answer.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RefusedFetch);
  return (error as Error).message;
}

describe('outboundFetch: addresses', () => {
  it('refuses a loopback address it was not told of, sending nothing', async () => {
    const fetch = outboundFetch({});
    expect(await refusal(fetch(`${media.url}/captions/file.srt`))).toBe(
      `127.0.0.1:${media.port} is a loopback address`,
    );
    expect(media.seen).toEqual([]);
  });

  it('refuses loopback written as IPv6, and as IPv4 mapped into IPv6', async () => {
    const fetch = outboundFetch({});
    expect(await refusal(fetch(`http://[::1]:${media.port}/`))).toMatch(/loopback address/);
    expect(await refusal(fetch(`http://[::ffff:127.0.0.1]:${media.port}/`))).toMatch(
      /loopback address/,
    );
    expect(await refusal(fetch('http://[fe80::1]/'))).toMatch(/link-local address/);
    expect(await refusal(fetch('http://169.254.169.254/latest/meta-data/'))).toMatch(
      /link-local address/,
    );
    expect(await refusal(fetch('http://10.0.0.8/'))).toMatch(/private address/);
    expect(media.seen).toEqual([]);
  });

  it('refuses a name that resolves to loopback: the address connected to is what counts', async () => {
    const fetch = outboundFetch({});
    expect(await refusal(fetch(`http://localhost:${media.port}/captions/file.srt`))).toMatch(
      /^localhost is at (127\.0\.0\.1|::1), a loopback address$/,
    );
    expect(media.seen).toEqual([]);
  });

  it('reaches a loopback host it was told of, by address or by name, on the port it names', async () => {
    const byPort = outboundFetch({ privateHosts: [`127.0.0.1:${media.port}`] });
    expect(await (await byPort(`${media.url}/captions/file.srt`)).text()).toBe(SRT);
    expect(await refusal(byPort(`${internal.url}/secret`))).toMatch(/loopback address/);
    const anyPort = outboundFetch({ privateHosts: ['127.0.0.1'] });
    expect((await anyPort(`${internal.url}/secret`)).status).toBe(200);
    const byName = outboundFetch({ privateHosts: [`LOCALHOST:${media.port}`] });
    expect((await byName(`http://localhost:${media.port}/captions/file.srt`)).status).toBe(200);
    expect(media.seen).toEqual(['GET /captions/file.srt', 'GET /captions/file.srt']);
    expect(internal.seen).toEqual(['GET /secret']);
  });
});

describe('outboundFetch: hosts', () => {
  it('goes only to the origins it is given, and to the hosts it was told may be private', async () => {
    const fetch = outboundFetch({
      origins: ['https://media.example.org'],
      privateHosts: [`127.0.0.1:${media.port}`],
    });
    expect(await refusal(fetch('https://elsewhere.example.net/a.srt'))).toBe(
      'https://elsewhere.example.net is not a host the server fetches from',
    );
    expect(await refusal(fetch('http://media.example.org/a.srt'))).toBe(
      'http://media.example.org is not a host the server fetches from',
    );
    expect(await refusal(fetch(`${internal.url}/secret`))).toMatch(/not a host the server/);
    expect((await fetch(`${media.url}/captions/file.srt`)).status).toBe(200);
    expect(internal.seen).toEqual([]);
  });

  it('fetches nothing but http and https', async () => {
    const fetch = outboundFetch({});
    expect(await refusal(fetch('file:///etc/passwd'))).toBe(
      'file: is not fetched: file:///etc/passwd',
    );
  });
});

describe('outboundFetch: redirects', () => {
  const allowed = () =>
    outboundFetch({ privateHosts: [`127.0.0.1:${media.port}`, `127.0.0.1:${internal.port}`] });

  it('follows no redirect to another origin, even one it may reach itself', async () => {
    const fetch = allowed();
    expect(await refusal(fetch(`${media.url}/away`))).toBe(
      `${media.url}/away redirects to another origin (${internal.url})`,
    );
    expect(await refusal(fetch(`${media.url}/away-by-name`))).toMatch(
      /redirects to another origin/,
    );
    expect(internal.seen).toEqual([]);
  });

  it('refuses a redirect to a loopback service from a host told of nothing', async () => {
    const fetch = outboundFetch({});
    // The first request is refused already: the loopback service is not asked either way.
    expect(isRefusedFetch(await fetch(`${media.url}/away`).catch((e: unknown) => e))).toBe(true);
    expect(internal.seen).toEqual([]);
  });

  it('follows redirects within the origin, a few of them', async () => {
    const fetch = allowed();
    const answer = await fetch(`${media.url}/moved`);
    expect([answer.status, await answer.text()]).toEqual([200, SRT]);
    expect(media.seen).toEqual(['GET /moved', 'GET /captions/file.srt']);
    expect(await refusal(fetch(`${media.url}/loop/0`))).toBe(
      `${media.url} redirected more than ${MAX_REDIRECTS} times`,
    );
  });

  it('gives a write the redirect itself', async () => {
    const answer = await allowed()(`${media.url}/away`, { method: 'POST', body: 'x' });
    expect(answer.status).toBe(302);
    expect(internal.seen).toEqual([]);
  });
});

describe('outboundFetch: answers', () => {
  const fetch = () => outboundFetch({ privateHosts: [`127.0.0.1:${media.port}`] });

  it('decodes a compressed body as fetch does, and has no body for 304 or HEAD', async () => {
    const zipped = await fetch()(`${media.url}/zipped`);
    expect([zipped.headers.get('content-encoding'), await zipped.text()]).toEqual([null, SRT]);
    expect((await fetch()(`${media.url}/unchanged`)).body).toBeNull();
    expect((await fetch()(`${media.url}/x.srt`, { method: 'HEAD' })).body).toBeNull();
  });

  it('asks again on a new connection when a kept one was closed under a GET, never under a POST', async () => {
    // Each connection answers one request and keeps itself open, then drops the next one
    // unanswered, as a server closing an idle connection as it is reused does.
    let connections = 0;
    const sockets: Socket[] = [];
    const server = createTcpServer((socket) => {
      connections++;
      sockets.push(socket);
      let requests = 0;
      socket.on('data', () => {
        if (++requests === 1) {
          socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
        } else socket.destroy();
      });
    });
    const port = await listenOnLoopback(server);
    const get = outboundFetch({ privateHosts: [`127.0.0.1:${port}`] });
    try {
      expect(await (await get(`http://127.0.0.1:${port}/a`)).text()).toBe('ok');
      expect(await (await get(`http://127.0.0.1:${port}/b`)).text()).toBe('ok');
      expect(connections).toBe(2);
      await expect(
        get(`http://127.0.0.1:${port}/c`, { method: 'POST', body: 'x' }),
      ).rejects.toThrow();
      expect(connections).toBe(2);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(fetch()(`${media.url}/x.srt`, { signal: controller.signal })).rejects.toThrow(
      'gone',
    );
  });
});

describe('a caption source over outboundFetch', () => {
  it('fails a refused file, keeps nothing of it, and reads a file it may', async () => {
    const captions = new HttpCaptionSource({
      fetch: outboundFetch({ privateHosts: [`127.0.0.1:${media.port}`] }),
    });
    const away = `${media.url}/away`;
    for (let i = 0; i < 2; i++) {
      const error: unknown = await captions.cues(away).catch((e: unknown) => e);
      expect(isRefusedFetch(error)).toBe(true);
      expect((error as Error).message).toBe(
        `Caption file ${away}: not fetched (${away} redirects to another origin (${internal.url}))`,
      );
    }
    // Asked again each time: a refusal is never kept.
    expect(media.seen).toEqual(['GET /away', 'GET /away']);
    expect(internal.seen).toEqual([]);
    expect(await captions.cues(`${media.url}/captions/file.srt`)).toEqual([
      { start: 1, end: 2, text: 'The levee held.' },
    ]);
  });
});
