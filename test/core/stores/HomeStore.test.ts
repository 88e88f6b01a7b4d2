import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { Asset } from '../../../src/core/entities/Asset';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import type { BlogApi } from '../../../src/core/ports/BlogApi';
import { BrowsingMemory } from '../../../src/core/stores/BrowsingMemory';
import { HomeStore } from '../../../src/core/stores/HomeStore';
import { LoadHome } from '../../../src/core/use-cases/LoadHome';
import { aBlog, anAsset, anAssetDetail, archiveWith, blogsWith } from '../../support/builders';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { openedFrom } from '../../support/browsing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function home(archive: Partial<ArchiveApi>, blogs: Partial<BlogApi>) {
  const logger = new MemoryLogger();
  const memory = new BrowsingMemory(new MemoryKeyValueStore());
  const loadHome = new LoadHome(archiveWith(archive), blogsWith(blogs), logger);
  const store = new HomeStore(loadHome, memory, logger);
  return { store, memory, logger, loadHome };
}

describe('HomeStore', () => {
  it('starts every home request at once, before any answers', () => {
    const started: string[] = [];
    const never =
      <T>(name: string) =>
      () => {
        started.push(name);
        return new Promise<T>(() => undefined);
      };
    const { store } = home(
      { recentlyAdded: never('recentlyAdded'), allAssets: never('allAssets') },
      {
        frontpageBlogIds: never('frontpageBlogIds'),
        frontpageTrendIds: never('frontpageTrendIds'),
      },
    );
    store.start();
    expect(started.sort()).toEqual([
      'allAssets',
      'frontpageBlogIds',
      'frontpageTrendIds',
      'recentlyAdded',
    ]);
  });

  it('loads blogs, trending videos, new additions and topics', async () => {
    const blog = aBlog({ key: 'b7' });
    const addition = anAsset({ identifier: 'LPB-CL-1' });
    const topic = anAsset({ type: 'Topic', identifier: 'T1' });
    const types: string[] = [];
    const { store } = home(
      {
        recentlyAdded: async () => [addition],
        allAssets: async (type) => {
          types.push(type);
          return [topic];
        },
        assetDetail: async (id) => anAssetDetail({ id, title: `Video ${id}` }),
      },
      {
        frontpageBlogIds: async () => ['b7'],
        blog: async () => blog,
        frontpageTrendIds: async () => ['1042'],
      },
    );
    store.start();
    await settle();
    // Listed without its body: only its own page needs it.
    expect(store.blogs).toEqual([{ ...blog, html: '' }]);
    expect(store.hasCarousel).toBe(true);
    expect(store.trending.map((t) => t.title)).toEqual(['Video 1042']);
    expect(store.newAdditions).toEqual([addition]);
    expect(types).toEqual(['Topic']);
    expect(store.browseItems).toEqual([topic]);
  });

  it('marks each part as loading until its own answer, failed or not', async () => {
    let answerTrends: (ids: string[]) => void = () => undefined;
    const { store } = home(
      {
        recentlyAdded: async () => Promise.reject(new Error('down')),
        allAssets: async () => [],
      },
      {
        frontpageBlogIds: async () => [],
        frontpageTrendIds: () => new Promise<string[]>((resolve) => (answerTrends = resolve)),
      },
    );
    expect(store.blogsLoading && store.trendingLoading).toBe(true);
    expect(store.newAdditionsLoading && store.browseLoading).toBe(true);
    store.start();
    await settle();
    expect(store.blogsLoading).toBe(false);
    expect(store.hasCarousel).toBe(false);
    expect(store.newAdditionsLoading).toBe(false);
    expect(store.browseLoading).toBe(false);
    expect(store.trendingLoading).toBe(true);
    answerTrends([]);
    await settle();
    expect(store.trendingLoading).toBe(false);
  });

  it('prefetches what start asks for, without logging failures', async () => {
    const started: string[] = [];
    const { loadHome, logger } = home(
      {
        recentlyAdded: async () => {
          started.push('recentlyAdded');
          throw new Error('down');
        },
        allAssets: async (type) => {
          started.push(`allAssets ${type}`);
          return [];
        },
      },
      {
        frontpageBlogIds: async () => {
          started.push('frontpageBlogIds');
          return [];
        },
        frontpageTrendIds: async () => {
          started.push('frontpageTrendIds');
          return [];
        },
      },
    );
    HomeStore.prefetch(loadHome);
    await settle();
    expect(started.sort()).toEqual([
      'allAssets Topic',
      'frontpageBlogIds',
      'frontpageTrendIds',
      'recentlyAdded',
    ]);
    expect(logger.messages).toEqual([]);
  });

  it('has no carousel without blogs, and a failed part stays empty and is logged', async () => {
    const { store, logger } = home(
      {
        recentlyAdded: async () => Promise.reject(new Error('down')),
        allAssets: async () => [],
      },
      {
        frontpageBlogIds: async () => Promise.reject(new Error('down')),
        frontpageTrendIds: async () => [],
      },
    );
    store.start();
    await settle();
    expect(store.hasCarousel).toBe(false);
    expect(store.newAdditions).toEqual([]);
    expect(logger.messages).toEqual(
      expect.arrayContaining(['Error fetching blogs:', 'Error fetching new additions:']),
    );
  });

  it('switches the Browse tab: Topics by default, then Programs and Series, with the link label', async () => {
    const byType: Record<string, Asset[]> = {
      Topic: [anAsset({ type: 'Topic' })],
      Program: [anAsset({ type: 'Program' })],
      Series: [anAsset({ type: 'Series' })],
    };
    const { store } = home(
      { recentlyAdded: async () => [], allAssets: async (type) => byType[type] ?? [] },
      {},
    );
    store.start();
    await settle();
    expect(store.browseType).toBe('Topic');
    expect(store.browseLinkLabel).toBe('Browse All Topics');
    expect(store.browseItems).toEqual(byType.Topic);

    store.selectBrowse('Program');
    expect(store.browseLinkLabel).toBe('Browse All Programs');
    await settle();
    expect(store.browseItems).toEqual(byType.Program);
    expect(store.browseLinkTarget).toBe('/browse-all-videos/all/program/page/1');

    store.selectBrowse('Series');
    await settle();
    expect(store.browseLinkLabel).toBe('Browse All Series');
    expect(store.browseItems).toEqual(byType.Series);
  });

  it('keeps only the newest tab when answers arrive out of order', async () => {
    let answerTopics: (items: Asset[]) => void = () => undefined;
    const series = [anAsset({ type: 'Series' })];
    const { store } = home(
      {
        recentlyAdded: async () => [],
        allAssets: (type) =>
          type === 'Topic'
            ? new Promise<Asset[]>((resolve) => (answerTopics = resolve))
            : Promise.resolve(series),
      },
      {},
    );
    store.start();
    store.selectBrowse('Series');
    await settle();
    answerTopics([anAsset({ type: 'Topic' })]);
    await settle();
    expect(store.browseItems).toEqual(series);
  });

  it('sends trending and new cards to the detail', () => {
    const { store } = home({}, {});
    const trend = { id: '1042', title: '', seriesTitle: '', thumbnail: '' };
    expect(store.trendingTarget(trend)).toBe('/video_v2/asset-detail/1042');
    const added = anAsset({ identifier: 'LPB-CL-9' });
    expect(store.newAdditionTarget(added)).toBe('/video_v2/asset-detail/LPB-CL-9');
  });

  it.each([
    ['Series', 'S1', '/sublisting/Series/S1'],
    ['Topic', 'T1', '/sublisting/Topic/T1'],
    ['Program', 'P1', '/video_v2/asset-detail/P1'],
  ] as const)('sends a browse card of a %s %j to %s', (type, identifier, target) => {
    const { store } = home({}, {});
    expect(store.browseTarget(anAsset({ type, identifier }))).toBe(target);
  });

  it('stores the opened item first and clears the way back to a search', () => {
    const { store, memory } = home({}, {});
    openedFrom(memory, 'X', 'search', '/search?keyword=x');
    store.open(anAsset({ type: 'Series', identifier: 'S1' }));
    expect(memory.state).toMatchObject({
      identifier: 'S1',
      fromSearch: false,
      fromSubListing: false,
      previousRoute: '/',
    });
  });

  it('abandons what is loading on dispose without logging it as a failure', async () => {
    const signals: AbortSignal[] = [];
    const hang = (_: unknown, options?: { signal?: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => {
        const signal = options?.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { store, logger } = home(
      {
        recentlyAdded: (options) => hang(undefined, options),
        allAssets: (_type, options) => hang(undefined, options),
      },
      {
        frontpageBlogIds: (options) => hang(undefined, options),
        frontpageTrendIds: (options) => hang(undefined, options),
      },
    );
    store.start();
    store.dispose();
    await settle();
    expect(signals).toHaveLength(4);
    expect(signals.every((s) => s.aborted)).toBe(true);
    expect(logger.messages).toEqual([]);
  });
});
