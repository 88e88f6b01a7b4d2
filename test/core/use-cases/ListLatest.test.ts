import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { ListLatest } from '../../../src/core/use-cases/ListLatest';
import { aBlog, anAsset, anAssetDetail, archiveWith, blogsWith } from '../../support/builders';

describe('the latest videos', () => {
  it("are Home's New Additions, each with its detail", async () => {
    const items = [anAsset({ identifier: 'A' }), anAsset({ identifier: 'B' })];
    const archive = archiveWith({
      recentlyAdded: async () => items,
      assetDetail: async (id) => anAssetDetail({ id }),
    });
    const latest = await new ListLatest(archive, blogsWith({}), new MemoryLogger()).videos();
    expect(latest.map((v) => [v.item.identifier, v.detail?.id])).toEqual([
      ['A', 'A'],
      ['B', 'B'],
    ]);
  });

  it('leave out what is not public, keep an item whose detail failed, and log that', async () => {
    const logger = new MemoryLogger();
    const archive = archiveWith({
      recentlyAdded: async () => [
        anAsset({ identifier: 'hidden-in-list', isPublic: false }),
        anAsset({ identifier: 'hidden-in-detail' }),
        anAsset({ identifier: 'failing' }),
        anAsset({ identifier: 'fine' }),
      ],
      assetDetail: async (id) => {
        if (id === 'failing') throw new Error('assetDetail: HTTP 500');
        return anAssetDetail({ id, isPublic: id !== 'hidden-in-detail' });
      },
    });
    const latest = await new ListLatest(archive, blogsWith({}), logger).videos();
    expect(latest.map((v) => [v.item.identifier, v.detail?.id])).toEqual([
      ['failing', undefined],
      ['fine', 'fine'],
    ]);
    expect(logger.entries.map((e) => e.message)).toEqual(['Error fetching asset details:']);
  });

  it('reject when the list itself fails, so a feed keeps what it had', async () => {
    const archive = archiveWith({
      recentlyAdded: async () => {
        throw new Error('recentlyAdded: HTTP 503');
      },
    });
    await expect(
      new ListLatest(archive, blogsWith({}), new MemoryLogger()).videos(),
    ).rejects.toThrow('HTTP 503');
  });

  it('are at most the limit', async () => {
    const archive = archiveWith({
      recentlyAdded: async () => Array.from({ length: 30 }, () => anAsset()),
      assetDetail: async (id) => anAssetDetail({ id }),
    });
    expect(await new ListLatest(archive, blogsWith({}), new MemoryLogger()).videos(5)).toHaveLength(
      5,
    );
  });
});

describe('the latest blog posts', () => {
  it('are the active ones, newest first', async () => {
    const blogs = blogsWith({
      allBlogs: async () => [
        aBlog({ key: 'old', date: '2021-01-01' }),
        aBlog({ key: 'draft', date: '2025-01-01', active: false }),
        aBlog({ key: 'new', date: '2024-01-01' }),
      ],
    });
    const posts = await new ListLatest(archiveWith({}), blogs, new MemoryLogger()).blogPosts();
    expect(posts.map((b) => b.key)).toEqual(['new', 'old']);
  });
});
