import { ApiError } from '../../../src/adapters/shared/ApiError';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { AssetDetail } from '../../../src/core/entities/AssetDetail';
import type { SpokenResults, SpokenSearch } from '../../../src/core/entities/SpokenWords';
import type { TranscriptMatches } from '../../../src/core/ports/TranscriptIndex';
import type { Withdrawals } from '../../../src/core/ports/Withdrawals';
import { getEventListeners } from 'node:events';
import { PUBLIC_CHECKS_AT_ONCE, PublicAssets } from '../../../src/core/use-cases/PublicAssets';
import { PublicTranscripts } from '../../../src/core/use-cases/PublicTranscripts';
import { anAssetDetail, archiveWith } from '../../support/builders';

/** What the archive says of each id now: public, not public, not found, or a failure. */
type Word = 'public' | 'private' | 'missing' | 'failing';

function archiveSaying(words: Record<string, Word>) {
  return archiveWith({
    assetDetail: async (id: string): Promise<AssetDetail> => {
      const word = words[id] ?? 'missing';
      if (word === 'missing') throw new ApiError('assetDetail', 'HTTP 404', 404);
      if (word === 'failing') throw new ApiError('assetDetail', 'HTTP 500', 500);
      return anAssetDetail({ isPublic: word === 'public' });
    },
  });
}

class RecordedWithdrawals implements Withdrawals {
  readonly ids: string[] = [];
  async withdrawn(assetId: string): Promise<void> {
    this.ids.push(assetId);
  }
}

