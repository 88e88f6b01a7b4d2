import type { IndexedMoment, SpokenResults, SpokenSearch } from '../../core/entities/SpokenWords';
import { SpokenWordsUnavailable } from '../../core/entities/SpokenWordsUnavailable';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { TranscriptSearch } from '../../core/ports/TranscriptIndex';
import { resourcePaths, SPOKEN_WORDS_QUERY as Q } from '../../core/routes/resourcePaths';
import { ApiError } from '../shared/ApiError';
import { spokenMomentsFromJson, spokenResultsFromJson } from '../shared/spokenWordsJson';
import type { HttpClient } from './HttpClient';
import { parseJsonBody } from './jsonBody';

/**
 * Spoken-word search in the browser, over the site's own JSON endpoint (the client's base URL
 * is the site's origin). A 503 is the index saying it cannot answer yet: SpokenWordsUnavailable.
 */
export class HttpTranscriptSearch implements TranscriptSearch {
  constructor(private readonly client: HttpClient) {}

  search(query: SpokenSearch, options?: CallOptions): Promise<SpokenResults> {
    const params = {
      [Q.text]: query.text,
      [Q.collection]: query.collection,
      [Q.type]: query.type?.toLowerCase(),
      [Q.page]: query.page > 1 ? query.page : undefined,
    };
    return this.get('spokenWords', params, options, spokenResultsFromJson);
  }

  searchWithin(assetId: string, text: string, options?: CallOptions): Promise<IndexedMoment[]> {
    const params = { [Q.text]: text, [Q.asset]: assetId };
    return this.get('spokenWordsWithin', params, options, spokenMomentsFromJson);
  }

  private async get<T>(
    callName: string,
    query: Record<string, string | number | undefined>,
    options: CallOptions | undefined,
    read: (value: unknown) => T,
  ): Promise<T> {
    try {
      return await this.client.getParsed(
        callName,
        resourcePaths.spokenWords(),
        query,
        (body) => read(parseJsonBody(body)),
        options,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) {
        throw new SpokenWordsUnavailable(error.message);
      }
      throw error;
    }
  }
}
