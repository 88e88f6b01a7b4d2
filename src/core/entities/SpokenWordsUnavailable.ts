/**
 * Spoken-word search cannot answer now: the index is empty, its first pass has not finished,
 * or the site's endpoint said so (503). A state, not a fault: no match is an answer instead.
 */
export class SpokenWordsUnavailable extends Error {
  override readonly name = 'SpokenWordsUnavailable';

  constructor(reason = 'Spoken-word search is not available yet') {
    super(reason);
  }
}

export function isSpokenWordsUnavailable(error: unknown): error is SpokenWordsUnavailable {
  return error instanceof Error && error.name === 'SpokenWordsUnavailable';
}
