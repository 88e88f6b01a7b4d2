/** Seconds a client is told to wait after the backstop's 503: the work may still finish. */
export const BACKSTOP_RETRY_AFTER_SECONDS = 30;

/** A backstop: longer than the renderer's own limit, it only ends a render that never settles. */
export const DEFAULT_RENDER_TIMEOUT_MS = 15_000;

/** The work's answer, or 'timeout' once `ms` have passed first. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
