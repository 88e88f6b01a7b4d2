/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DEMO_IDS } from '../../demo-api/catalogue';
import { DemoCaptcha } from '../../src/adapters/browser/DemoCaptcha';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { RecordingAnalytics } from '../../src/adapters/memory/RecordingAnalytics';
import { machineServices } from '../../src/serverServices';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import type { BlogApi } from '../../src/core/ports/BlogApi';
import {
  FEED_CACHE,
  MISSING_CACHE,
  NO_STORE,
  RESOURCE_CACHE,
} from '../../src/server/http/cachePolicy';
import { captionsResource, type CaptionTracks } from '../../src/server/resources/captionTracks';
import { feedsResource } from '../../src/server/resources/feeds';
import { iiifManifestResource } from '../../src/server/resources/iiifManifests';
import { oembedResource } from '../../src/server/resources/oembed';
import type { SiteResource } from '../../src/server/resources/resources';
import { robotsResource } from '../../src/server/resources/robots';
import * as sitemapRules from '../../src/core/rules/seo/sitemap';
import { sitemapResource } from '../../src/server/resources/sitemaps';
import { InMemoryCatalogue } from '../../src/adapters/memory/InMemoryCatalogue';
import type { CatalogueExplorer } from '../../src/core/ports/Catalogue';
import { aCatalogueRecord } from '../support/catalogue';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { demoCaptions } from '../support/demoCaptions';
import { iiifProblems } from '../support/iiifChecker';
import { ScriptedPlayer } from '../support/scriptedPlayer';
import { cueSource } from '../support/cueSource';
import {
  asText,
  type Listening,
  type RequestOptions,
  type TextAnswer,
  resourceSite,
} from './support';
import { ORIGIN } from '../support/builders';

const CLIP = DEMO_IDS.playableClip;
const IIIF_TYPE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';

/** An archive that can be taken down, and counts the list calls it answered. */
class Switchable {
  down = false;
  /** The caption files' host fails, the archive does not. */
  captionsDown = false;
  listCalls = 0;
  readonly archive: ArchiveApi;
  readonly blogs: BlogApi;

  constructor() {
    const demo = fromDemoCatalogue();
    const guard =
      <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
      (...args: A): Promise<R> => {
        if (this.down) return Promise.reject(new Error(`${name}: HTTP 503`));
        if (name !== 'assetDetail') this.listCalls += 1;
        return call(...args);
      };
    this.archive = {
      ...demo.archive,
      assetDetail: guard('assetDetail', (id, o) => demo.archive.assetDetail(id, o)),
      pagedAssets: guard('pagedAssets', (q, o) => demo.archive.pagedAssets(q, o)),
      pagedCount: guard('pagedCount', (q, o) => demo.archive.pagedCount(q, o)),
      recentlyAdded: guard('recentlyAdded', (o) => demo.archive.recentlyAdded(o)),
    } as ArchiveApi;
    this.blogs = {
      ...demo.blogs,
      allBlogs: guard('allBlogs', (o) => demo.blogs.allBlogs(o)),
      blogPage: guard('blogPage', (p, o) => demo.blogs.blogPage(p, o)),
    } as BlogApi;
  }
}

const CAPTIONS: CaptionTracks = async (id) =>
  id === DEMO_IDS.noCaptionsClip ? undefined : 'WEBVTT\n\n00:00:03.000 --> 00:00:05.000\nHello\n';

let clientDir: string;
let api: Switchable;
let logger: MemoryLogger;
let time: number;
let site: Listening;
/** The server's catalogue index, when a test gives it one. */
let explore: Pick<CatalogueExplorer, 'overview'> | undefined;

