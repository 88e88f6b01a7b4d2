import { abortError } from '../../core/rules/values/abort';

interface SharedRequest {
  body: Promise<string>;
  readonly controller: AbortController;
  waiters: number;
}

/**
 * Requests in flight by URL: identical GETs share one. A caller's signal abandons that caller
 * only; the request is aborted when every caller waiting for it has gone.
 */
export class InFlight {
  private readonly requests = new Map<string, SharedRequest>();

  /**
   * The body of `url`, from the request in flight or from a new one made by `request`.
   * `request` calls `finished` once the answer is in, before it settles, so that later calls
   * start afresh. Rejects with `failed(error)` when the request fails, and with an abort
   * error when `signal` aborts first.
   */
  join(
    url: string,
    signal: AbortSignal | undefined,
    request: (controller: AbortController, finished: () => void) => Promise<string>,
    failed: (error: unknown) => Error,
  ): Promise<string> {
    const entry = this.requests.get(url) ?? this.start(url, request);
    entry.waiters += 1;
    return new Promise<string>((resolve, reject) => {
      let done = false;
      const leave = (): void => {
        done = true;
        entry.waiters -= 1;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = (): void => {
        if (done) return;
        leave();
        // The last caller gone: nobody wants the answer any more.
        if (entry.waiters === 0 && this.requests.get(url) === entry) {
          this.requests.delete(url);
          entry.controller.abort();
        }
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      entry.body.then(
        (body) => {
          if (done) return;
          leave();
          resolve(body);
        },
        (error: unknown) => {
          if (done) return;
          leave();
          reject(failed(error));
        },
      );
    });
  }

  private start(
    url: string,
    request: (controller: AbortController, finished: () => void) => Promise<string>,
  ): SharedRequest {
    const entry: SharedRequest = {
      body: Promise.resolve(''),
      controller: new AbortController(),
      waiters: 0,
    };
    entry.body = request(entry.controller, () => {
      if (this.requests.get(url) === entry) this.requests.delete(url);
    });
    this.requests.set(url, entry);
    return entry;
  }
}
