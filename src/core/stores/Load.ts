import { observableRef, runInAction } from 'mobx';
import { observed } from './observed';
import type { Logger } from '../ports/Logger';
import { isNotFound } from '../ports/NotFound';
import { LatestRequest } from './LatestRequest';
import type { LoadRecord, PageData } from './PageData';

export interface LoadOptions {
  logger: Logger;
  /** The log message of a failure, as SPEC §8 words it ('Error fetching blogs:'). */
  failure: string;
  /** Answers already fetched for this page (server rendering). */
  data?: PageData;
  /** Pending before the first run, so a view can keep room for what is coming. */
  pending?: boolean;
}

/**
 * One piece of a screen's data, loaded through a use case: the newest run wins (a late
 * answer never overwrites a newer one), `loading` while it runs, `value` once it answered.
 *
 * Who logs a failure: the code that absorbs it, once. A use case rejects when its call
 * fails and logs only a failure it absorbs itself (a part it replaces with an empty value
 * while still answering); a rejection reaching a `Load` is logged here with `failure`, and
 * the value falls back to the empty one. An abandoned run is not a failure.
 */
export class Load<T> {
  value: T;
  loading: boolean;
  /** An answer (or a failure) arrived since the last run started. */
  settled = false;
  failed = false;
  /** The failure was the archive saying the thing does not exist (see isNotFound). */
  missing = false;
  private readonly request = new LatestRequest();
  /** The page's record the value was last taken from, while it still shows it. */
  private restored: LoadRecord | undefined;

  constructor(
    private readonly empty: T,
    private readonly options: LoadOptions,
  ) {
    this.value = empty;
    this.loading = options.pending ?? false;
    observed<Load<T>, 'request' | 'options' | 'empty' | 'restored'>(this, {
      // An answer is replaced whole, never changed in place: watched as one value, not copied
      // into observables field by field.
      value: observableRef,
      request: false,
      options: false,
      empty: false,
      restored: false,
    });
  }

  /**
   * Loads the answer for `key` with `work`, unless the page already holds it (then it is
   * set at once, without a request). Resolves when this run settled or was superseded, so
   * the server can await a page. True when this run's answer (or failure) was applied.
   */
  async run(key: string, work: (signal: AbortSignal) => Promise<T>): Promise<boolean> {
    if (this.restore(key)) return true;
    this.loading = true;
    this.settled = false;
    const outcome = await this.request.run(work);
    if (!outcome) return false;
    runInAction(() => {
      this.restored = undefined;
      this.loading = false;
      this.settled = true;
      this.failed = !outcome.ok;
      this.missing = !outcome.ok && isNotFound(outcome.error);
      if (outcome.ok) {
        this.value = outcome.value;
        this.options.data?.record(key, { ok: true, value: outcome.value });
      } else {
        this.options.logger.error(this.options.failure, outcome.error);
        this.value = this.empty;
        this.options.data?.record(
          key,
          this.missing ? { ok: false, notFound: true } : { ok: false },
        );
      }
    });
    return true;
  }

  /** Takes the answer for `key` from the page's data, if the server sent it. */
  restore(key: string): boolean {
    const held = this.options.data?.get(key);
    if (!held) return false;
    this.request.dispose();
    this.loading = false;
    // Shown already: taking it again would hand the views a new copy of the same answer.
    if (held === this.restored) return true;
    this.restored = held;
    this.value = held.ok ? (held.value as T) : this.empty;
    this.settled = true;
    this.failed = !held.ok;
    this.missing = !held.ok && held.notFound === true;
    return true;
  }

  /** Drops the value shown (a different list is on its way). */
  clear(): void {
    this.restored = undefined;
    this.value = this.empty;
  }

  /** Abandons a run in flight (the page was left). */
  dispose(): void {
    this.request.dispose();
    this.loading = false;
  }
}
