import { NO_STORE } from '../http/cachePolicy';
import { PLAIN_TEXT, type ResourceAnswer } from './resources';

/** How long a client is asked to wait before it asks again after the archive failed. */
export const UPSTREAM_RETRY_AFTER_SECONDS = 30;

/** The error and its causes, outermost first (at most a few levels). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && chain.length < 5) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

const textOf = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? `${String((value as { message?: unknown }).message ?? '')} ${String((value as { reason?: unknown }).reason ?? '')}`
    : String(value);

/**
 * The status that tells a client what went wrong upstream: 504 when the archive (or the
 * caption host) did not answer in time, 503 when it said it is unavailable, 502 otherwise.
 */
export function upstreamStatus(error: unknown): 502 | 503 | 504 {
  const chain = chainOf(error);
  if (chain.some((link) => /timed out|timeout/i.test(textOf(link)))) return 504;
  const said = chain.some(
    (link) => typeof link === 'object' && (link as { status?: unknown }).status === 503,
  );
  return said ? 503 : 502;
}

/**
 * The answer for a resource the archive failed to provide: never a 404 (the thing may well
 * exist), never kept by any cache, with `Retry-After` so a client or crawler comes back.
 */
export function upstreamFailure(
  error: unknown,
  headers?: Readonly<Record<string, string>>,
): ResourceAnswer {
  return {
    status: upstreamStatus(error),
    type: PLAIN_TEXT,
    body: 'The archive is not answering just now; please try again shortly.\n',
    cacheControl: NO_STORE,
    headers: { ...headers, 'Retry-After': String(UPSTREAM_RETRY_AFTER_SECONDS) },
  };
}
