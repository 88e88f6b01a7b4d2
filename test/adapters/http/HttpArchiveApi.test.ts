/** @jest-environment node */
import { HttpArchiveApi } from '../../../src/adapters/http/HttpArchiveApi';
import { HttpBlogApi } from '../../../src/adapters/http/HttpBlogApi';
import { HttpClient } from '../../../src/adapters/http/HttpClient';
import { HttpContactApi } from '../../../src/adapters/http/HttpContactApi';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import type { DefaultThumbnails } from '../../../src/core/rules/media/media';
import { aContactMessage } from '../../support/builders';
import { FakeFetch, type Reply, type SeenRequest } from './fakeFetch';

const API = 'https://api.example.org/';
const DEFAULTS: DefaultThumbnails = { [LPB]: '/img/lpb.svg', [LSA]: '/img/lsa.svg' };
const LIST =
  '<ArrayOfAsset><Asset><Id>1</Id><Type>Series</Type><seriesTitle>S</seriesTitle></Asset></ArrayOfAsset>';
const COUNT = '<AllAssets><Count>31</Count></AllAssets>';

function setUp(handler: (request: SeenRequest) => Reply = () => ({ body: LIST })) {
  const net = new FakeFetch(handler);
  const client = new HttpClient({
    baseUrl: API,
    fetch: net.fetch,
    cookies: () => '',
    cacheTtlMs: 0,
  });
  return {
    net,
    archive: new HttpArchiveApi(client, DEFAULTS),
    blogs: new HttpBlogApi(client, DEFAULTS),
    contact: new HttpContactApi(client),
    paths: () => net.requests.map((r) => r.url.slice(API.length - 1)),
  };
}

describe('HttpArchiveApi: paths and queries', () => {
  it.each([
    ['allAssets', (a: HttpArchiveApi) => a.allAssets('Topic'), '/getAllAssetsApi/Topic'],
    ['trending', (a: HttpArchiveApi) => a.trending(), '/trendingAssetsApi'],
    ['recentlyAdded', (a: HttpArchiveApi) => a.recentlyAdded(), '/recentlyAddedAssetsApi'],
    [
      'relatedPaged',
      (a: HttpArchiveApi) => a.relatedPaged('LPB-SE-12', 2),
      '/getRelatedAssetsPaged/LPB-SE-12/2',
    ],
    ['related', (a: HttpArchiveApi) => a.related('00123'), '/getRelatedAssets/00123'],
    [
      'pagedAssets',
      (a: HttpArchiveApi) => a.pagedAssets({ Page: 2, CollectionId: LSA, AssetType: 'Series' }),
      '/getAllAssetsApiDataPaged?Page=2&CollectionId=4&AssetType=Series',
    ],
    [
      'pagedAssets for "all"',
      (a: HttpArchiveApi) => a.pagedAssets({ Page: 1, CollectionId: LPB, AssetType: undefined }),
      '/getAllAssetsApiDataPaged?Page=1&CollectionId=3',
    ],
  ])('%s', async (_name, call, path) => {
    const { archive, paths } = setUp();
    const assets = await call(archive);
    expect(paths()).toEqual([path]);
    expect(assets).toEqual([expect.objectContaining({ id: '1', title: 'S', type: 'Series' })]);
  });

  it.each([
    [
      'pagedCount',
      (a: HttpArchiveApi) => a.pagedCount({ Page: 3, CollectionId: LPB, AssetType: 'Topic' }),
      '/getAllAssetsApiPagedCount?CollectionId=3&AssetType=Topic',
    ],
    [
      'pagedCount for "all"',
      (a: HttpArchiveApi) => a.pagedCount({ CollectionId: LSA }),
      '/getAllAssetsApiPagedCount?CollectionId=4',
    ],
    [
      'relatedCount',
      (a: HttpArchiveApi) => a.relatedCount('77'),
      '/getRelatedAssetsApiPagedCount/77',
    ],
  ])('%s', async (_name, call, path) => {
    const { archive, paths } = setUp(() => ({ body: COUNT }));
    await expect(call(archive)).resolves.toBe(31);
    expect(paths()).toEqual([path]);
  });

  it('assetDetail asks for the id and keeps it', async () => {
    const { archive, paths } = setUp(() => ({
      body: '<AssetDetail><clipTitle>C</clipTitle><IsPublic>True</IsPublic></AssetDetail>',
    }));
    await expect(archive.assetDetail('00042')).resolves.toMatchObject({
      id: '00042',
      title: 'C',
      isPublic: true,
    });
    expect(paths()).toEqual(['/assetDetailsApi/00042']);
  });

  it.each([
    ['jazz', 'ALLFIELDS', '/search/jazz/ALLFIELDS'],
    ['new orleans', 'ALLFIELDS', '/search/new%20orleans/ALLFIELDS'],
    ['AC/DC', 'TITLE', '/search/AC%2FDC/TITLE'],
    ['100% cotton', 'ALLFIELDS', '/search/100%25%20cotton/ALLFIELDS'],
    ['#1 hit?', 'ALLFIELDS', '/search/%231%20hit%3F/ALLFIELDS'],
    ['"Huey" Long\'s', 'ALLFIELDS', "/search/%22Huey%22%20Long's/ALLFIELDS"],
    ['café Zydeco', 'ALLFIELDS', '/search/caf%C3%A9%20Zydeco/ALLFIELDS'],
    ['a&b=c', 'ALLFIELDS', '/search/a%26b%3Dc/ALLFIELDS'],
    ['jazz', '', '/search/jazz/ALLFIELDS'],
    ['jazz', '  ', '/search/jazz/ALLFIELDS'],
  ])('search %j by %j asks for %s', async (keyword, by, path) => {
    const { archive, paths } = setUp();
    await archive.search(keyword, by);
    expect(paths()).toEqual([path]);
  });

  it('search with an empty keyword finds nothing and sends nothing', async () => {
    const { archive, net } = setUp();
    await expect(archive.search('', 'ALLFIELDS')).resolves.toEqual([]);
    expect(net.requests).toHaveLength(0);
  });

  it.each(['.', '..'])('search for %j finds nothing and sends nothing', async (keyword) => {
    const { archive, net } = setUp();
    await expect(archive.search(keyword, 'ALLFIELDS')).resolves.toEqual([]);
    expect(net.requests).toHaveLength(0);
  });

  it.each(['..', '.', 'a/..', 'ALLFIELDS/../x', 'unknown'])(
    'search by the unknown field %j asks ALLFIELDS',
    async (by) => {
      const { archive, paths } = setUp();
      await archive.search('jazz', by);
      expect(paths()).toEqual(['/search/jazz/ALLFIELDS']);
    },
  );

  it('encodes ids as one path segment', async () => {
    const { archive, paths } = setUp(() => ({ body: '<AssetDetail/>' }));
    await archive.assetDetail('a/b?c#d');
    expect(paths()).toEqual(['/assetDetailsApi/a%2Fb%3Fc%23d']);
  });
});

