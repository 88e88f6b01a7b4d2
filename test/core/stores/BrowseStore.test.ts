import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { Asset } from '../../../src/core/entities/Asset';
import type { PagedQuery } from '../../../src/core/entities/Browse';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { BrowseStore, type BrowseParams } from '../../../src/core/stores/BrowseStore';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { BrowseCollection } from '../../../src/core/use-cases/BrowseCollection';
import { aPageOfAssets, anAsset, archiveWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { itPagesAList, openedOver, settle, startedAt } from './support';

/** A paged archive of `total` assets per query; records the queries it was asked. */
function pagedArchive(total: number, overrides: Partial<ArchiveApi> = {}) {
  const queries: PagedQuery[] = [];
  const archive = archiveWith({
    pagedAssets: async (query) => {
      queries.push(query);
      return aPageOfAssets(query.Page ?? 1, total, (n) => ({
        identifier: `${query.AssetType || 'All'}-${n}`,
      }));
    },
    pagedCount: async () => total,
    ...overrides,
  });
  return { archive, queries };
}

function browse(archive: ArchiveApi) {
  const logger = new MemoryLogger();
  const memory = new BrowsingMemory(new MemoryKeyValueStore());
  const store = new BrowseStore(new BrowseCollection(archive), memory, logger);
  return { store, memory, logger };
}

const opened = (params: BrowseParams, total = 100) =>
  openedOver(pagedArchive(total), browse, params);

describe('BrowseStore', () => {
  it('reads the route with the defaults: every collection, all, page 1', async () => {
    const { store, queries } = await opened({});
    expect(store.filter).toEqual({ category: 'all', page: 1 });
    expect(store.filter.collection).toBeUndefined();
    expect(store.route).toBe('/browse-all-videos');
    expect(queries).toEqual([{ Page: 1, AssetType: '' }]);
    expect(queries.every((q) => !('CollectionId' in q))).toBe(true);
  });

  it('lists every collection with any category, and asks the count the same way', async () => {
    const counted: PagedQuery[] = [];
    const { archive, queries } = pagedArchive(60, {
      pagedCount: async (query) => {
        counted.push(query);
        return 60;
      },
    });
    const { store } = browse(archive);
    await startedAt(store, { collection: 'all', category: 'topic', page: '2' });
    expect(store.categories).toEqual(['all', 'series', 'topic', 'program']);
    expect(store.route).toBe('/browse-all-videos?category=topic&page=2');
    expect(queries).toEqual([{ Page: 2, AssetType: 'Topic' }]);
    expect(counted.map((q) => 'CollectionId' in q)).toEqual([false]);
    expect(store.items).toHaveLength(25);
  });

  it('keeps no collection through paging and category changes until one is picked', async () => {
    const { store, memory } = await opened({}, 60);
    store.selectCategory('series');
    store.goToPage(2);
    expect(store.route).toBe('/browse-all-videos?category=series&page=2');
    expect(memory.browseRoute).toBe('/browse-all-videos?category=series&page=2');
    store.selectCollection(4);
    expect(store.route).toBe('/browse-all-videos/4/series/page/1');
  });

  it.each([
    [{ collection: '3', category: 'all', page: '0' }, '/browse-all-videos/3/all/page/1'],
    [{ collection: '3', category: 'all', page: '-3' }, '/browse-all-videos/3/all/page/1'],
    [{ collection: '3', category: 'all', page: 'abc' }, '/browse-all-videos/3/all/page/1'],
    [
      { collection: '9', category: 'series', page: '2' },
      '/browse-all-videos?category=series&page=2',
    ],
    [{ collection: 'all', category: 'all', page: '1' }, '/browse-all-videos'],
    [{ collection: '3', category: 'nonsense', page: '2' }, '/browse-all-videos/3/all/page/2'],
    [{ collection: '4', category: 'topic', page: '2' }, '/browse-all-videos/4/all/page/2'],
    [{ collection: '4', category: 'SERIES', page: '2' }, '/browse-all-videos/4/series/page/2'],
    [{ collection: '4' }, '/browse-all-videos/4/all/page/1'],
  ])('normalises odd parameters %j to %s', async (params, route) => {
    const { store } = await opened(params);
    expect(store.route).toBe(route);
  });

  itPagesAList({
    opened: (page, total) => opened({ collection: '3', category: 'all', page }, total),
    failing: () =>
      browse(
        pagedArchive(50, { pagedAssets: async () => Promise.reject(new Error('down')) }).archive,
      ),
    routeAt: (page) => `/browse-all-videos/3/all/page/${page}`,
    failure: 'Error fetching paged data:',
    keptFor: (memory, id) => memory.state.browsePageByAsset[id],
  });

  it('asks for the last page once the count is known, though the address says 999', async () => {
    const { store, queries } = await opened({ collection: '3', category: 'all', page: '999' }, 60);
    await settle();
    expect(store.filter.page).toBe(3);
    expect(queries.at(-1)).toEqual({ Page: 3, CollectionId: 3, AssetType: '' });
    // The address still says 999 until the view rewrites it: reading it again changes nothing.
    store.setParams({ collection: '3', category: 'all', page: '999' });
    expect(store.filter.page).toBe(3);
  });

  it('offers Topics and Programs for LPB only', async () => {
    const { store } = await opened({});
    expect(store.categories).toEqual(['all', 'series', 'topic', 'program']);
    store.selectCollection(4);
    expect(store.categories).toEqual(['all', 'series']);
  });

  it('resets topic or program to all when LSA is picked', async () => {
    const { store } = await opened({ collection: '3', category: 'program', page: '2' });
    store.selectCollection(4);
    expect(store.filter).toEqual({ collection: 4, category: 'all', page: 1 });
  });

  it('keeps series when LSA is picked', async () => {
    const { store } = await opened({ collection: '3', category: 'series', page: '2' });
    store.selectCollection(4);
    expect(store.filter).toEqual({ collection: 4, category: 'series', page: 1 });
  });

  it('returns to page 1 on any filter change and loads it', async () => {
    const { store, queries } = await opened({ collection: '3', category: 'all', page: '3' });
    store.selectCategory('topic');
    expect(store.filter.page).toBe(1);
    await settle();
    expect(queries.at(-1)).toEqual({ Page: 1, CollectionId: 3, AssetType: 'Topic' });
    store.goToPage(2);
    store.selectCollection(4);
    expect(store.filter).toEqual({ collection: 4, category: 'all', page: 1 });
  });

  it('sizes pages at 25, or the total when fewer', async () => {
    expect((await opened({}, 7)).store.pageSize).toBe(7);
    expect((await opened({}, 60)).store.pageSize).toBe(25);
    expect((await opened({}, 0)).store.pageSize).toBe(25);
  });

  it('remembers the filter for Back to Browse', async () => {
    const { store, memory } = await opened({ collection: '4', category: 'series', page: '2' });
    expect(memory.browseRoute).toBe('/browse-all-videos/4/series/page/2');
    store.selectCategory('all');
    expect(memory.browseRoute).toBe('/browse-all-videos/4/all/page/1');
  });

  it('shows the series title only when the category is all', async () => {
    const { store } = await opened({});
    const clip = anAsset({ seriesTitle: 'Louisiana News Archive' });
    expect(store.subtitleOf(clip)).toBe('Louisiana News Archive');
    store.selectCategory('series');
    expect(store.subtitleOf(clip)).toBeUndefined();
  });

  it('does not repeat a series card’s own title under it', async () => {
    const { store } = await opened({});
    const series = anAsset({ type: 'Series', title: 'Legislative Sessions' });
    expect(store.subtitleOf({ ...series, seriesTitle: 'Legislative Sessions' })).toBe('');
  });

  it('opens series and topics as sub-listings and anything else in the video player', async () => {
    const { store } = await opened({});
    expect(store.targetOf(anAsset({ type: 'Series', identifier: 'S1' }))).toBe(
      '/sublisting/series/S1',
    );
    expect(store.targetOf(anAsset({ type: 'Topic', identifier: 'T1' }))).toBe(
      '/sublisting/topic/T1',
    );
    expect(store.targetOf(anAsset({ type: 'Clip', identifier: 'C1' }))).toBe('/video-player/C1');
    expect(store.targetOf(anAsset({ type: 'Program', identifier: 'P1' }))).toBe('/video-player/P1');
  });

  it('keeps only the newest answer', async () => {
    const answers: ((items: Asset[]) => void)[] = [];
    const archive = archiveWith({
      pagedAssets: () => new Promise<Asset[]>((resolve) => answers.push(resolve)),
      pagedCount: async () => 50,
    });
    const { store } = browse(archive);
    store.start();
    store.goToPage(2);
    const newest = [anAsset({ title: 'Page two' })];
    answers[1]?.(newest);
    answers[0]?.([anAsset({ title: 'Page one' })]);
    await settle();
    expect(store.items).toEqual(newest);
  });

  it('loads once when the route repeats its own state, and again after dispose and start', async () => {
    const { store, queries } = await opened({ collection: '3', category: 'all', page: '2' });
    store.setParams({ collection: '3', category: 'all', page: '2' });
    expect(queries).toHaveLength(1);
    store.dispose();
    store.start();
    await settle();
    expect(queries).toHaveLength(2);
  });
});
