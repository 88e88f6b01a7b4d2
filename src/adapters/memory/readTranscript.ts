import type { IndexedCue, IndexedMoment, SnippetPart } from '../../core/entities/SpokenWords';
import { SENTENCE_REACH, sentenceMoment } from '../../core/rules/spoken/sentenceMoment';
import { coverDensity } from './coverDensity';
import { vectorOf, wordsOf, type Vector, type Word } from './transcriptWords';
import { anyOf, lexemesOf, lookedUp, matches, type Query } from './webSearch';

/** Lines handed to sentenceMoment on each side of a moment. */
const NEIGHBOURS = SENTENCE_REACH + 1;

/** Lines per passage: about half an hour of speech, read as one text. */
export const PASSAGE_LINES = 500;

/** One caption line as it is searched. */
export interface Line {
  cue: IndexedCue;
  /** Its place in the file, from 1. */
  seq: number;
  /** Its passage, from 0. */
  part: number;
  words: Word[];
  vector: Vector;
}

/** A video's transcript as it is searched: its lines, and its passages of lines. */
export interface ReadTranscript {
  lines: Line[];
  passages: Vector[];
}

export function readTranscript(cues: readonly IndexedCue[]): ReadTranscript {
  const lines = cues.map((cue, index): Line => {
    const words = wordsOf(cue.text);
    return {
      cue,
      seq: index + 1,
      part: Math.floor(index / PASSAGE_LINES),
      words,
      vector: vectorOf(words.map((word) => word.lexeme)),
    };
  });
  const passages: Vector[] = [];
  for (let start = 0; start < lines.length; start += PASSAGE_LINES) {
    // A stop word between two lines, so that no phrase runs from one into the next.
    passages.push(
      vectorOf(
        lines
          .slice(start, start + PASSAGE_LINES)
          .flatMap((line, index) => [
            ...(index ? [null] : []),
            ...line.words.map((word) => word.lexeme),
          ]),
      ),
    );
  }
  return { lines, passages };
}

/** The line in plain text parts, `match` true for each word whose lexeme is marked. */
export function snippetOf(line: Line, marked: ReadonlySet<string>): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  let from = 0;
  for (const word of line.words) {
    if (!word.shown) continue;
    push(line.cue.text.slice(from, word.start), false);
    push(
      line.cue.text.slice(word.start, word.end),
      word.lexeme !== null && marked.has(word.lexeme),
    );
    from = word.end;
  }
  push(line.cue.text.slice(from), false);
  return parts;
}

/**
 * A video's lines that match the query; when none does alone (its words said on
 * neighbouring lines), the lines of its matching passages that hold one of the wanted words.
 * The best `limit` (by rank, then file order) in time order, and how many there are in all.
 */
export function momentsOf(
  read: ReadTranscript,
  query: Query,
  limit: number,
): { moments: IndexedMoment[]; count: number } {
  const anyWord = anyOf(lexemesOf(lookedUp(query) ?? query));
  if (!anyWord) return { moments: [], count: 0 };
  const parts = new Set(
    read.passages.flatMap((passage, part) => (matches(passage, query) ? [part] : [])),
  );
  const lines = read.lines
    .filter((line) => matches(line.vector, anyWord))
    .map((line) => ({ line, whole: matches(line.vector, query) }))
    .filter(({ line, whole }) => whole || parts.has(line.part));
  const wholes = lines.some(({ whole }) => whole);
  const kept = lines
    .filter(({ whole }) => whole || !wholes)
    .map(({ line, whole }) => ({ line, marks: whole ? query : anyWord }));
  const best = kept
    .map((moment) => ({ ...moment, rank: coverDensity(moment.line.vector, moment.marks) }))
    .sort((a, b) => b.rank - a.rank || a.line.seq - b.line.seq)
    .slice(0, limit)
    .sort((a, b) => a.line.cue.offset - b.line.cue.offset || a.line.seq - b.line.seq);
  return {
    count: kept.length,
    moments: best.map(({ line, marks }) => {
      const at = line.seq - 1;
      const around = (from: number, to: number) =>
        read.lines.slice(Math.max(0, from), to).map((near) => near.cue.text);
      return sentenceMoment(
        {
          offset: line.cue.offset,
          end: line.cue.end,
          text: line.cue.text,
          snippet: snippetOf(line, lexemesOf(marks)),
        },
        around(at - NEIGHBOURS, at),
        around(at + 1, at + 1 + NEIGHBOURS),
      );
    }),
  };
}
