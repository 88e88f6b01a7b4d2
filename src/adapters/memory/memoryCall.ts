import type { CallOptions } from '../../core/ports/ArchiveApi';
import { abortError, ApiError } from '../http/HttpClient';

/** How an in-memory adapter fails: not at all, like an HTTP 500 (true), or with this Error. */
export type Failure = boolean | Error;

/** Served paths (`/media/...`) made absolute with an origin, as the demo server does. */
export type UrlResolver = (url: string) => string;

export function servedUrlResolver(origin: string | undefined): UrlResolver {
  const base = (origin ?? '').replace(/\/+$/, '');
  return (url) => (base && url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
}

/** The not-found answer of a call, worded as the HTTP adapters word a 404. */
export function notFound(callName: string): ApiError {
  return ApiError.httpStatus(callName, 404);
}

/**
 * Answers like a network call: asynchronously, rejecting with an abort error when the
 * caller's signal aborts first and with the configured failure, else with `work()`.
 */
export async function memoryCall<T>(
  callName: string,
  options: CallOptions | undefined,
  failure: Failure,
  work: () => T,
): Promise<T> {
  const signal = options?.signal;
  if (signal?.aborted) throw abortError();
  await Promise.resolve();
  if (signal?.aborted) throw abortError();
  if (failure instanceof Error) throw failure;
  if (failure) throw ApiError.httpStatus(callName, 500);
  return work();
}
