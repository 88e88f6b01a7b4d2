import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { SubListingStore, type SubListingParams } from '../../../src/core/stores/SubListingStore';
import { IdentifyItem } from '../../../src/core/use-cases/IdentifyItem';
import { ListRelated } from '../../../src/core/use-cases/ListRelated';
import { aPageOfAssets, anAsset, anAssetDetail, archiveWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { itPagesAList, openedOver, settle } from './support';

/** A series S1 ('Louisiana News Archive') with `total` members. */
function relatedArchive(total: number, overrides: Partial<ArchiveApi> = {}) {
  const pages: number[] = [];
  const archive = archiveWith({
    relatedPaged: async (_id, page) => {
      pages.push(page);
      return aPageOfAssets(page, total, (n) => ({ identifier: `E${n}` }));
    },
    relatedCount: async () => total,
    assetDetail: async (id) =>
      id.startsWith('S')
        ? anAssetDetail({
            id,
            assetType: 'Series',
            title: 'First episode',
            seriesTitle: 'Louisiana News Archive',
          })
        : id.startsWith('T')
          ? anAssetDetail({ id, assetType: 'Topic', title: 'Hurricanes', seriesTitle: '' })
          : anAssetDetail({ id, assetType: 'Episode' }),
    ...overrides,
  });
  return { archive, pages };
}

function subListing(archive: ArchiveApi, memory = new BrowsingMemory(new MemoryKeyValueStore())) {
  const logger = new MemoryLogger();
  const store = new SubListingStore(
    new ListRelated(archive),
    new IdentifyItem(archive),
    memory,
    logger,
  );
  return { store, memory, logger };
}

const opened = (params: SubListingParams, total = 60) =>
  openedOver(relatedArchive(total), subListing, params);

describe('SubListingStore', () => {
  it('heads a series with its series title and a topic with its title', async () => {
    expect((await opened({ category: 'series', id: 'S1', page: '1' })).store.title).toBe(
      'Louisiana News Archive',
    );
    expect((await opened({ category: 'topic', id: 'T1', page: '1' })).store.title).toBe(
      'Hurricanes',
    );
  });

  it('reads the category in any case and an odd page as page 1', async () => {
    const { store, pages } = await opened({ category: 'Series', id: 'S1', page: 'abc' });
    expect(store.route).toBe('/sublisting/series/S1/page/1');
    expect(pages).toEqual([1]);
  });

  itPagesAList({
    opened: (page, total) => opened({ category: 'series', id: 'S1', page }, total),
    failing: () => {
      const { archive } = relatedArchive(10, {
        relatedPaged: async () => Promise.reject(new Error('down')),
      });
      const made = subListing(archive);
      made.store.setParams({ category: 'series', id: 'S1', page: '1' });
      return made;
    },
    routeAt: (page) => `/sublisting/series/S1/page/${page}`,
    failure: 'Error fetching related assets:',
    keptFor: (memory, id) => memory.state.subListingPageByAsset[id],
  });

  it('loads 25 a page: the page of the address, then the last once the count is known', async () => {
    const { store, pages } = await opened({ category: 'series', id: 'S1', page: '9' }, 60);
    await settle();
    expect(store.page).toBe(3);
    expect(pages).toEqual([9, 3]);
    expect(store.pageSize).toBe(25);
  });

  it('pages with the paginator and remembers the page of the list', async () => {
    const { store, memory, pages } = await opened({ category: 'series', id: 'S1', page: '1' });
    store.goToPage(2);
    await settle();
    expect(store.route).toBe('/sublisting/series/S1/page/2');
    expect(pages).toEqual([1, 2]);
    expect(memory.pageOf(store.listKey)).toBe(2);
  });

  it("goes 'Back to Browse' to the remembered collection, category and page", async () => {
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    memory.rememberBrowse(4, 'series', 3);
    const { store } = subListing(relatedArchive(10).archive, memory);
    expect(store.backRoute).toBe('/browse-all-videos/4/series/page/3');
  });

  it('fetches a clicked item first, then opens a series or topic as a sub-listing at page 1', async () => {
    const fetched: string[] = [];
    const { archive } = relatedArchive(10, {
      assetDetail: async (id) => {
        fetched.push(id);
        return anAssetDetail({ id, assetType: 'Topic' });
      },
    });
    const { store, memory } = subListing(archive);
    store.setParams({ category: 'series', id: 'S1', page: '2' });
    const target = await store.open(anAsset({ type: 'Topic', identifier: 'T5' }));
    expect(fetched).toEqual(['T5']);
    expect(target).toBe('/sublisting/topic/T5/page/1');
    expect(memory.state.fromSubListing).toBe(false);
  });

  it('opens anything else in the video detail with the sublisting flag set', async () => {
    const { store, memory } = await opened({ category: 'series', id: 'S1', page: '2' });
    const target = await store.open(anAsset({ type: 'Episode', identifier: 'E30' }));
    expect(target).toBe('/video_v2/asset-detail/E30');
    expect(memory.state).toMatchObject({ fromSubListing: true, identifier: 'E30' });
  });

  it('logs a failed item fetch and opens the detail anyway', async () => {
    const { archive } = relatedArchive(10, {
      assetDetail: async () => Promise.reject(new Error('gone')),
    });
    const { store, logger } = subListing(archive);
    store.setParams({ category: 'series', id: 'S1', page: '1' });
    expect(await store.open(anAsset({ type: 'Clip', identifier: 'C1' }))).toBe(
      '/video_v2/asset-detail/C1',
    );
    expect(logger.messages).toContain('Error fetching asset details:');
  });

  it('gives each card a link that works in a new tab', async () => {
    const { store } = await opened({ category: 'series', id: 'S1', page: '1' });
    expect(store.linkOf(anAsset({ type: 'Series', identifier: 'S2' }))).toBe(
      '/sublisting/series/S2/page/1',
    );
    expect(store.linkOf(anAsset({ type: 'Clip', identifier: 'C2' }))).toBe(
      '/video_v2/asset-detail/C2',
    );
  });
});
