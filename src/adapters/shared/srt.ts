import {
  parseSrt,
  VTT_ESCAPES,
  vttTimestamp,
  withoutSpans,
  type Cue,
} from '../../core/rules/media/captions';
import { characterReferenceAt } from '../../core/rules/media/characterReferences';

// WebVTT knows these SubRip tags; others (<font color>) are dropped, their text kept.
const KEPT_TAGS = new Set(['i', 'b', 'u']);

const isAsciiLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

/**
 * One caption line as WebVTT payload, in one pass: a tag (`<b>`, `</font ...>`) is kept
 * lower-cased when WebVTT knows it and dropped otherwise; any other `&`, `<` or `>` is
 * escaped. `nextClose` remembers the next `>` so a line of unclosed tags is read once.
 */
function vttLine(source: string): string {
  const line = withoutSpans(source, '{\\', '}');
  let out = '';
  let nextClose = -1;
  let i = 0;
  while (i < line.length) {
    const char = line.charAt(i);
    if (char === '<') {
      const slash = line.charAt(i + 1) === '/' ? '/' : '';
      const nameStart = i + 1 + slash.length;
      let nameEnd = nameStart;
      while (nameEnd < line.length && isAsciiLetter(line.charCodeAt(nameEnd))) nameEnd += 1;
      if (nextClose !== Infinity && nextClose < nameEnd) {
        const found = line.indexOf('>', nameEnd);
        nextClose = found === -1 ? Infinity : found;
      }
      if (nameEnd > nameStart && nextClose !== Infinity) {
        const tag = line.slice(nameStart, nameEnd).toLowerCase();
        if (KEPT_TAGS.has(tag)) out += `<${slash}${tag}>`;
        i = nextClose + 1;
        continue;
      }
    }
    const reference = char === '&' ? characterReferenceAt(line, i) : undefined;
    if (reference) {
      // Decoded, then escaped again: `&amp;` stays one ampersand, `&lt;i&gt;` text.
      for (const decoded of reference.chars) out += VTT_ESCAPES[decoded] ?? decoded;
      i += reference.length;
      continue;
    }
    out += VTT_ESCAPES[char] ?? char;
    i += 1;
  }
  return out.trim();
}

function vttCue(cue: Cue): string | undefined {
  // A blank line would end the cue early, and '-->' is escaped above, so the payload is safe.
  const payload = cue.text.split('\n').map(vttLine).filter(Boolean);
  if (payload.length === 0) return undefined;
  return `${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${payload.join('\n')}`;
}

/** A SubRip caption file as WebVTT, the only format a `<track>` element plays. */
export function srtToWebVtt(srt: string): string {
  return cuesToWebVtt(parseSrt(srt));
}

/** Cues already read from a caption file, as WebVTT. */
export function cuesToWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map(vttCue).filter((cue): cue is string => cue !== undefined);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