/** The resources as the site composes them (pages.ts), over the switchable archive. */
function resources(): SiteResource[] {
  const adapters: Parameters<typeof machineServices>[0] = {
    logger,
    forRequest: () => ({
      archive: api.archive,
      blogs: api.blogs,
      contact: fromDemoCatalogue().contact,
      captcha: new DemoCaptcha(),
      player: new ScriptedPlayer(),
      analytics: new RecordingAnalytics(),
      logger,
      storage: new MemoryKeyValueStore(),
      captions: cueSource((url, options) =>
        api.captionsDown
          ? Promise.reject(new Error(`Caption file ${url}: HTTP 500`))
          : demoCaptions().cues(url, options),
      ),
    }),
    forWalks: () => ({ archive: api.archive, blogs: api.blogs }),
  };
  const machine = machineServices(adapters);
  const publicDetail = machine.resolveAsset.publicDetail.bind(machine.resolveAsset);
  const now = () => time;
  return [
    captionsResource(CAPTIONS, logger),
    robotsResource(),
    sitemapResource({ walk: machine.walkArchive, explore, logger, now }),
    feedsResource({ latest: machine.listLatest, logger, now }),
    oembedResource({ publicDetail, logger }),
    iiifManifestResource({ publicDetail, readCaptions: machine.readCaptions, logger }),
  ];
}

/** The site's configured origin (SITE_ORIGIN); null for none. */
async function start(origin: string | null = ORIGIN): Promise<void> {
  site = await resourceSite({
    clientDir,
    logger,
    origin: origin ?? undefined,
    resources: resources(),
  });
}

const get = async (path: string, options: RequestOptions = {}) =>
  asText(await site.get(path, options));

/** Expects `answer` to be a 200 of `type`, kept as `cache` says. */
function expectOk(answer: TextAnswer, type: string, cache: string): void {
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe(type);
  expect(answer.headers['cache-control']).toBe(cache);
}

const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'item'].includes(name),
});
function parsedXml<T>(text: string): T {
  expect(XMLValidator.validate(text)).toBe(true);
  return xml.parse(text) as T;
}
const locs = (text: string) =>
  parsedXml<{ urlset: { url: { loc: string }[] } }>(text).urlset.url.map((u) => u.loc);

beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'ldma-machine-'));
  // The static build's own robots.txt must never win over the server's.
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  api = new Switchable();
  logger = new MemoryLogger();
  time = 0;
  explore = undefined;
});

