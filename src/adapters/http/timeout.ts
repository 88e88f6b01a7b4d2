import { Failure } from './Failure';

export const DEFAULT_TIMEOUT_MS = 15_000;
// setTimeout fires at once for longer delays.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Runs `work` and aborts its controller with a timeout Failure when it takes too long. */
export async function withTimeout<T>(
  controller: AbortController,
  timeoutMs: number,
  work: () => Promise<T>,
): Promise<T> {
  // No limit when the limit is not a usable delay (0, negative, Infinity, NaN).
  if (!(timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS)) return work();
  const timer = setTimeout(() => {
    controller.abort(new Failure(`timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  try {
    return await work();
  } finally {
    clearTimeout(timer);
  }
}
