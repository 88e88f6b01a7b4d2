import { normaliseFilter } from '../../../src/core/entities/Browse';
import {
  browseAddressParams,
  fillPattern,
  itemTarget,
  paths,
  pathTo,
  patternParams,
  SEARCH_QUERY,
  momentPath,
} from '../../../src/core/routes/routeTable';

describe('routes', () => {
  it.each([
    [{ type: 'Series', identifier: 'S1' }, '/sublisting/Series/S1'],
    [{ type: 'Topic', identifier: 'T1' }, '/sublisting/Topic/T1'],
    [{ type: 'Clip', identifier: '00042' }, '/video_v2/asset-detail/00042'],
    [{ type: 'Program', identifier: 'P1' }, '/video_v2/asset-detail/P1'],
  ])('sends %j to its sub-listing if it holds others, else to its detail', (item, target) => {
    expect(itemTarget(item)).toBe(target);
  });

  it('uses the detail route and the sub-listing category asked for', () => {
    expect(itemTarget({ type: 'Program', identifier: 'P1' }, 'videoPlayer')).toBe(
      '/video-player/P1',
    );
    expect(
      itemTarget({ type: 'Topic', identifier: 'T1' }, 'videoPlayer', (t) => t.toLowerCase()),
    ).toBe('/sublisting/topic/T1');
  });

  it('builds the browse, search and sub-listing paths', () => {
    expect(paths.browse()).toBe('/browse-all-videos');
    expect(paths.browse(4)).toBe('/browse-all-videos/4');
    expect(paths.browse(3, 'series', 2)).toBe('/browse-all-videos/3/series/page/2');
    expect(paths.subListing('series', 'S 1', 3)).toBe('/sublisting/series/S%201/page/3');
    expect(paths.search('flood & "levee"/1927', 'ALLFIELDS')).toBe(
      '/search?keyword=flood+%26+%22levee%22%2F1927&search_by=ALLFIELDS',
    );
  });
});

describe('browse with no collection (every collection)', () => {
  it.each([
    [undefined, undefined, '/browse-all-videos'],
    ['all', 1, '/browse-all-videos'],
    ['series', 2, '/browse-all-videos?category=series&page=2'],
    ['topic', 1, '/browse-all-videos?category=topic'],
    ['all', 3, '/browse-all-videos?page=3'],
  ] as const)(
    'category %p, page %p is %p, with no collection in the path',
    (category, page, path) => {
      expect(paths.browse(undefined, category, page)).toBe(path);
      // SPEC §4: a collection is 3 or 4; nothing else stands in its place.
      expect(path).not.toMatch(/\/browse-all-videos\/all/);
    },
  );

  it('reads its own address back as no collection', () => {
    const params = browseAddressParams({}, '?category=series&page=2');
    const filter = normaliseFilter(params);
    expect(filter).toEqual({ category: 'series', page: 2 });
    expect(paths.browse(filter.collection, filter.category, filter.page)).toBe(
      '/browse-all-videos?category=series&page=2',
    );
  });

  it('still reads the older address with `all` in place of a collection', () => {
    const filter = normaliseFilter({ collection: 'all', category: 'series', page: '2' });
    expect(filter).toEqual({ category: 'series', page: 2 });
  });

  it('lets route parameters win over the query', () => {
    expect(browseAddressParams({ collection: '3', category: 'topic' }, '?category=series')).toEqual(
      { collection: '3', category: 'topic', page: undefined },
    );
  });
});

describe('filling a route pattern', () => {
  it('encodes each value, and leaves a missing one empty', () => {
    expect(patternParams('/sublisting/:category/:id/page/:page')).toEqual([
      'category',
      'id',
      'page',
    ]);
    expect(
      fillPattern('/sublisting/:category/:id/page/:page', { category: 'a/b', id: 'x y', page: 2 }),
    ).toBe('/sublisting/a%2Fb/x%20y/page/2');
    expect(fillPattern('/blog/:id')).toBe('/blog/');
  });

  it('fills the pattern with the most parameters given', () => {
    expect(pathTo('browse')).toBe('/browse-all-videos');
    expect(pathTo('browse', { collection: 4, category: undefined })).toBe('/browse-all-videos/4');
    expect(pathTo('browse', { collection: 4, category: 'all' })).toBe('/browse-all-videos/4/all');
    expect(pathTo('browse', { collection: 4, category: 'all', page: 3 })).toBe(
      '/browse-all-videos/4/all/page/3',
    );
  });
});

describe('the addresses controls use without script', () => {
  it('names a page of the blog list by ?page=, and the list alone without one', () => {
    expect(paths.blogList()).toBe('/spotlight-on-history');
    expect(paths.blogList(1)).toBe('/spotlight-on-history?page=1');
    expect(paths.blogList(12)).toBe('/spotlight-on-history?page=12');
  });

  it('builds the search address from the names the search form sends', () => {
    const url = new URL(paths.search('flood 1927', 'ALLFIELDS'), 'https://x.example');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get(SEARCH_QUERY.keyword)).toBe('flood 1927');
    expect(url.searchParams.get(SEARCH_QUERY.searchBy)).toBe('ALLFIELDS');
  });
});

describe('addresses of search filters and of moments of a video', () => {
  it('adds the filter to the search address, before the page', () => {
    expect(paths.search('flood', 'ALLFIELDS', 2, { collection: 4, type: 'Segment' })).toBe(
      '/search?keyword=flood&search_by=ALLFIELDS&collection=4&type=segment&page=2',
    );
    expect(paths.search('flood', 'ALLFIELDS', 1, { type: 'Clip' })).toBe(
      '/search?keyword=flood&search_by=ALLFIELDS&type=clip',
    );
    expect(SEARCH_QUERY).toMatchObject({ collection: 'collection', type: 'type' });
  });

  it("adds the catalogue index's decade and parish as the explore pages write them", () => {
    expect(
      paths.search('flood', 'ALLFIELDS', 3, { collection: 3, decade: 1960, parish: '22097' }),
    ).toBe(
      '/search?keyword=flood&search_by=ALLFIELDS&collection=3&decade=1960s&parish=st-landry&page=3',
    );
    expect(SEARCH_QUERY).toMatchObject({ decade: 'decade', parish: 'parish' });
  });

  it.each([
    ['/video_v2/asset-detail/A-1', 'flood', undefined, '/video_v2/asset-detail/A-1?keyword=flood'],
    ['/video-player/A-1', 'Huey Long', 12.9, '/video-player/A-1?keyword=Huey+Long&t=12'],
    ['/video-player/A-1', 'a&b=c', 0, '/video-player/A-1?keyword=a%26b%3Dc&t=0'],
    ['/video_v2/asset-detail/A-1', '  ', 30, '/video_v2/asset-detail/A-1?t=30'],
    ['/video_v2/asset-detail/A-1', '', undefined, '/video_v2/asset-detail/A-1'],
  ])('%s with %p at %p s is %s', (path, keyword, seconds, address) => {
    expect(momentPath(path, keyword, seconds)).toBe(address);
  });
});
