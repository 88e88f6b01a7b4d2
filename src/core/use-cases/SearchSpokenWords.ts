import type { AssetType } from '../entities/Asset';
import type { CollectionId } from '../entities/Collection';
import { MOMENTS_PER_VIDEO, SPOKEN_PAGE_SIZE, type SpokenResults } from '../entities/SpokenWords';
import { isSpokenWordsUnavailable } from '../entities/SpokenWordsUnavailable';
import type { CallOptions } from '../ports/CallOptions';
import type { TranscriptSearch } from '../ports/TranscriptIndex';
import { spokenQueryText } from '../rules/spoken/spokenQuery';

/** What a visitor asks of the spoken words. */
export interface SpokenRequest {
  text: string;
  collection?: CollectionId;
  type?: AssetType;
  /** 1-based. */
  page: number;
}

/**
 * A spoken-word search's outcome: the results; `unavailable` when the index cannot answer
 * yet (empty, first pass still running, endpoint says 503); `absent` where the site has no
 * spoken-word search at all (the static build, which has no server).
 */
export type SpokenWordsAnswer =
  { state: 'answered'; results: SpokenResults } | { state: 'unavailable' } | { state: 'absent' };

/** The last page a search can ask for (SPOKEN_PAGE_SIZE videos each): 1,000 videos in all. */
export const MAX_SPOKEN_PAGE = 100;

export const NO_SPOKEN_RESULTS: SpokenResults = { hits: [], total: 0, collections: [], types: [] };

export class SearchSpokenWords {
  constructor(private readonly transcripts: TranscriptSearch | undefined) {}

  /**
   * Searches the spoken words, SPOKEN_PAGE_SIZE videos a page with MOMENTS_PER_VIDEO moments
   * each. A text with nothing searchable left (see spokenQueryText) answers no results
   * without asking. Rejects when the engine fails otherwise (unreachable, too slow).
   */
  async execute(request: SpokenRequest, options?: CallOptions): Promise<SpokenWordsAnswer> {
    if (!this.transcripts) return { state: 'absent' };
    const text = spokenQueryText(request.text);
    if (!text) return { state: 'answered', results: NO_SPOKEN_RESULTS };
    try {
      const results = await this.transcripts.search(
        {
          text,
          ...(request.collection !== undefined ? { collection: request.collection } : {}),
          ...(request.type !== undefined ? { type: request.type } : {}),
          page: Math.min(MAX_SPOKEN_PAGE, Math.max(1, Math.floor(request.page) || 1)),
          pageSize: SPOKEN_PAGE_SIZE,
          momentsPerVideo: MOMENTS_PER_VIDEO,
        },
        options,
      );
      return { state: 'answered', results };
    } catch (error) {
      if (isSpokenWordsUnavailable(error)) return { state: 'unavailable' };
      throw error;
    }
  }
}
