import { observed } from './observed';
import type { Asset } from '../entities/Asset';
import { listedBlog, type Blog } from '../entities/Blog';
import { itemTarget, paths } from '../routes/routeTable';
import type { LoadHome, TrendingVideo } from '../use-cases/LoadHome';
import type { BrowsingMemory } from './BrowsingMemory';
import { Load } from './Load';
import type { Logger } from '../ports/Logger';
import type { PageData } from './PageData';

export type HomeBrowseType = 'Topic' | 'Program' | 'Series';

/** The home 'Browse' tabs, in order; Topics is the default. */
export const HOME_BROWSE_TABS: {
  type: HomeBrowseType;
  label: string;
  linkLabel: string;
}[] = [
  { type: 'Topic', label: 'Topics', linkLabel: 'Browse All Topics' },
  { type: 'Program', label: 'Programs', linkLabel: 'Browse All Programs' },
  { type: 'Series', label: 'Series', linkLabel: 'Browse All Series' },
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
  browseType: HomeBrowseType = DEFAULT_BROWSE_TYPE;
  // Each part is pending until its first answer, so the page can keep its room from the start.
  private readonly parts: {
    blogs: Load<Blog[]>;
    trending: Load<TrendingVideo[]>;
    newAdditions: Load<Asset[]>;
    browse: Load<Asset[]>;
  };

  constructor(
    private readonly loadHome: LoadHome,
    private readonly memory: BrowsingMemory,
    logger: Logger,
    data?: PageData,
  ) {
    const part = <T>(failure: string) =>
      new Load<T[]>([], { logger, failure, data, pending: true });
    this.parts = {
      blogs: part<Blog>('Error fetching blogs:'),
      trending: part<TrendingVideo>('Error fetching trending assets:'),
      newAdditions: part<Asset>('Error fetching new additions:'),
      browse: part<Asset>('Error fetching browse items:'),
    };
    observed<HomeStore, 'loadHome' | 'memory' | 'parts'>(this, {
      loadHome: false,
      memory: false,
      parts: false,
    });
  }

  /**
   * Starts, without waiting or logging, the requests `start` makes, so they can run while the
   * page's code downloads; the archive client shares them with the page's own calls.
   */
  static prefetch(loadHome: LoadHome): void {
    loadHome.prefetch(DEFAULT_BROWSE_TYPE);
  }

  get blogs(): Blog[] {
    return this.parts.blogs.value;
  }
  get trending(): TrendingVideo[] {
    return this.parts.trending.value;
  }
  get newAdditions(): Asset[] {
    return this.parts.newAdditions.value;
  }
  get browseItems(): Asset[] {
    return this.parts.browse.value;
  }
  get blogsLoading(): boolean {
    return this.parts.blogs.loading;
  }
  get trendingLoading(): boolean {
    return this.parts.trending.loading;
  }
  get newAdditionsLoading(): boolean {
    return this.parts.newAdditions.loading;
  }
  get browseLoading(): boolean {
    return this.parts.browse.loading;
  }

  /** Starts every home request in parallel; calling it again reloads. Resolves once all settled. */
  async start(): Promise<void> {
    const { blogs, trending, newAdditions } = this.parts;
    await Promise.all([
      blogs.run('home/blogs', async (signal) =>
        (await this.loadHome.carouselBlogs({ signal })).map(listedBlog),
      ),
      trending.run('home/trending', (signal) => this.loadHome.trending({ signal })),
      newAdditions.run('home/newAdditions', (signal) => this.loadHome.newAdditions({ signal })),
      this.loadBrowse(),
    ]);
  }

  /** Shows the answers the server already sent, if any. */
  restore(): void {
    this.parts.blogs.restore('home/blogs');
    this.parts.trending.restore('home/trending');
    this.parts.newAdditions.restore('home/newAdditions');
    this.parts.browse.restore(this.browseKey);
  }

  /** Abandons whatever is still loading (the page was left). */
  dispose(): void {
    Object.values(this.parts).forEach((part) => part.dispose());
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

  /**
   * Where that link goes, whatever the tab: `/browse-all-videos` (SPEC §2, the Browse heading's
   * link; SPEC §4 knows no collection but 3 and 4, and the slider lists both).
   */
  get browseLinkTarget(): string {
    return paths.browse();
  }

  /** Switches the 'Browse' tab and loads its items. */
  selectBrowse(type: HomeBrowseType): void {
    if (type === this.browseType && (this.browseItems.length > 0 || this.browseLoading)) return;
    this.browseType = type;
    void this.loadBrowse();
  }

  /** A 'Trending Now' card opens the detail of its trend id. */
  trendingTarget(video: TrendingVideo): string {
    return paths.assetDetail(video.id);
  }

  /** A 'New Additions' card opens the detail of its Identifier. */
  newAdditionTarget(item: Asset): string {
    return paths.assetDetail(item.identifier);
  }

  /** A 'Browse' item: Series/Topic open their sub-listing (by their Type), others the detail. */
  browseTarget(item: Asset): string {
    return itemTarget(item);
  }

  /** Remembers the item about to open (its identifier first, SPEC §2 Home). */
  open(item: { type: string; identifier: string }): void {
    this.memory.rememberOpened(item, { kind: 'home', route: paths.home() });
  }

  private get browseKey(): string {
    return `home/browse/${this.browseType}`;
  }

  private async loadBrowse(): Promise<void> {
    const type = this.browseType;
    this.parts.browse.clear();
    await this.parts.browse.run(this.browseKey, (signal) =>
      this.loadHome.browseItems(type, { signal }),
    );
  }
}
