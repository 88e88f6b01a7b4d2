import { makeAutoObservable, runInAction } from 'mobx';
import { isContainer, type Asset } from '../entities/Asset';
import { PAGE_SIZE, pageCount, parsePage } from '../entities/Browse';
import type { Logger } from '../ports/Logger';
import { paths } from '../routes/routeTable';
import type { IdentifyItem } from '../use-cases/IdentifyItem';
import type { ListRelated, SubListing } from '../use-cases/ListRelated';
import type { BrowsingMemory } from './BrowsingMemory';
import { LatestRequest } from './LatestRequest';
import { Load } from './Load';
import type { PageData } from './PageData';

export interface SubListingParams {
  category?: string;
  id?: string;
  page?: string;
}

/**
 * The members of a series or topic, 25 a page, under the series title (or the title).
 * The page is mirrored in the route and remembered per list.
 */
export class SubListingStore {
  category = '';
  id = '';
  page = 1;
  counted = false;
  /** An item is being fetched before it opens. */
  opening = false;
  private started = false;
  private readonly listing: Load<SubListing>;
  private readonly itemRequest = new LatestRequest();

  constructor(
    private readonly listRelated: ListRelated,
    private readonly identifyItem: IdentifyItem,
    private readonly memory: BrowsingMemory,
    private readonly logger: Logger,
    data?: PageData,
  ) {
    this.listing = new Load<SubListing>(
      { heading: '', items: [], total: 0 },
      { logger, failure: 'Error fetching related assets:', data },
    );
    makeAutoObservable<
      SubListingStore,
      'listRelated' | 'identifyItem' | 'memory' | 'logger' | 'listing' | 'itemRequest' | 'started'
    >(this, {
      listRelated: false,
      identifyItem: false,
      memory: false,
      logger: false,
      listing: false,
      itemRequest: false,
      started: false,
    });
  }

  get heading(): string {
    return this.listing.value.heading;
  }

  get items(): Asset[] {
    return this.listing.value.items;
  }

  get total(): number {
    return this.listing.value.total;
  }

  get loading(): boolean {
    return this.listing.loading;
  }

  /** The key the page is remembered under. */
  get listKey(): string {
    return `sublisting/${this.category}/${this.id}`;
  }

  /** The canonical route of the current page; the view rewrites the address to it. */
  get route(): string {
    return this.pageRoute(this.page);
  }

  /** The address of a 1-based page of this listing (the paginator links to it). */
  pageRoute(page: number): string {
    return paths.subListing(this.category, this.id, page);
  }

  /** The page heading: the listing's title once loaded, else a plain name of the category. */
  get title(): string {
    if (this.heading) return this.heading;
    if (!this.counted) return '';
    return this.category === 'series' ? 'Series' : this.category === 'topic' ? 'Topic' : 'Listing';
  }

  /** 'Back to Browse': the remembered collection, category and page. */
  get backRoute(): string {
    return this.memory.browseRoute;
  }

  get pageSize(): number {
    return PAGE_SIZE;
  }

  get lastPage(): number {
    return pageCount(this.total, PAGE_SIZE);
  }

  /** Reads the route; the category is case-insensitive and an odd page is page 1. */
  /**
   * The address the page opens at, before it shows: state only, nothing remembered (a first
   * render may not change what other views observe). `setParams` follows in an effect.
   */
  at(params: SubListingParams): void {
    this.category = String(params.category ?? '').toLowerCase();
    this.id = String(params.id ?? '');
    this.page = parsePage(params.page);
  }

  setParams(params: SubListingParams): void {
    const category = String(params.category ?? '').toLowerCase();
    const id = String(params.id ?? '');
    let page = parsePage(params.page);
    const sameList = category === this.category && id === this.id;
    if (sameList && this.counted && page > this.lastPage) page = this.lastPage;
    if (sameList && page === this.page && (this.counted || this.loading)) {
      this.memory.setPage(this.listKey, page);
      return;
    }
    if (!sameList) this.counted = false;
    this.category = category;
    this.id = id;
    this.setPage(page);
  }

  /** Goes to a 1-based page, kept within the known pages. */
  goToPage(page: number): void {
    const upper = this.counted ? this.lastPage : Number.MAX_SAFE_INTEGER;
    const next = Math.min(Math.max(1, Math.floor(page)), upper);
    if (next === this.page && (this.counted || this.loading)) return;
    this.setPage(next);
  }

  /** Loads the current page; safe to call again after dispose. Resolves once loaded. */
  start(): Promise<void> {
    this.started = true;
    return this.load();
  }

  /** Shows the answer the server already sent for the current page, if any. */
  restore(): void {
    if (this.listing.restore(this.loadKey)) this.loaded();
  }

  dispose(): void {
    this.started = false;
    this.listing.dispose();
    this.itemRequest.dispose();
    this.opening = false;
  }

  /**
   * Fetches a clicked item first, then resolves where it opens: a series or topic opens
   * its own sub-listing at page 1; anything else opens the video detail, remembered as
   * opened from this listing so the detail's back button returns here. A failed fetch is
   * logged and the detail opens anyway (it handles unknown assets). Resolves to undefined
   * when the page was left meanwhile.
   */
  async open(item: Asset): Promise<string | undefined> {
    this.opening = true;
    const outcome = await this.itemRequest.run((signal) =>
      this.identifyItem.execute(item.identifier, item.type, { signal }),
    );
    if (!outcome) return undefined;
    runInAction(() => (this.opening = false));
    let type: string = item.type;
    if (outcome.ok) type = outcome.value;
    else this.logger.error('Error fetching asset details:', outcome.error);
    if (isContainer(type)) return paths.subListing(type.toLowerCase(), item.identifier, 1);
    this.memory.rememberOpened(item, { kind: 'subListing', route: this.route });
    return paths.assetDetail(item.identifier);
  }

  /** The target a card links to before its item is fetched (for new tabs). */
  linkOf(item: Asset): string {
    return isContainer(item.type)
      ? paths.subListing(item.type.toLowerCase(), item.identifier, 1)
      : paths.assetDetail(item.identifier);
  }

  private setPage(page: number): void {
    this.page = page;
    this.memory.setPage(this.listKey, page);
    if (this.started) void this.load();
  }

  private get loadKey(): string {
    return `sublisting/${this.category}/${this.id}/${this.page}`;
  }

  private async load(): Promise<void> {
    const { category, id, page } = this;
    if (!id) return;
    const work = (signal: AbortSignal) => this.listRelated.execute(category, id, page, { signal });
    if (await this.listing.run(this.loadKey, work)) this.loaded();
  }

  private loaded(): void {
    this.counted = true;
    if (this.page > this.lastPage) this.goToPage(this.lastPage);
  }
}
