import type { IndexedMoment } from '../entities/SpokenWords';
import type { CallOptions } from '../ports/CallOptions';
import type { TranscriptSearch } from '../ports/TranscriptIndex';
import { spokenQueryText } from '../rules/spoken/spokenQuery';

export class SearchWithinVideo {
  constructor(private readonly transcripts: TranscriptSearch) {}

  /**
   * The lines of one video that match, in time order; none without asking for a text with
   * nothing searchable. Rejects as the index does (SpokenWordsUnavailable, engine failures).
   */
  async execute(assetId: string, raw: string, options?: CallOptions): Promise<IndexedMoment[]> {
    const text = spokenQueryText(raw);
    if (!text) return [];
    return this.transcripts.searchWithin(assetId, text, options);
  }
}
