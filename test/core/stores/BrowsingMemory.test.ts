import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import {
  BrowsingMemory,
  MAX_REMEMBERED_ASSETS,
  MAX_REMEMBERED_LISTS,
} from '../../../src/core/stores/BrowsingMemory';
import { openedFrom } from '../../support/browsing';

const STORAGE_KEY = 'ldma.browsing';

/** The memory of a tab that has not browsed yet. */
const fresh = () => new BrowsingMemory(new MemoryKeyValueStore());

/** The memory of a tab whose storage holds `text` from an earlier page load. */
function restoredFrom(text: string): BrowsingMemory {
  const storage = new MemoryKeyValueStore();
  storage.set(STORAGE_KEY, text);
  return new BrowsingMemory(storage);
}

/** What the memory last saved in `storage`. */
const savedIn = (storage: MemoryKeyValueStore) =>
  JSON.parse(storage.get(STORAGE_KEY) ?? '{}') as Record<string, unknown>;

describe('BrowsingMemory', () => {
  it('starts at every collection, all, page 1 with no flags', () => {
    const memory = fresh();
    expect(memory.state.collection).toBeUndefined();
    expect(memory.browseRoute).toBe('/browse-all-videos');
    expect(memory.backRouteOf('C1')).toBe('/browse-all-videos');
    expect(memory.pageOf('anything')).toBe(1);
  });

  it('sends the detail back to the remembered browse page', () => {
    const memory = fresh();
    memory.rememberBrowse(4, 'series', 3);
    openedFrom(memory, 'C1', 'browse', '/browse-all-videos/4/series/page/3');
    expect(memory.state.browsePageByAsset.C1).toBe('/browse-all-videos/4/series/page/3');
    expect(memory.backRouteOf('C1')).toBe('/browse-all-videos/4/series/page/3');
  });

  it('sends the detail back to the sub-listing when the sublisting flag is set', () => {
    const memory = fresh();
    openedFrom(memory, 'E1', 'subListing', '/sublisting/series/S1/page/2');
    expect(memory.state.fromSubListing).toBe(true);
    expect(memory.state.subListingPageByAsset.E1).toBe('/sublisting/series/S1/page/2');
    expect(memory.backRouteOf('E1')).toBe('/sublisting/series/S1/page/2');
  });

  it('sends a detail opened from search back to browse at the remembered page, the search flag set', () => {
    const memory = fresh();
    memory.rememberBrowse(4, 'series', 3);
    openedFrom(memory, 'C1', 'browse', '/browse-all-videos/4/series/page/2');
    openedFrom(memory, 'C1', 'search', '/search?keyword=flood&search_by=ALLFIELDS');
    expect(memory.state).toMatchObject({
      fromSearch: true,
      fromSubListing: false,
      previousRoute: '/search?keyword=flood&search_by=ALLFIELDS',
    });
    expect(memory.backRouteOf('C1')).toBe('/browse-all-videos/4/series/page/3');
  });

  it('remembers the type of the item opened last, through a reload', () => {
    const storage = new MemoryKeyValueStore();
    const memory = new BrowsingMemory(storage);
    memory.start();
    expect(memory.state.categoryType).toBe('');
    memory.rememberOpened({ identifier: 'S1', type: 'Series' }, { kind: 'home', route: '/' });
    expect(memory.state.categoryType).toBe('Series');
    memory.rememberOpened(
      { identifier: 'C2', type: 'clip' },
      { kind: 'detail', route: '/video_v2/asset-detail/C1', asset: 'C1' },
    );
    expect(memory.state.categoryType).toBe('Clip');
    expect(savedIn(storage).categoryType).toBe('Clip');
    expect(new BrowsingMemory(storage).state.categoryType).toBe('Clip');
    memory.rememberOpened({ identifier: 'X', type: 'Poster' }, { kind: 'home', route: '/' });
    expect(memory.state.categoryType).toBe('');
  });

  it('keeps the way back when a related item replaces the detail', () => {
    const memory = fresh();
    openedFrom(memory, 'C1', 'subListing', '/sublisting/topic/T1/page/1');
    openedFrom(memory, 'C2', 'detail', '/video_v2/asset-detail/C1');
    expect(memory.state.identifier).toBe('C2');
    expect(memory.backRouteOf('C2')).toBe('/sublisting/topic/T1/page/1');
  });

  it('clears the flags when an item opens from browse or home', () => {
    const memory = fresh();
    openedFrom(memory, 'C1', 'search', '/search?keyword=x&search_by=ALLFIELDS');
    openedFrom(memory, 'C2', 'home', '/');
    expect(memory.state).toMatchObject({ fromSearch: false, fromSubListing: false });
    expect(memory.state.identifier).toBe('C2');
  });

  it('survives a reload through its storage', () => {
    const storage = new MemoryKeyValueStore();
    const first = new BrowsingMemory(storage);
    first.start();
    first.rememberBrowse(4, 'series', 2);
    first.setPage('sublisting/S1', 3);
    first.dispose();
    const second = new BrowsingMemory(storage);
    expect(second.browseRoute).toBe('/browse-all-videos/4/series/page/2');
    expect(second.pageOf('sublisting/S1')).toBe(3);
  });

  it('starts afresh from unreadable or hostile storage', () => {
    for (const saved of [
      '{not json',
      '"text"',
      JSON.stringify({
        collection: 9,
        category: 'x',
        filterPage: -1,
        previousRoute: 'javascript:alert(1)',
      }),
    ]) {
      const memory = restoredFrom(saved);
      expect(memory.browseRoute).toBe('/browse-all-videos');
      expect(memory.state.previousRoute).toBe('');
    }
  });

  it.each([
    '//evil.example/search',
    '/\\evil.example/search',
    '/\t/evil.example',
    '/search\n',
    'https://evil.example/search',
    '/unknown-route/x',
    '/search/../../x',
    '/%2e%2e/x',
    '',
  ])('sends the detail back to browse, not to the stored route %j', (previousRoute) => {
    const memory = restoredFrom(
      JSON.stringify({ identifier: 'C1', fromSearch: false, fromSubListing: true, previousRoute }),
    );
    expect(memory.backRouteOf('C1')).toBe('/browse-all-videos');
    expect(memory.state.previousRoute).toBe('');
  });

  it.each(['/sublisting/series/S1/page/2', '/sublisting/topic/T%201/page/3'])(
    'follows the stored route %j of one of its own pages',
    (previousRoute) => {
      const memory = restoredFrom(
        JSON.stringify({ identifier: 'C1', fromSubListing: true, previousRoute }),
      );
      expect(memory.backRouteOf('C1')).toBe(previousRoute);
    },
  );

  it('never follows a foreign route set after loading', () => {
    const memory = fresh();
    openedFrom(memory, 'C1', 'subListing', '//evil.example/sublisting');
    expect(memory.backRouteOf('C1')).toBe('/browse-all-videos');
  });

  it('stops saving after dispose and can start again', () => {
    const storage = new MemoryKeyValueStore();
    const memory = new BrowsingMemory(storage);
    memory.start();
    memory.start();
    memory.dispose();
    memory.rememberBrowse(4, 'all', 5);
    expect(storage.get(STORAGE_KEY)).toBeNull();
    memory.start();
    memory.rememberBrowse(4, 'all', 6);
    expect(savedIn(storage).filterPage).toBe(6);
  });

  it('keeps no collection through a reload', () => {
    const storage = new MemoryKeyValueStore();
    const first = new BrowsingMemory(storage);
    first.start();
    first.rememberBrowse(4, 'all', 1);
    first.rememberBrowse(undefined, 'series', 2);
    first.dispose();
    const second = new BrowsingMemory(storage);
    expect(second.state.collection).toBeUndefined();
    expect(second.browseRoute).toBe('/browse-all-videos?category=series&page=2');
  });
});

