/** What stops `eachAtOnce`, and what it waits for between items. */
export interface Pacing {
  signal?: AbortSignal;
  /** Awaited by a worker between one item and its next. */
  between?(): Promise<void>;
}

/**
 * Runs `work` on each item, `workers` at once (at least one, at most one per item), in order,
 * until done, aborted or one fails: then no item is started, and the first failure is thrown
 * once the others have ended.
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  workers: number,
  options: Pacing,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let stopped: unknown;
  const worker = async () => {
    while (next < items.length && stopped === undefined && !options.signal?.aborted) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        stopped ??= error;
        return;
      }
      await options.between?.();
    }
  };
  const count = Math.max(1, Math.min(workers, items.length));
  await Promise.all(Array.from({ length: count }, worker));
  if (stopped !== undefined) throw stopped;
}
