import { reaction } from 'mobx';
import { observed } from './observed';
import type { AssetType } from '../entities/Asset';
import { parsePage, pageCount } from '../entities/Browse';
import type { CollectionId } from '../entities/Collection';
import {
  SPOKEN_PAGE_SIZE,
  type IndexedMoment,
  type SpokenHit,
  type SpokenResults,
} from '../entities/SpokenWords';
import type { Logger } from '../ports/Logger';
import type { FilterOption, SearchFilter } from '../rules/lists/searchFilters';
import { spokenCollectionOptions, spokenTypeOptions } from '../rules/spoken/spokenFacets';
import { momentPath, paths } from '../routes/routeTable';
import { momentClock, momentKeyword, momentLink, snippetText } from '../rules/spoken/moments';
import { spokenQueryText } from '../rules/spoken/spokenQuery';
import {
  NO_SPOKEN_RESULTS,
  type SearchSpokenWords,
  type SpokenWordsAnswer,
} from '../use-cases/SearchSpokenWords';
import { Load } from './Load';
import type { PageData } from './PageData';

/**
 * What the spoken-word part of the search page shows: nothing to search (a blank keyword),
 * loading, the answer, `unavailable` (the index cannot answer yet, or failed), or `absent`
 * (no spoken-word search on this site: the static build).
 */
export type SpokenWordsState = 'idle' | 'loading' | 'answered' | 'unavailable' | 'absent';

/**
 * The search page's second part: the videos whose spoken words match the keyword, a page at
 * a time, in the page's collection and type filter. Loads again whenever its text, filter or
 * page changes while started; the server's answer is taken from the page's data.
 */
export class SpokenWordsStore {
  text = '';
  filter: SearchFilter = {};
  requestedPage = 1;
  private readonly answer: Load<SpokenWordsAnswer | null>;
  private stopLoading: (() => void) | undefined;

  constructor(
    private readonly search: SearchSpokenWords,
    logger: Logger,
    data?: PageData,
  ) {
    this.answer = new Load<SpokenWordsAnswer | null>(null, {
      logger,
      failure: 'Error fetching spoken-word results:',
      data,
    });
    observed<SpokenWordsStore, 'search' | 'answer' | 'stopLoading'>(this, {
      search: false,
      answer: false,
      stopLoading: false,
    });
  }

  setText(text: string | null | undefined): void {
    this.text = String(text ?? '');
  }

  setFilter(filter: SearchFilter): void {
    this.filter = filter;
  }

  /** The route's spoken-word page; anything odd is page 1. */
  setPage(page: string | number | null | undefined): void {
    this.requestedPage = parsePage(page);
  }

  /** Whether there is anything to search for. */
  get searching(): boolean {
    return spokenQueryText(this.text) !== '';
  }

  get state(): SpokenWordsState {
    if (!this.searching) return 'idle';
    if (this.answer.loading) return 'loading';
    if (this.answer.failed) return 'unavailable';
    const value = this.answer.value;
    if (!value) return 'loading';
    return value.state;
  }

  get results(): SpokenResults {
    const value = this.answer.value;
    return value?.state === 'answered' ? value.results : NO_SPOKEN_RESULTS;
  }

  get hits(): SpokenHit[] {
    return this.state === 'answered' ? this.results.hits : [];
  }

  get total(): number {
    return this.state === 'answered' ? this.results.total : 0;
  }

  get pageSize(): number {
    return SPOKEN_PAGE_SIZE;
  }

  get lastPage(): number {
    return pageCount(this.total, SPOKEN_PAGE_SIZE);
  }

  /** The page asked for; the engine answers no videos for one past the last. */
  get page(): number {
    return this.requestedPage;
  }

  /** Answered, and no video says the words (within the filter). */
  get isEmpty(): boolean {
    return this.state === 'answered' && this.total === 0;
  }

  /** Videos match, but the page asked for is past the last one (an address written by hand). */
  get isPastLastPage(): boolean {
    return this.state === 'answered' && this.total > 0 && this.hits.length === 0;
  }

  get collectionOptions(): FilterOption<CollectionId>[] {
    return spokenCollectionOptions(this.results, this.filter);
  }

  get typeOptions(): FilterOption<AssetType>[] {
    return spokenTypeOptions(this.results, this.filter);
  }

  /** How many matching lines of a video are not shown under it. */
  moreMoments(hit: SpokenHit): number {
    return Math.max(0, hit.momentCount - hit.moments.length);
  }

  /** The video page at a moment, its transcript searching the words that matched there. */
  momentRoute(hit: SpokenHit, moment: IndexedMoment): string {
    return momentLink(hit.asset.id, moment, spokenQueryText(this.text));
  }

  /** The video page, its transcript searching the words its first moment matched. */
  videoRoute(hit: SpokenHit): string {
    const query = spokenQueryText(this.text);
    const [first] = hit.moments;
    return momentPath(paths.assetDetail(hit.asset.id), first ? momentKeyword(first, query) : query);
  }

  momentClock(moment: IndexedMoment): string {
    return momentClock(moment);
  }

  momentText(moment: IndexedMoment): string {
    return snippetText(moment.snippet);
  }

  private get loadKey(): string {
    const { collection, type } = this.filter;
    return `spoken/${collection ?? ''}/${type ?? ''}/${this.requestedPage}/${spokenQueryText(this.text)}`;
  }

  private load(): Promise<void> {
    if (!this.searching) return Promise.resolve();
    const { text, filter, requestedPage: page } = this;
    return this.answer
      .run(this.loadKey, (signal) => this.search.execute({ text, ...filter, page }, { signal }))
      .then(() => undefined);
  }

  /**
   * Loads the results, and again whenever the text, filter or page changes, until disposed.
   * Resolves once the first load settled (the server awaits it). Safe to call after dispose.
   */
  start(): Promise<void> {
    this.stopLoading?.();
    // Not `fireImmediately`: inside an action that would run only once the action ended,
    // after the first load's promise had been handed back.
    const first = this.load();
    this.stopLoading = reaction(
      () => this.loadKey,
      () => void this.load(),
    );
    return first;
  }

  /** Shows the answer the server already sent, if any. */
  restore(): void {
    this.answer.restore(this.loadKey);
  }

  dispose(): void {
    this.stopLoading?.();
    this.stopLoading = undefined;
    this.answer.dispose();
  }
}
