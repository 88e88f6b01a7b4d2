import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';

describe('BrowsingMemory', () => {
  it('starts at LPB, all, page 1 with no flags', () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    expect(memory.browseRoute).toBe('/browse-all-videos/3/all/page/1');
    expect(memory.detailBackRoute).toBe('/browse-all-videos/3/all/page/1');
    expect(memory.pageOf('anything')).toBe(1);
  });

  it('sends the detail back to the remembered browse page', () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.rememberBrowse(4, 'series', 3);
    memory.rememberOpened(
      { identifier: 'C1' },
      { kind: 'browse', route: '/browse-all-videos/4/series/page/3' },
    );
    expect(memory.state.browsePageByAsset.C1).toBe(3);
    expect(memory.detailBackRoute).toBe('/browse-all-videos/4/series/page/3');
  });

  it('sends the detail back to the sub-listing when the sublisting flag is set', () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.rememberOpened(
      { identifier: 'E1' },
      { kind: 'subListing', route: '/sublisting/series/S1/page/2' },
    );
    expect(memory.state.fromSubListing).toBe(true);
    expect(memory.state.subListingPageByAsset.E1).toBe(2);
    expect(memory.detailBackRoute).toBe('/sublisting/series/S1/page/2');
  });

  it('sends the detail back to the search results when the search flag is set', () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.rememberOpened(
      { identifier: 'C1' },
      { kind: 'search', route: '/search?keyword=flood&search_by=ALLFIELDS' },
    );
    expect(memory.state).toMatchObject({ fromSearch: true, fromSubListing: false });
    expect(memory.detailBackRoute).toBe('/search?keyword=flood&search_by=ALLFIELDS');
  });

  it('keeps the way back when a related item replaces the detail', () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.rememberOpened(
      { identifier: 'C1' },
      { kind: 'subListing', route: '/sublisting/topic/T1/page/1' },
    );
    memory.rememberOpened(
      { identifier: 'C2' },
      { kind: 'detail', route: '/video_v2/asset-detail/C1' },
    );
    expect(memory.state.identifier).toBe('C2');
    expect(memory.detailBackRoute).toBe('/sublisting/topic/T1/page/1');
  });

  it('clears the flags when an item opens from browse or home', () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.rememberOpened(
      { identifier: 'C1' },
      { kind: 'search', route: '/search?keyword=x&search_by=ALLFIELDS' },
    );
    memory.rememberOpened({ identifier: 'C2' }, { kind: 'home', route: '/' });
    expect(memory.state).toMatchObject({
      fromSearch: false,
      fromSubListing: false,
      categoryType: 'Clip',
    });
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
      const storage = new MemoryKeyValueStore();
      storage.set('ldma.browsing', saved);
      const memory = new BrowsingMemory(storage);
      expect(memory.browseRoute).toBe('/browse-all-videos/3/all/page/1');
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
    const storage = new MemoryKeyValueStore();
    storage.set(
      'ldma.browsing',
      JSON.stringify({ fromSearch: true, fromSubListing: false, previousRoute }),
    );
    const memory = new BrowsingMemory(storage);
    expect(memory.detailBackRoute).toBe('/browse-all-videos/3/all/page/1');
    expect(memory.state.previousRoute).toBe('');
  });

  it.each(['/search?keyword=flood&search_by=ALLFIELDS', '/sublisting/series/S1/page/2', '/'])(
    'follows the stored route %j of one of its own pages',
    (previousRoute) => {
      const storage = new MemoryKeyValueStore();
      storage.set('ldma.browsing', JSON.stringify({ fromSearch: true, previousRoute }));
      expect(new BrowsingMemory(storage).detailBackRoute).toBe(previousRoute);
    },
  );

  it('never follows a foreign route set after loading', () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.rememberOpened(
      { identifier: 'C1' },
      { kind: 'search', route: '//evil.example/search' },
    );
    expect(memory.detailBackRoute).toBe('/browse-all-videos/3/all/page/1');
  });

  it('stops saving after dispose and can start again', () => {
    const storage = new MemoryKeyValueStore();
    const memory = new BrowsingMemory(storage);
    memory.start();
    memory.start();
    memory.dispose();
    memory.rememberBrowse(4, 'all', 5);
    expect(storage.get('ldma.browsing')).toBeNull();
    memory.start();
    memory.rememberBrowse(4, 'all', 6);
    expect(JSON.parse(storage.get('ldma.browsing') ?? '{}').filterPage).toBe(6);
  });
});
