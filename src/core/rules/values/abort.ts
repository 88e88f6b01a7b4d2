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

/**
 * `work`, or a rejection with an AbortError as soon as `signal` aborts: the caller stops
 * waiting, the work itself goes on.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(abortError());
    signal.addEventListener('abort', stop, { once: true });
    const settle = () => signal.removeEventListener('abort', stop);
    work.then(
      (value) => (settle(), resolve(value)),
      (error: unknown) => (settle(), reject(error)),
    );
  });
}
