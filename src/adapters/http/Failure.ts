/** Why a network request failed; each caller waiting for it turns it into its own ApiError. */
export class Failure {
  constructor(
    readonly reason: string,
    readonly status?: number,
    readonly cause?: unknown,
  ) {}
}

/** What fetch (or reading the body) threw, as a Failure: a timeout stays a timeout. */
export function networkFailure(error: unknown, controller: AbortController): Failure {
  if (error instanceof Failure) return error;
  const reason: unknown = controller.signal.reason;
  if (controller.signal.aborted && reason instanceof Failure) return reason;
  if (controller.signal.aborted) return new Failure('aborted', undefined, error);
  // The server's fetch refusing a host or a redirect (src/adapters/node/outboundFetch.ts).
  if (error instanceof Error && error.name === 'RefusedFetch') {
    return new Failure(`not fetched (${error.message})`, undefined, error);
  }
  return new Failure(`network error (${messageOf(error)})`, undefined, error);
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
