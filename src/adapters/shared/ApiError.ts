/**
 * A call that failed: network error, timeout, non-2xx status or a body that is not what the
 * contract says. The message names the call: `assetDetail failed: HTTP 500`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The archive answered that the thing does not exist (see isNotFound), rather than failing. */
  readonly notFound: boolean;

  constructor(
    readonly callName: string,
    readonly reason: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${callName} failed: ${reason}`, options);
    this.notFound = status === 404 || status === 410;
  }

  static httpStatus(callName: string, status: number): ApiError {
    return new ApiError(callName, `HTTP ${status}`, status);
  }
}
