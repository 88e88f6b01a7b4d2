/** Time limits and refusals shared by the index's tables. */

/** How long one search may run before PostgreSQL cancels it. */
export const SEARCH_TIME_LIMIT_MS = 2000;
/** How long storing one asset may run: past it, that asset fails (AssetRefused), not the pass. */
export const STORE_TIME_LIMIT_MS = 60_000;

/**
 * Whether PostgreSQL refused the data of one statement rather than failed as a whole: a data
 * exception (class 22: encoding, values), an integrity constraint (23), a program limit (54:
 * a tsvector past 1 MB, an index row too large) or a statement cancelled at its time limit.
 */
export function refusedData(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^(22|23|54)/.test(code) || code === '57014');
}
