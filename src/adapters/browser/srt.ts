import { parseSrt, type Cue } from '../../core/rules/media/captions';

/** `hh:mm:ss.mmm`; hours keep every digit past two. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

// WebVTT knows these SubRip tags; others (<font color>) are dropped, their text kept.
const KEPT_TAGS = new Set(['i', 'b', 'u']);

function vttLine(line: string): string {
  return line
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/<(\/?)([a-z]+)[^>]*>|[&<>]/gi, (match, slash: string, tag: string | undefined) => {
      if (tag) return KEPT_TAGS.has(tag.toLowerCase()) ? `<${slash}${tag.toLowerCase()}>` : '';
      return match === '&' ? '&amp;' : match === '<' ? '&lt;' : '&gt;';
    })
    .trim();
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
