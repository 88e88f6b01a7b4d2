import { ApiError } from '../../../src/adapters/shared/ApiError';
import { isNotFound } from '../../../src/core/ports/NotFound';
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

  it('rejects as not found an id the archive has no asset for and no members of', async () => {
    const list = new ListRelated(
      archiveWith({
        relatedPaged: async () => [],
        relatedCount: async () => 0,
        assetDetail: () => Promise.reject(ApiError.httpStatus('assetDetail', 404)),
      }),
    );
    const outcome = list.execute('series', 'NOPE', 1);
    await expect(outcome).rejects.toThrow('No series NOPE in the archive');
    expect(isNotFound(await outcome.catch((error: unknown) => error))).toBe(true);
  });

  it('rejects as not found an id whose record has no title and no members', async () => {
    const list = new ListRelated(
      archiveWith({
        relatedPaged: async () => [],
        relatedCount: async () => 0,
        assetDetail: async () => anAssetDetail({ title: '', seriesTitle: '', segmentTitle: '' }),
      }),
    );
    await expect(list.execute('topic', 'T0', 1)).rejects.toMatchObject({ notFound: true });
  });

  it.each([
    ['members without a detail', [anAsset()], 1, ApiError.httpStatus('assetDetail', 404)],
    ['no members while the detail lookup fails', [], 0, ApiError.httpStatus('assetDetail', 500)],
  ])('lists %s, with no heading', async (_what, items, total, error) => {
    const list = new ListRelated(
      archiveWith({
        relatedPaged: async () => items,
        relatedCount: async () => total,
        assetDetail: () => Promise.reject(error),
      }),
    );
    await expect(list.execute('series', 'S1', 1)).resolves.toEqual({
      heading: '',
      description: '',
      years: '',
      items,
      total,
    });
  });

  it("gives the record's first description and the span of years its coverages name", async () => {
    const list = new ListRelated(
      archiveWith({
        relatedPaged: async () => [anAsset()],
        relatedCount: async () => 41,
        assetDetail: async () =>
          anAssetDetail({
            seriesTitle: 'Louisiana News Archive',
            descriptions: [{ text: 'Fifty years of local news film.', type: 'Abstract' }],
            coverages: ['Baton Rouge (La.)', '1956', '1992'],
          }),
      }),
    );
    await expect(list.execute('series', 'S1', 1)).resolves.toMatchObject({
      heading: 'Louisiana News Archive',
      description: 'Fifty years of local news film.',
      years: '1956–1992',
      total: 41,
    });
  });

  it('leaves the description and years empty when the record has none', async () => {
    const list = new ListRelated(
      archiveWith({
        relatedPaged: async () => [anAsset()],
        relatedCount: async () => 1,
        assetDetail: async () => anAssetDetail({ descriptions: [], coverages: ['1967'] }),
      }),
    );
    await expect(list.execute('topic', 'T1', 1)).resolves.toMatchObject({
      description: '',
      years: '',
    });
  });
});
