import { ListRelated } from '../../../src/core/use-cases/ListRelated';
import { anAsset, anAssetDetail, archiveWith } from '../../support/builders';

describe('ListRelated', () => {
  it('heads a series listing with its series title and other listings with the title', async () => {
    const archive = archiveWith({
      relatedPaged: async () => [anAsset()],
      relatedCount: async () => 40,
      assetDetail: async () =>
        anAssetDetail({ title: 'Episode title', seriesTitle: 'Series title' }),
    });
    const list = new ListRelated(archive);
    await expect(list.execute('series', 'S1', 2)).resolves.toMatchObject({
      heading: 'Series title',
      total: 40,
    });
    await expect(list.execute('topic', 'T1', 1)).resolves.toMatchObject({
      heading: 'Episode title',
    });
  });
});
