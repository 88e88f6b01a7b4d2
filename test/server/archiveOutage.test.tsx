/** @jest-environment node */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { MISSING_CACHE, NO_STORE, PAGE_CACHE } from '../../src/server/http/cachePolicy';
import { readServerConfig } from '../../src/config/server';
import { buildConfig } from '../../src/config/site';
import { processAdapters } from '../../src/server/compose';
import { sitePages } from '../../src/server/render/pages';
import { createSiteServer } from '../../src/server/http/siteServer';
import { asText, closeServer, listening, listenOnLoopback, type Listening } from './support';
import { ORIGIN } from '../support/builders';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const ASSETS = { scripts: ['/static/js/index.js'], styles: ['/static/css/index.css'] };
const XML = 'text/xml; charset=utf-8';
const EMPTY_LIST = '<ArrayOfAsset/>';

const DETAIL = `<AssetDetail><AssetType>Clip</AssetType><clipTitle>The Flood</clipTitle>
<IsPublic>True</IsPublic><FormatLocation>https://media.example.org/flood.mp4</FormatLocation>
<FormatDuration>00:01:00</FormatDuration><FormatTimeStart>00:00:00</FormatTimeStart></AssetDetail>`;
const BLOG = (key: string) =>
  JSON.stringify({ key, blogtitle: 'The 1927 Flood', bloghtml: '<p>Water.</p>', blogactive: true });

/**
 * An archive API as a real one answers: 404 for what it does not have, 500 while it is down.
 * Ids say what they are: `gone-*` does not exist, `down-*` fails, anything else is there.
 */
function answer(path: string): { status: number; type: string; body: string } {
  const id = decodeURIComponent(path.split('/').filter(Boolean).at(-1) ?? '');
  const blogId = path.match(/^\/spotlightonhistory\/blogs\/([^/]+)$/)?.[1];
  if (path.includes('/down-') || blogId?.startsWith('down-')) {
    return { status: 500, type: 'text/plain', body: 'Internal Server Error' };
  }
  // As the demo API does: a detail or blog it lacks is 404, a list of its members empty.
  const lookup = path.startsWith('/assetDetailsApi/') || blogId !== undefined;
  if (lookup && id.startsWith('gone-')) {
    return { status: 404, type: 'text/plain', body: 'Not found' };
  }
  // A video whose related videos fail while the video itself is there.
  if (path === '/getRelatedAssets/partial') {
    return { status: 503, type: 'text/plain', body: 'Service Unavailable' };
  }
  if (path.startsWith('/assetDetailsApi/')) return { status: 200, type: XML, body: DETAIL };
  if (path.includes('Count')) {
    return { status: 200, type: XML, body: '<AllAssets><Count>0</Count></AllAssets>' };
  }
  if (blogId) return { status: 200, type: 'application/json', body: BLOG(id) };
  if (path.startsWith('/spotlightonhistory/')) {
    return { status: 200, type: 'application/json', body: '[]' };
  }
  return { status: 200, type: XML, body: EMPTY_LIST };
}

let archive: ReturnType<typeof createServer>;
let site: Listening;
const apiHost = process.env.PUBLIC_API_HOST;

beforeAll(async () => {
  archive = createServer((req: IncomingMessage, res: ServerResponse) => {
    const { status, type, body } = answer(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(status, { 'Content-Type': type }).end(body);
  });
  const port = await listenOnLoopback(archive);
  // The server renders against the archive its build names.
  process.env.PUBLIC_API_HOST = `http://127.0.0.1:${port}`;
  const config = readServerConfig({}, buildConfig());
  const pages = sitePages(() => ASSETS, processAdapters(config), config.site);
  site = await listening(
    createSiteServer({ ...pages, origin: ORIGIN, accessLog: () => undefined }),
  );
});

afterAll(async () => {
  await site.close();
  await closeServer(archive);
  process.env.PUBLIC_API_HOST = apiHost;
});

const get = async (path: string) => asText(await site.get(path));

describe('an archive outage is not "not found"', () => {
  it('sends a video the archive does not have to /not-found, a redirect a CDN may keep briefly', async () => {
    const answer = await get('/video_v2/asset-detail/gone-1');
    expect([answer.status, answer.headers.location]).toEqual([302, '/not-found']);
    expect(answer.headers['cache-control']).toBe(MISSING_CACHE);
  });

  it('sends a video the archive failed for to /not-found too, but lets no cache keep it', async () => {
    const answer = await get('/video_v2/asset-detail/down-1');
    expect([answer.status, answer.headers.location]).toEqual([302, '/not-found']);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
  });

  it('shows a blog the archive failed for as SPEC §8 says (logged only), never kept', async () => {
    const answer = await get('/blog/down-1');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
    expect(answer.body).not.toContain('We couldn&#x27;t find that page');
  });

  it('lets no cache keep a page with a part the archive failed for (logged, shown empty)', async () => {
    const answer = await get('/video_v2/asset-detail/partial');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('The Flood');
    expect(answer.headers['cache-control']).toBe(NO_STORE);
  });

  it('lets a CDN keep a page the archive answered in full', async () => {
    const answer = await get('/video_v2/asset-detail/A-1');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(PAGE_CACHE);
    expect(answer.body).toContain('The Flood');
  });
});

describe('dead ids', () => {
  it.each([
    ['a blog the archive does not have', '/blog/gone-zzz'],
    ['a series the archive does not have', '/sublisting/series/gone-NOPE/page/1'],
    [
      'a topic the archive does not have, past its first page',
      '/sublisting/topic/gone-NOPE/page/3',
    ],
  ])('answer %s with 404 and the 404 page', async (_what, path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe(MISSING_CACHE);
    expect(answer.body).toContain('We couldn&#x27;t find that page');
    expect(answer.body).toContain(
      '<title>Page Not Found | Louisiana Digital Media Archive</title>',
    );
    expect(answer.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('still show a series whose detail is there, even with no members', async () => {
    const answer = await get('/sublisting/series/S-1/page/1');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(PAGE_CACHE);
    expect(answer.body).not.toContain('We couldn&#x27;t find that page');
  });
});

describe("the site's origin", () => {
  it('names SITE_ORIGIN in canonical links, og:url and JSON-LD, whatever Host is sent', async () => {
    const answer = asText(
      await site.get('/video_v2/asset-detail/A-2', {
        headers: { Host: 'attacker.example', 'X-Forwarded-Proto': 'http' },
      }),
    );
    expect(answer.status).toBe(200);
    const page = `${ORIGIN}/video_v2/asset-detail/A-2`;
    expect(answer.body).toContain(`<link rel="canonical" href="${page}"`);
    expect(answer.body).toMatch(new RegExp(`<meta property="og:url" content="${page}"`));
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(
      answer.body,
    )?.[1];
    expect(jsonLd).toContain(page);
    expect(answer.body).not.toContain('attacker.example');
  });
});
