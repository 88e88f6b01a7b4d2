import type { IndexedMoment, SnippetPart } from '../../entities/SpokenWords';
import { endsSentence, firstSentenceEnd, lastSentenceStart } from '../values/sentences';
import { boundedMoment } from './boundedMoment';

/**
 * How many lines on each side of a matching line a moment may borrow to show whole
 * sentences. An adapter hands over one line more on each side than this, where there is
 * one: it only tells whether the text goes on past the lines borrowed.
 */
export const SENTENCE_REACH = 2;
const ELLIPSIS = '…';

/** The start of the sentence the line begins in, from the lines before it (nearest last). */
function leadOf(before: readonly string[]): { text: string; cut: boolean } {
  const taken: string[] = [];
  for (let k = 1; k <= SENTENCE_REACH; k += 1) {
    const text = before[before.length - k];
    if (text === undefined || endsSentence(text)) return { text: taken.join(' '), cut: false };
    const start = lastSentenceStart(text);
    if (start >= 0) {
      taken.unshift(text.slice(start).trim());
      return { text: taken.join(' '), cut: false };
    }
    taken.unshift(text.trim());
  }
  const further = before[before.length - SENTENCE_REACH - 1];
  return { text: taken.join(' '), cut: further !== undefined && !endsSentence(further) };
}

/** The end of the sentence the line stops in, from the lines after it (nearest first). */
function trailOf(own: string, after: readonly string[]): { text: string; cut: boolean } {
  const taken: string[] = [];
  if (endsSentence(own)) return { text: '', cut: false };
  for (let k = 0; k < SENTENCE_REACH; k += 1) {
    const text = after[k];
    if (text === undefined) return { text: taken.join(' '), cut: false };
    const end = firstSentenceEnd(text);
    if (end >= 0) {
      taken.push(text.slice(0, end).trim());
      return { text: taken.join(' '), cut: false };
    }
    taken.push(text.trim());
  }
  return { text: taken.join(' '), cut: after[SENTENCE_REACH] !== undefined };
}

/**
 * A matching line as an answer shows it: its sentences made whole from the lines around it
 * in the same video (at most SENTENCE_REACH lines each side; '…' where the text goes on),
 * then bounded (boundedMoment). Only the line's own words are marked; its time is its own.
 * `before` and `after` are the lines' texts in file order.
 */
export function sentenceMoment(
  line: IndexedMoment,
  before: readonly string[],
  after: readonly string[],
): IndexedMoment {
  const own = line.snippet.map((part) => part.text).join('');
  const lead = leadOf(before);
  const trail = trailOf(own, after);
  const head = `${lead.cut ? ELLIPSIS : ''}${lead.text}${lead.text ? ' ' : ''}`;
  const tail = `${trail.text ? ' ' : ''}${trail.text}${trail.cut ? ELLIPSIS : ''}`;
  if (!head && !tail) return boundedMoment(line);
  const snippet: SnippetPart[] = [
    { text: head, match: false },
    ...line.snippet,
    { text: tail, match: false },
  ];
  const text = snippet.map((part) => part.text).join('');
  return boundedMoment({ ...line, text, snippet }, head.length);
}
