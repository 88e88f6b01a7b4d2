import { runInAction } from 'mobx';
import { observed } from './observed';
import { isContainer, type Asset } from '../entities/Asset';
import { PAGE_SIZE, pageCount, parsePage } from '../entities/Browse';
import type { Logger } from '../ports/Logger';
import { itemCount } from '../rules/lists/listingSummary';
import { paths } from '../routes/routeTable';
import type { IdentifyItem } from '../use-cases/IdentifyItem';
import type { ListRelated, SubListing } from '../use-cases/ListRelated';
import type { BrowsingMemory } from './BrowsingMemory';
import { LatestRequest } from './LatestRequest';
import { PagedList } from './PagedList';
import type { PageData } from './PageData';

export interface SubListingParams {
  category?: string;
  id?: string;
  page?: string;
}

/** The series or topic whose members are listed; its category read in any case. */
interface Container {
  category: string;
  id: string;
}

const containerOf = (params: SubListingParams): Container => ({
  category: String(params.category ?? '').toLowerCase(),
  id: String(params.id ?? ''),
});

const listKeyOf = ({ category, id }: Container) => `sublisting/${category}/${id}`;

/**
 * The members of a series or topic, 25 a page, under the series title (or the title).
 * The page is mirrored in the route and remembered per list.
 */
export class SubListingStore {
  /** An item is being fetched before it opens. */
  opening = false;
  private readonly listing: PagedList<Container, SubListing>;
  private readonly itemRequest = new LatestRequest();

  constructor(
    listRelated: ListRelated,
    private readonly identifyItem: IdentifyItem,
    private readonly memory: BrowsingMemory,
    private readonly logger: Logger,
    data?: PageData,
  ) {
    this.listing = new PagedList<Container, SubListing>(
      containerOf({}),
      { heading: '', description: '', years: '', items: [], total: 0 },
      { logger, failure: 'Error fetching related assets:', data },
      {
        listKey: listKeyOf,
        pageOf: ({ category, id }, page, signal) =>
          listRelated.execute(category, id, page, { signal }),
        pageCount: ({ total }) => pageCount(total, PAGE_SIZE),
        remember: (container, page) => memory.setPage(listKeyOf(container), page),
        // Without an id there is nothing to ask for.
        listed: ({ id }) => id !== '',
      },
    );
    observed<SubListingStore, 'identifyItem' | 'memory' | 'logger' | 'listing' | 'itemRequest'>(
      this,
      {
        identifyItem: false,
        memory: false,
        logger: false,
        listing: false,
        itemRequest: false,
      },
    );
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

  /** The archive has no such series or topic: the page is a 404. */
  get missing(): boolean {
    return this.listing.missing;
  }

  /** The page shown (1-based). */
  get page(): number {
    return this.listing.page;
  }

  /** The total is known (a load finished), so the paginator can show. */
  get counted(): boolean {
    return this.listing.counted;
  }

  /** The key the page is remembered under. */
  get listKey(): string {
    return listKeyOf(this.listing.list);
  }

  /** The canonical route of the current page; the view rewrites the address to it. */
  get route(): string {
    return this.pageRoute(this.page);
  }

  /** The address of a 1-based page of this listing (the paginator links to it). */
  pageRoute(page: number): string {
    const { category, id } = this.listing.list;
    return paths.subListing(category, id, page);
  }

  /** The page heading: the listing's title once loaded, else a plain name of the category. */
  get title(): string {
    const { heading } = this.listing.value;
    if (heading) return heading;
    if (!this.counted) return '';
    const { category } = this.listing.list;
    return category === 'series' ? 'Series' : category === 'topic' ? 'Topic' : 'Listing';
  }

  /** The series' or topic's description, shown once above its cards ('' for none). */
  get description(): string {
    return this.listing.value.description ?? '';
  }

  /**
   * The facts shown once above the cards: how many items, and the years the record names
   * ('42 videos · 1956–1992'); '' until the total is known.
   */
  get facts(): string {
    if (!this.counted) return '';
    const years = this.listing.value.years ?? '';
    return [itemCount(this.total), years].filter(Boolean).join(' · ');
  }

  /** 'Back to Browse': the remembered collection, category and page. */
  get backRoute(): string {
    return this.memory.browseRoute;
  }

  get pageSize(): number {
    return PAGE_SIZE;
  }

  /**
   * The address the page opens at, before it shows: state only, nothing remembered (a first
   * render may not change what other views observe). `setParams` follows in an effect.
   */
  at(params: SubListingParams): void {
    this.listing.at(containerOf(params), parsePage(params.page));
  }

  /** Reads the route; the category is case-insensitive and an odd page is page 1. */
  setParams(params: SubListingParams): void {
    this.listing.show(containerOf(params), parsePage(params.page));
  }

  /** Goes to a 1-based page, kept within the known pages. */
  goToPage(page: number): void {
    this.listing.goTo(page);
  }

  /** Loads the current page; safe to call again after dispose. Resolves once loaded. */
  start(): Promise<void> {
    return this.listing.start();
  }

  /** Shows the answer the server already sent for the current page, if any. */
  restore(): void {
    this.listing.restore();
  }

  dispose(): void {
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
}
