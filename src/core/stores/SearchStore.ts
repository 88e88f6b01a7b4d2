import { observed } from './observed';
import { isContainer, type Asset } from '../entities/Asset';
import { PAGE_SIZE, pageCount, parsePage } from '../entities/Browse';
import { DEFAULT_SEARCH_FIELD, searchField } from '../entities/Search';
import type { Logger } from '../ports/Logger';
import { itemTarget, momentPath, paths } from '../routes/routeTable';
import { filterResults, readSearchFilter, type SearchFilter } from '../rules/lists/searchFilters';
import { searchView, searchViewKey, type SearchView } from '../rules/lists/searchView';
import type { ReadSearchFacets } from '../use-cases/ReadSearchFacets';
import { searchTerm, type SearchArchive } from '../use-cases/SearchArchive';
import { SearchSpokenWords } from '../use-cases/SearchSpokenWords';
import type { BrowsingMemory } from './BrowsingMemory';
import { SearchAnswer } from './SearchAnswer';
import type { LoadRecord, PageData } from './PageData';
import { SpokenWordsStore } from './SpokenWordsStore';

/**
 * Search results for the keyword and field of the route's query. A blank keyword asks
 * nothing; a failure is logged and ends the loading without a message. The archive answers
 * every result at once; they are filtered by collection and type, and where the catalogue
 * index answers for them by decade and parish, counted per choice, and shown 25 a page, the
 * filter and page kept in the query (`collection`, `type`, `decade`, `parish`, `page`).
 * The page's data carries only the view of the page asked for (`SearchView`); another page
 * or filter loads the whole answer again (the browser keeps it a while). Beside them,
 * `spoken` holds the videos whose spoken words match, in the same filter, paged on their own
 * (`spoken_page`).
 */
export class SearchStore {
  keyword = '';
  searchBy = DEFAULT_SEARCH_FIELD;
  /** The page asked for (1-based); `page` is the one shown. */
  requestedPage = 1;
  filter: SearchFilter = {};
  private readonly answer: SearchAnswer;
  /** The spoken-word part; without one given, a site with no spoken-word search. */
  readonly spoken: SpokenWordsStore;

  constructor(
    private readonly search: SearchArchive,
    private readonly memory: BrowsingMemory,
    logger: Logger,
    data?: PageData,
    spoken?: SpokenWordsStore,
    private readonly facets?: ReadSearchFacets,
  ) {
    this.answer = new SearchAnswer(logger, data);
    this.spoken = spoken ?? new SpokenWordsStore(new SearchSpokenWords(undefined), logger, data);
    observed<SearchStore, 'search' | 'memory' | 'answer' | 'facets'>(this, {
      search: false,
      memory: false,
      answer: false,
      spoken: false,
      facets: false,
    });
  }

  /** The server's view, when it is of the page and filter asked for and nothing newer came. */
  private get view(): LoadRecord | undefined {
    return this.answer.serverView(this.viewKey);
  }

  /**
   * The page shown, its counts and its filter choices with how many results each shows (the
   * decades and parishes only where the catalogue index answers): the server's view of the
   * page if it is here, else the view of the whole answer.
   */
  get shown(): SearchView {
    const view = this.view;
    return view?.ok
      ? (view.value as SearchView)
      : searchView(this.results, this.filter, this.requestedPage, this.answer.value.facets);
  }

  /** Every result of the answer; empty while only the server's view of a page is here. */
  get results(): Asset[] {
    return this.answer.value.results;
  }

  /** Results in the answer. */
  get total(): number {
    return this.shown.total;
  }

  get hasResults(): boolean {
    return this.total > 0;
  }

  get loading(): boolean {
    return this.answer.loading;
  }

  /** A search answered, so an empty result can say so. */
  get answered(): boolean {
    const view = this.view;
    if (view) return view.ok;
    return this.answer.settled && !this.answer.failed;
  }

  /** Reads the route's query: keyword, and search_by (a known field, else ALLFIELDS). */
  setQuery(keyword: string | null | undefined, searchBy: string | null | undefined): void {
    this.keyword = String(keyword ?? '');
    this.searchBy = searchField(searchBy);
    this.spoken.setText(this.keyword);
  }

  /**
   * The route's `collection`, `type`, `decade` and `parish` values; an odd one filters
   * nothing, and so do decade and parish where the catalogue index cannot answer. The
   * spoken-word part takes collection and type only.
   */
  setFilter(
    collection: string | null | undefined,
    type: string | null | undefined,
    decade?: string | null,
    parish?: string | null,
  ): void {
    this.filter = readSearchFilter(collection, type, decade, parish);
    const { collection: c, type: t } = this.filter;
    this.spoken.setFilter({
      ...(c !== undefined ? { collection: c } : {}),
      ...(t ? { type: t } : {}),
    });
    this.loadBeyondView();
  }

