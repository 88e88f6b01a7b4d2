export interface RefreshingOptions<T> {
  load: () => Promise<T>;
  /** How long a loaded value is fresh; after that it is still served while a load runs. */
  freshMs: number;
  /** After a failed load, how long before another is started. */
  retryMs: number;
  /** Told of every failed load; `stale` says whether an older value is still served. */
  onError: (error: unknown, stale: boolean) => void;
  now?: () => number;
}

/**
 * A value loaded once and shared by every request: fresh for `freshMs`, then served stale
 * while one load in the background replaces it. A failed load keeps the stale value (and
 * waits `retryMs` before the next try); only with no value at all does a request fail, with
 * the last failure until `retryMs` has passed. The site's one way of serving stale while
 * revalidating a single value, and of spacing retries after a failure.
 */
export class Refreshing<T> {
  private value: { data: T; loadedAt: number } | undefined;
  private running: Promise<T> | undefined;
  private failure: { error: unknown; at: number } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: RefreshingOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  /** When the value served was loaded; undefined before the first load. */
  get loadedAt(): number | undefined {
    return this.value?.loadedAt;
  }

  /** The value loaded, or the load running, without starting one; undefined with neither. */
  held(): Promise<T | undefined> {
    return this.running?.catch(() => this.value?.data) ?? Promise.resolve(this.value?.data);
  }

  /** The value, fresh or stale; rejects only when none was ever loaded. */
  get(): Promise<T> {
    const now = this.now();
    const { value, failure } = this;
    const waiting = failure !== undefined && now - failure.at < this.options.retryMs;
    if (value) {
      if (now - value.loadedAt >= this.options.freshMs && !waiting) {
        this.load().catch(() => undefined);
      }
      return Promise.resolve(value.data);
    }
    if (this.running) return this.running;
    if (waiting) return Promise.reject(failure.error);
    return this.load();
  }

  private load(): Promise<T> {
    if (this.running) return this.running;
    const running = this.options.load().then(
      (data) => {
        this.value = { data, loadedAt: this.now() };
        this.failure = undefined;
        return data;
      },
      (error: unknown) => {
        this.failure = { error, at: this.now() };
        this.options.onError(error, this.value !== undefined);
        throw error;
      },
    );
    this.running = running;
    const done = () => {
      if (this.running === running) this.running = undefined;
    };
    running.then(done, done);
    return running;
  }
}