describe('BrowsingMemory: the way back of each asset', () => {
  it('sends a video back to the list page it was opened from, though others opened since', () => {
    const memory = fresh();
    openedFrom(memory, 'E1', 'subListing', '/sublisting/series/S1/page/2');
    memory.rememberBrowse(4, 'series', 5);
    openedFrom(memory, 'C1', 'browse', '/browse-all-videos/4/series/page/5');
    // The visitor pages on in browse, then searches.
    memory.rememberBrowse(4, 'series', 6);
    openedFrom(memory, 'F1', 'search', '/search?keyword=x');

    expect(memory.backRouteOf('E1')).toBe('/sublisting/series/S1/page/2');
    expect(memory.backRouteOf('C1')).toBe('/browse-all-videos/4/series/page/5');
    expect(memory.backRouteOf('F1')).toBe('/browse-all-videos/4/series/page/6');
    expect(memory.backRouteOf('unknown')).toBe('/browse-all-videos/4/series/page/6');
  });

  it('forgets a list page once the asset opens from elsewhere', () => {
    const memory = fresh();
    openedFrom(memory, 'C1', 'browse', '/browse-all-videos/3/all/page/4');
    openedFrom(memory, 'C1', 'home', '/');
    expect(memory.state.browsePageByAsset).toEqual({});
    expect(memory.backRouteOf('C1')).toBe(memory.browseRoute);
  });

  it('gives a related video the way back of the video it replaces', () => {
    const memory = fresh();
    openedFrom(memory, 'C1', 'browse', '/browse-all-videos/3/all/page/4');
    memory.rememberBrowse(3, 'all', 7);
    memory.rememberOpened(
      { identifier: 'C2' },
      { kind: 'detail', route: '/video_v2/asset-detail/C1', asset: 'C1' },
    );
    expect(memory.backRouteOf('C2')).toBe('/browse-all-videos/3/all/page/4');
  });

  it('keeps only the newest 200 assets and 50 list pages, oldest dropped', () => {
    const storage = new MemoryKeyValueStore();
    const memory = new BrowsingMemory(storage);
    memory.start();
    for (let i = 1; i <= 250; i++) {
      const kind = i % 2 ? 'browse' : 'subListing';
      const route =
        kind === 'browse' ? `/browse-all-videos/3/all/page/${i}` : `/sublisting/series/S/page/${i}`;
      memory.rememberOpened({ identifier: `A${i}` }, { kind, route });
      memory.rememberOpened({ identifier: `B${i}` }, { kind, route });
      memory.setPage(`sublisting/series/S${i}`, i);
    }
    const { browsePageByAsset, subListingPageByAsset, pages } = memory.state;
    expect(Object.keys(browsePageByAsset)).toHaveLength(MAX_REMEMBERED_ASSETS);
    expect(Object.keys(subListingPageByAsset)).toHaveLength(MAX_REMEMBERED_ASSETS);
    expect(browsePageByAsset.A1).toBeUndefined();
    expect(browsePageByAsset.B249).toBe('/browse-all-videos/3/all/page/249');
    expect(Object.keys(pages)).toHaveLength(MAX_REMEMBERED_LISTS);
    expect(memory.pageOf('sublisting/series/S1')).toBe(1);
    expect(memory.pageOf('sublisting/series/S250')).toBe(250);
    // Revisiting an old list makes it the newest again.
    memory.setPage('sublisting/series/S201', 9);
    memory.setPage('sublisting/series/S251', 1);
    expect(memory.pageOf('sublisting/series/S201')).toBe(9);
    expect(memory.pageOf('sublisting/series/S202')).toBe(1);
    expect(storage.get(STORAGE_KEY)?.length).toBeLessThan(40_000);
  });

  it('reads back only a bounded, well-formed state from storage', () => {
    const many = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`A${i}`, `/browse-all-videos/3/all/page/${i + 1}`]),
    );
    const memory = restoredFrom(
      JSON.stringify({
        identifier: 'X',
        categoryType: '<script>',
        browsePageByAsset: { ...many, Bad: '/search?keyword=x', Worse: '//evil.example/' },
        subListingPageByAsset: { S: '/browse-all-videos/3', T: 3 },
        pages: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`list${i}`, i + 1])),
      }),
    );
    const { browsePageByAsset, subListingPageByAsset, pages } = memory.state;
    expect(Object.keys(browsePageByAsset)).toHaveLength(MAX_REMEMBERED_ASSETS);
    expect(browsePageByAsset.A999).toBe('/browse-all-videos/3/all/page/1000');
    expect(browsePageByAsset.Bad).toBeUndefined();
    expect(browsePageByAsset.Worse).toBeUndefined();
    expect(subListingPageByAsset).toEqual({});
    expect(Object.keys(pages)).toHaveLength(MAX_REMEMBERED_LISTS);
    expect(memory.state.categoryType).toBe('');
  });

  it('saves the fields SPEC §3 lists, the category type among them, and nothing else', () => {
    const storage = new MemoryKeyValueStore();
    const memory = new BrowsingMemory(storage);
    memory.start();
    openedFrom(memory, 'C1', 'home', '/');
    expect(Object.keys(savedIn(storage)).sort()).toEqual([
      'browsePageByAsset',
      'category',
      'categoryType',
      'filterPage',
      'fromSearch',
      'fromSubListing',
      'identifier',
      'pages',
      'previousRoute',
      'subListingPageByAsset',
    ]);
  });
});
