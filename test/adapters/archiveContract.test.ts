/** @jest-environment node */
/*
 * One contract, two adapters: the same assertions run against the HTTP adapters talking to
 * the demo API over a loopback port, and against the in-memory adapters over the same
 * catalogue. A final sweep checks that both give equal answers call by call, so the
 * in-memory fake cannot drift from what the site gets over HTTP.
 */
import { HttpArchiveApi } from '../../src/adapters/http/HttpArchiveApi';
import { HttpBlogApi } from '../../src/adapters/http/HttpBlogApi';
import { HttpClient } from '../../src/adapters/http/HttpClient';
import { HttpContactApi } from '../../src/adapters/http/HttpContactApi';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { DEMO_BLOG_PAGE_SIZE } from '../../src/adapters/memory/InMemoryBlogApi';
import type { Asset } from '../../src/core/entities/Asset';
import { PAGE_SIZE, type ApiAssetType, type PagedQuery } from '../../src/core/entities/Browse';
import { LPB, LSA } from '../../src/core/entities/Collection';
import type { ContactMessage } from '../../src/core/entities/Contact';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import type { BlogApi } from '../../src/core/ports/BlogApi';
import type { ContactApi } from '../../src/core/ports/ContactApi';
import type { DefaultThumbnails } from '../../src/core/rules/media/media';
import { buildDemoCatalogue, DEMO_ASSET_IDS, DEMO_IDS } from '../../demo-api/catalogue';
import { BLOG_PAGE_SIZE, startDemoApi, type DemoApi } from '../../demo-api/server';

const DEFAULTS: DefaultThumbnails = {
  [LPB]: '/img/lpb-default.svg',
  [LSA]: '/img/lsa-default.svg',
};
const catalogue = buildDemoCatalogue();

interface Subject {
  archive: ArchiveApi;
  blogs: BlogApi;
  contact: ContactApi;
  /** Bodies of the contact messages that reached the other side. */
  sentMessages(): unknown[];
  /** Bodies of the captcha checks that reached the other side. */
  sentCaptchas(): unknown[];
}

let api: DemoApi;
let http: Subject;
let memory: Subject;

beforeAll(async () => {
  api = await startDemoApi({ port: 0, host: '127.0.0.1' });
  // No cache: every call of the contract must reach the server.
  const client = new HttpClient({ baseUrl: `${api.url}/`, cacheTtlMs: 0, cookies: () => '' });
  http = {
    archive: new HttpArchiveApi(client, DEFAULTS),
    blogs: new HttpBlogApi(client, DEFAULTS),
    contact: new HttpContactApi(client),
    sentMessages: () => api.contactPosts,
    sentCaptchas: () => api.captchaPosts,
  };
  // The demo API answers its media relative to the site, as the in-memory adapters do.
  const local = fromDemoCatalogue({ defaults: DEFAULTS });
  memory = {
    ...local,
    sentMessages: () => local.contact.messages,
    sentCaptchas: () => local.contact.captchaTokens.map((response) => ({ response })),
  };
});

afterAll(async () => {
  await api?.close();
});

const ODD_KEYWORDS = [
  'new orleans',
  'AC/DC',
  '100%',
  '50% off',
  '#1',
  'what?',
  '"quoted"',
  "Governor's",
  'Governor\u2019s',
  'caf\u00e9',
  'Cajun & Creole',
  '\u65e5\u672c',
  'a+b',
  '%2F',
  '  ',
  'St. Louis',
  '..x',
  'x/../y',
  'back\\slash',
];

const ids = (assets: Asset[]) => assets.map((a) => a.identifier);

