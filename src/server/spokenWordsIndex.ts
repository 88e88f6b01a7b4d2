import type { IndexState } from '../core/entities/SpokenWords';
import { SpokenWordsUnavailable } from '../core/entities/SpokenWordsUnavailable';
import type { TranscriptIndex, TranscriptSearch } from '../core/ports/TranscriptIndex';

/** What the pages need of the index: its searches, and its state to know it is ready. */
export type IndexReader = TranscriptSearch & Pick<TranscriptIndex, 'state'>;

/** How long the index's state is reused before it is read again. */
export const INDEX_STATE_CACHE_MS = 5_000;

/** Whether the index can answer: its first pass finished, and it holds something. */
export function isIndexReady(state: IndexState): boolean {
  return state.lastPass !== undefined && state.assets > 0;
}

export interface ReadyTranscriptsOptions {
  cacheMs?: number;
  now?: () => number;
}

/**
 * The index as the site's pages and endpoints search it: while it is empty or its first pass
 * has not finished, every search rejects with SpokenWordsUnavailable (the page says so, the
 * endpoint answers 503) instead of answering "no match". Its state is read at most once per
 * `cacheMs`; a state that cannot be read rejects as the engine did, and is not kept.
 */
export function readyTranscripts(
  index: IndexReader,
  options: ReadyTranscriptsOptions = {},
): TranscriptSearch {
  const cacheMs = options.cacheMs ?? INDEX_STATE_CACHE_MS;
  const now = options.now ?? Date.now;
  let known: { ready: boolean; at: number } | undefined;
  let reading: Promise<boolean> | undefined;

  async function ready(): Promise<boolean> {
    if (known && now() - known.at < cacheMs) return known.ready;
    reading ??= index
      .state()
      .then((state) => {
        known = { ready: isIndexReady(state), at: now() };
        return known.ready;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  async function whenReady(): Promise<void> {
    if (!(await ready())) throw new SpokenWordsUnavailable();
  }

  return {
    async search(query, callOptions) {
      await whenReady();
      return index.search(query, callOptions);
    },
    async searchWithin(assetId, text, callOptions) {
      await whenReady();
      return index.searchWithin(assetId, text, callOptions);
    },
  };
}
