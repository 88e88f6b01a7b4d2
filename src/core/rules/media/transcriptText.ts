import { endsSentence, sentenceEnds } from '../values/sentences';
import { formatClock } from '../values/time';
import type { TranscriptLine } from './transcript';

/** A silence (seconds) after a sentence that starts a new paragraph. */
export const PARAGRAPH_PAUSE_SECONDS = 2;
/** A silence (seconds) that starts a new paragraph even inside a sentence. */
export const LONG_PAUSE_SECONDS = 5;
/** Sentences after which a paragraph ends at the next sentence's start. */
export const PARAGRAPH_SENTENCES = 5;
/** Characters after which a paragraph ends with its sentence (at twice as many, at any line). */
export const MAX_PARAGRAPH_CHARS = 1_000;
// Broadcast captions mark a new speaker with `>>` (or `-`, in a dialogue).
const NEW_SPEAKER = /^(>>|-\s)/;

/** A paragraph of the transcript as text: its lines joined, timed by its first. */
export interface TranscriptParagraph {
  /** Seconds into the clip of its first line. */
  offset: number;
  text: string;
}

/**
 * The lines joined into sentences (one space between two lines) and the sentences into
 * paragraphs: a new one where a new speaker is marked, after a pause of
 * PARAGRAPH_PAUSE_SECONDS that ends a sentence (LONG_PAUSE_SECONDS anywhere), after
 * PARAGRAPH_SENTENCES sentences or MAX_PARAGRAPH_CHARS characters, and in text without
 * punctuation at twice MAX_PARAGRAPH_CHARS.
 */
export function transcriptParagraphs(lines: readonly TranscriptLine[]): TranscriptParagraph[] {
  const paragraphs: TranscriptParagraph[] = [];
  let current: { offset: number; parts: string[]; chars: number; sentences: number } | undefined;
  let previous: TranscriptLine | undefined;
  for (const line of lines) {
    if (current && previous) {
      const pause = line.start - previous.end;
      const ended = endsSentence(previous.text);
      const breaks =
        NEW_SPEAKER.test(line.text) ||
        pause >= LONG_PAUSE_SECONDS ||
        (ended &&
          (pause >= PARAGRAPH_PAUSE_SECONDS ||
            current.sentences >= PARAGRAPH_SENTENCES ||
            current.chars >= MAX_PARAGRAPH_CHARS)) ||
        current.chars >= 2 * MAX_PARAGRAPH_CHARS;
      if (breaks) {
        paragraphs.push({ offset: current.offset, text: current.parts.join(' ') });
        current = undefined;
      }
    }
    current ??= { offset: line.offset, parts: [], chars: 0, sentences: 0 };
    current.parts.push(line.text);
    current.chars += line.text.length + 1;
    current.sentences += sentenceEnds(line.text).length;
    previous = line;
  }
  if (current) paragraphs.push({ offset: current.offset, text: current.parts.join(' ') });
  return paragraphs;
}

/**
 * The transcript as a plain text file: a heading, the source, then its paragraphs
 * (transcriptParagraphs), each on one line after the time it starts, a blank line between.
 */
export function transcriptText(
  lines: readonly TranscriptLine[],
  about: { title: string; url: string },
): string {
  const head = [about.title, `Transcript from the Louisiana Digital Media Archive`, about.url];
  const body = transcriptParagraphs(lines).map(
    (paragraph) => `[${formatClock(paragraph.offset)}] ${paragraph.text}`,
  );
  const spaced = body.flatMap((paragraph, i) => (i === 0 ? [paragraph] : ['', paragraph]));
  return [...head.filter(Boolean), '', ...spaced].join('\n') + '\n';
}