describe.each([
  ['HTTP over the demo API', () => http],
  ['in memory', () => memory],
])('the archive contract: %s', (_name, subject) => {
  const archive = () => subject().archive;
  const blogs = () => subject().blogs;

  describe('lists', () => {
    it('trending and recently added hold public assets', async () => {
      for (const list of [await archive().trending(), await archive().recentlyAdded()]) {
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((a) => a.isPublic && a.id !== '' && a.title !== '')).toBe(true);
      }
    });

    it.each<ApiAssetType>(['Series', 'Topic', 'Program'])(
      'allAssets(%s) lists that type only',
      async (type) => {
        const list = await archive().allAssets(type);
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((a) => a.type === type)).toBe(true);
      },
    );

    it('normalises thumbnails: storage URLs to the path form, empty ones to the default', async () => {
      const all = await pagesOf(archive(), { CollectionId: LPB });
      const byId = new Map(all.map((a) => [a.identifier, a]));
      expect(byId.get(DEMO_IDS.s3ThumbnailClip)?.thumbnail).toMatch(
        /^https:\/\/s3\.amazonaws\.com\/ldma-media\//,
      );
      expect(byId.get(DEMO_IDS.httpThumbnailClip)?.thumbnail).toMatch(/^https:\/\//);
      expect(byId.get(DEMO_IDS.emptyThumbnailClip)?.thumbnail).toBe(DEFAULTS[LPB]);
    });
  });

  describe('paging and counts', () => {
    it.each<[string, PagedQuery]>([
      ['LPB, all', { CollectionId: LPB }],
      ['LPB, series', { CollectionId: LPB, AssetType: 'Series' }],
      ['LSA, all', { CollectionId: LSA }],
      ['LSA, all sent as AssetType=', { CollectionId: LSA, AssetType: '' }],
      ['both collections', {}],
      ['both collections, all sent as AssetType=', { AssetType: '' }],
    ])('pages of 25 add up to the count (%s)', async (_name, query) => {
      const count = await archive().pagedCount(query);
      const all = await pagesOf(archive(), query);
      expect(all).toHaveLength(count);
      expect(new Set(ids(all)).size).toBe(count);
      const first = await archive().pagedAssets({ ...query, Page: 1 });
      expect(first).toHaveLength(Math.min(PAGE_SIZE, count));
      if (query.CollectionId)
        expect(all.every((a) => a.collection === query.CollectionId)).toBe(true);
      if (query.AssetType) expect(all.every((a) => a.type === query.AssetType)).toBe(true);
    });

    it('the count ignores the page', async () => {
      const query = { CollectionId: LPB } as const;
      expect(await archive().pagedCount({ ...query, Page: 3 })).toBe(
        await archive().pagedCount(query),
      );
    });

    it('a page past the end, page 0 and an impossible filter are empty', async () => {
      expect(await archive().pagedAssets({ Page: 999, CollectionId: LPB })).toEqual([]);
      expect(await archive().pagedAssets({ Page: 0, CollectionId: LPB })).toEqual([]);
      expect(
        await archive().pagedAssets({ Page: 1, CollectionId: LSA, AssetType: 'Topic' }),
      ).toEqual([]);
      expect(await archive().pagedCount({ CollectionId: LSA, AssetType: 'Program' })).toBe(0);
    });

    it('a big series pages its members by 25, with a matching count', async () => {
      const count = await archive().relatedCount(DEMO_IDS.bigSeries);
      expect(count).toBeGreaterThan(PAGE_SIZE);
      const one = await archive().relatedPaged(DEMO_IDS.bigSeries, 1);
      const two = await archive().relatedPaged(DEMO_IDS.bigSeries, 2);
      expect(one).toHaveLength(PAGE_SIZE);
      expect(two).toHaveLength(count - PAGE_SIZE);
      expect(ids([...one, ...two])).toEqual(ids(await archive().related(DEMO_IDS.bigSeries)));
      expect(await archive().relatedPaged(DEMO_IDS.bigSeries, 3)).toEqual([]);
    });

    it('related works by numeric Id too, and an unknown id has none', async () => {
      expect(ids(await archive().related(DEMO_ASSET_IDS.bigTopic))).toEqual(
        ids(await archive().related(DEMO_IDS.bigTopic)),
      );
      expect(await archive().related('no-such-asset')).toEqual([]);
      expect(await archive().relatedCount('no-such-asset')).toBe(0);
    });
  });

  describe('detail', () => {
    it('reads a playable clip inside the contract', async () => {
      const d = await archive().assetDetail(DEMO_IDS.playableClip);
      expect(d).toMatchObject({
        id: DEMO_IDS.playableClip,
        assetType: 'Clip',
        collection: LPB,
        title: 'Governor McKeithen on the Superdome',
        isPublic: true,
      });
      expect(d.descriptions.length).toBeGreaterThan(0);
      expect(d.descriptions.every((x) => x.type === 'Abstract')).toBe(true);
      expect(d.contributors).toContainEqual({ name: 'John McKeithen', role: 'Interviewee' });
      expect(d.contributors.every((c) => c.name !== '' && c.role !== '')).toBe(true);
      expect(d.mediaUrl).toMatch(/\.mp4$/);
    });

    it('keeps an identifier with leading zeros, and accepts the numeric Id', async () => {
      expect(DEMO_IDS.leadingZeroClip).toMatch(/^0/);
      const byIdentifier = await archive().assetDetail(DEMO_IDS.leadingZeroClip);
      const byId = await archive().assetDetail(DEMO_ASSET_IDS.leadingZeroClip);
      expect(byIdentifier.id).toBe(DEMO_IDS.leadingZeroClip);
      expect({ ...byId, id: '' }).toEqual({ ...byIdentifier, id: '' });
    });

    it('a non-public asset resolves with isPublic false', async () => {
      expect((await archive().assetDetail(DEMO_IDS.nonPublicClip)).isPublic).toBe(false);
    });

    it('a Note placed first is dropped, an asset with no Abstract has none', async () => {
      const noteFirst = await archive().assetDetail(DEMO_IDS.noteFirstClip);
      expect(noteFirst.descriptions[0]?.type).toBe('Abstract');
      expect((await archive().assetDetail(DEMO_IDS.noAbstractClip)).descriptions).toEqual([]);
    });

    it('an unknown asset rejects, naming the call', async () => {
      await expect(archive().assetDetail('no-such-asset')).rejects.toThrow(
        /^assetDetail failed: HTTP 404$/,
      );
    });
  });

  describe('search', () => {
    it('finds a title whatever the case, and ranks title matches first', async () => {
      const found = await archive().search('SUPERDOME', 'ALLFIELDS');
      expect(ids(found)).toContain(DEMO_IDS.playableClip);
      expect(found[0]?.title.toLowerCase()).toContain('superdome');
    });

    it('a blank search field means ALLFIELDS', async () => {
      expect(ids(await archive().search('superdome', ''))).toEqual(
        ids(await archive().search('superdome', 'ALLFIELDS')),
      );
    });

    it('includes non-public assets, as the real index does', async () => {
      const d = await archive().assetDetail(DEMO_IDS.nonPublicClip);
      expect(ids(await archive().search(d.title, 'TITLE'))).toContain(DEMO_IDS.nonPublicClip);
    });

    it.each(ODD_KEYWORDS)('survives the keyword %j', async (keyword) => {
      const found = await archive().search(keyword, 'ALLFIELDS');
      expect(Array.isArray(found)).toBe(true);
    });

    it('an empty keyword finds nothing', async () => {
      expect(await archive().search('', 'ALLFIELDS')).toEqual([]);
    });

    it.each(['.', '..'])('the keyword %j, a path step, finds nothing', async (keyword) => {
      expect(await archive().search(keyword, 'ALLFIELDS')).toEqual([]);
    });

    it('an unknown search field searches all fields', async () => {
      expect(ids(await archive().search('superdome', '..'))).toEqual(
        ids(await archive().search('superdome', 'ALLFIELDS')),
      );
    });
  });

  describe('blogs', () => {
    it('lists every blog, newest first', async () => {
      const list = await blogs().allBlogs();
      expect(list.map((b) => b.key).sort()).toEqual(catalogue.blogs.map((b) => b.key).sort());
      const dates = list.map((b) => b.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(list.find((b) => b.key === 'b10')?.active).toBe(false);
      expect(list.find((b) => b.key === 'b9')?.active).toBe(true);
    });

    it('reads one blog by key, and rejects an unknown key', async () => {
      await expect(blogs().blog('b1')).resolves.toMatchObject({
        key: 'b1',
        title: 'The 1927 Flood on Film',
      });
      await expect(blogs().blog('no-such-blog')).rejects.toThrow(/^blog failed: HTTP 404$/);
    });

    it('pages blogs with the server page size and total', async () => {
      const one = await blogs().blogPage(1);
      const two = await blogs().blogPage(2);
      expect(one).toMatchObject({
        pageSize: BLOG_PAGE_SIZE,
        pageNumber: 1,
        totalItems: catalogue.blogs.length,
      });
      expect(one.data).toHaveLength(BLOG_PAGE_SIZE);
      expect(two.data).toHaveLength(catalogue.blogs.length - BLOG_PAGE_SIZE);
      expect((await blogs().blogPage(99)).data).toEqual([]);
    });

    it('gives the frontpage ids in key order, without empty ones', async () => {
      const trends = Object.values(catalogue.trends[0] ?? {}).filter(Boolean);
      await expect(blogs().frontpageTrendIds()).resolves.toEqual(trends);
      await expect(blogs().frontpageBlogIds()).resolves.toEqual(['b1', 'b4', 'b6']);
    });
  });

  describe('contact', () => {
    const message: ContactMessage = {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      zip: '70801',
      message: 'Licensing footage of the 1927 flood \u2014 whom do I ask?',
      location: 'Baton Rouge',
      reCaptcha: 'token-1',
      'g-recaptcha-response': 'token-1',
    };

    it('delivers the message exactly as the contract writes it', async () => {
      const before = subject().sentMessages().length;
      await subject().contact.send(message);
      expect(subject().sentMessages().slice(before)).toEqual([message]);
    });

    it('delivers the captcha token as { response }', async () => {
      const before = subject().sentCaptchas().length;
      await subject().contact.verifyCaptcha('token-2');
      expect(subject().sentCaptchas().slice(before)).toEqual([{ response: 'token-2' }]);
    });
  });
});

