import { ResolveAsset } from '../../../src/core/use-cases/ResolveAsset';
import { anAsset, anAssetDetail, archiveWith } from '../../support/builders';
import { ApiError } from '../../../src/adapters/shared/ApiError';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

describe('ResolveAsset', () => {
  const related = [anAsset(), anAsset(), anAsset(), anAsset()];

  it('gives the detail with the first 3 related assets', async () => {
    const detail = anAssetDetail();
    const resolve = new ResolveAsset(
      archiveWith({ assetDetail: async () => detail, related: async () => related }),
      new MemoryLogger(),
    );
    await expect(resolve.execute('A-1')).resolves.toEqual({
      found: true,
      detail,
      side: { kind: 'related', items: related.slice(0, 3) },
    });
  });

  it('falls back to the first 3 new additions when nothing is related', async () => {
    const additions = [anAsset(), anAsset(), anAsset(), anAsset(), anAsset()];
    const resolve = new ResolveAsset(
      archiveWith({
        assetDetail: async () => anAssetDetail(),
        related: async () => [],
        recentlyAdded: async () => additions,
      }),
      new MemoryLogger(),
    );
    const result = await resolve.execute('A-1');
    expect(result.found && result.side).toEqual({
      kind: 'newAdditions',
      items: additions.slice(0, 3),
    });
  });

  it('treats a non-public asset as not found', async () => {
    const resolve = new ResolveAsset(
      archiveWith({
        assetDetail: async () => anAssetDetail({ isPublic: false }),
        related: async () => [],
      }),
      new MemoryLogger(),
    );
    await expect(resolve.execute('A-1')).resolves.toEqual({ found: false });
  });

  it.each([404, 410])(
    'treats an asset the archive answers %s for as not found, and logs it',
    async (status) => {
      const logger = new MemoryLogger();
      const resolve = new ResolveAsset(
        archiveWith({
          assetDetail: () => Promise.reject(ApiError.httpStatus('assetDetail', status)),
          related: async () => [],
        }),
        logger,
      );
      await expect(resolve.execute('nope')).resolves.toEqual({ found: false });
      await expect(resolve.publicDetail('nope')).resolves.toBeUndefined();
      expect(logger.messages).toEqual([
        'Error fetching asset details:',
        'Error fetching asset details:',
      ]);
    },
  );

  it.each([
    ['another status', ApiError.httpStatus('assetDetail', 500)],
    ['a timeout', new ApiError('assetDetail', 'timed out after 2500 ms')],
    ['a body that is no detail', new Error('assetDetail failed: not XML')],
  ])('rejects, unlogged, on %s: an outage is not "not found"', async (_what, error) => {
    const logger = new MemoryLogger();
    const resolve = new ResolveAsset(
      archiveWith({ assetDetail: () => Promise.reject(error), related: async () => [] }),
      logger,
    );
    await expect(resolve.execute('A-1')).rejects.toBe(error);
    await expect(resolve.publicDetail('A-1')).rejects.toBe(error);
    expect(logger.messages).toEqual([]);
  });
});
