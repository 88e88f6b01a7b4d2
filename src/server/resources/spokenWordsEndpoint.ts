import {
  hitToJson,
  momentToJson,
  type SpokenLinks,
  type SpokenMomentsJson,
  type SpokenWordsJson,
} from '../../adapters/shared/spokenWordsJson';
import { parseAssetType, type AssetType } from '../../core/entities/Asset';
import { pageCount } from '../../core/entities/Browse';
import { parseCollection, type CollectionId } from '../../core/entities/Collection';
import { SPOKEN_PAGE_SIZE } from '../../core/entities/SpokenWords';
import { isSpokenWordsUnavailable } from '../../core/entities/SpokenWordsUnavailable';
import type { Logger } from '../../core/ports/Logger';
import { resourcePaths, SPOKEN_WORDS_QUERY as Q } from '../../core/routes/resourcePaths';
import { paths } from '../../core/routes/routeTable';
import { momentLink } from '../../core/rules/spoken/moments';
import { spokenQueryText } from '../../core/rules/spoken/spokenQuery';
import {
  MAX_SPOKEN_PAGE,
  type SearchSpokenWords,
  type SpokenRequest,
} from '../../core/use-cases/SearchSpokenWords';
import type { SearchWithinVideo } from '../../core/use-cases/SearchWithinVideo';
import { bodyWithin, MAX_SPOKEN_ANSWER_BYTES } from './answerBounds';
import { NO_STORE, SEARCH_ANSWER_CACHE } from '../http/cachePolicy';
import type { ResourceAnswer, SiteResource } from './resources';

/** Programs on other sites may call it from a browser. */
export const OPEN_TO_EVERY_ORIGIN = { 'Access-Control-Allow-Origin': '*' } as const;
/** How soon a client may ask again after a 503. */
export const SPOKEN_RETRY_AFTER_SECONDS = 30;
/** A search that takes longer is given up: 503, never a wait. */
export const SPOKEN_QUERY_LIMIT_MS = 5_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export type SpokenErrorCode =
  'missing-query' | 'bad-collection' | 'bad-type' | 'bad-page' | 'unavailable';

/** A JSON answer open to every origin. */
export function json(
  status: number,
  body: unknown,
  cacheControl: string,
  headers = {},
): ResourceAnswer {
  return {
    status,
    type: JSON_TYPE,
    body: JSON.stringify(body),
    cacheControl,
    headers: { ...OPEN_TO_EVERY_ORIGIN, ...headers },
  };
}

function answered(body: string, cacheControl: string): ResourceAnswer {
  return { status: 200, type: JSON_TYPE, body, cacheControl, headers: OPEN_TO_EVERY_ORIGIN };
}

function failure(status: number, error: SpokenErrorCode, message: string): ResourceAnswer {
  const retry = status === 503 ? { 'Retry-After': String(SPOKEN_RETRY_AFTER_SECONDS) } : {};
  return json(status, { error, message }, NO_STORE, retry);
}

/** Spoken-word search cannot answer now: 503, never kept, with when to ask again. */
export function spokenUnavailable(): ResourceAnswer {
  return failure(503, 'unavailable', 'Spoken-word search is not available yet; try again later.');
}

type Parsed =
  | { ok: true; request: SpokenRequest; asset: string | undefined }
  | { ok: false; answer: ResourceAnswer };

