import { decodeCharacterReferences } from './characterReferences';

/** One caption: seconds into the media file, and its text (lines joined by '\n'). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

// hh:mm:ss,mmm with any number of hour digits; '.' is accepted for ',' and hours may be left out.
const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)(?:[,.](\d{1,3}))?$/;
const TIMING = /^\s*([\d:,.]+)\s*-->\s*([\d:,.]+)/;

/** Seconds in an SRT timestamp (`01:02:03,450`); undefined when it cannot be read. */
export function parseSrtTimestamp(value: string): number | undefined {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

function timing(line: string): { start: number; end: number } | undefined {
  const match = TIMING.exec(line);
  if (!match) return undefined;
  const start = parseSrtTimestamp(match[1] ?? '');
  const end = parseSrtTimestamp(match[2] ?? '');
  return start === undefined || end === undefined ? undefined : { start, end };
}

/**
 * A cue's time as WebVTT writes it (`hh:mm:ss.mmm`), or SubRip with `separator` ','; hours
 * keep every digit past two.
 */
export function vttTimestamp(seconds: number, separator: '.' | ',' = '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** What cue text escapes, so no line can open a tag or read as a timing line (`-->`). */
export const VTT_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Caption text read, in UTF-16 units: 2 MB of text; the rest of a larger file is ignored. */
export const MAX_CAPTION_CHARS = 2 * 1024 * 1024;
/** Longer lines are cut: no caption line is this long, and a transcript row must stay one. */
export const MAX_CUE_LINE_CHARS = 2000;
/** Cues read from one file; several hours of speech is about 5,000. */
export const MAX_CUES = 10_000;

/** The first `max` units of `text`, never ending in half of a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
const isIndex = (line: string | undefined) => line !== undefined && /^\s*\d+\s*$/.test(line);

/**
 * The cues of a SubRip file. Tolerates a BOM, CRLF or CR line ends, missing cue numbers and
 * a missing blank line before the next numbered cue. A cue whose timing line cannot be read,
 * that ends before it starts, or that has no text is skipped; the rest still count.
 * Reads at most MAX_CAPTION_CHARS of text and MAX_CUES cues, and cuts each line at
 * MAX_CUE_LINE_CHARS, so a hostile file costs time in proportion to those limits.
 */
export function parseSrt(source: string): Cue[] {
  const text = cutText(source.replace(/^\uFEFF/, ''), MAX_CAPTION_CHARS);
  const lines = text.split(/\r\n|\r|\n/).map((line) => cutText(line, MAX_CUE_LINE_CHARS));
  const cues: Cue[] = [];
  let i = 0;
  while (i < lines.length && cues.length < MAX_CUES) {
    const times = timing(lines[i] ?? '');
    i += 1;
    if (!times) continue;
    const text: string[] = [];
    while (i < lines.length && !isBlank(lines[i])) {
      // "12" followed by a timing line starts the next cue even without a blank line.
      if (isIndex(lines[i]) && timing(lines[i + 1] ?? '')) break;
      if (timing(lines[i] ?? '')) break;
      text.push((lines[i] ?? '').trim());
      i += 1;
    }
    if (text.length > 0 && times.end > times.start) cues.push({ ...times, text: text.join('\n') });
  }
  return cues;
}

/**
 * `text` without the spans that run from `open` to the next `close` character, as
 * `text.replace(/open[^close]*close/g, '')` would, in one pass: once no `close` is left,
 * no later span can end, so the rest is copied as it is.
 */
export function withoutSpans(text: string, open: string, close: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(open); at !== -1; at = text.indexOf(open, from)) {
    const end = text.indexOf(close, at + open.length);
    if (end === -1) break;
    out += text.slice(from, at);
    from = end + 1;
  }
  return out + text.slice(from);
}

/**
 * A cue's text without SubRip's inline markup (`<i>`, `<font ...>`, `{\an8}`), its character
 * references (`&amp;`) decoded, for transcripts.
 */
export function plainCueText(text: string): string {
  return decodeCharacterReferences(withoutSpans(withoutSpans(text, '<', '>'), '{\\', '}')).trim();
}
