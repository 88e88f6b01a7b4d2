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

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
const isIndex = (line: string | undefined) => line !== undefined && /^\s*\d+\s*$/.test(line);

/**
 * The cues of a SubRip file. Tolerates a BOM, CRLF or CR line ends, missing cue numbers and
 * a missing blank line before the next numbered cue. A cue whose timing line cannot be read,
 * that ends before it starts, or that has no text is skipped; the rest still count.
 */
export function parseSrt(source: string): Cue[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const cues: Cue[] = [];
  let i = 0;
  while (i < lines.length) {
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

/** A cue's text without SubRip's inline markup (`<i>`, `<font ...>`, `{\an8}`), for transcripts. */
export function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .trim();
}
