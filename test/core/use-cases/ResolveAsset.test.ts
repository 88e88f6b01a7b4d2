import { ResolveAsset } from '../../../src/core/use-cases/ResolveAsset';
import { anAsset, anAssetDetail, archiveWith } from '../../support/builders';
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

  it('treats a failed or unknown asset as not found, and logs it', async () => {
    const logger = new MemoryLogger();
    const resolve = new ResolveAsset(
      archiveWith({ assetDetail: () => Promise.reject(new Error('assetDetail failed: HTTP 404')) }),
      logger,
    );
    await expect(resolve.execute('nope')).resolves.toEqual({ found: false });
    expect(logger.messages).toContain('Error fetching asset details:');
  });
});
