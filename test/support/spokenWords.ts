import type {
  IndexedMoment,
  SnippetPart,
  SpokenHit,
  SpokenResults,
  SpokenSearch,
} from '../../src/core/entities/SpokenWords';
import type { CallOptions } from '../../src/core/ports/CallOptions';
import type { TranscriptSearch } from '../../src/core/ports/TranscriptIndex';

/** A snippet from text with the matched words in [brackets]: 'the [levee] broke'. */
export function snippetOf(marked: string): SnippetPart[] {
  return marked
    .split(/(\[[^\]]*\])/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('[')
        ? { text: part.slice(1, -1), match: true }
        : { text: part, match: false },
    );
}

/** A matching line, each `word` in it marked as the engine marks it (its time: 1 s to 2 s). */
export function aMarkedLine(
  text: string,
  word: string,
  time: Pick<IndexedMoment, 'offset' | 'end'> = { offset: 1, end: 2 },
): IndexedMoment {
  const snippet: SnippetPart[] = [];
  text.split(new RegExp(`(${word})`)).forEach((piece, i) => {
    if (piece) snippet.push({ text: piece, match: i % 2 === 1 });
  });
  return { ...time, text, snippet };
}

/** A moment's snippet read back as one text. */
export const snippetJoined = (m: IndexedMoment) => m.snippet.map((part) => part.text).join('');

/** The marked words of a moment's snippet. */
export const snippetMarks = (m: IndexedMoment) =>
  m.snippet.filter((part) => part.match).map((part) => part.text);

/** A matching line at `offset` seconds into the clip; its text marked as `snippetOf` reads it. */
export function aMoment(offset: number, marked: string, fields: Partial<IndexedMoment> = {}) {
  const snippet = snippetOf(marked);
  return {
    offset,
    end: offset + 4,
    text: snippet.map((part) => part.text).join(''),
    snippet,
    ...fields,
  } satisfies IndexedMoment;
}

export function aSpokenHit(
  id: string,
  fields: Partial<SpokenHit['asset']> = {},
  moments: IndexedMoment[] = [aMoment(12, 'the [levee] broke')],
  momentCount = moments.length,
): SpokenHit {
  return {
    asset: {
      id,
      title: `Video ${id}`,
      seriesTitle: 'Louisiana News Archive',
      type: 'Clip',
      collection: 3,
      thumbnail: `https://example.org/thumbs/${id}.jpg`,
      ...fields,
    },
    moments,
    momentCount,
  };
}

/** Results of `hits`, counted per collection and type from them (or `total` when given). */
export function resultsOf(hits: SpokenHit[], total = hits.length): SpokenResults {
  const count = <V>(values: V[]) =>
    [...new Set(values)].map((value) => ({
      value,
      count: values.filter((v) => v === value).length,
    }));
  return {
    hits,
    total,
    collections: count(hits.map((hit) => hit.asset.collection)),
    types: count(hits.flatMap((hit) => (hit.asset.type ? [hit.asset.type] : []))),
  };
}

/** A TranscriptSearch that answers with `answer` and records what it was asked. */
export function transcriptsAnswering(
  answer: (query: SpokenSearch, options?: CallOptions) => Promise<SpokenResults>,
  within: (assetId: string, text: string) => Promise<IndexedMoment[]> = async () => [],
) {
  const asked: SpokenSearch[] = [];
  const askedWithin: [string, string][] = [];
  const transcripts: TranscriptSearch = {
    search: (query, options) => {
      asked.push(query);
      return answer(query, options);
    },
    searchWithin: (assetId, text) => {
      askedWithin.push([assetId, text]);
      return within(assetId, text);
    },
  };
  return { transcripts, asked, askedWithin };
}
