import type { PlaybackWindow } from '../values/time';
import type { TranscriptLine } from './transcript';

/** One cue of a downloaded caption file: seconds from the clip's start. */
interface ClipCue {
  start: number;
  end: number;
  text: string;
}

/**
 * The lines of a transcript as cues of the clip alone: timed from its start, a line that
 * runs past the clip's end cut there. Lines are already the clip's own (transcriptLines).
 */
function clipCues(lines: readonly TranscriptLine[], clip: PlaybackWindow): ClipCue[] {
  const end = clip.end ?? Number.POSITIVE_INFINITY;
  return lines
    .map((line) => ({
      start: line.offset,
      end: Math.min(line.end, end) - clip.start,
      text: line.text,
    }))
    .filter((cue) => cue.end > cue.start && cue.text !== '');
}

/** `hh:mm:ss` and the milliseconds after `separator`; hours keep every digit past two. */
function timestamp(seconds: number, separator: '.' | ','): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

const VTT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * The transcript as a WebVTT file of the clip: its lines timed from the clip's start. Text
 * is escaped, so no line can open a tag or read as a timing line (`-->`).
 */
export function transcriptVtt(lines: readonly TranscriptLine[], clip: PlaybackWindow): string {
  const cues = clipCues(lines, clip).map(
    (cue) =>
      `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n` +
      cue.text.replace(/[&<>]/g, (char) => VTT_ESCAPES[char] ?? char),
  );
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}

/** The transcript as a SubRip file of the clip: numbered cues timed from the clip's start. */
export function transcriptSrt(lines: readonly TranscriptLine[], clip: PlaybackWindow): string {
  const cues = clipCues(lines, clip).map(
    (cue, i) =>
      `${i + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${cue.text}`,
  );
  return cues.length === 0 ? '' : `${cues.join('\n\n')}\n`;
}
