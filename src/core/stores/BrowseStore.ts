import { observed } from './observed';
import { cardSubtitle, type Asset } from '../entities/Asset';
import {
  categoriesFor,
  changeFilter,
  EVERY_COLLECTION,
  normaliseFilter,
  pageCount,
  pageSizeFor,
  type BrowseFilter,
  type Category,
} from '../entities/Browse';
import type { CollectionId } from '../entities/Collection';
import type { Logger } from '../ports/Logger';
import { itemTarget, paths } from '../routes/routeTable';
import type { BrowseCollection, BrowseResult } from '../use-cases/BrowseCollection';
import type { BrowsingMemory } from './BrowsingMemory';
import { PagedList } from './PagedList';
import type { PageData } from './PageData';

/** The route parameters of the browse screen, as read (any text, or missing). */
export interface BrowseParams {
  collection?: string;
  category?: string;
  page?: string;
}

/** What is listed: a collection (or every one) and a category; the page is the list's. */
type BrowseList = Omit<BrowseFilter, 'page'>;

const listOf = ({ collection, category }: BrowseFilter): BrowseList => ({ collection, category });

/**
 * 'Browse All Videos': a collection (or none: every collection), a category filter and a
 * page, always valid, always mirrored in the route, and remembered for 'Back to Browse'.
 */
export class BrowseStore {
  private readonly results: PagedList<BrowseList, BrowseResult>;

  constructor(
    browse: BrowseCollection,
    private readonly memory: BrowsingMemory,
    logger: Logger,
    data?: PageData,
  ) {
    this.results = new PagedList<BrowseList, BrowseResult>(
      listOf(normaliseFilter({})),
      { items: [], total: 0 },
      { logger, failure: 'Error fetching paged data:', data },
      {
        listKey: ({ collection = EVERY_COLLECTION, category }) =>
          `browse/${collection}/${category}`,
        pageOf: (list, page, signal) => browse.execute({ ...list, page }, { signal }),
        pageCount: ({ total }) => pageCount(total, pageSizeFor(total)),
        remember: ({ collection, category }, page) =>
          memory.rememberBrowse(collection, category, page),
      },
    );
    observed<BrowseStore, 'memory' | 'results'>(this, {
      memory: false,
      results: false,
    });
  }

  /** The collection, category and page shown. */
  get filter(): BrowseFilter {
    return { ...this.results.list, page: this.results.page };
  }

  get items(): Asset[] {
    return this.results.value.items;
  }

  get total(): number {
    return this.results.value.total;
  }

  get loading(): boolean {
    return this.results.loading;
  }

  /** The total is known (a load finished), so a page past the end can be corrected. */
  get counted(): boolean {
    return this.results.counted;
  }

  /**
   * Starts, without waiting or reporting, the request `start` makes for these route
   * parameters, so it can run while the page's code downloads; the archive client shares it.
   */
  static prefetch(browse: BrowseCollection, params: BrowseParams): void {
    browse.execute(normaliseFilter(params)).catch(() => undefined);
  }

  /** The canonical route of the current state; the view rewrites the address to it. */
  get route(): string {
    return this.pageRoute(this.filter.page);
  }

  /** The address of a 1-based page of the current list (the paginator links to it). */
  pageRoute(page: number): string {
    return paths.browse(this.filter.collection, this.filter.category, page);
  }

  /** Categories offered for the collection (no topics or programs for LSA). */
  get categories(): Category[] {
    return categoriesFor(this.filter.collection);
  }

  get pageSize(): number {
    return pageSizeFor(this.total);
  }

  /** The series title shows under a card only when the category is all. */
  subtitleOf(item: Asset): string | undefined {
    return this.filter.category === 'all' ? cardSubtitle(item) : undefined;
  }

  /** Series and topics open their sub-listing, anything else the video player route. */
  targetOf(item: Asset): string {
    return itemTarget(item, 'videoPlayer', (t) => t.toLowerCase());
  }

  /** Loads the current filter; safe to call again after dispose. Resolves once loaded. */
  start(): Promise<void> {
    return this.results.start();
  }

  /** Shows the answer the server already sent for the current filter, if any. */
  restore(): void {
    this.results.restore();
  }

  /** Abandons a load in flight (the page was left). */
  dispose(): void {
    this.results.dispose();
  }

  /**
   * The address the page opens at, before it shows: state only, nothing remembered (a first
   * render may not change what other views observe). `setParams` follows in an effect.
   */
  at(params: BrowseParams): void {
    const filter = normaliseFilter(params);
    this.results.at(listOf(filter), filter.page);
  }

  /** Reads route parameters; odd values become a valid state (the view then rewrites the route). */
  setParams(params: BrowseParams): void {
    this.apply(normaliseFilter(params));
  }

  selectCollection(collection: CollectionId): void {
    this.apply(changeFilter(this.filter, { collection }));
  }

  selectCategory(category: Category): void {
    this.apply(changeFilter(this.filter, { category }));
  }

  /** Goes to a 1-based page, kept within the known pages. */
  goToPage(page: number): void {
    this.results.goTo(page);
  }

  /** A card is about to open: remember where it was opened from. */
  open(item: Asset): void {
    this.memory.rememberOpened(item, { kind: 'browse', route: this.route });
  }

  private apply(next: BrowseFilter): void {
    this.results.show(listOf(next), next.page);
  }
}
