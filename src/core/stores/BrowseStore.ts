import { makeAutoObservable } from 'mobx';
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
import { Load } from './Load';
import type { PageData } from './PageData';

/** The route parameters of the browse screen, as read (any text, or missing). */
export interface BrowseParams {
  collection?: string;
  category?: string;
  page?: string;
}

function sameFilter(a: BrowseFilter, b: BrowseFilter): boolean {
  return a.collection === b.collection && a.category === b.category && a.page === b.page;
}

/**
 * 'Browse All Videos': a collection (or none: every collection), a category filter and a
 * page, always valid, always mirrored in the route, and remembered for 'Back to Browse'.
 */
export class BrowseStore {
  filter: BrowseFilter = normaliseFilter({});
  /** The total is known (a load finished), so a page past the end can be corrected. */
  counted = false;
  private started = false;
  private readonly results: Load<BrowseResult>;

  constructor(
    private readonly browse: BrowseCollection,
    private readonly memory: BrowsingMemory,
    logger: Logger,
    data?: PageData,
  ) {
    this.results = new Load<BrowseResult>(
      { items: [], total: 0 },
      { logger, failure: 'Error fetching paged data:', data },
    );
    makeAutoObservable<BrowseStore, 'browse' | 'memory' | 'results' | 'started'>(this, {
      browse: false,
      memory: false,
      results: false,
      started: false,
    });
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

  get lastPage(): number {
    return pageCount(this.total, this.pageSize);
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
    this.started = true;
    return this.load();
  }

  /** Shows the answer the server already sent for the current filter, if any. */
  restore(): void {
    if (this.results.restore(this.loadKey)) this.loaded();
  }

  /** Abandons a load in flight (the page was left). */
  dispose(): void {
    this.started = false;
    this.results.dispose();
  }

  /** Reads route parameters; odd values become a valid state (the view then rewrites the route). */
  /**
   * The address the page opens at, before it shows: state only, nothing remembered (a first
   * render may not change what other views observe). `setParams` follows in an effect.
   */
  at(params: BrowseParams): void {
    this.filter = normaliseFilter(params);
  }

  setParams(params: BrowseParams): void {
    const next = normaliseFilter(params);
    // A page past the end stays corrected while the route catches up.
    if (
      this.counted &&
      next.page > this.lastPage &&
      next.collection === this.filter.collection &&
      next.category === this.filter.category
    ) {
      next.page = this.lastPage;
    }
    this.apply(next);
  }

  selectCollection(collection: CollectionId): void {
    this.apply(changeFilter(this.filter, { collection }));
  }

  selectCategory(category: Category): void {
    this.apply(changeFilter(this.filter, { category }));
  }

  /** Goes to a 1-based page, kept within the known pages. */
  goToPage(page: number): void {
    const within = Math.min(
      Math.max(1, Math.floor(page)),
      this.counted ? this.lastPage : Number.MAX_SAFE_INTEGER,
    );
    this.apply(normaliseFilter({ ...this.filter, page: within }));
  }

  /** A card is about to open: remember where it was opened from. */
  open(item: Asset): void {
    this.memory.rememberOpened(item, { kind: 'browse', route: this.route });
  }

  private apply(next: BrowseFilter): void {
    this.memory.rememberBrowse(next.collection, next.category, next.page);
    if (sameFilter(next, this.filter) && (this.counted || this.loading)) return;
    const listChanged =
      next.collection !== this.filter.collection || next.category !== this.filter.category;
    this.filter = next;
    if (listChanged) this.counted = false;
    if (this.started) void this.load();
  }

  private get loadKey(): string {
    const { collection = EVERY_COLLECTION, category, page } = this.filter;
    return `browse/${collection}/${category}/${page}`;
  }

  private async load(): Promise<void> {
    const filter = this.filter;
    if (await this.results.run(this.loadKey, (signal) => this.browse.execute(filter, { signal })))
      this.loaded();
  }

  private loaded(): void {
    this.counted = true;
    if (this.filter.page > this.lastPage) this.goToPage(this.lastPage);
  }
}
