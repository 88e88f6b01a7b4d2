import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { Asset } from '../../../src/core/entities/Asset';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { SearchStore } from '../../../src/core/stores/SearchStore';
import { SearchArchive } from '../../../src/core/use-cases/SearchArchive';
import { anAsset, archiveWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { PageData } from '../../../src/core/stores/PageData';
import { InMemoryCatalogue } from '../../../src/adapters/memory/InMemoryCatalogue';
import type { SearchFacetSource } from '../../../src/core/ports/SearchFacets';
import {
  catalogueSearchFacets,
  ReadSearchFacets,
} from '../../../src/core/use-cases/ReadSearchFacets';
import { aCatalogueRecord } from '../../support/catalogue';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function searching(search: ArchiveApi['search'], data?: PageData) {
  const calls: [string, string][] = [];
  const archive = archiveWith({
    search: (keyword, searchBy, options) => {
      calls.push([keyword, searchBy]);
      return search(keyword, searchBy, options);
    },
  });
  const logger = new MemoryLogger();
  const memory = new BrowsingMemory(new MemoryKeyValueStore());
  const store = new SearchStore(new SearchArchive(archive), memory, logger, data);
  return { store, calls, logger, memory };
}

describe('SearchStore', () => {
  it('searches the keyword in ALLFIELDS by default', async () => {
    const found = [anAsset({ title: 'The 1927 Flood' })];
    const { store, calls } = searching(async () => found);
    store.setQuery('flood', null);
    store.start();
    expect(store.loading).toBe(true);
    await settle();
    expect(calls).toEqual([['flood', 'ALLFIELDS']]);
    expect(store.loading).toBe(false);
    expect(store.results).toEqual(found);
    expect(store.heading).toBe('Search Results for flood');
    expect(store.isEmpty).toBe(false);
  });

  it('passes the search_by field through', async () => {
    const { store, calls } = searching(async () => []);
    store.setQuery('Long', 'TITLE');
    store.start();
    await settle();
    expect(calls).toEqual([['Long', 'TITLE']]);
  });

  it('says nothing was found for an empty answer', async () => {
    const { store } = searching(async () => []);
    store.setQuery('zzz', 'ALLFIELDS');
    store.start();
    await settle();
    expect(store.isEmpty).toBe(true);
    expect(store.emptyMessage).toBe('No results found for "zzz"');
  });

  it('asks nothing and says nothing for a blank keyword', async () => {
    const { store, calls } = searching(async () => []);
    store.setQuery('   ', null);
    store.start();
    await settle();
    expect(calls).toEqual([]);
    expect(store.loading).toBe(false);
    expect(store.isEmpty).toBe(false);
  });

  it('logs a failure, ends loading and shows no message', async () => {
    const { store, logger } = searching(async () => Promise.reject(new Error('down')));
    store.setQuery('flood', null);
    store.start();
    await settle();
    expect(store.loading).toBe(false);
    expect(store.isEmpty).toBe(false);
    expect(logger.messages).toEqual(['Error fetching search results:']);
  });

  it.each(['New Orleans', '"Huey" Long', 'AC/DC', '100%', '#1 hit', 'Café Lafitte'])(
    'searches %j as typed and returns to the same results',
    async (keyword) => {
      const { store, calls, memory } = searching(async () => []);
      store.setQuery(keyword, 'ALLFIELDS');
      store.start();
      await settle();
      expect(calls).toEqual([[keyword, 'ALLFIELDS']]);
      const query = new URLSearchParams(store.route.split('?')[1]);
      expect(query.get('keyword')).toBe(keyword);
      expect(query.get('search_by')).toBe('ALLFIELDS');
      store.open(anAsset({ identifier: 'C1' }));
      expect(memory.state.previousRoute).toBe(store.route);
    },
  );

  it('opens series and topics as sub-listings and anything else as the detail with the search flag', () => {
    const { store, memory } = searching(async () => []);
    store.setQuery('flood', null);
    expect(store.targetOf(anAsset({ type: 'Series', identifier: 'S1' }))).toBe(
      '/sublisting/series/S1',
    );
    expect(store.targetOf(anAsset({ type: 'Topic', identifier: 'T1' }))).toBe(
      '/sublisting/topic/T1',
    );
    const clip = anAsset({ type: 'Clip', identifier: 'C1' });
    expect(store.targetOf(clip)).toBe('/video_v2/asset-detail/C1?keyword=flood');
    store.open(clip);
    expect(memory.state).toMatchObject({
      fromSearch: true,
      identifier: 'C1',
      categoryType: 'Clip',
      previousRoute: '/search?keyword=flood&search_by=ALLFIELDS',
    });
    // SPEC §2: without the sublisting flag the back button goes to browse.
    expect(memory.backRouteOf('C1')).toBe(memory.browseRoute);
  });

  it('abandons the request on dispose', async () => {
    let signal: AbortSignal | undefined;
    const { store } = searching((_k, _s, options) => {
      signal = options?.signal;
      return new Promise<Asset[]>(() => undefined);
    });
    store.setQuery('flood', null);
    store.start();
    store.dispose();
    expect(signal?.aborted).toBe(true);
    expect(store.loading).toBe(false);
  });

  describe('paging the results', () => {
    const sixty = () => Array.from({ length: 60 }, (_, i) => anAsset({ identifier: `R${i + 1}` }));
    const ids = (items: Asset[]) => items.map((a) => a.identifier);

    it('shows 25 a page, the last one shorter, and keeps the page within the results', async () => {
      const { store } = searching(async () => sixty());
      store.setQuery('flood', null);
      store.start();
      await settle();
      expect(store.page).toBe(1);
      expect(ids(store.pageResults)).toEqual(ids(sixty().slice(0, 25)));
      store.setPage('3');
      expect(ids(store.pageResults)).toEqual(ids(sixty().slice(50)));
      store.setPage(9);
      expect(store.page).toBe(3);
      expect(store.lastPage).toBe(3);
      for (const odd of ['0', '-2', 'abc', '1.5', null]) {
        store.setPage(odd);
        expect(store.page).toBe(1);
      }
    });

    it('names each page in the address, page 1 without a page parameter', () => {
      const { store } = searching(async () => []);
      store.setQuery('flood & levee', 'TITLE');
      expect(store.pageRoute(1)).toBe('/search?keyword=flood+%26+levee&search_by=TITLE');
      expect(store.pageRoute(2)).toBe('/search?keyword=flood+%26+levee&search_by=TITLE&page=2');
    });

    it('remembers page 2 as the route a video was opened from', async () => {
      const { store, memory } = searching(async () => sixty());
      store.setQuery('flood', null);
      store.setPage('2');
      store.start();
      await settle();
      store.open(anAsset({ identifier: 'R30' }));
      expect(memory.state.previousRoute).toBe('/search?keyword=flood&search_by=ALLFIELDS&page=2');
    });
  });
  describe('filters', () => {
    // 30 LPB clips, 4 LPB segments, 2 LSA clips and 1 LSA series.
    const mixed = () => [
      ...Array.from({ length: 30 }, (_, i) =>
        anAsset({ type: 'Clip', collection: 3, identifier: `C${i + 1}` }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        anAsset({ type: 'Segment', collection: 3, identifier: `G${i + 1}` }),
      ),
      anAsset({ type: 'Clip', collection: 4, identifier: 'L1' }),
      anAsset({ type: 'Clip', collection: 4, identifier: 'L2' }),
      anAsset({ type: 'Series', collection: 4, identifier: 'LS' }),
    ];
    const counts = (options: { label: string; count: number; selected: boolean }[]) =>
      options.map((o) => `${o.selected ? '*' : ''}${o.label} ${o.count}`);

    async function loaded(collection: string | null, type: string | null, page = '1') {
      const { store, calls, memory } = searching(async () => mixed());
      store.setQuery('flood', null);
      store.setFilter(collection, type);
      store.setPage(page);
      store.start();
      await settle();
      return { store, calls, memory };
    }

    it('counts every collection and type in the answer, and shows them all unfiltered', async () => {
      const { store } = await loaded(null, null);
      expect(counts(store.shown.collectionOptions)).toEqual(['*All 37', 'LPB 34', 'LSA 3']);
      expect(counts(store.shown.typeOptions)).toEqual([
        '*All 37',
        'Clip 32',
        'Series 1',
        'Program 0',
        'Episode 0',
        'Topic 0',
        'Segment 4',
      ]);
      expect(store.shownResults).toHaveLength(37);
      expect(store.lastPage).toBe(2);
    });

    it('shows one collection, counting the types within it and the collections within the type', async () => {
      const { store, calls } = await loaded('4', 'clip');
      expect(store.shownResults.map((a) => a.identifier)).toEqual(['L1', 'L2']);
      expect(counts(store.shown.collectionOptions)).toEqual(['All 32', 'LPB 30', '*LSA 2']);
      expect(counts(store.shown.typeOptions).slice(0, 3)).toEqual(['All 3', '*Clip 2', 'Series 1']);
      expect(store.lastPage).toBe(1);
      expect(calls).toHaveLength(1);
    });

    it('pages the filtered results, keeping the filter in every address', async () => {
      const { store, memory } = await loaded('3', 'CLIP', '2');
      expect(store.page).toBe(2);
      expect(store.pageResults.map((a) => a.identifier)).toEqual([
        'C26',
        'C27',
        'C28',
        'C29',
        'C30',
      ]);
      expect(store.pageRoute(2)).toBe(
        '/search?keyword=flood&search_by=ALLFIELDS&collection=3&type=clip&page=2',
      );
      store.open(anAsset({ identifier: 'C27' }));
      expect(memory.state.previousRoute).toBe(store.pageRoute(2));
    });

    it('goes back to page 1 when a filter changes, keeping the other facet', async () => {
      const { store } = await loaded('3', 'clip', '2');
      expect(store.filterRoute({ type: 'Segment' })).toBe(
        '/search?keyword=flood&search_by=ALLFIELDS&collection=3&type=segment',
      );
      expect(store.filterRoute({ collection: undefined })).toBe(
        '/search?keyword=flood&search_by=ALLFIELDS&type=clip',
      );
    });

    it('ignores odd filter values, and says when a filter leaves nothing', async () => {
      const odd = await loaded('7', 'movie');
      expect(odd.store.filter).toEqual({});
      expect(odd.store.shownResults).toHaveLength(37);
      const none = await loaded('4', 'segment');
      expect(none.store.shownResults).toEqual([]);
      expect(none.store.isFilteredEmpty).toBe(true);
      expect(none.store.isEmpty).toBe(false);
      expect(none.store.filteredEmptyMessage).toBe('No results match these filters.');
    });
  });

  describe("the page's data", () => {
    // 3,000 results: 2,000 LPB clips, then 1,000 LSA segments.
    const many = () =>
      Array.from({ length: 3_000 }, (_, i) =>
        i < 2_000
          ? anAsset({ type: 'Clip', collection: 3, identifier: `C${i + 1}` })
          : anAsset({ type: 'Segment', collection: 4, identifier: `S${i + 1}` }),
      );

    /** The server's pass: what it records for the page at `page` with the filter. */
    async function recorded(collection: string | null, page: string) {
      const data = PageData.recorder();
      const { store } = searching(async () => many(), data);
      store.setQuery('flood', null);
      store.setFilter(collection, null);
      store.setPage(page);
      await store.start();
      store.dispose();
      return { data, expected: store };
    }

    it('carries the page shown and what the filters need, never every result', async () => {
      const { data, expected } = await recorded('4', '3');
      // The spoken-word part keeps a record of its own beside the archive's view.
      const records = Object.entries(data.toJSON())
        .filter(([key]) => key.startsWith('search/'))
        .map(([, record]) => record);
      expect(records).toHaveLength(1);
      const text = JSON.stringify(records);
      expect(text).toContain('"S2051"');
      expect(text).not.toContain('"S2001"');
      expect(text).not.toContain('"C1"');
      expect(records[0]).toEqual({
        ok: true,
        value: {
          total: 3_000,
          shownCount: 1_000,
          page: 3,
          pageResults: expected.pageResults,
          collectionOptions: expected.shown.collectionOptions,
          typeOptions: expected.shown.typeOptions,
          // No catalogue index here: no decade or parish to offer.
          decadeOptions: [],
          parishOptions: [],
        },
      });
    });

    it('shows the page from it as the server did, asking the archive nothing', async () => {
      const { data, expected } = await recorded('4', '3');
      const { store, calls } = searching(async () => many(), data.replay());
      store.setQuery('flood', null);
      store.setFilter('4', null);
      store.setPage('3');
      await store.start();
      expect(calls).toEqual([]);
      expect(store.loading).toBe(false);
      expect(store.hasResults).toBe(true);
      expect(store.pageResults).toEqual(expected.pageResults);
      expect(store.shown.collectionOptions).toEqual(expected.shown.collectionOptions);
      expect(store.shown.typeOptions).toEqual(expected.shown.typeOptions);
      expect([store.page, store.lastPage, store.shownCount]).toEqual([3, 40, 1_000]);
      expect(store.isEmpty || store.isFilteredEmpty).toBe(false);
    });

    it('loads the whole answer for another page or filter than it holds', async () => {
      const { data } = await recorded(null, '1');
      const { store, calls } = searching(async () => many(), data.replay());
      store.setQuery('flood', null);
      store.setFilter(null, null);
      store.setPage('1');
      await store.start();
      expect(calls).toEqual([]);
      store.setPage('2');
      expect(store.loading).toBe(true);
      await settle();
      expect(calls).toEqual([['flood', 'ALLFIELDS']]);
      expect(store.pageResults.map((a) => a.identifier)[0]).toBe('C26');
      store.setFilter('4', null);
      expect(store.pageResults.map((a) => a.identifier)[0]).toBe('S2026');
      expect(calls).toHaveLength(1);
    });

    it('keeps a failure, so the browser does not ask again', async () => {
      const data = PageData.recorder();
      const failing = searching(() => Promise.reject(new Error('down')), data);
      failing.store.setQuery('flood', null);
      await failing.store.start();
      const { store, calls } = searching(async () => many(), data.replay());
      store.setQuery('flood', null);
      await store.start();
      expect(calls).toEqual([]);
      expect([store.hasResults, store.isEmpty, store.answered]).toEqual([false, false, false]);
    });
  });
});

describe('SearchStore with the catalogue index', () => {
  const ORLEANS = '22071';
  // Five results; the index holds four of them: a 1960s Orleans clip, a 1960s clip in
  // Lafourche and Orleans, a 1980s Orleans segment, and one of unknown date in Terrebonne.
  const answer = [
    anAsset({ identifier: 'ma', type: 'Clip', collection: 3 }),
    anAsset({ identifier: 'mb', type: 'Clip', collection: 3 }),
    anAsset({ identifier: 'mc', type: 'Segment', collection: 4 }),
    anAsset({ identifier: 'md', type: 'Clip', collection: 3 }),
    anAsset({ identifier: 'not-indexed', type: 'Series', collection: 3 }),
  ];
  const catalogue = () =>
    new InMemoryCatalogue([
      aCatalogueRecord({ id: 'ma', coverages: ['New Orleans (La.)'], dateIssued: '1961' }),
      aCatalogueRecord({
        id: 'mb',
        coverages: ['Thibodaux (La.)', 'New Orleans (La.)'],
        dateIssued: '1968-03-01',
      }),
      aCatalogueRecord({ id: 'mc', coverages: ['New Orleans (La.)'], dateIssued: '1984' }),
      aCatalogueRecord({ id: 'md', coverages: ['Houma (La.)'] }),
    ]);
  const counts = (options: { label: string; count: number; selected: boolean }[]) =>
    options.map((o) => `${o.selected ? '*' : ''}${o.label} ${o.count}`);

  function withFacets(source: SearchFacetSource | undefined, data?: PageData) {
    const logger = new MemoryLogger();
    const asked: string[][] = [];
    const counting: SearchFacetSource | undefined = source && {
      facetsOf: (search, ids, options) => {
        asked.push([...ids]);
        return source.facetsOf(search, ids, options);
      },
    };
    const store = new SearchStore(
      new SearchArchive(archiveWith({ search: async () => answer })),
      new BrowsingMemory(new MemoryKeyValueStore()),
      logger,
      data,
      undefined,
      new ReadSearchFacets(counting, logger),
    );
    return { store, logger, asked };
  }

  async function showing(
    filter: { decade?: string; parish?: string; collection?: string },
    // null: a site without the index.
    source: SearchFacetSource | null = catalogueSearchFacets(catalogue()),
  ) {
    const made = withFacets(source ?? undefined);
    made.store.setQuery('flood', null);
    made.store.setFilter(filter.collection ?? null, null, filter.decade, filter.parish);
    await made.store.start();
    return made;
  }

  it("asks the index once for the whole answer's ids, and counts decades and parishes", async () => {
    const { store, asked } = await showing({});
    expect(asked).toEqual([['ma', 'mb', 'mc', 'md', 'not-indexed']]);
    expect(counts(store.shown.decadeOptions)).toEqual(['*All 5', '1960s 2', '1980s 1']);
    expect(counts(store.shown.parishOptions)).toEqual([
      '*All 5',
      'Orleans 3',
      'Lafourche 1',
      'Terrebonne 1',
    ]);
    expect(store.shownCount).toBe(5);
  });

  it('shows the results of a decade and a parish, counting the other facets within them', async () => {
    const { store } = await showing({ decade: '1960s', parish: 'orleans' });
    expect(store.filter).toEqual({ decade: 1960, parish: ORLEANS });
    expect(store.pageResults.map((a) => a.identifier)).toEqual(['ma', 'mb']);
    expect(counts(store.shown.decadeOptions)).toEqual(['All 3', '*1960s 2', '1980s 1']);
    expect(counts(store.shown.parishOptions)).toEqual(['All 2', '*Orleans 2', 'Lafourche 1']);
    expect(counts(store.shown.collectionOptions)).toEqual(['*All 2', 'LPB 2', 'LSA 0']);
    expect(store.pageRoute(1)).toBe(
      '/search?keyword=flood&search_by=ALLFIELDS&decade=1960s&parish=orleans',
    );
    expect(store.filterRoute({ decade: undefined })).toBe(
      '/search?keyword=flood&search_by=ALLFIELDS&parish=orleans',
    );
    expect(store.filterRoute({ collection: 4 })).toBe(
      '/search?keyword=flood&search_by=ALLFIELDS&collection=4&decade=1960s&parish=orleans',
    );
  });

  it('leaves the spoken-word part to collection and type', async () => {
    const { store } = await showing({ decade: '1960s', parish: 'orleans', collection: '3' });
    expect(store.spoken.filter).toEqual({ collection: 3 });
  });

  it('ignores a decade or parish that names nothing', async () => {
    const { store } = await showing({ decade: '1961', parish: 'atlantis' });
    expect(store.filter).toEqual({});
    expect(store.shownCount).toBe(5);
  });

  it('offers no decade or parish, and narrows by none, where the site has no index', async () => {
    const { store, logger } = await showing({ decade: '1960s' }, null);
    expect(store.shown.decadeOptions).toEqual([]);
    expect(store.shown.parishOptions).toEqual([]);
    expect(store.shownCount).toBe(5);
    expect(logger.messages).toEqual([]);
  });

  it('shows the results without those filters when the index fails, and logs it once', async () => {
    const failing: SearchFacetSource = { facetsOf: () => Promise.reject(new Error('down')) };
    const { store, logger } = await showing({ parish: 'orleans' }, failing);
    expect(store.shown.parishOptions).toEqual([]);
    expect(store.shownCount).toBe(5);
    expect(store.answered).toBe(true);
    expect(logger.messages).toEqual(['Error fetching search facets:']);
  });

  it("keeps the server's choices in the page's data, and hydrates from them asking nothing", async () => {
    const data = PageData.recorder();
    const server = await (async () => {
      const made = withFacets(catalogueSearchFacets(catalogue()), data);
      made.store.setQuery('flood', null);
      made.store.setFilter(null, null, '1980s', null);
      await made.store.start();
      made.store.dispose();
      return made.store;
    })();
    const browser = withFacets(catalogueSearchFacets(catalogue()), data.replay());
    browser.store.setQuery('flood', null);
    browser.store.setFilter(null, null, '1980s', null);
    await browser.store.start();
    expect(browser.asked).toEqual([]);
    expect(browser.store.shown.decadeOptions).toEqual(server.shown.decadeOptions);
    expect(browser.store.shown.parishOptions).toEqual(server.shown.parishOptions);
    expect(browser.store.pageResults.map((a) => a.identifier)).toEqual(['mc']);
  });
});
