import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { IndexedMoment } from '../../core/entities/SpokenWords';
import { isSpokenWordsUnavailable } from '../../core/entities/SpokenWordsUnavailable';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { Logger } from '../../core/ports/Logger';
import { iiifSearchAssetId } from '../../core/routes/resourcePaths';
import {
  IGNORED_SEARCH_PARAMETERS,
  iiifSearchPage,
  IIIF_SEARCH_TYPE,
} from '../../core/rules/seo/iiifSearch';
import { printable } from '../http/accessLog';
import { playbackWindow } from '../../core/rules/values/time';
import type { SearchWithinVideo } from '../../core/use-cases/SearchWithinVideo';
import { bodyWithin, MAX_SPOKEN_ANSWER_BYTES } from './answerBounds';
import { SEARCH_ANSWER_CACHE } from '../http/cachePolicy';
import { missing, type SiteResource } from './resources';
import {
  OPEN_TO_EVERY_ORIGIN,
  SPOKEN_QUERY_LIMIT_MS,
  spokenUnavailable,
  within,
} from './spokenWordsEndpoint';

export interface IiifSearchOptions {
  /** The asset when it is public (ResolveAsset.publicDetail); undefined otherwise. */
  publicDetail: (id: string, options?: CallOptions) => Promise<AssetDetail | undefined>;
  /** Undefined when the server has no spoken-word index: every search is then a 503. */
  searchWithin?: SearchWithinVideo;
  logger: Logger;
  limitMs?: number;
}

const terms = (value: string | null) => (value ?? '').split(/\s+/).filter(Boolean);

/**
 * `/iiif/{id}/search?q=`: IIIF Content Search 2.0 inside one public video, from the site's
 * spoken-word index. The same 404 as its manifest for an unknown, non-public or unmeasured
 * video; a blank `q` matches nothing; 503 with `Retry-After` while the index cannot answer.
 */
export function iiifSearchResource(options: IiifSearchOptions): SiteResource {
  const limitMs = options.limitMs ?? SPOKEN_QUERY_LIMIT_MS;
  return {
    name: 'IIIF search',
    matches: (path) => iiifSearchAssetId(path) !== undefined,
    async answer({ path, url }) {
      const id = iiifSearchAssetId(path) as string;
      const detail = await options.publicDetail(id);
      if (!detail) return missing('No such video', OPEN_TO_EVERY_ORIGIN);
      const clip = playbackWindow(detail.timeStart, detail.duration);
      if (clip.end === undefined) {
        return missing('This video has no known length', OPEN_TO_EVERY_ORIGIN);
      }
      const { searchWithin } = options;
      if (!searchWithin) return spokenUnavailable();
      const query = url.searchParams;
      try {
        const moments = await within(limitMs, (signal) =>
          searchWithin.execute(id, query.get('q') ?? '', { signal }),
        );
        if (moments === 'timeout') throw new Error(`over ${limitMs} ms`);
        const page = (kept: readonly IndexedMoment[]) =>
          JSON.stringify(
            iiifSearchPage({
              origin: url.origin,
              assetId: id,
              requestUrl: url.href,
              clipStart: clip.start,
              moments: kept,
              motivations: terms(query.get('motivation')),
              ignored: IGNORED_SEARCH_PARAMETERS.filter(
                (name) => terms(query.get(name)).length > 0,
              ),
            }),
          );
        return {
          status: 200,
          type: IIIF_SEARCH_TYPE,
          body: bodyWithin(moments, MAX_SPOKEN_ANSWER_BYTES, page),
          cacheControl: SEARCH_ANSWER_CACHE,
          headers: OPEN_TO_EVERY_ORIGIN,
        };
      } catch (error) {
        if (!isSpokenWordsUnavailable(error)) {
          options.logger.error(`IIIF search of ${printable(id)} failed`, error);
        }
        return spokenUnavailable();
      }
    },
  };
}
