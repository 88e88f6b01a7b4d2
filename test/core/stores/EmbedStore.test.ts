import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { ApiError } from '../../../src/adapters/shared/ApiError';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { EmbedStore } from '../../../src/core/stores/EmbedStore';
import { ResolveAsset } from '../../../src/core/use-cases/ResolveAsset';
import { anAssetDetail, archiveWith } from '../../support/builders';

function storeWith(calls: Partial<ArchiveApi>) {
  const logger = new MemoryLogger();
  const store = new EmbedStore(new ResolveAsset(archiveWith(calls), logger), undefined, logger);
  return { store, logger };
}

describe('EmbedStore', () => {
  it('plays a public video from its start, or from a ?t= time inside the clip', async () => {
    const { store } = storeWith({ assetDetail: async () => anAssetDetail({ id: 'LPB-CL-1042' }) });
    store.setRoute('LPB-CL-1042', '1m');
    expect(store.status).toBe('loading');
    await store.start();
    expect(store.status).toBe('ready');
    expect(store.title).toBe('Governor McKeithen on the Superdome');
    expect(store.documentTitle).toBe(
      'Governor McKeithen on the Superdome | Louisiana Digital Media Archive',
    );
    expect(store.playbackSource).toMatchObject({ start: 605, end: 766 });
    expect(store.startAt).toBe(665);
    expect(store.detailPath).toBe('/video_v2/asset-detail/LPB-CL-1042');
  });

  it('asks for nothing but the video itself', async () => {
    const asked: string[] = [];
    const { store } = storeWith({
      assetDetail: async (id) => {
        asked.push(id);
        return anAssetDetail();
      },
    });
    store.setRoute('A-1', null);
    await store.start();
    expect(asked).toEqual(['A-1']);
    expect(store.startAt).toBeUndefined();
  });

  it('is unavailable for a video that is not public', async () => {
    const { store, logger } = storeWith({
      assetDetail: async () => anAssetDetail({ isPublic: false }),
    });
    store.setRoute('A-1', null);
    await store.start();
    expect(store.status).toBe('unavailable');
    expect(store.playbackSource).toBeUndefined();
    expect(logger.entries).toEqual([]);
  });

  it.each([
    ['unknown to the archive', ApiError.httpStatus('assetDetail', 404)],
    ['not loaded: the archive fails', ApiError.httpStatus('assetDetail', 500)],
  ])('is unavailable, and logs why, when the video is %s', async (_what, error) => {
    const { store, logger } = storeWith({ assetDetail: () => Promise.reject(error) });
    store.setRoute('missing', null);
    await store.start();
    expect(store.status).toBe('unavailable');
    expect(logger.entries).toEqual([
      expect.objectContaining({ level: 'error', message: 'Error fetching asset details:' }),
    ]);
  });
});
