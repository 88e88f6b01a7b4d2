import { observableRef } from 'mobx';
import { observed } from './observed';
import type { Asset } from '../entities/Asset';
import type { Logger } from '../ports/Logger';
import type { FacetIndex } from '../rules/lists/searchFilters';
import type { SearchView } from '../rules/lists/searchView';
import { Load } from './Load';
import type { LoadRecord, PageData } from './PageData';

/** The archive's whole answer, with the catalogue index's facets of it where it has them. */
export interface WholeAnswer {
  results: Asset[];
  facets?: FacetIndex;
}

const NO_ANSWER: WholeAnswer = { results: [] };

/**
 * A search's whole answer, and the server's view of one page of it. The whole answer never
 * travels with the page: the page's data carries only the view of the page shown, under its
 * key (`searchViewKey`); another page or filter needs the whole answer loaded again.
 */
export class SearchAnswer {
  /** The server's view of one page, while the whole answer is not here. */
  private restored: { key: string; record: LoadRecord } | undefined = undefined;
  private readonly whole: Load<WholeAnswer>;

  constructor(
    logger: Logger,
    private readonly data?: PageData,
  ) {
    this.whole = new Load<WholeAnswer>(NO_ANSWER, {
      logger,
      failure: 'Error fetching search results:',
    });
    observed<SearchAnswer, 'restored' | 'whole' | 'data'>(this, {
      restored: observableRef,
      whole: false,
      data: false,
    });
  }

  /** The whole answer; empty while only the server's view of a page is here. */
  get value(): WholeAnswer {
    return this.whole.value;
  }

  get loading(): boolean {
    return this.whole.loading;
  }

  get settled(): boolean {
    return this.whole.settled;
  }

  get failed(): boolean {
    return this.whole.failed;
  }

  /** The server's view, when it is of the view asked for and nothing newer came. */
  serverView(viewKey: string): LoadRecord | undefined {
    const restored = this.restored;
    return restored && restored.key === viewKey && !this.whole.settled
      ? restored.record
      : undefined;
  }

  /** Shows the server's view of `viewKey` if the page's data has it. */
  restore(viewKey: string): boolean {
    const record = this.data?.get(viewKey);
    if (!record) return false;
    if (this.restored?.record !== record) this.restored = { key: viewKey, record };
    return true;
  }

  /** Loads the whole answer; true when this run's answer (or failure) was applied. */
  load(loadKey: string, work: (signal: AbortSignal) => Promise<WholeAnswer>): Promise<boolean> {
    return this.whole.run(loadKey, work);
  }

  /** Whether another view than the server's is asked for, so the whole answer is needed. */
  needsWhole(viewKey: string): boolean {
    const restored = this.restored;
    return !!restored && restored.key !== viewKey && !this.whole.settled && !this.whole.loading;
  }

  /** Records the view shown under its key, for the page's data; a failure as one. */
  record(viewKey: string, view: SearchView): void {
    this.data?.record(viewKey, this.whole.failed ? { ok: false } : { ok: true, value: view });
  }

  dispose(): void {
    this.whole.dispose();
  }
}
