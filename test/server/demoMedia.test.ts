/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { readDemoMediaOrigin, readServerConfig } from '../../src/config/server';
import { DEMO_API_HOST, readConfig } from '../../src/config/site';
import { isDemoMediaPath } from '../../src/server/http/demoMedia';
import { createSiteServer, type SiteServerOptions } from '../../src/server/http/siteServer';
import { freePort } from '../support/localServers';
import { closeServer, listenOnLoopback } from './support';

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  return `http://127.0.0.1:${await listenOnLoopback(server)}`;
}

function site(options: Partial<SiteServerOptions> = {}): Promise<string> {
  return listen(
    createSiteServer({
      render: async ({ url }) => ({ status: 404, html: `page ${url}` }),
      logger: new MemoryLogger(),
      policy: "default-src 'self'",
      accessLog: () => undefined,
      ...options,
    }),
  );
}

afterEach(async () => {
  for (const server of servers.splice(0)) await closeServer(server);
});

describe('demo media passed on by the site server', () => {
  it('reads DEMO_MEDIA_ORIGIN as an origin, and refuses anything but http(s)', () => {
    expect(readDemoMediaOrigin(undefined)).toBeUndefined();
    expect(readDemoMediaOrigin('  ')).toBeUndefined();
    expect(readDemoMediaOrigin('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010');
    expect(() => readDemoMediaOrigin('file:///etc/passwd')).toThrow(/DEMO_MEDIA_ORIGIN/);
    expect(() => readDemoMediaOrigin('not a url')).toThrow(/DEMO_MEDIA_ORIGIN/);
  });

  it('reads the media of a build against the demo API from it unless told otherwise', () => {
    const demoBuild = readConfig({});
    expect(readServerConfig({}, demoBuild).demoMediaOrigin).toBe(DEMO_API_HOST);
    expect(
      readServerConfig({ DEMO_MEDIA_ORIGIN: 'http://127.0.0.1:4999' }, demoBuild).demoMediaOrigin,
    ).toBe('http://127.0.0.1:4999');
    const archiveBuild = readConfig({ PUBLIC_API_HOST: 'https://archive.example.org' });
    expect(readServerConfig({}, archiveBuild).demoMediaOrigin).toBeUndefined();
  });

  it('names only the media and caption folders', () => {
    expect(isDemoMediaPath('/media/thumbs/a.svg')).toBe(true);
    expect(isDemoMediaPath('/captions/media/video/a.srt')).toBe(true);
    expect(isDemoMediaPath('/media-kit')).toBe(false);
    expect(isDemoMediaPath('/browse-all-videos')).toBe(false);
  });

  it('passes the path, query, range and method on, and the answer back', async () => {
    const seen: string[] = [];
    const demo = await listen(
      createServer((req, res) => {
        seen.push(`${req.method} ${req.url} ${req.headers.range ?? ''}`);
        res.writeHead(206, {
          'Content-Type': 'video/mp4',
          'Content-Range': 'bytes 0-1/10',
          'Set-Cookie': 'demo=1',
        });
        res.end(req.method === 'HEAD' ? undefined : 'ab');
      }),
    );
    const url = await site({ demoMediaOrigin: demo });
    const res = await fetch(`${url}/media/video/a.mp4?v=2`, { headers: { Range: 'bytes=0-1' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('ab');
    expect(res.headers.get('content-range')).toBe('bytes 0-1/10');
    // Only the headers media needs come back, with the site's own security headers.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(`${url}/captions/media/video/a.srt`, { method: 'HEAD' });
    expect(head.status).toBe(206);
    expect(seen).toEqual([
      'GET /media/video/a.mp4?v=2 bytes=0-1',
      'HEAD /captions/media/video/a.srt ',
    ]);
  });

  it('answers 502 when the demo API is not there', async () => {
    const url = await site({ demoMediaOrigin: `http://127.0.0.1:${await freePort()}` });
    const res = await fetch(`${url}/media/thumbs/a.svg`);
    expect(res.status).toBe(502);
  });

  it('passes nothing on without the setting: a real build serves no such paths', async () => {
    const url = await site();
    const res = await fetch(`${url}/media/thumbs/a`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('page /media/thumbs/a');
  });
});
