/**
 * How a port tells "the archive answered that this does not exist" (HTTP 404 or 410) from a
 * failure (network error, timeout, another status): its rejection carries `notFound: true`.
 * Not found is an answer, and may be kept like one; a failure never is.
 */
export function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'notFound' in error &&
    (error as { notFound: unknown }).notFound === true
  );
}

/** A not-found rejection a use case decides itself (an inactive blog is not shown either). */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  readonly notFound = true;
}