describe('PublicAssets', () => {
  it('gives the detail of a public asset and withdraws nothing', async () => {
    const withdrawals = new RecordedWithdrawals();
    const archive = archiveSaying({ a: 'public' });
    const assets = new PublicAssets(archive, new MemoryLogger(), withdrawals);
    await expect(assets.detail('a')).resolves.toMatchObject({ isPublic: true });
    expect(withdrawals.ids).toEqual([]);
  });

  it('withdraws an asset the archive finds not public or does not find, at once', async () => {
    const withdrawals = new RecordedWithdrawals();
    const archive = archiveSaying({ hidden: 'private', gone: 'missing' });
    const assets = new PublicAssets(archive, new MemoryLogger(), withdrawals);
    await expect(assets.detail('hidden')).resolves.toBeUndefined();
    await expect(assets.isPublic('gone')).resolves.toBe(false);
    expect(withdrawals.ids).toEqual(['hidden', 'gone']);
  });

  it('rejects when the archive fails, and withdraws nothing', async () => {
    const withdrawals = new RecordedWithdrawals();
    const archive = archiveSaying({ a: 'failing' });
    const assets = new PublicAssets(archive, new MemoryLogger(), withdrawals);
    await expect(assets.detail('a')).rejects.toThrow();
    expect(withdrawals.ids).toEqual([]);
  });

  it('still answers not public when the withdrawal cannot be written, and logs it', async () => {
    const logger = new MemoryLogger();
    const broken: Withdrawals = { withdrawn: () => Promise.reject(new Error('database down')) };
    const assets = new PublicAssets(archiveSaying({ a: 'private' }), logger, broken);
    await expect(assets.isPublic('a')).resolves.toBe(false);
    expect(logger.entries.map((entry) => String(entry.detail))).toContain('Error: database down');
  });

  it('sorts many assets in their order; those the archive cannot answer for are unknown', async () => {
    const words: Record<string, Word> = {};
    const ids = Array.from({ length: 40 }, (_, i) => `v${i}`);
    ids.forEach((id, i) => {
      words[id] = (['public', 'private', 'missing', 'failing'] as const)[i % 4]!;
    });
    const assets = new PublicAssets(archiveSaying(words), new MemoryLogger());
    const sorted = await assets.sort(ids);
    expect(sorted.public).toEqual(ids.filter((_, i) => i % 4 === 0));
    expect(sorted.unknown).toEqual(ids.filter((_, i) => i % 4 === 3));
  });

  it("listens once to its caller's signal however many checks run, and stops them all with it", async () => {
    const caller = new AbortController();
    const listening: number[] = [];
    let checksStopped = 0;
    const archive = archiveWith({
      assetDetail: (_id: string, options?: { signal?: AbortSignal }) => {
        listening.push(getEventListeners(caller.signal, 'abort').length);
        return new Promise<AssetDetail>((_, reject) =>
          options?.signal?.addEventListener('abort', () => {
            checksStopped += 1;
            reject(new Error('aborted'));
          }),
        );
      },
    });
    const sorting = new PublicAssets(archive, new MemoryLogger()).sort(
      Array.from({ length: 40 }, (_, i) => `v${i}`),
      { signal: caller.signal },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(listening).toHaveLength(PUBLIC_CHECKS_AT_ONCE);
    expect(Math.max(...listening)).toBe(1);
    caller.abort();
    await expect(sorting).rejects.toThrow();
    expect(checksStopped).toBe(PUBLIC_CHECKS_AT_ONCE);
    expect(getEventListeners(caller.signal, 'abort')).toHaveLength(0);
  });
});

describe('PublicTranscripts', () => {
  /** An index that matches every video it holds and answers the videos it may show. */
  function indexHolding(ids: string[]) {
    const asked: SpokenSearch[] = [];
    const index: TranscriptMatches = {
      matching: async () => [...ids],
      search: async (query): Promise<SpokenResults> => {
        asked.push(query);
        const shown = ids.filter((id) => !query.among || query.among.includes(id));
        return {
          hits: shown.map((id) => ({
            asset: { id, title: id, seriesTitle: '', type: 'Clip', collection: 3, thumbnail: '' },
            moments: [],
            momentCount: 1,
          })),
          total: shown.length,
          collections: [{ value: 3, count: shown.length }],
          types: [{ value: 'Clip', count: shown.length }],
        };
      },
      searchWithin: async () => [{ offset: 1, end: 2, text: 'levee', snippet: [] }],
    };
    return { index, asked };
  }

  const search: SpokenSearch = { text: 'levee', page: 1, pageSize: 10, momentsPerVideo: 3 };

  it('shows and counts only the videos the archive makes public now', async () => {
    const { index, asked } = indexHolding(['a', 'b', 'c', 'd']);
    const withdrawals = new RecordedWithdrawals();
    const archive = archiveSaying({ a: 'public', b: 'private', c: 'failing', d: 'public' });
    const transcripts = new PublicTranscripts(
      index,
      new PublicAssets(archive, new MemoryLogger(), withdrawals),
    );
    const results = await transcripts.search(search);
    expect(results.hits.map((hit) => hit.asset.id)).toEqual(['a', 'd']);
    expect(results.total).toBe(2);
    expect(asked[0]?.among).toEqual(['a', 'd']);
    expect(withdrawals.ids).toEqual(['b']);
  });

  it('answers no results without asking the index to page when nothing is public', async () => {
    const { index, asked } = indexHolding(['b']);
    const transcripts = new PublicTranscripts(
      index,
      new PublicAssets(archiveSaying({ b: 'private' }), new MemoryLogger()),
    );
    await expect(transcripts.search(search)).resolves.toEqual({
      hits: [],
      total: 0,
      collections: [],
      types: [],
    });
    expect(asked).toEqual([]);
  });

  it('answers no moments inside a video that is not public, and rejects when the archive fails', async () => {
    const { index } = indexHolding(['a', 'b', 'c']);
    const archive = archiveSaying({ a: 'public', b: 'private', c: 'failing' });
    const transcripts = new PublicTranscripts(index, new PublicAssets(archive, new MemoryLogger()));
    await expect(transcripts.searchWithin('a', 'levee')).resolves.toHaveLength(1);
    await expect(transcripts.searchWithin('b', 'levee')).resolves.toEqual([]);
    await expect(transcripts.searchWithin('c', 'levee')).rejects.toThrow();
  });
});
