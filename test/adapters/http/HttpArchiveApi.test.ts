/** @jest-environment node */
import type { HttpArchiveApi } from '../../../src/adapters/http/HttpArchiveApi';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import { FakeFetch, type Reply, type SeenRequest } from './fakeFetch';
import { httpPortsOver, pathsAsked } from './testClient';

const LIST =
  '<ArrayOfAsset><Asset><Id>1</Id><Type>Series</Type><seriesTitle>S</seriesTitle></Asset></ArrayOfAsset>';
const COUNT = '<AllAssets><Count>31</Count></AllAssets>';

function setUp(handler: (request: SeenRequest) => Reply = () => ({ body: LIST })) {
  const net = new FakeFetch(handler);
  const { archive } = httpPortsOver(net, { cacheTtlMs: 0 });
  return { net, archive, paths: () => pathsAsked(net) };
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
      'pagedAssets for "all", an empty asset type (SPEC §4)',
      (a: HttpArchiveApi) => a.pagedAssets({ Page: 1, CollectionId: LPB, AssetType: '' }),
      '/getAllAssetsApiDataPaged?Page=1&CollectionId=3&AssetType=',
    ],
    [
      'pagedAssets without an asset type',
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
      (a: HttpArchiveApi) => a.pagedCount({ CollectionId: LSA, AssetType: '' }),
      '/getAllAssetsApiPagedCount?CollectionId=4&AssetType=',
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
