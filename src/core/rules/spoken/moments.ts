import type { IndexedMoment, SnippetPart } from '../../entities/SpokenWords';
import { momentPath, paths } from '../../routes/routeTable';
import { formatClock } from '../values/time';

/** A snippet as plain text. */
export function snippetText(parts: readonly SnippetPart[]): string {
  return parts.map((part) => part.text).join('');
}

// Punctuation around a marked word is not part of it.
const WORD_EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The keyword a moment's link carries to the video page: the words the engine marked in
 * its line (stemming may have matched "levees" for "levee"), each once, so the transcript
 * marks that very line; the query's own text when nothing is marked.
 */
export function momentKeyword(moment: Pick<IndexedMoment, 'snippet'>, query: string): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const part of moment.snippet) {
    if (!part.match) continue;
    for (const raw of part.text.split(/\s+/)) {
      const word = raw.replace(WORD_EDGES, '');
      const key = word.toLowerCase();
      if (!word || seen.has(key)) continue;
      seen.add(key);
      words.push(word);
    }
  }
  return words.length > 0 ? words.join(' ') : query.trim();
}

/** The video page at a moment (`?keyword=&t=`, whole seconds into the clip). */
export function momentLink(assetId: string, moment: IndexedMoment, query: string): string {
  return momentPath(paths.assetDetail(assetId), momentKeyword(moment, query), moment.offset);
}

/** A moment's time as the transcript shows it (`1:05`). */
export function momentClock(moment: Pick<IndexedMoment, 'offset'>): string {
  return formatClock(moment.offset);
}
