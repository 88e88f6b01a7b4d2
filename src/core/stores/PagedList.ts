import { observableRef } from 'mobx';
import { observed } from './observed';
import { Load, type LoadOptions } from './Load';

/** How a paged screen names, fetches and remembers its lists. */
export interface PagedSource<L, T> {
  /** The key a list is known by (`sublisting/series/S1`): one key, one list. */
  listKey(list: L): string;
  /** Fetches one page (1-based) of a list. */
  pageOf(list: L, page: number, signal: AbortSignal): Promise<T>;
  /** How many pages an answer says the list has (at least 1). */
  pageCount(answer: T): number;
  /** Keeps the page shown of a list, for the way back to it. */
  remember(list: L, page: number): void;
  /** False for a list the address does not name well enough to ask for. */
  listed?(list: L): boolean;
}

/**
 * One list shown a page at a time through a `Load`. Nothing loads before `start`; the page
 * count is known once a page answered, and then a page past the end moves to the last one.
 */
export class PagedList<L, T> {
  list: L;
  /** The page shown (1-based). */
  page = 1;
  /** The page count is known (a page answered), so a page past the end can be corrected. */
  counted = false;
  private started = false;
  private readonly load: Load<T>;

  constructor(
    list: L,
    empty: T,
    options: LoadOptions,
    private readonly source: PagedSource<L, T>,
  ) {
    this.list = list;
    this.load = new Load<T>(empty, options);
    observed<PagedList<L, T>, 'started' | 'load' | 'source'>(this, {
      list: observableRef,
      started: false,
      load: false,
      source: false,
    });
  }

  get value(): T {
    return this.load.value;
  }

  get loading(): boolean {
    return this.load.loading;
  }

  /** The archive answered that the list does not exist (see isNotFound). */
  get missing(): boolean {
    return this.load.missing;
  }

  get lastPage(): number {
    return this.source.pageCount(this.load.value);
  }

  /**
   * The list and page the page opens at, before it shows: state only, nothing remembered (a
   * first render may not change what other views observe).
   */
  at(list: L, page: number): void {
    this.list = list;
    this.page = page;
  }

  /**
   * Shows a page of a list and remembers it. Within the same list a page past the known end
   * stays corrected while the address catches up, and the page shown (or on its way) is not
   * asked for again.
   */
  show(list: L, page: number): void {
    const sameList = this.source.listKey(list) === this.source.listKey(this.list);
    const shown = sameList && this.counted ? Math.min(page, this.lastPage) : page;
    this.source.remember(list, shown);
    if (sameList && shown === this.page && (this.counted || this.loading)) return;
    if (!sameList) this.counted = false;
    this.list = list;
    this.page = shown;
    if (this.started) void this.fetchPage();
  }

  /** Goes to a page of the list shown, kept within the known pages. */
  goTo(page: number): void {
    const upper = this.counted ? this.lastPage : Number.MAX_SAFE_INTEGER;
    this.show(this.list, Math.min(Math.max(1, Math.floor(page)), upper));
  }

  /** Loads the page shown; safe to call again after dispose. Resolves once loaded. */
  start(): Promise<void> {
    this.started = true;
    return this.fetchPage();
  }

  /** Shows the answer the server already sent for the page shown, if any. */
  restore(): void {
    if (this.load.restore(this.loadKey)) this.answered();
  }

  /** Abandons a load in flight (the page was left). */
  dispose(): void {
    this.started = false;
    this.load.dispose();
  }

  private get loadKey(): string {
    return `${this.source.listKey(this.list)}/${this.page}`;
  }

  private async fetchPage(): Promise<void> {
    const { list, page } = this;
    if (this.source.listed?.(list) === false) return;
    const request = (signal: AbortSignal) => this.source.pageOf(list, page, signal);
    if (await this.load.run(this.loadKey, request)) this.answered();
  }

  private answered(): void {
    this.counted = true;
    // A list that does not exist has no last page to move to.
    if (this.page > this.lastPage && !this.load.missing) this.goTo(this.lastPage);
  }
}
