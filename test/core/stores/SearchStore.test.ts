import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { Asset } from '../../../src/core/entities/Asset';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { SearchStore } from '../../../src/core/stores/SearchStore';
import { SearchArchive } from '../../../src/core/use-cases/SearchArchive';
import { anAsset, archiveWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function searching(search: ArchiveApi['search']) {
  const calls: [string, string][] = [];
  const archive = archiveWith({
    search: (keyword, searchBy, options) => {
      calls.push([keyword, searchBy]);
      return search(keyword, searchBy, options);
    },
  });
  const logger = new MemoryLogger();
  const memory = new BrowsingMemory(new MemoryKeyValueStore());
  const store = new SearchStore(new SearchArchive(archive), memory, logger);
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
      expect(memory.detailBackRoute).toBe(store.route);
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
    expect(store.targetOf(clip)).toBe('/video_v2/asset-detail/C1');
    store.open(clip);
    expect(memory.state).toMatchObject({ fromSearch: true, identifier: 'C1' });
    expect(memory.detailBackRoute).toBe('/search?keyword=flood&search_by=ALLFIELDS');
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
});
