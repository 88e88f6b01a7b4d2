import {
  HOME_BROWSE_ITEMS,
  LoadHome,
  MAX_CAROUSEL_BLOGS,
  MAX_TRENDS,
} from '../../../src/core/use-cases/LoadHome';
import { aBlog, anAsset, anAssetDetail, archiveWith, blogsWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';

describe('LoadHome', () => {
  it('resolves trend ids to public details, skipping failures', async () => {
    const logger = new MemoryLogger();
    const home = new LoadHome(
      archiveWith({
        assetDetail: async (id) => {
          if (id === 'gone') throw new Error('assetDetail failed: HTTP 404');
          return anAssetDetail({ id, title: `T ${id}`, isPublic: id !== 'hidden' });
        },
      }),
      blogsWith({ frontpageTrendIds: async () => ['1', 'gone', 'hidden', '2'] }),
      logger,
    );
    const trending = await home.trending();
    expect(trending.map((t) => [t.id, t.title])).toEqual([
      ['1', 'T 1'],
      ['2', 'T 2'],
    ]);
    expect(logger.entries).toHaveLength(1);
  });

  it('asks for every trend detail at once', async () => {
    let inFlight = 0;
    let most = 0;
    const home = new LoadHome(
      archiveWith({
        assetDetail: async (id) => {
          inFlight++;
          most = Math.max(most, inFlight);
          await new Promise((r) => setTimeout(r, 5));
          inFlight--;
          return anAssetDetail({ id });
        },
      }),
      blogsWith({ frontpageTrendIds: async () => ['1', '2', '3', '4'] }),
      new MemoryLogger(),
    );
    await home.trending();
    expect(most).toBe(4);
  });

  it('resolves carousel blogs, keeping only active ones', async () => {
    const blogs = { b1: aBlog({ key: 'b1' }), b2: aBlog({ key: 'b2', active: false }) };
    const home = new LoadHome(
      archiveWith({}),
      blogsWith({
        frontpageBlogIds: async () => ['b1', 'b2'],
        blog: async (id) => blogs[id as keyof typeof blogs],
      }),
      new MemoryLogger(),
    );
    await expect(home.carouselBlogs()).resolves.toEqual([blogs.b1]);
  });

  it('logs and empties each part that fails', async () => {
    const logger = new MemoryLogger();
    const fail = () => Promise.reject(new Error('HTTP 500'));
    const home = new LoadHome(
      archiveWith({ recentlyAdded: fail, allAssets: fail }),
      blogsWith({ frontpageTrendIds: fail, frontpageBlogIds: fail }),
      logger,
    );
    await expect(home.trending()).resolves.toEqual([]);
    await expect(home.carouselBlogs()).resolves.toEqual([]);
    await expect(home.newAdditions()).resolves.toEqual([]);
    await expect(home.browseItems('Topic')).resolves.toEqual([]);
    expect(logger.messages).toEqual([
      'Error fetching trends:',
      'Error fetching blogs:',
      'Error fetching new additions:',
      'Error fetching topics:',
    ]);
  });

  it.each([
    ['Topic', 'Error fetching topics:'],
    ['Program', 'Error fetching programs:'],
    ['Series', 'Error fetching series:'],
  ] as const)('logs a failed %s tab as %p', async (type, message) => {
    const logger = new MemoryLogger();
    const home = new LoadHome(
      archiveWith({ allAssets: () => Promise.reject(new Error('HTTP 500')) }),
      blogsWith({}),
      logger,
    );
    await expect(home.browseItems(type)).resolves.toEqual([]);
    expect(logger.messages).toEqual([message]);
  });

  describe('bounds', () => {
    const ids = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

    it('resolves at most 12 trends, in key order', async () => {
      const asked: string[] = [];
      const home = new LoadHome(
        archiveWith({
          assetDetail: async (id) => {
            asked.push(id);
            return anAssetDetail({ id });
          },
        }),
        blogsWith({ frontpageTrendIds: async () => ids('t', 500) }),
        new MemoryLogger(),
      );
      const trending = await home.trending();
      expect(MAX_TRENDS).toBe(12);
      expect(asked).toEqual(ids('t', 12));
      expect(trending.map((t) => t.id)).toEqual(ids('t', 12));
    });

    it('resolves at most 12 carousel blogs', async () => {
      const asked: string[] = [];
      const home = new LoadHome(
        archiveWith({}),
        blogsWith({
          frontpageBlogIds: async () => ids('b', 300),
          blog: async (id) => {
            asked.push(id);
            return aBlog({ key: id });
          },
        }),
        new MemoryLogger(),
      );
      const blogs = await home.carouselBlogs();
      expect(MAX_CAROUSEL_BLOGS).toBe(12);
      expect(asked).toEqual(ids('b', 12));
      expect(blogs).toHaveLength(12);
    });

    it("gives the home 'Browse' slider at most 24 items, the first ones", async () => {
      const all = ids('T', 400).map((identifier) => anAsset({ type: 'Topic', identifier }));
      const home = new LoadHome(
        archiveWith({ allAssets: async () => all }),
        blogsWith({}),
        new MemoryLogger(),
      );
      const items = await home.browseItems('Topic');
      expect(HOME_BROWSE_ITEMS).toBe(24);
      expect(items).toEqual(all.slice(0, 24));
    });
  });
});
