import type { SnippetPart } from '../../core/entities/SpokenWords';

/** What `ts_headline` puts around a matched word: control characters no stored text holds. */
export const START_MATCH = '\u0002';
export const STOP_MATCH = '\u0003';

/** `ts_headline` options: the whole line (a cue is one line), matches between the markers. */
export const HEADLINE_OPTIONS = `StartSel=${START_MATCH}, StopSel=${STOP_MATCH}, HighlightAll=true`;

/** The marked line as plain text parts, neighbours of the same kind joined. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  for (const [index, piece] of marked.split(START_MATCH).entries()) {
    if (index === 0) {
      push(piece.replaceAll(STOP_MATCH, ''), false);
      continue;
    }
    const stop = piece.indexOf(STOP_MATCH);
    if (stop < 0) {
      push(piece, true);
    } else {
      push(piece.slice(0, stop), true);
      push(piece.slice(stop + 1).replaceAll(STOP_MATCH, ''), false);
    }
  }
  return parts;
}
