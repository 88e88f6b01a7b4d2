import { isAbortError } from '../rules/values/abort';

export type RequestOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Keeps only the newest of a store's requests: starting one abandons the one before, so a
 * late answer never overwrites a newer screen. `dispose` abandons the last one (page left).
 */
export class LatestRequest {
  private controller: AbortController | undefined;

  /**
   * Runs `work` with a fresh signal. Resolves to its outcome, or to undefined when a newer
   * request or `dispose` superseded it (then the caller does nothing).
   */
  async run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<RequestOutcome<T> | undefined> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const value = await work(controller.signal);
      return controller.signal.aborted ? undefined : { ok: true, value };
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return undefined;
      return { ok: false, error };
    }
  }

  dispose(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}
