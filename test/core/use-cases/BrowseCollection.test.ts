import type { PagedQuery } from '../../../src/core/entities/Browse';
import { BrowseCollection } from '../../../src/core/use-cases/BrowseCollection';
import { anAsset, archiveWith } from '../../support/builders';

describe('BrowseCollection', () => {
  it('asks for the page and the total of the same filter', async () => {
    const queries: PagedQuery[] = [];
    const items = [anAsset(), anAsset()];
    const browse = new BrowseCollection(
      archiveWith({
        pagedAssets: async (q) => (queries.push(q), items),
        pagedCount: async (q) => (queries.push(q), 412),
      }),
    );
    await expect(browse.execute({ collection: 4, category: 'series', page: 3 })).resolves.toEqual({
      items,
      total: 412,
    });
    expect(queries).toEqual([
      { Page: 3, CollectionId: 4, AssetType: 'Series' },
      { CollectionId: 4, AssetType: 'Series' },
    ]);
  });
});