/** The query string as a request; a missing `q` or an odd filter or page is a 400. */
export function parseSpokenQuery(query: URLSearchParams): Parsed {
  const text = query.get(Q.text);
  if (text === null || !text.trim()) {
    return { ok: false, answer: failure(400, 'missing-query', 'Give the words to find as q.') };
  }
  const request: SpokenRequest = { text, page: 1 };
  const collectionText = query.get(Q.collection)?.trim();
  if (collectionText) {
    const collection: CollectionId | undefined = parseCollection(collectionText);
    if (collection === undefined) {
      const message = 'collection is 3 (LPB) or 4 (LSA).';
      return { ok: false, answer: failure(400, 'bad-collection', message) };
    }
    request.collection = collection;
  }
  const typeText = query.get(Q.type)?.trim();
  if (typeText) {
    const type: AssetType | '' = parseAssetType(typeText);
    if (!type) {
      const message = 'type is clip, series, program, episode, topic or segment.';
      return { ok: false, answer: failure(400, 'bad-type', message) };
    }
    request.type = type;
  }
  const pageText = query.get(Q.page)?.trim();
  if (pageText) {
    const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 0;
    if (page < 1 || page > MAX_SPOKEN_PAGE) {
      const message = `page is a whole number from 1 to ${MAX_SPOKEN_PAGE}.`;
      return { ok: false, answer: failure(400, 'bad-page', message) };
    }
    request.page = page;
  }
  const asset = query.get(Q.asset)?.trim() || undefined;
  return { ok: true, request, asset };
}

/** Resolves to `work`'s value, or to 'timeout' after `ms` (and aborts its signal). */
export async function within<T>(ms: number, work: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface SpokenWordsEndpointOptions {
  search: SearchSpokenWords;
  /** One video's moments (`asset=`); undefined without an index. */
  searchWithin?: SearchWithinVideo;
  logger: Logger;
  limitMs?: number;
}

/**
 * `GET /api/spoken-words?q=&collection=&type=&page=`: the videos whose spoken words match, as
 * JSON for the site's own pages and for researchers (docs/apis.md);
 * with `asset=` one video's matching lines. 400 for a missing `q` or an odd filter or page;
 * 503 with `Retry-After` while the index cannot answer (empty, first pass running, engine
 * down or too slow). Open to every origin.
 */
export function spokenWordsResource(options: SpokenWordsEndpointOptions): SiteResource {
  const limitMs = options.limitMs ?? SPOKEN_QUERY_LIMIT_MS;
  return {
    name: 'Spoken words',
    matches: (path) => path === resourcePaths.spokenWords(),
    async answer({ url }) {
      const parsed = parseSpokenQuery(url.searchParams);
      if (!parsed.ok) return parsed.answer;
      const { request, asset } = parsed;
      const text = spokenQueryText(request.text);
      const links: SpokenLinks = {
        video: (id) => `${url.origin}${paths.assetDetail(id)}`,
        moment: (id, moment) => `${url.origin}${momentLink(id, moment, text)}`,
      };
      try {
        if (asset !== undefined) {
          const { searchWithin } = options;
          if (!searchWithin) return spokenUnavailable();
          const moments = await within(limitMs, (signal) =>
            searchWithin.execute(asset, request.text, { signal }),
          );
          if (moments === 'timeout') throw new Error(`over ${limitMs} ms`);
          const body = bodyWithin(moments, MAX_SPOKEN_ANSWER_BYTES, (kept) =>
            JSON.stringify({
              query: text,
              asset,
              moments: kept.map((moment) => momentToJson(asset, moment, links)),
            } satisfies SpokenMomentsJson),
          );
          return answered(body, SEARCH_ANSWER_CACHE);
        }
        const answer = await within(limitMs, (signal) =>
          options.search.execute(request, { signal }),
        );
        if (answer === 'timeout') throw new Error(`over ${limitMs} ms`);
        if (answer.state !== 'answered') return spokenUnavailable();
        const { results } = answer;
        const body: SpokenWordsJson = {
          query: text,
          collection: request.collection ?? null,
          type: request.type ?? null,
          page: request.page,
          pageSize: SPOKEN_PAGE_SIZE,
          total: results.total,
          pages: results.total === 0 ? 0 : pageCount(results.total, SPOKEN_PAGE_SIZE),
          results: results.hits.map((hit) => hitToJson(hit, links)),
          facets: { collections: results.collections, types: results.types },
        };
        return json(200, body, SEARCH_ANSWER_CACHE);
      } catch (error) {
        if (!isSpokenWordsUnavailable(error))
          options.logger.error('Spoken-word search failed', error);
        return spokenUnavailable();
      }
    },
  };
}
