import {
  MAX_MARKS_PER_MOMENT,
  MAX_MOMENT_CHARS,
  type IndexedMoment,
  type SnippetPart,
} from '../../entities/SpokenWords';

/** Characters shown before the first matched word of a cut line. */
const CONTEXT_BEFORE = 90;
const ELLIPSIS = '…';
/** How far from a cut a space is looked for, so a word is not split. */
const WORD_REACH = 24;

const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Parts with neighbours of the same kind joined and empty ones gone. */
function joined(parts: readonly SnippetPart[]): SnippetPart[] {
  const out: SnippetPart[] = [];
  for (const part of parts) {
    if (!part.text) continue;
    const last = out[out.length - 1];
    if (last && last.match === part.match) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** The window [start, end) of `text` a long line shows: around `at`, cut between words. */
function aroundMatch(text: string, at: number, length: number): [number, number] {
  const room = MAX_MOMENT_CHARS - 2 * ELLIPSIS.length;
  let start = Math.max(0, Math.min(at - CONTEXT_BEFORE, text.length - room));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < Math.min(at, start + WORD_REACH)) start = space + 1;
  }
  let end = Math.min(text.length, start + room);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > Math.max(at + length, end - WORD_REACH)) end = space;
  }
  if (start > 0 && isLow(text.charCodeAt(start))) start += 1;
  if (end < text.length && isLow(text.charCodeAt(end))) end -= 1;
  return [start, end];
}

/**
 * A moment as an answer shows it: at most MAX_MOMENT_CHARS of its line (the part around its
 * first match, '…' where cut, and `text` that part) and at most MAX_MARKS_PER_MOMENT marked
 * words. A short line with few matches is unchanged. With no match, the part shown starts near
 * `anchor` (where the matching line begins in a moment's text).
 */
export function boundedMoment(moment: IndexedMoment, anchor = 0): IndexedMoment {
  let parts = joined(moment.snippet);
  const whole = parts.map((part) => part.text).join('');
  if (whole.length > MAX_MOMENT_CHARS) {
    let at = 0;
    let length = 0;
    for (const part of parts) {
      if (part.match) {
        length = part.text.length;
        break;
      }
      at += part.text.length;
    }
    if (at >= whole.length) at = Math.min(anchor, whole.length);
    const [start, end] = aroundMatch(whole, at, length);
    const cut: SnippetPart[] = start > 0 ? [{ text: ELLIPSIS, match: false }] : [];
    let offset = 0;
    for (const part of parts) {
      const from = Math.max(start, offset);
      const to = Math.min(end, offset + part.text.length);
      if (from < to)
        cut.push({ text: part.text.slice(from - offset, to - offset), match: part.match });
      offset += part.text.length;
    }
    if (end < whole.length) cut.push({ text: ELLIPSIS, match: false });
    parts = cut;
  }
  let marks = 0;
  const snippet = joined(
    parts.map((part) =>
      part.match && (marks += 1) > MAX_MARKS_PER_MOMENT ? { ...part, match: false } : part,
    ),
  );
  const text =
    whole.length > MAX_MOMENT_CHARS ? snippet.map((part) => part.text).join('') : moment.text;
  return { ...moment, text, snippet };
}
