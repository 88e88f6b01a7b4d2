/**
 * Where sentences of spoken text end, read from its punctuation: `.`, `?`, `!` or `…`,
 * with any closing quotes or brackets, before a space or the end of the text. A period
 * after a title (Mr., St., Gov.) or an initial (J. B.) ends no sentence.
 */

// The mark, the quotes or brackets closing with it, and what follows.
const END = /[.?!…]+["'”’)\]]*(?=\s|$)/gu;
const WORD_BEFORE = /([\p{L}]+)$/u;
const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'jr',
  'sr',
  'mt',
  'ft',
  'gov',
  'sen',
  'rep',
  'gen',
  'col',
  'capt',
  'lt',
  'sgt',
  'rev',
  'prof',
]);

function isTitleOrInitial(text: string, at: number): boolean {
  const word = WORD_BEFORE.exec(text.slice(Math.max(0, at - 8), at))?.[1];
  if (!word) return false;
  if (TITLES.has(word.toLowerCase())) return true;
  // "J. B. Long"; "I." is the pronoun ending a sentence.
  return word.length === 1 && word !== 'I' && word === word.toUpperCase();
}

/** The index just past each sentence end of `text`, in order. */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (const found of text.matchAll(END)) {
    const at = found.index;
    if (found[0] === '.' && isTitleOrInitial(text, at)) continue;
    ends.push(at + found[0].length);
  }
  return ends;
}

/** Whether `text` (trailing spaces aside) ends a sentence. */
export function endsSentence(text: string): boolean {
  const trimmed = text.trimEnd();
  return trimmed !== '' && sentenceEnds(trimmed).at(-1) === trimmed.length;
}

/** Where the last sentence begun in `text` starts, ahead of its end; -1 when none begins. */
export function lastSentenceStart(text: string): number {
  const trimmed = text.trimEnd();
  const ends = sentenceEnds(trimmed).filter((end) => end < trimmed.length);
  const last = ends.at(-1);
  if (last === undefined) return -1;
  return last + (/^\s*/.exec(trimmed.slice(last))?.[0].length ?? 0);
}

/** The index just past the first sentence end of `text`; -1 when none ends in it. */
export function firstSentenceEnd(text: string): number {
  return sentenceEnds(text)[0] ?? -1;
}
