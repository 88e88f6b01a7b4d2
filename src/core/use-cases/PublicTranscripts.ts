import type { IndexedMoment, SpokenResults, SpokenSearch } from '../entities/SpokenWords';
import type { CallOptions } from '../ports/CallOptions';
import type { TranscriptMatches, TranscriptSearch } from '../ports/TranscriptIndex';
import type { PublicAssets } from './PublicAssets';
import { NO_SPOKEN_RESULTS } from './SearchSpokenWords';

/**
 * Spoken-word search that shows and counts only what the archive makes public now, whatever
 * the index still holds: every video that matches is checked (through the archive's cached
 * answers) before the index pages and counts the public ones. A video the archive could not
 * answer for is left out of that answer.
 */
export class PublicTranscripts implements TranscriptSearch {
  constructor(
    private readonly index: TranscriptMatches,
    private readonly publicAssets: PublicAssets,
  ) {}

  async search(query: SpokenSearch, options?: CallOptions): Promise<SpokenResults> {
    const matching = await this.index.matching(query.text, options);
    const { public: among } = await this.publicAssets.sort(matching, options);
    if (among.length === 0) return NO_SPOKEN_RESULTS;
    return this.index.search({ ...query, among }, options);
  }

  /** None for a video that is not public now; rejects when the archive fails. */
  async searchWithin(
    assetId: string,
    text: string,
    options?: CallOptions,
  ): Promise<IndexedMoment[]> {
    if (!(await this.publicAssets.isPublic(assetId, options))) return [];
    return this.index.searchWithin(assetId, text, options);
  }
}
