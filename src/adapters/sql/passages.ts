import { PASSAGE_BYTES, PASSAGE_JOINER, PASSAGE_LINES } from './searchSql';

/**
 * The longest line the index stores, in UTF-16 units (at most 12 KB of UTF-8). A longer cue
 * (a caption file may join many lines into one) is stored as several lines of the same
 * time, split between words, so every word stays searchable and no line nears an engine limit.
 */
export const MAX_INDEXED_LINE_CHARS = 4000;

/** UTF-8 bytes of `text`, counted without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A pair is one code point of four bytes.
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** `text` in pieces of at most `max` units, cut at the last space before the limit when there is one. */
export function splitLine(text: string, max: number = MAX_INDEXED_LINE_CHARS): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(' ', max);
    if (cut <= 0) {
      cut = max;
      // Never between the halves of a pair.
      const code = rest.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    }
    const piece = rest.slice(0, cut).trim();
    if (piece) pieces.push(piece);
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/**
 * The passage of each line, in order: a new one after PASSAGE_LINES lines, or before the
 * text joined so far would pass PASSAGE_BYTES. A line is never longer than a passage.
 */
export function passageParts(texts: readonly string[]): number[] {
  const joiner = utf8Bytes(PASSAGE_JOINER);
  const parts: number[] = [];
  let part = 0;
  let lines = 0;
  let bytes = 0;
  for (const text of texts) {
    const size = utf8Bytes(text);
    if (lines > 0 && (lines >= PASSAGE_LINES || bytes + joiner + size > PASSAGE_BYTES)) {
      part += 1;
      lines = 0;
      bytes = 0;
    }
    bytes += (lines > 0 ? joiner : 0) + size;
    lines += 1;
    parts.push(part);
  }
  return parts;
}
