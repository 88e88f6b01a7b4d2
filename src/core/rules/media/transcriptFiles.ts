import type { PlaybackWindow } from '../values/time';
import { VTT_ESCAPES, vttTimestamp } from './captions';
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

/**
 * The transcript as a WebVTT file of the clip: its lines timed from the clip's start. Text
 * is escaped, so no line can open a tag or read as a timing line (`-->`).
 */
export function transcriptVtt(lines: readonly TranscriptLine[], clip: PlaybackWindow): string {
  const cues = clipCues(lines, clip).map(
    (cue) =>
      `${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n` +
      cue.text.replace(/[&<>]/g, (char) => VTT_ESCAPES[char] ?? char),
  );
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}

/** The transcript as a SubRip file of the clip: numbered cues timed from the clip's start. */
export function transcriptSrt(lines: readonly TranscriptLine[], clip: PlaybackWindow): string {
  const cues = clipCues(lines, clip).map(
    (cue, i) =>
      `${i + 1}\n${vttTimestamp(cue.start, ',')} --> ${vttTimestamp(cue.end, ',')}\n${cue.text}`,
  );
  return cues.length === 0 ? '' : `${cues.join('\n\n')}\n`;
}
