import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import { AboutStore } from '../../../src/core/stores/AboutStore';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { LoadHome } from '../../../src/core/use-cases/LoadHome';
import { anAsset, archiveWith, blogsWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

describe('AboutStore', () => {
  it('shows the first 4 new additions, each opening its video detail by Identifier', async () => {
    const additions = [1, 2, 3, 4, 5, 6].map((n) => anAsset({ identifier: `LPB-${n}` }));
    const logger = new MemoryLogger();
    const memory = new BrowsingMemory(new MemoryKeyValueStore());
    const store = new AboutStore(
      new LoadHome(archiveWith({ recentlyAdded: async () => additions }), blogsWith({}), logger),
      memory,
    );
    await store.start();
    expect(store.newAdditions).toEqual(additions.slice(0, 4));
    expect(store.targetOf(additions[0]!)).toBe('/video_v2/asset-detail/LPB-1');
    store.open(additions[0]!);
    expect(memory.state.identifier).toBe('LPB-1');
    expect(memory.backRouteOf('LPB-1')).toBe('/browse-all-videos');
  });

  it('leaves the sidebar empty when new additions fail', async () => {
    const logger = new MemoryLogger();
    const store = new AboutStore(
      new LoadHome(
        archiveWith({ recentlyAdded: () => Promise.reject(new Error('HTTP 500')) }),
        blogsWith({}),
        logger,
      ),
      new BrowsingMemory(new MemoryKeyValueStore()),
    );
    await store.start();
    expect(store.newAdditions).toEqual([]);
    expect(logger.messages).toEqual(['Error fetching new additions:']);
  });
});
