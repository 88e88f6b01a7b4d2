import stem from 'wink-porter2-stemmer';

/**
 * PostgreSQL's English stop words (its `english.stop`): never searched, but each still takes
 * a position, so a phrase keeps its gaps.
 */
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself
  she her hers herself it its itself they them their theirs themselves what which who whom
  this that these those am is are was were be been being have has had having do does did
  doing a an the and but if or because as until while of at by for with about against
  between into through during before after above below to from up down in out on off over
  under again further then once here there when where why how all any both each few more
  most other some such no nor not only own same so than too very s t can will just don
  should now`.split(/\s+/),
);

/** A tsvector's limits, kept so that what is found and how it ranks stay the same. */
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 255;

// A word: letters and digits; joined by hyphens, a compound; joined by dots, one token
// (an abbreviation, a host name or a number, as PostgreSQL's parser reads "U.S." or "3.5").
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:([-.])[\p{L}\p{M}\p{N}]+)*/gu;
const PART = /[\p{L}\p{M}\p{N}]+/gu;
const LETTERS = /^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*$/u;

/**
 * One word of a text: where it stands in the text, and its lexeme (null: a stop word). A
 * compound of letters is a word of its own, not `shown`, before each of its parts.
 */
export interface Word {
  start: number;
  end: number;
  lexeme: string | null;
  shown: boolean;
}

/** A word's lexeme, as the English configuration makes it: lower case, stemmed, or null. */
export function lexemeOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  // Numbers, words with digits and dotted tokens are kept as they are, as PostgreSQL keeps them.
  return LETTERS.test(lower) ? stem(lower) : lower;
}

/** The words of a text, in order; anything but letters and digits parts them. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const token of text.matchAll(TOKEN)) {
    const start = token.index;
    const whole = token[0];
    const joiner = whole.match(/[-.]/)?.[0];
    if (joiner === '.' && !whole.includes('-')) {
      words.push({ start, end: start + whole.length, lexeme: whole.toLowerCase(), shown: true });
      continue;
    }
    if (joiner && LETTERS.test(whole)) {
      words.push({ start, end: start + whole.length, lexeme: lexemeOf(whole), shown: false });
    }
    for (const part of whole.matchAll(PART)) {
      const at = start + part.index;
      words.push({ start: at, end: at + part[0].length, lexeme: lexemeOf(part[0]), shown: true });
    }
  }
  return words;
}

/** A text's lexemes and their positions (from 1), as a tsvector holds them. */
export type Vector = ReadonlyMap<string, readonly number[]>;

/**
 * The vector of words read one after another; `null` in `lexemes` (a stop word, or the word
 * put between two lines) takes a position and is not held.
 */
export function vectorOf(lexemes: Iterable<string | null>): Vector {
  const vector = new Map<string, number[]>();
  let position = 0;
  for (const lexeme of lexemes) {
    position += 1;
    if (lexeme === null) continue;
    const positions = vector.get(lexeme) ?? [];
    vector.set(lexeme, positions);
    const at = Math.min(position, MAX_POSITION);
    if (positions.length < MAX_POSITIONS_PER_LEXEME && positions.at(-1) !== at) {
      positions.push(at);
    }
  }
  return vector;
}