describe('HttpArchiveApi: failures name the call', () => {
  it.each([
    [{ status: 500 }, /^assetDetail failed: HTTP 500$/],
    [{ status: 404 }, /^assetDetail failed: HTTP 404$/],
    [
      { body: '<AssetDetail><clipTitle>x</AssetDetail>' },
      /^assetDetail failed: not well-formed XML/,
    ],
    [{ body: '<html><body>Oops</body></html>' }, /^assetDetail failed: .*HTML/],
    [{ body: '' }, /^assetDetail failed: empty body/],
    [new TypeError('fetch failed'), /^assetDetail failed: network error/],
  ])('%j', async (reply, message) => {
    const { archive } = setUp(() => reply);
    await expect(archive.assetDetail('1')).rejects.toThrow(message);
  });

  it.each([
    ['search', (a: HttpArchiveApi) => a.search('x', 'ALLFIELDS')],
    ['pagedAssets', (a: HttpArchiveApi) => a.pagedAssets({ Page: 1 })],
    ['pagedCount', (a: HttpArchiveApi) => a.pagedCount({})],
    ['relatedPaged', (a: HttpArchiveApi) => a.relatedPaged('1', 1)],
    ['relatedCount', (a: HttpArchiveApi) => a.relatedCount('1')],
    ['related', (a: HttpArchiveApi) => a.related('1')],
    ['trending', (a: HttpArchiveApi) => a.trending()],
    ['recentlyAdded', (a: HttpArchiveApi) => a.recentlyAdded()],
    ['allAssets', (a: HttpArchiveApi) => a.allAssets('Series')],
  ])('%s rejects a malformed body with its own name', async (name, call) => {
    const { archive } = setUp(() => ({ body: '<ArrayOfAsset><Asset>' }));
    await expect(call(archive)).rejects.toThrow(new RegExp(`^${name} failed: `));
  });

  it('passes the caller signal through', async () => {
    const { archive, net } = setUp();
    net.hold();
    const controller = new AbortController();
    const call = archive.search('x', 'ALLFIELDS', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toHaveProperty('name', 'AbortError');
  });
});

describe('HttpBlogApi', () => {
  const blog = { key: 'b7', blogtitle: 'Flood', blogactive: 'true' };

  it.each([
    ['allBlogs', (b: HttpBlogApi) => b.allBlogs(), [blog], '/spotlightonhistory/blogs'],
    ['blog', (b: HttpBlogApi) => b.blog('b 7/x'), blog, '/spotlightonhistory/blogs/b%207%2Fx'],
    [
      'blogPage',
      (b: HttpBlogApi) => b.blogPage(2),
      { data: [blog], totalItems: 26 },
      '/blog-pagination/2',
    ],
    [
      'frontpageTrendIds',
      (b: HttpBlogApi) => b.frontpageTrendIds(),
      [{ trend1: '5' }],
      '/spotlightonhistory/frontpage/trends',
    ],
    [
      'frontpageBlogIds',
      (b: HttpBlogApi) => b.frontpageBlogIds(),
      [{ blog1: 'b7' }],
      '/spotlightonhistory/frontpage/blogs',
    ],
  ])('%s asks for its path', async (_name, call, body, path) => {
    const { blogs, paths } = setUp(() => ({ body: JSON.stringify(body) }));
    await call(blogs);
    expect(paths()).toEqual([path]);
  });

  it('maps answers to entities', async () => {
    const { blogs } = setUp((r) =>
      r.url.includes('pagination')
        ? { body: JSON.stringify({ data: [blog], totalItems: 26 }) }
        : { body: JSON.stringify([blog]) },
    );
    await expect(blogs.allBlogs()).resolves.toEqual([
      expect.objectContaining({ key: 'b7', title: 'Flood', active: true }),
    ]);
    await expect(blogs.blog('b7')).resolves.toMatchObject({ key: 'b7' });
    await expect(blogs.blogPage(2)).resolves.toMatchObject({
      totalItems: 26,
      pageSize: 25,
      pageNumber: 2,
    });
  });

  it.each([
    ['malformed JSON', { body: '{"data": [' }],
    ['an HTML page with 200', { body: '<!doctype html><html><body>Login</body></html>' }],
    ['an empty body', { body: '' }],
    ['the wrong shape', { body: '"just a string"' }],
    ['a server error', { status: 500 }],
  ])('rejects %s, naming the call', async (_name, reply) => {
    const { blogs } = setUp(() => reply);
    await expect(blogs.allBlogs()).rejects.toThrow(/^allBlogs failed: /);
    await expect(blogs.blogPage(1)).rejects.toThrow(/^blogPage failed: /);
    await expect(blogs.frontpageTrendIds()).rejects.toThrow(/^frontpageTrendIds failed: /);
  });

  it('a blog id with no blog rejects', async () => {
    const { blogs } = setUp(() => ({ body: '[]' }));
    await expect(blogs.blog('nope')).rejects.toThrow(/^blog failed: /);
  });
});

describe('HttpContactApi', () => {
  const message = aContactMessage();

  it('POSTs exactly the seven contract fields to /contact', async () => {
    const { contact, net, paths } = setUp(() => ({ status: 201 }));
    await contact.send({ ...message, extra: 'dropped' } as typeof message);
    expect(paths()).toEqual(['/contact']);
    expect(net.requests[0]?.method).toBe('POST');
    expect(JSON.parse(net.requests[0]?.body ?? '')).toEqual(message);
  });

  it('POSTs { response: token } to /reCaptcha', async () => {
    const { contact, net, paths } = setUp(() => ({ status: 200, body: '{"success": false}' }));
    await contact.verifyCaptcha('tok');
    expect(paths()).toEqual(['/reCaptcha']);
    expect(JSON.parse(net.requests[0]?.body ?? '')).toEqual({ response: 'tok' });
  });

  it('rejects a non-2xx answer, naming the call', async () => {
    const { contact } = setUp(() => ({ status: 400 }));
    await expect(contact.send(message)).rejects.toThrow('contact failed: HTTP 400');
    await expect(contact.verifyCaptcha('t')).rejects.toThrow('verifyCaptcha failed: HTTP 400');
  });
});