afterEach(async () => {
  await site.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it("is the server's, naming the sitemap on the site's origin, before any built file", async () => {
    await start();
    const answer = await get('/robots.txt');
    expectOk(answer, 'text/plain; charset=utf-8', RESOURCE_CACHE);
    expect(answer.body).toBe(
      `User-agent: *\nDisallow: /search\nDisallow: /embed/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });

  it("takes the request's origin when no site origin is configured", async () => {
    await start(null);
    const answer = await get('/robots.txt', { headers: { Host: 'archive.example.net' } });
    expect(answer.body).toContain('Sitemap: http://archive.example.net/sitemap.xml');
  });
});

describe('the sitemaps', () => {
  it('are an index and its children, every public page once, on the origin', async () => {
    await start();
    const index = await get('/sitemap.xml');
    expectOk(index, 'application/xml; charset=utf-8', RESOURCE_CACHE);
    const children = parsedXml<{ sitemapindex: { sitemap: { loc: string }[] } }>(
      index.body,
    ).sitemapindex.sitemap.map((s) => s.loc);
    expect(children).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/blog.xml`,
      `${ORIGIN}/sitemaps/videos-1.xml`,
    ]);

    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toContain(`${ORIGIN}/`);
    expect(pages).toContain(`${ORIGIN}/about-ldma`);
    expect(pages.some((loc) => /search|not-found|embed|contact-success/.test(loc))).toBe(false);

    const blog = locs((await get('/sitemaps/blog.xml')).body);
    const active = (await api.blogs.allBlogs()).filter((b) => b.active);
    expect(blog.sort()).toEqual(active.map((b) => `${ORIGIN}/blog/${b.key}`).sort());

    const videos = locs((await get('/sitemaps/videos-1.xml')).body);
    expect(videos).toContain(`${ORIGIN}/video_v2/asset-detail/${CLIP}`);
    expect(videos).toContain(`${ORIGIN}/sublisting/series/${DEMO_IDS.bigSeries}/page/1`);
    expect(videos).not.toContain(`${ORIGIN}/video_v2/asset-detail/${DEMO_IDS.nonPublicClip}`);
    expect(new Set(videos).size).toBe(videos.length);
  });

  it("list the explore pages the catalogue index names: every parish, each decade with videos, the hub's subjects and people", async () => {
    explore = new InMemoryCatalogue([
      aCatalogueRecord({
        id: 'A1',
        coverages: ['Houma (La.)'],
        dateIssued: '1967-08-14',
        subjects: ['Shrimp industry'],
        contributors: [{ name: 'Edwin Edwards', role: 'Interviewee' }],
      }),
      aCatalogueRecord({ id: 'A2', coverages: ['New Orleans (La.)'], dateIssued: '1982' }),
    ]);
    await start();
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    for (const path of [
      '/explore',
      '/explore/parishes/terrebonne',
      '/explore/parishes/cameron',
      '/explore/decades/1960s',
      '/explore/decades/1980s',
      '/explore/subjects/shrimp-industry',
      '/explore/people/edwin-edwards',
    ])
      expect(pages).toContain(`${ORIGIN}${path}`);
    expect(pages).not.toContain(`${ORIGIN}/explore/decades/1970s`);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('still list every other page, and say why, when the catalogue index does not answer', async () => {
    explore = { overview: () => Promise.reject(new Error('catalogue: connection refused')) };
    await start();
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toContain(`${ORIGIN}/explore/parishes/terrebonne`);
    expect(pages.some((loc) => loc.includes('/explore/decades/'))).toBe(false);
    expect(logger.messages).toContain(
      'Sitemap: the catalogue index did not answer; its explore pages are left out',
    );
  });

  it('walk the archive once for every request of the hour', async () => {
    await start();
    await get('/sitemap.xml');
    const calls = api.listCalls;
    await Promise.all([
      get('/sitemap.xml'),
      get('/sitemaps/videos-1.xml'),
      get('/sitemaps/blog.xml'),
    ]);
    expect(api.listCalls).toBe(calls);
  });

  it('are written once per walk, whatever origin each request names', async () => {
    await start(null);
    const written = jest.spyOn(sitemapRules, 'originFreeSitemaps');
    try {
      const first = await get('/sitemaps/videos-1.xml', { headers: { Host: 'one.example' } });
      const second = await get('/sitemaps/videos-1.xml', { headers: { Host: 'two.example:8080' } });
      const index = await get('/sitemap.xml', { headers: { Host: 'three.example' } });
      expect(written).toHaveBeenCalledTimes(1);
      expect(locs(first.body)).toContain(`http://one.example/video_v2/asset-detail/${CLIP}`);
      expect(second.body).toBe(
        first.body.replaceAll('http://one.example/', 'http://two.example:8080/'),
      );
      expect(index.body).toContain('<loc>http://three.example/sitemaps/videos-1.xml</loc>');
    } finally {
      written.mockRestore();
    }
  });

  it('are the files made for the origin itself', async () => {
    await start();
    const files = sitemapRules.sitemapFiles(ORIGIN, {
      pages: sitemapRules.staticPagePaths().map((path) => ({ path })),
      blogs: [],
      videos: [],
    });
    expect((await get('/sitemaps/pages.xml')).body).toBe(files.children.get('pages'));
  });

  it('answer an unknown child with 404, and HEAD without a body', async () => {
    await start();
    const missing = await get('/sitemaps/videos-9.xml');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe(MISSING_CACHE);
    const head = await get('/sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('are compressed for a client that takes it', async () => {
    await start();
    const answer = await get('/sitemaps/videos-1.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(locs(answer.body)).toContain(`${ORIGIN}/video_v2/asset-detail/${CLIP}`);
  });

  it('answer 503, never kept, and log it when the archive fails before there is one', async () => {
    api.down = true;
    await start();
    const answer = await get('/sitemap.xml');
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
    expect(answer.headers['retry-after']).toBe('120');
    expect(logger.messages).toContain('Sitemap could not be built:');
  });

  it('keep serving the last sitemap when the archive fails later', async () => {
    await start();
    const before = await get('/sitemaps/videos-1.xml');
    api.down = true;
    time += 60 * 60_000;
    const stale = await get('/sitemaps/videos-1.xml');
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(before.body);
    // The refresh runs behind the answer: wait for it to end, however long it takes.
    const refused = 'Sitemap could not be refreshed; the last one is served:';
    while (!logger.messages.includes(refused)) await new Promise((r) => setTimeout(r, 5));
    expect(logger.messages).toContain(refused);
    expect((await get('/sitemap.xml')).status).toBe(200);
  });
});

describe('the feeds', () => {
  interface Channel {
    rss: { channel: { title: string; item?: { link: string; guid: { '#text': string } }[] } };
  }

  it('are RSS of the blog and of the new videos, readable from other sites', async () => {
    await start();
    const blog = await get('/feeds/blog.xml');
    expectOk(blog, 'application/rss+xml; charset=utf-8', FEED_CACHE);
    expect(blog.headers['access-control-allow-origin']).toBe('*');
    const posts = parsedXml<Channel>(blog.body).rss.channel.item ?? [];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.link.startsWith(`${ORIGIN}/blog/`))).toBe(true);

    const videos = await get('/feeds/videos.xml');
    expect(videos.status).toBe(200);
    const items = parsedXml<Channel>(videos.body).rss.channel.item ?? [];
    const recent = await api.archive.recentlyAdded();
    expect(items.map((i) => i.link)).toEqual(
      recent.map((a) => `${ORIGIN}/video_v2/asset-detail/${a.identifier}`),
    );
  });

  it('answer 503 without a feed, and serve the last one when the archive fails later', async () => {
    api.down = true;
    await start();
    expect((await get('/feeds/videos.xml')).status).toBe(503);
    expect(logger.messages).toContain('The videos feed could not be built:');

    api.down = false;
    time += 60_000;
    const fresh = await get('/feeds/videos.xml');
    expect(fresh.status).toBe(200);
    api.down = true;
    time += 15 * 60_000;
    const stale = await get('/feeds/videos.xml');
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(fresh.body);
  });
});

describe('oEmbed', () => {
  const oembed = (query: Record<string, string>) =>
    get(`/oembed?${new URLSearchParams(query).toString()}`);

  it('answers a video page of the site with the iframe of its embeddable player', async () => {
    await start();
    const answer = await oembed({ url: `${ORIGIN}/video_v2/asset-detail/${CLIP}`, format: 'json' });
    expectOk(answer, 'application/json; charset=utf-8', RESOURCE_CACHE);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const json = JSON.parse(answer.body) as Record<string, unknown>;
    expect(json).toMatchObject({
      version: '1.0',
      type: 'video',
      provider_name: 'Louisiana Digital Media Archive',
      provider_url: `${ORIGIN}/`,
      thumbnail_url: `${ORIGIN}/media/thumbs/${CLIP}.svg`,
      width: 640,
      height: 400,
    });
    expect(json.title).toEqual(expect.any(String));
    expect(json.html).toMatch(new RegExp(`^<iframe src="${ORIGIN}/embed/${CLIP}" `));
  });

  it('takes the other detail route and the json format by default, and honours maxwidth', async () => {
    await start();
    const answer = await oembed({ url: `${ORIGIN}/video-player/${CLIP}?t=2`, maxwidth: '320' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ width: 320, height: 220 });
  });

  it.each([
    ['no url', {}, 400],
    ['format=xml', { url: `${ORIGIN}/video_v2/asset-detail/${CLIP}`, format: 'xml' }, 501],
    ['another site', { url: `https://elsewhere.example/video_v2/asset-detail/${CLIP}` }, 404],
    ['a page that is no video', { url: `${ORIGIN}/about-ldma` }, 404],
    [
      'a non-public video',
      { url: `${ORIGIN}/video_v2/asset-detail/${DEMO_IDS.nonPublicClip}` },
      404,
    ],
    ['an unknown video', { url: `${ORIGIN}/video_v2/asset-detail/NOPE-1` }, 404],
  ])('refuses %s', async (_, query: Record<string, string>, status) => {
    await start();
    const answer = await oembed(query);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(status === 404 ? MISSING_CACHE : NO_STORE);
  });
});

describe('an archive that fails', () => {
  it.each([
    ['oEmbed', `/oembed?url=${encodeURIComponent(`${ORIGIN}/video_v2/asset-detail/${CLIP}`)}`],
    ['IIIF manifest', `/iiif/${CLIP}/manifest.json`],
  ])('makes the %s 502 with Retry-After, never kept, and never a 404', async (what, path) => {
    await start();
    api.down = true;
    const answer = await get(path);
    expect(answer.status).toBe(502);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(logger.messages.some((m) => m.startsWith(`${what} of ${CLIP} failed`))).toBe(true);
  });

  it('sends a manifest without its captions, never kept, when only their host fails', async () => {
    await start();
    api.captionsDown = true;
    const answer = await get(`/iiif/${CLIP}/manifest.json`);
    expectOk(answer, IIIF_TYPE, NO_STORE);
    const manifest = JSON.parse(answer.body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(manifest.items[0]).not.toHaveProperty('annotations');
  });
});

describe('IIIF manifests', () => {
  it('describe a public video, readable from any site', async () => {
    await start();
    const answer = await get(`/iiif/${CLIP}/manifest.json`);
    expectOk(answer, IIIF_TYPE, RESOURCE_CACHE);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const manifest = JSON.parse(answer.body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(iiifProblems(manifest)).toEqual([]);
    expect(manifest.id).toBe(`${ORIGIN}/iiif/${CLIP}/manifest.json`);
    expect(manifest.items[0].duration).toBe(9);
    expect(manifest.items[0].items[0].items[0].body.id).toBe(
      `${ORIGIN}/media/video/demo_clip_iPod.mp4`,
    );
    expect(manifest.items[0].annotations[0].items[0].body.id).toBe(
      `${ORIGIN}/captions/${CLIP}.vtt`,
    );
    expect(manifest.start.selector).toEqual({ type: 'PointSelector', t: 3 });
  });

  it('name captions only for a video that has some', async () => {
    await start();
    const answer = await get(`/iiif/${DEMO_IDS.noCaptionsClip}/manifest.json`);
    const manifest = JSON.parse(answer.body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(iiifProblems(manifest)).toEqual([]);
    expect(manifest.items[0]).not.toHaveProperty('annotations');
  });

  it.each([
    ['a non-public video', DEMO_IDS.nonPublicClip],
    ['an unknown video', 'NOPE-1'],
    ['a video of unknown length', DEMO_IDS.untimedClip],
  ])('are 404 for %s', async (_, id) => {
    await start();
    const answer = await get(`/iiif/${id}/manifest.json`);
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe(MISSING_CACHE);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('point at captions other sites can read', async () => {
    await start();
    const captions = await get(`/captions/${CLIP}.vtt`);
    expect(captions.status).toBe(200);
    expect(captions.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('with SITE_ORIGIN set', () => {
  it('names it in every file, whatever Host and scheme a request claims', async () => {
    await start();
    const forged = { headers: { Host: 'attacker.example', 'X-Forwarded-Proto': 'http' } };
    const oembedQuery = new URLSearchParams({ url: `${ORIGIN}/video_v2/asset-detail/${CLIP}` });
    const paths = [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/sitemaps/videos-1.xml',
      '/feeds/blog.xml',
      '/feeds/videos.xml',
      `/oembed?${oembedQuery.toString()}`,
      `/iiif/${CLIP}/manifest.json`,
    ];
    for (const path of paths) {
      const answer = await get(path, forged);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.body).toContain(ORIGIN);
      expect(answer.body).not.toContain('attacker.example');
    }
    // A link on the forged host is no page of the site.
    const foreign = new URLSearchParams({
      url: `http://attacker.example/video_v2/asset-detail/${CLIP}`,
    });
    expect((await get(`/oembed?${foreign.toString()}`, forged)).status).toBe(404);
  });
});