/** Every page of a paged query, in order, until a short page. */
async function pagesOf(archive: ArchiveApi, query: PagedQuery): Promise<Asset[]> {
  const all: Asset[] = [];
  for (let page = 1; page < 100; page += 1) {
    const items = await archive.pagedAssets({ ...query, Page: page });
    all.push(...items);
    if (items.length < PAGE_SIZE) break;
  }
  return all;
}

describe('both adapters give equal answers', () => {
  const containers = catalogue.assets.filter((a) =>
    ['Series', 'Topic', 'Program'].includes(a.Type),
  );

  it('the in-memory blog page size is the demo server’s', () => {
    expect(DEMO_BLOG_PAGE_SIZE).toBe(BLOG_PAGE_SIZE);
  });

  it('for the short lists', async () => {
    expect(await http.archive.trending()).toEqual(await memory.archive.trending());
    expect(await http.archive.recentlyAdded()).toEqual(await memory.archive.recentlyAdded());
    for (const type of ['Series', 'Topic', 'Program'] as const) {
      expect(await http.archive.allAssets(type)).toEqual(await memory.archive.allAssets(type));
    }
  });

  it('for every browse filter, page and count', async () => {
    for (const CollectionId of [LPB, LSA, undefined] as const) {
      for (const AssetType of ['Series', 'Topic', 'Program', '', undefined] as const) {
        const query: PagedQuery = { CollectionId, AssetType };
        expect(await http.archive.pagedCount(query)).toBe(await memory.archive.pagedCount(query));
        for (const Page of [0, 1, 2, 7, undefined]) {
          expect(await http.archive.pagedAssets({ ...query, Page })).toEqual(
            await memory.archive.pagedAssets({ ...query, Page }),
          );
        }
      }
    }
  });

  it('for every asset detail', async () => {
    for (const asset of catalogue.assets) {
      expect(await http.archive.assetDetail(asset.Identifier)).toEqual(
        await memory.archive.assetDetail(asset.Identifier),
      );
    }
  });

  it('for the related lists of every container and of a few members', async () => {
    const members = [
      DEMO_IDS.playableClip,
      DEMO_IDS.episode,
      DEMO_IDS.lsaSegment,
      DEMO_IDS.standaloneClip,
    ];
    for (const id of [...containers.map((c) => c.Identifier), ...members]) {
      expect(await http.archive.related(id)).toEqual(await memory.archive.related(id));
      expect(await http.archive.relatedCount(id)).toBe(await memory.archive.relatedCount(id));
      for (const page of [1, 2]) {
        expect(await http.archive.relatedPaged(id, page)).toEqual(
          await memory.archive.relatedPaged(id, page),
        );
      }
    }
  });

  it.each([...ODD_KEYWORDS, 'superdome', 'Flood', 'NEW ORLEANS', 'mckeithen'])(
    'for the search %j',
    async (keyword) => {
      for (const by of ['ALLFIELDS', 'TITLE', 'SUBJECT', '']) {
        expect(await http.archive.search(keyword, by)).toEqual(
          await memory.archive.search(keyword, by),
        );
      }
    },
  );

  it('for the blogs', async () => {
    expect(await http.blogs.allBlogs()).toEqual(await memory.blogs.allBlogs());
    for (const blog of catalogue.blogs) {
      expect(await http.blogs.blog(blog.key)).toEqual(await memory.blogs.blog(blog.key));
    }
    for (const page of [0, 1, 2, 3, 1.5]) {
      expect(await http.blogs.blogPage(page)).toEqual(await memory.blogs.blogPage(page));
    }
    expect(await http.blogs.frontpageTrendIds()).toEqual(await memory.blogs.frontpageTrendIds());
    expect(await http.blogs.frontpageBlogIds()).toEqual(await memory.blogs.frontpageBlogIds());
  });
});
