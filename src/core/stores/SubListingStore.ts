import { makeAutoObservable, runInAction } from 'mobx';
import { isContainer, type Asset } from '../entities/Asset';
import { PAGE_SIZE, pageCount, parsePage } from '../entities/Browse';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { Logger } from '../ports/Logger';
import { paths } from '../rules/routes';
import type { ListRelated } from '../use-cases/ListRelated';
import type { BrowsingMemory } from './BrowsingMemory';
import { LatestRequest } from './LatestRequest';

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
  heading = '';
  items: Asset[] = [];
  total = 0;
  loading = false;
  counted = false;
  /** An item is being fetched before it opens. */
  opening = false;
  private started = false;
  private readonly request = new LatestRequest();
  private readonly itemRequest = new LatestRequest();

  constructor(
    private readonly listRelated: ListRelated,
    private readonly archive: ArchiveApi,
    private readonly memory: BrowsingMemory,
    private readonly logger: Logger,
  ) {
    makeAutoObservable<
      SubListingStore,
      'listRelated' | 'archive' | 'memory' | 'logger' | 'request' | 'itemRequest' | 'started'
    >(this, {
      listRelated: false,
      archive: false,
      memory: false,
      logger: false,
      request: false,
      itemRequest: false,
      started: false,
    });
  }

  /** The key the page is remembered under. */
  get listKey(): string {
    return `sublisting/${this.category}/${this.id}`;
  }

  /** The canonical route of the current page; the view rewrites the address to it. */
  get route(): string {
    return paths.subListing(this.category, this.id, this.page);
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
  setParams(params: SubListingParams): void {
    const category = String(params.category ?? '').toLowerCase();
    const id = String(params.id ?? '');
    let page = parsePage(params.page);
    const sameList = category === this.category && id === this.id;
    if (sameList && this.counted && page > this.lastPage) page = this.lastPage;
    if (sameList && page === this.page && (this.counted || this.loading)) return;
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

  /** Loads the current page; safe to call again after dispose. */
  start(): void {
    this.started = true;
    this.load();
  }

  dispose(): void {
    this.started = false;
    this.request.dispose();
    this.itemRequest.dispose();
    this.loading = false;
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
      this.archive.assetDetail(item.identifier, { signal }),
    );
    if (!outcome) return undefined;
    runInAction(() => (this.opening = false));
    let type = item.type as string;
    if (outcome.ok) type = outcome.value.assetType || item.type;
    else this.logger.error('Error fetching asset details:', outcome.error);
    if (isContainer(type)) return paths.subListing(type.toLowerCase(), item.identifier, 1);
    this.memory.rememberOpened(
      { type, identifier: item.identifier },
      { kind: 'subListing', route: this.route, page: this.page },
    );
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
    if (this.started) this.load();
  }

  private load(): void {
    const { category, id, page } = this;
    if (!id) return;
    this.loading = true;
    void this.request
      .run((signal) => this.listRelated.execute(category, id, page, { signal }))
      .then((outcome) => {
        if (!outcome) return;
        runInAction(() => {
          this.loading = false;
          if (outcome.ok) {
            this.heading = outcome.value.heading;
            this.items = outcome.value.items;
            this.total = outcome.value.total;
          } else {
            this.logger.error('Error fetching related assets:', outcome.error);
            this.items = [];
            this.total = 0;
          }
          this.counted = true;
          if (this.page > this.lastPage) this.goToPage(this.lastPage);
        });
      });
  }
}