  /** The route's `spoken_page`: the spoken-word part's page. */
  setSpokenPage(page: string | number | null | undefined): void {
    this.spoken.setPage(page);
  }

  /** The results the filter lets through (of the whole answer, once it is here). */
  get shownResults(): Asset[] {
    return filterResults(this.results, this.filter, this.answer.value.facets);
  }

  /** How many results the filter lets through. */
  get shownCount(): number {
    return this.shown.shownCount;
  }

  /** The address of these results with one facet changed; always page 1 of both parts. */
  filterRoute(change: SearchFilter): string {
    return paths.search(this.keyword, this.searchBy, 1, { ...this.filter, ...change });
  }

  /** Results arrived, but none is in the filter chosen. */
  get isFilteredEmpty(): boolean {
    return this.total > 0 && this.shownCount === 0;
  }

  get filteredEmptyMessage(): string {
    return 'No results match these filters.';
  }

  /** The page asked for by the route's `page` parameter; anything odd is page 1. */
  setPage(page: string | number | null | undefined): void {
    this.requestedPage = parsePage(page);
    this.loadBeyondView();
  }

  get pageSize(): number {
    return PAGE_SIZE;
  }

  get lastPage(): number {
    return pageCount(this.shownCount, PAGE_SIZE);
  }

  /** The page shown: the one asked for, kept within the results. */
  get page(): number {
    return this.shown.page;
  }

  /** The results of the page shown. */
  get pageResults(): Asset[] {
    return this.shown.pageResults;
  }

  /** The address of a page of these results, in the filter chosen (spoken page kept). */
  pageRoute(page: number): string {
    return paths.search(this.keyword, this.searchBy, page, this.filter, this.spoken.page);
  }

  /** The address of a page of the spoken-word part (the archive's page kept). */
  spokenPageRoute(spokenPage: number): string {
    return paths.search(this.keyword, this.searchBy, this.page, this.filter, spokenPage);
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
    return this.answered && !this.loading && this.total === 0;
  }

  get emptyMessage(): string {
    return `No results found for "${this.keyword}"`;
  }

  /**
   * Runs the search and the spoken-word search (nothing for a blank keyword); resolves once
   * both settled. The archive's part shows the server's view of this page if it sent one;
   * otherwise it loads and records the view of the page asked for, for the page's data.
   * Safe to call again after dispose.
   */
  async start(): Promise<void> {
    await Promise.all([this.searchArchive(), this.spoken.start()]);
  }

  private async searchArchive(): Promise<void> {
    if (searchTerm(this.keyword) === undefined) return;
    if (this.restoreView()) return;
    if (await this.loadAll()) this.recordView();
  }

  /** Shows the answers the server already sent, if any. */
  restore(): void {
    this.restoreView();
    this.spoken.restore();
  }

  private restoreView(): boolean {
    return this.answer.restore(this.viewKey);
  }

  /** The whole answer; true when this run's answer (or failure) was applied. */
  private loadAll(): Promise<boolean> {
    const { keyword, searchBy, facets } = this;
    return this.answer.load(this.loadKey, async (signal) => {
      const results = (await this.search.execute(keyword, searchBy, { signal })) ?? [];
      const index = await facets?.execute({ keyword, searchBy }, results, { signal });
      return index ? { results, facets: index } : { results };
    });
  }

  /** Another page or filter than the server's view shows: the whole answer is needed. */
  private loadBeyondView(): void {
    if (!this.answer.needsWhole(this.viewKey) || searchTerm(this.keyword) === undefined) return;
    void this.loadAll();
  }

  private recordView(): void {
    this.answer.record(this.viewKey, this.shown);
  }

  private get loadKey(): string {
    return `search/${this.searchBy}/${this.keyword}`;
  }

  /** The view of one page of one filter of one search. */
  private get viewKey(): string {
    return searchViewKey(this.loadKey, this.filter, this.requestedPage);
  }

  dispose(): void {
    this.answer.dispose();
    this.spoken.dispose();
  }

  /**
   * Series and topics open their sub-listing, anything else the detail route with the
   * keyword, whose transcript then opens at its mentions.
   */
  targetOf(item: Asset): string {
    const target = itemTarget(item, 'assetDetail', (t) => t.toLowerCase());
    return isContainer(item.type) ? target : momentPath(target, this.keyword);
  }

  /** A video of the spoken-word part is about to open: the search flag and way back too. */
  openSpoken(assetId: string): void {
    this.memory.rememberOpened({ identifier: assetId }, { kind: 'search', route: this.route });
  }

  /** An item is about to open from the results: sets the search flag and the way back. */
  open(item: Asset): void {
    this.memory.rememberOpened(item, { kind: 'search', route: this.route });
  }
}
