import type { Asset } from '../entities/Asset';
import type { AssetDetail } from '../entities/AssetDetail';
import type { Blog } from '../entities/Blog';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { BlogApi } from '../ports/BlogApi';
import type { CallOptions } from '../ports/CallOptions';
import type { Logger } from '../ports/Logger';

/** A 'Trending Now' card: a trend id resolved to its detail. */
export interface TrendingVideo {
  id: string;
  title: string;
  seriesTitle: string;
  thumbnail: string;
}

function trendingVideo(id: string, detail: AssetDetail): TrendingVideo {
  return {
    id,
    title: detail.title || detail.segmentTitle,
    seriesTitle: detail.seriesTitle,
    thumbnail: detail.thumbnail,
  };
}

function fulfilled<T>(results: PromiseSettledResult<T>[], onError: (e: unknown) => void): T[] {
  const values: T[] = [];
  for (const r of results) {
    if (r.status === 'fulfilled') values.push(r.value);
    else onError(r.reason);
  }
  return values;
}

/** A request the caller abandoned (page left, newer request) is not a failure worth logging. */
function abandoned(options?: CallOptions): boolean {
  return options?.signal?.aborted === true;
}

// Prefetching reports nothing: the page's own calls share the same requests and log failures.
const SILENT: Logger = { error: () => undefined, warn: () => undefined };

/** Front-page trends resolved, at most: each is a request of its own. */
export const MAX_TRENDS = 12;
/** Front-page carousel blogs resolved, at most: each is a request of its own. */
export const MAX_CAROUSEL_BLOGS = 12;
/** Items of the home 'Browse' slider, at most; the 'Browse All ...' link shows the rest. */
export const HOME_BROWSE_ITEMS = 24;

// SPEC §8 names each tab's failure: 'series' is its own plural.
const BROWSE_PLURALS = { Topic: 'topics', Program: 'programs', Series: 'series' } as const;

/** The home page's data. Each part fails on its own: logged, and that part stays empty. */
export class LoadHome {
  constructor(
    private readonly archive: ArchiveApi,
    private readonly blogs: BlogApi,
    private readonly logger: Logger,
  ) {}

  /**
   * Starts every home request without waiting for or reporting the answers, so a page that
   * asks a moment later finds them in flight or cached (the archive client shares them).
   */
  prefetch(browseType: 'Topic' | 'Program' | 'Series'): void {
    const quiet = new LoadHome(this.archive, this.blogs, SILENT);
    void quiet.carouselBlogs();
    void quiet.trending();
    void quiet.newAdditions();
    void quiet.browseItems(browseType);
  }

  /** The first MAX_TRENDS front-page trend ids resolved to public video details, in parallel. */
  async trending(options?: CallOptions): Promise<TrendingVideo[]> {
    try {
      const ids = (await this.blogs.frontpageTrendIds(options)).slice(0, MAX_TRENDS);
      const settled = await Promise.allSettled(
        ids.map(async (id) => ({ id, detail: await this.archive.assetDetail(id, options) })),
      );
      const log = (e: unknown) => {
        if (!abandoned(options)) this.logger.error('Error fetching trending video:', e);
      };
      return fulfilled(settled, log)
        .filter(({ detail }) => detail.isPublic)
        .map(({ id, detail }) => trendingVideo(id, detail));
    } catch (error) {
      if (!abandoned(options)) this.logger.error('Error fetching trends:', error);
      return [];
    }
  }

  /** The first MAX_CAROUSEL_BLOGS front-page blog ids resolved to active blogs, in parallel. */
  async carouselBlogs(options?: CallOptions): Promise<Blog[]> {
    try {
      const ids = (await this.blogs.frontpageBlogIds(options)).slice(0, MAX_CAROUSEL_BLOGS);
      const settled = await Promise.allSettled(ids.map((id) => this.blogs.blog(id, options)));
      const log = (e: unknown) => {
        if (!abandoned(options)) this.logger.error('Error fetching blogs:', e);
      };
      return fulfilled(settled, log).filter((blog) => blog.active);
    } catch (error) {
      if (!abandoned(options)) this.logger.error('Error fetching blogs:', error);
      return [];
    }
  }

  async newAdditions(options?: CallOptions): Promise<Asset[]> {
    try {
      return await this.archive.recentlyAdded(options);
    } catch (error) {
      if (!abandoned(options)) this.logger.error('Error fetching new additions:', error);
      return [];
    }
  }

  /** The items of the home 'Browse' tab: the first HOME_BROWSE_ITEMS topics, programs or series. */
  async browseItems(type: 'Topic' | 'Program' | 'Series', options?: CallOptions): Promise<Asset[]> {
    try {
      return (await this.archive.allAssets(type, options)).slice(0, HOME_BROWSE_ITEMS);
    } catch (error) {
      if (!abandoned(options)) this.logger.error(`Error fetching ${BROWSE_PLURALS[type]}:`, error);
      return [];
    }
  }
}
