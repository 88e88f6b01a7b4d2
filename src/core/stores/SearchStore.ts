import { makeAutoObservable } from 'mobx';
import { isContainer, type Asset, type AssetType } from '../entities/Asset';
import type { CollectionId } from '../entities/Collection';
import { PAGE_SIZE, pageCount, parsePage } from '../entities/Browse';
import { DEFAULT_SEARCH_FIELD, searchField } from '../entities/Search';
import type { Logger } from '../ports/Logger';
import { itemTarget, momentPath, paths } from '../routes/routeTable';
import {
  collectionOptions,
  filterResults,
  readSearchFilter,
  typeOptions,
  type FilterOption,
  type SearchFilter,
} from '../rules/lists/searchFilters';
import { searchTerm, type SearchArchive } from '../use-cases/SearchArchive';
import type { BrowsingMemory } from './BrowsingMemory';
import { Load } from './Load';
import type { PageData } from './PageData';

/**
 * Search results for the keyword and field of the route's query. A blank keyword asks
 * nothing; a failure is logged and ends the loading without a message. The archive answers
 * every result at once; they are filtered by collection and type, counted per choice, and
 * shown 25 a page, the filter and page kept in the query (`collection`, `type`, `page`).
 */
export class SearchStore {
  keyword = '';
  searchBy = DEFAULT_SEARCH_FIELD;
  /** The page asked for (1-based); `page` is the one shown. */
  requestedPage = 1;
  filter: SearchFilter = {};
  private readonly answer: Load<Asset[]>;

  constructor(
    private readonly search: SearchArchive,
    private readonly memory: BrowsingMemory,
    logger: Logger,
    data?: PageData,
  ) {
    this.answer = new Load<Asset[]>([], {
      logger,
      failure: 'Error fetching search results:',
      data,
    });
    makeAutoObservable<SearchStore, 'search' | 'memory' | 'answer'>(this, {
      search: false,
      memory: false,
      answer: false,
    });
  }

  get results(): Asset[] {
    return this.answer.value;
  }

  get loading(): boolean {
    return this.answer.loading;
  }

  /** A search answered, so an empty result can say so. */
  get answered(): boolean {
    return this.answer.settled && !this.answer.failed;
  }

  /** Reads the route's query: keyword, and search_by (a known field, else ALLFIELDS). */
  setQuery(keyword: string | null | undefined, searchBy: string | null | undefined): void {
    this.keyword = String(keyword ?? '');
    this.searchBy = searchField(searchBy);
  }

  /** The route's `collection` and `type` values; an odd one filters nothing. */
  setFilter(collection: string | null | undefined, type: string | null | undefined): void {
    this.filter = readSearchFilter(collection, type);
  }

  /** The results the filter lets through. */
  get shownResults(): Asset[] {
    return filterResults(this.results, this.filter);
  }

  /** The collection choices, with how many results each shows. */
  get collectionOptions(): FilterOption<CollectionId>[] {
    return collectionOptions(this.results, this.filter);
  }

  /** The type choices, with how many results each shows. */
  get typeOptions(): FilterOption<AssetType>[] {
    return typeOptions(this.results, this.filter);
  }

  /** The address of these results with one facet changed; always page 1. */
  filterRoute(change: SearchFilter): string {
    return paths.search(this.keyword, this.searchBy, 1, { ...this.filter, ...change });
  }

  /** Results arrived, but none is in the filter chosen. */
  get isFilteredEmpty(): boolean {
    return this.results.length > 0 && this.shownResults.length === 0;
  }

  get filteredEmptyMessage(): string {
    return 'No results match these filters.';
  }

  /** The page asked for by the route's `page` parameter; anything odd is page 1. */
  setPage(page: string | number | null | undefined): void {
    this.requestedPage = parsePage(page);
  }

  get pageSize(): number {
    return PAGE_SIZE;
  }

  get lastPage(): number {
    return pageCount(this.shownResults.length, PAGE_SIZE);
  }

  /** The page shown: the one asked for, kept within the results. */
  get page(): number {
    return Math.min(this.requestedPage, this.lastPage);
  }

  /** The results of the page shown. */
  get pageResults(): Asset[] {
    const start = (this.page - 1) * PAGE_SIZE;
    return this.shownResults.slice(start, start + PAGE_SIZE);
  }

  /** The address of a page of these results, in the filter chosen. */
  pageRoute(page: number): string {
    return paths.search(this.keyword, this.searchBy, page, this.filter);
  }

  /** The route of these results at the page shown, where the detail's back button returns. */
  get route(): string {
    return this.pageRoute(this.page);
  }

  get heading(): string {
    return `Search Results for ${this.keyword}`;
  }

  /** Nothing was found: the 'No results found' text shows. */
  get isEmpty(): boolean {
    return this.answered && !this.loading && this.results.length === 0;
  }

  get emptyMessage(): string {
    return `No results found for "${this.keyword}"`;
  }

  /** Runs the search (nothing for a blank keyword); safe to call again after dispose. */
  async start(): Promise<void> {
    if (searchTerm(this.keyword) === undefined) return;
    const { keyword, searchBy } = this;
    await this.answer.run(
      this.loadKey,
      async (signal) => (await this.search.execute(keyword, searchBy, { signal })) ?? [],
    );
  }

  /** Shows the answer the server already sent, if any. */
  restore(): void {
    this.answer.restore(this.loadKey);
  }

  private get loadKey(): string {
    return `search/${this.searchBy}/${this.keyword}`;
  }

  dispose(): void {
    this.answer.dispose();
  }

  /**
   * Series and topics open their sub-listing, anything else the detail route with the
   * keyword, whose transcript then opens at its mentions.
   */
  targetOf(item: Asset): string {
    const target = itemTarget(item, 'assetDetail', (t) => t.toLowerCase());
    return isContainer(item.type) ? target : momentPath(target, this.keyword);
  }

  /** An item is about to open from the results: sets the search flag and the way back. */
  open(item: Asset): void {
    this.memory.rememberOpened(item, { kind: 'search', route: this.route });
  }
}
