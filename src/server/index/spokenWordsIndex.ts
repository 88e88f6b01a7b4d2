import { LRUCache } from 'lru-cache';
import type { IndexState } from '../../core/entities/SpokenWords';
import { SpokenWordsUnavailable } from '../../core/entities/SpokenWordsUnavailable';
import type { Catalogue } from '../../core/ports/Catalogue';
import type { TranscriptIndex, TranscriptMatches } from '../../core/ports/TranscriptIndex';

/**
 * What the pages need of the index: its searches, its state to know it is ready, and to drop
 * a video the archive no longer makes public.
 */
export type IndexReader = TranscriptMatches &
  Pick<TranscriptIndex, 'state' | 'drop'> & {
    /** The catalogue in the index's database, when it holds one. */
    catalogue?(): Catalogue;
  };

/** How long the index's state is reused before it is read again. */
export const INDEX_STATE_CACHE_MS = 5_000;

/** Whether the index can answer: its first pass finished, and it holds something. */
export function isIndexReady(state: IndexState): boolean {
  return state.lastPass !== undefined && state.assets > 0;
}

/** The bytes of spoken-word answers kept for every visitor, per process. */
export const KEPT_SEARCHES_BYTES = 4 * 1024 * 1024;

export interface ReadyTranscriptsOptions {
  cacheMs?: number;
  keptBytes?: number;
  now?: () => number;
}

/**
 * The index as the site's pages and endpoints search it: while it is empty or its first pass
 * has not finished, every search rejects with SpokenWordsUnavailable (the page says so, the
 * endpoint answers 503) instead of answering "no match". Its state is read at most once per
 * `cacheMs`; a state that cannot be read rejects as the engine did, and is not kept.
 *
 * Answers are kept for every visitor (many ask the same words, and a search is the dearest
 * part of its page) while the index's state stays the same: a pass that stores, drops or
 * finishes changes it, so no answer outlives the index it came from by more than `cacheMs`.
 * Failures are never kept.
 */
export function readyTranscripts(
  index: IndexReader,
  options: ReadyTranscriptsOptions = {},
): TranscriptMatches {
  const cacheMs = options.cacheMs ?? INDEX_STATE_CACHE_MS;
  const now = options.now ?? Date.now;
  const answers = new LRUCache<string, object>({
    maxSize: options.keptBytes ?? KEPT_SEARCHES_BYTES,
  });
  /** The state as a key of what was answered from it; undefined while not ready. */
  let known: { version: string | undefined; at: number } | undefined;
  let reading: Promise<string | undefined> | undefined;

  async function version(): Promise<string | undefined> {
    if (known && now() - known.at < cacheMs) return known.version;
    reading ??= index
      .state()
      .then((state) => {
        const version = isIndexReady(state)
          ? `${state.lastPass} ${state.assets} ${state.cues}`
          : undefined;
        known = { version, at: now() };
        return version;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  async function kept<T extends object>(question: unknown[], ask: () => Promise<T>): Promise<T> {
    const current = await version();
    if (current === undefined) throw new SpokenWordsUnavailable();
    const key = `${current}\n${JSON.stringify(question)}`;
    const answered = answers.get(key);
    if (answered !== undefined) return answered as T;
    const answer = await ask();
    answers.set(key, answer, { size: 2 * JSON.stringify(answer).length });
    return answer;
  }

  return {
    search: (query, callOptions) => kept(['search', query], () => index.search(query, callOptions)),
    matching: (text, callOptions) =>
      kept(['matching', text], () => index.matching(text, callOptions)),
    searchWithin: (assetId, text, callOptions) =>
      kept(['within', assetId, text], () => index.searchWithin(assetId, text, callOptions)),
  };
}
