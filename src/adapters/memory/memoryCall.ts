import type { CallOptions } from '../../core/ports/CallOptions';
import { abortError } from '../../core/rules/values/abort';
import { ApiError } from '../shared/ApiError';

/** How an in-memory adapter fails: not at all, like an HTTP 500 (true), or with this Error. */
export type Failure = boolean | Error;

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
