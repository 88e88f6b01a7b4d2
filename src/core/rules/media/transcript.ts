import { plainCueText, type Cue } from './captions';
import { formatClock, type PlaybackWindow } from '../values/time';

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

// Straight and curly apostrophes and quotes match each other; one character for one.
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"');

/** The query as it is searched for: trimmed, inner spaces kept. */
export function searchTerm(query: string): string {
  return fold(query.trim());
}

/** Indexes of the lines containing the query (case-insensitive); none for an empty query. */
export function matchingLines(lines: readonly TranscriptLine[], query: string): number[] {
  const term = searchTerm(query);
  if (!term) return [];
  return lines.filter((line) => fold(line.text).includes(term)).map((line) => line.index);
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** A line's text cut into the parts that match the query and the parts between. */
export function highlightParts(text: string, query: string): TextPart[] {
  const term = searchTerm(query);
  const folded = fold(text);
  if (!term || folded.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + term.length), match: true });
    from = at + term.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** "n of m" for the current search match; '' without a query, 'No matches' when none. */
export function matchLabel(position: number, count: number, query: string): string {
  if (!searchTerm(query)) return '';
  if (count === 0) return 'No matches';
  return `${position + 1} of ${count}`;
}

/** The transcript as a plain text file: a heading, the source, then one timed line each. */
export function transcriptText(
  lines: readonly TranscriptLine[],
  about: { title: string; url: string },
): string {
  const head = [about.title, `Transcript from the Louisiana Digital Media Archive`, about.url];
  const body = lines.map((line) => `[${formatClock(line.offset)}] ${line.text}`);
  return [...head.filter(Boolean), '', ...body].join('\n') + '\n';
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

/** A file name for the downloaded transcript, from the title. */
export function transcriptFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'video'}-transcript.txt`;
}

/** Where each line sits on the clip's timeline, from 0 to 1, for the search strip. */
export function timelinePosition(line: TranscriptLine, length: number): number {
  if (!(length > 0)) return 0;
  return Math.min(1, Math.max(0, line.offset / length));
}
