import { makeAutoObservable, runInAction } from 'mobx';
import type { Asset } from '../entities/Asset';
import { DEFAULT_SEARCH_FIELD } from '../entities/Search';
import type { Logger } from '../ports/Logger';
import { itemTarget, paths } from '../rules/routes';
import { searchTerm, type SearchArchive } from '../use-cases/SearchArchive';
import type { BrowsingMemory } from './BrowsingMemory';
import { LatestRequest } from './LatestRequest';

/**
 * Search results for the keyword and field of the route's query. A blank keyword asks
 * nothing; a failure is logged and ends the loading without a message.
 */
export class SearchStore {
  keyword = '';
  searchBy = DEFAULT_SEARCH_FIELD;
  results: Asset[] = [];
  loading = false;
  /** A search answered, so an empty result can say so. */
  answered = false;
  private readonly request = new LatestRequest();

  constructor(
    private readonly search: SearchArchive,
    private readonly memory: BrowsingMemory,
    private readonly logger: Logger,
  ) {
    makeAutoObservable<SearchStore, 'search' | 'memory' | 'logger' | 'request'>(this, {
      search: false,
      memory: false,
      logger: false,
      request: false,
    });
  }

  /** Reads the route's query: keyword, and search_by (default ALLFIELDS). */
  setQuery(keyword: string | null | undefined, searchBy: string | null | undefined): void {
    this.keyword = String(keyword ?? '');
    this.searchBy = searchTerm(searchBy) ?? DEFAULT_SEARCH_FIELD;
  }

  /** The route of these results, where the detail's back button returns. */
  get route(): string {
    return paths.search(this.keyword, this.searchBy);
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
  start(): void {
    if (searchTerm(this.keyword) === undefined) {
      this.loading = false;
      return;
    }
    this.loading = true;
    const { keyword, searchBy } = this;
    void this.request
      .run((signal) => this.search.execute(keyword, searchBy, { signal }))
      .then((outcome) => {
        if (!outcome) return;
        runInAction(() => {
          this.loading = false;
          if (outcome.ok) {
            this.results = outcome.value ?? [];
            this.answered = true;
          } else {
            this.logger.error('Error fetching search results:', outcome.error);
            this.results = [];
          }
        });
      });
  }

  dispose(): void {
    this.request.dispose();
    this.loading = false;
  }

  /** Series and topics open their sub-listing, anything else the detail route. */
  targetOf(item: Asset): string {
    return itemTarget(item, 'assetDetail', (t) => t.toLowerCase());
  }

  /** An item is about to open from the results: sets the search flag and the way back. */
  open(item: Asset): void {
    this.memory.rememberOpened(item, { kind: 'search', route: this.route });
  }
}
