/**
 * How a port tells "the site's rules forbid reading this" (a host not allowed, a private
 * address, a redirect to another origin) from a failure: its rejection, or an error it was
 * caused by, carries `code: 'FETCH_REFUSED'`. Such a file is answered as a missing one, and
 * never kept.
 */
export const FETCH_REFUSED = 'FETCH_REFUSED';

/** Whether `error`, or an error it was caused by, says the read was refused. */
export function isRefusedFetch(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === FETCH_REFUSED) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
