import { plainCueText, type Cue } from './captions';
import type { PlaybackWindow } from '../values/time';

/** One line of an interactive transcript. */
export interface TranscriptLine {
  /** Position in the transcript, from 0. */
  index: number;
  /** Seconds into the media file where the line is spoken (never before the clip). */
  start: number;
  end: number;
  /** Seconds into the clip, as shown to the visitor. */
  offset: number;
  /** Plain text on one line, without caption markup. */
  text: string;
}

/** The lines of a cue joined by single spaces, blank ones dropped. */
function oneLine(text: string): string {
  // Split rather than /\s*\n\s*/, which backtracks over every run of spaces: quadratic.
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The transcript of a clip: the cues that overlap its window, in time order, timed relative
 * to the clip. A cue already under way when the clip starts counts from the clip's start.
 */
export function transcriptLines(cues: readonly Cue[], clip: PlaybackWindow): TranscriptLine[] {
  const end = clip.end ?? Number.POSITIVE_INFINITY;
  return cues
    .filter((cue) => cue.end > clip.start && cue.start < end)
    .map((cue) => ({ ...cue, text: oneLine(plainCueText(cue.text)) }))
    .filter((cue) => cue.text !== '')
    .sort((a, b) => a.start - b.start)
    .map((cue, index) => {
      const start = Math.max(cue.start, clip.start);
      return { index, start, end: cue.end, offset: start - clip.start, text: cue.text };
    });
}

/**
 * The line being spoken at `seconds` into the media file: the last line started by then,
 * if it has not ended. -1 between lines. A binary search, for transcripts of 1,000+ lines.
 */
export function activeLineIndex(lines: readonly TranscriptLine[], seconds: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((lines[mid]?.start ?? 0) <= seconds) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  const line = lines[found];
  return line && seconds < line.end ? found : -1;
}

// One character as it is compared: lower case, without accents, curly quotes made straight.
function foldChar(char: string): string {
  const lower = char.toLowerCase();
  if (lower === '\u2018' || lower === '\u2019') return "'";
  if (lower === '\u201C' || lower === '\u201D') return '"';
  return lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Text as it is compared, and where each of its characters came from in the original. */
interface FoldedText {
  text: string;
  /** `from[i]`: the index in the original of the character that `text[i]` came from. */
  from: number[];
}

// Printable ASCII folds to itself lower-cased, one character for one: most caption lines.
const NOT_PLAIN = /[^ -~]/;

function foldText(text: string): FoldedText {
  if (!NOT_PLAIN.test(text)) {
    return { text: text.toLowerCase(), from: Array.from(text, (_, i) => i) };
  }
  let out = '';
  const from: number[] = [];
  let at = 0;
  for (const char of text) {
    const folded = foldChar(char);
    for (let k = 0; k < folded.length; k += 1) from.push(at);
    out += folded;
    at += char.length;
  }
  return { text: out, from };
}

// Lines are searched again on every keystroke: each is folded once.
const foldedLines = new WeakMap<TranscriptLine, string>();

function foldedLine(line: TranscriptLine): string {
  let folded = foldedLines.get(line);
  if (folded === undefined) {
    folded = foldText(line.text).text;
    foldedLines.set(line, folded);
  }
  return folded;
}

// Punctuation around a word ("levee," or quotes around a phrase) is not part of it.
const WORD_EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The words of a query as they are searched for: folded (case, accents and curly quotes do
 * not count), without the punctuation around them, each once. None for a blank query.
 */
export function searchWords(query: string): string[] {
  const words = foldText(query)
    .text.split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(WORD_EDGES, '') || word);
  return [...new Set(words)];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Where `word` is next found in `text` from `from` at the start of a word of the text
 * (`flood` in "Floodwater", not `the` in "other"); -1 when it is not.
 */
function findWord(text: string, word: string, from = 0): number {
  for (let at = text.indexOf(word, from); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !LETTER_OR_DIGIT.test(text.charAt(at - 1))) return at;
  }
  return -1;
}

/**
 * Indexes of the lines that contain every word of the query, each at the start of a word
 * (`levee` finds "levees"), ignoring case and accents; none for a blank query.
 */
export function matchingLines(lines: readonly TranscriptLine[], query: string): number[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return lines
    .filter((line) => {
      const text = foldedLine(line);
      return words.every((word) => findWord(text, word) !== -1);
    })
    .map((line) => line.index);
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** A line's text cut into the parts where a word of the query is found and the parts between. */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query);
  const folded = foldText(text);
  // Where each word is found, in the original text's indexes.
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (
      let at = findWord(folded.text, word);
      at !== -1;
      at = findWord(folded.text, word, at + 1)
    ) {
      const end = at + word.length;
      ranges.push([folded.from[at] ?? 0, folded.from[end] ?? text.length]);
    }
  }
  if (ranges.length === 0) return [{ text, match: false }];
  ranges.sort((a, b) => a[0] - b[0]);
  const parts: TextPart[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    if (end <= from) continue;
    const begin = Math.max(start, from);
    if (begin > from) parts.push({ text: text.slice(from, begin), match: false });
    const last = parts.at(-1);
    // Overlapping or touching finds ("the", "then") make one mark.
    if (last?.match && begin === from) last.text += text.slice(begin, end);
    else parts.push({ text: text.slice(begin, end), match: true });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** "n of m" for the current search match; '' without a query, 'No matches' when none. */
export function matchLabel(position: number, count: number, query: string): string {
  if (searchWords(query).length === 0) return '';
  if (count === 0) return 'No matches';
  return `${position + 1} of ${count}`;
}

/** How much of a transcript the page's structured data carries; the page shows all of it. */
export const STRUCTURED_TRANSCRIPT_CHARS = 5_000;

/**
 * The start of the transcript as plain text, one line each, at most `max` characters: whole
 * lines while they fit (the first line cut at `max` when even it does not). Reads no further
 * than it keeps, so a long transcript costs no more than a short one.
 */
export function transcriptExcerpt(
  lines: readonly TranscriptLine[],
  max = STRUCTURED_TRANSCRIPT_CHARS,
): string {
  let text: string | undefined;
  for (const line of lines) {
    const next = text === undefined ? line.text : `${text}\n${line.text}`;
    if (next.length > max) return text ?? line.text.slice(0, max);
    text = next;
  }
  return text ?? '';
}

/** A file name for the downloaded transcript, from the title (`.txt`, `.vtt` or `.srt`). */
export function transcriptFileName(title: string, extension = 'txt'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'video'}-transcript.${extension}`;
}

/** Where each line sits on the clip's timeline, from 0 to 1, for the search strip. */
export function timelinePosition(line: TranscriptLine, length: number): number {
  if (!(length > 0)) return 0;
  return Math.min(1, Math.max(0, line.offset / length));
}

/** A line's `?t=` value: whole seconds into the clip, so a link starts at or just before it. */
export function lineSeconds(line: Pick<TranscriptLine, 'offset'>): number {
  return Math.floor(line.offset);
}

/**
 * Which match (a position in `matches`) a page opened `offset` seconds into the clip shows
 * as current: the first spoken at or after that second, else the last; without an offset,
 * the first.
 */
export function matchAt(
  lines: readonly TranscriptLine[],
  matches: readonly number[],
  offset: number | undefined,
): number {
  if (matches.length === 0 || offset === undefined) return 0;
  const second = Math.floor(offset);
  const found = matches.findIndex((index) => {
    const line = lines[index];
    return line !== undefined && lineSeconds(line) >= second;
  });
  return found === -1 ? matches.length - 1 : found;
}
