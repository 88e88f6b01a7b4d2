import { makeAutoObservable, runInAction } from 'mobx';
import type { Asset } from '../entities/Asset';
import type { Blog } from '../entities/Blog';
import { LPB } from '../entities/Collection';
import type { Category } from '../entities/Browse';
import { itemTarget, paths } from '../rules/routes';
import type { LoadHome, TrendingVideo } from '../use-cases/LoadHome';
import type { BrowsingMemory } from './BrowsingMemory';
import { LatestRequest } from './LatestRequest';

export type HomeBrowseType = 'Topic' | 'Program' | 'Series';

/** The home 'Browse' tabs, in order; Topics is the default. */
export const HOME_BROWSE_TABS: {
  type: HomeBrowseType;
  label: string;
  linkLabel: string;
  category: Category;
}[] = [
  { type: 'Topic', label: 'Topics', linkLabel: 'Browse All Topics', category: 'topic' },
  { type: 'Program', label: 'Programs', linkLabel: 'Browse All Programs', category: 'program' },
  { type: 'Series', label: 'Series', linkLabel: 'Browse All Series', category: 'series' },
];

const DEFAULT_BROWSE_TYPE: HomeBrowseType = 'Topic';

function tab(type: HomeBrowseType) {
  return HOME_BROWSE_TABS.find((t) => t.type === type) ?? HOME_BROWSE_TABS[0]!;
}

/**
 * The home page: blog carousel, 'Trending Now', 'New Additions' and the 'Browse' tabs.
 * Every part loads at once and on its own; a failed part is logged by the use case and stays
 * empty.
 */
export class HomeStore {
  blogs: Blog[] = [];
  trending: TrendingVideo[] = [];
  newAdditions: Asset[] = [];
  browseType: HomeBrowseType = DEFAULT_BROWSE_TYPE;
  browseItems: Asset[] = [];
  // Each part is pending until its first answer, so the page can keep its room from the start.
  blogsLoading = true;
  trendingLoading = true;
  newAdditionsLoading = true;
  browseLoading = true;
  private readonly requests = {
    blogs: new LatestRequest(),
    trending: new LatestRequest(),
    newAdditions: new LatestRequest(),
    browse: new LatestRequest(),
  };

  constructor(
    private readonly loadHome: LoadHome,
    private readonly memory: BrowsingMemory,
  ) {
    makeAutoObservable<HomeStore, 'loadHome' | 'memory' | 'requests'>(this, {
      loadHome: false,
      memory: false,
      requests: false,
    });
  }

  /**
   * Starts, without waiting or logging, the requests `start` makes, so they can run while the
   * page's code downloads; the archive client shares them with the page's own calls.
   */
  static prefetch(loadHome: LoadHome): void {
    loadHome.prefetch(DEFAULT_BROWSE_TYPE);
  }

  /** Starts every home request in parallel; calling it again reloads. */
  start(): void {
    this.blogsLoading = true;
    this.trendingLoading = true;
    this.newAdditionsLoading = true;
    void this.requests.blogs
      .run((signal) => this.loadHome.carouselBlogs({ signal }))
      .then((r) => {
        if (r)
          runInAction(() => {
            this.blogsLoading = false;
            if (r.ok) this.blogs = r.value;
          });
      });
    void this.requests.trending
      .run((signal) => this.loadHome.trending({ signal }))
      .then((r) => {
        if (r)
          runInAction(() => {
            this.trendingLoading = false;
            if (r.ok) this.trending = r.value;
          });
      });
    void this.requests.newAdditions
      .run((signal) => this.loadHome.newAdditions({ signal }))
      .then((r) => {
        if (r)
          runInAction(() => {
            this.newAdditionsLoading = false;
            if (r.ok) this.newAdditions = r.value;
          });
      });
    this.loadBrowse();
  }

  /** Abandons whatever is still loading (the page was left). */
  dispose(): void {
    Object.values(this.requests).forEach((r) => r.dispose());
  }

  /** The carousel shows only when at least one blog exists. */
  get hasCarousel(): boolean {
    return this.blogs.length > 0;
  }

  /** The chosen tab's name ('Topics', 'Programs', 'Series'). */
  get browseTabLabel(): string {
    return tab(this.browseType).label;
  }

  /** The label of the link under the 'Browse' tabs. */
  get browseLinkLabel(): string {
    return tab(this.browseType).linkLabel;
  }

  /** Where that link goes: the chosen category of the broadcaster's collection. */
  get browseLinkTarget(): string {
    return paths.browse(LPB, tab(this.browseType).category, 1);
  }

  /** Switches the 'Browse' tab and loads its items. */
  selectBrowse(type: HomeBrowseType): void {
    if (type === this.browseType && (this.browseItems.length > 0 || this.browseLoading)) return;
    this.browseType = type;
    this.loadBrowse();
  }

  /** A 'Trending Now' card opens the detail of its trend id. */
  trendingTarget(video: TrendingVideo): string {
    return paths.assetDetail(video.id);
  }

  /** A 'New Additions' card opens the detail of its Identifier. */
  newAdditionTarget(item: Asset): string {
    return paths.assetDetail(item.identifier);
  }

  /** A 'Browse' item: Series/Topic open their sub-listing (/sublisting/{Type}/{Identifier}), others the detail. */
  browseTarget(item: Asset): string {
    return itemTarget(item);
  }

  /** Remembers the item about to open (its identifier first, SPEC §2 Home). */
  open(item: { type: string; identifier: string }): void {
    this.memory.rememberOpened(item, { kind: 'home', route: paths.home() });
  }

  private loadBrowse(): void {
    const type = this.browseType;
    this.browseLoading = true;
    this.browseItems = [];
    void this.requests.browse
      .run((signal) => this.loadHome.browseItems(type, { signal }))
      .then((r) => {
        if (!r) return;
        runInAction(() => {
          this.browseLoading = false;
          if (r.ok) this.browseItems = r.value;
        });
      });
  }
}
