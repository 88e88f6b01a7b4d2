/** True for the rejection of a call its caller abandoned through its signal. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The rejection of an abandoned call; an Error of this realm so `instanceof Error` holds. */
export function abortError(): Error {
  const error = new Error('The call was aborted');
  error.name = 'AbortError';
  return error;
}
