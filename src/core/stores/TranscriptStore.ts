import { observableRef, runInAction } from 'mobx';
import { observed } from './observed';
import type { PlayerHandle } from '../ports/VideoPlayer';
import type { TranscriptExtension } from '../routes/resourcePaths';
import { formatClock, type PlaybackWindow } from '../rules/values/time';
import {
  activeLineIndex,
  lineSeconds,
  matchAt,
  matchingLines,
  matchLabel,
  timelinePosition,
  transcriptFileName,
  transcriptExcerpt,
  transcriptLines,
  type TranscriptLine,
} from '../rules/media/transcript';
import { transcriptText } from '../rules/media/transcriptText';
import { transcriptSrt, transcriptVtt } from '../rules/media/transcriptFiles';

export type TranscriptStatus = 'waiting' | 'ready' | 'none';

/** A search match on the timeline strip: where it sits (0 to 1) and which line it is. */
export interface TimelineMark {
  index: number;
  position: number;
}

/** A kind of file the transcript downloads as. */
export interface TranscriptFileKind {
  extension: TranscriptExtension;
  /** Its media type. */
  type: string;
}

/** The transcript's downloads: plain text, and WebVTT and SubRip captions of the clip. */
export const TRANSCRIPT_FILES: readonly TranscriptFileKind[] = [
  { extension: 'txt', type: 'text/plain;charset=utf-8' },
  { extension: 'vtt', type: 'text/vtt;charset=utf-8' },
  { extension: 'srt', type: 'application/x-subrip;charset=utf-8' },
];

/** A search match as a moment of the clip: its line, and its `?t=` time. */
export interface Mention {
  /** The line it is in. */
  index: number;
  /** Its place among the matches, from 0. */
  position: number;
  /** Whole seconds into the clip, the `?t=` that starts the video there. */
  seconds: number;
  /** Its time as shown: `1:05`. */
  clock: string;
}

/**
 * The interactive transcript of the video detail page: the caption cues inside the clip,
 * the line being spoken, autoscroll, and a search with "n of m" whose matches are moments
 * to play from. Follows a mounted player through its handle; it never touches the page.
 * Its lines come from the player, or before any player from the server (`setLines`).
 */
export class TranscriptStore {
  status: TranscriptStatus = 'waiting';
  /** The player loaded and gave no captions: the video has none (not a player that failed). */
  captionless = false;
  lines: TranscriptLine[] = [];
  /** Seconds into the media file, as last reported by the player. */
  time = 0;
  autoscroll = true;
  query = '';
  /** The match moved to (a position in `matches`); undefined: the one `startOffset` gives. */
  chosenMatch: number | undefined = undefined;
  /** Seconds into the clip where the page was opened (`?t=`), if it said. */
  startOffset: number | undefined = undefined;
  private clip: PlaybackWindow = { start: 0, end: undefined };
  private handle: PlayerHandle | undefined = undefined;
  private unsubscribe: (() => void) | undefined = undefined;

  constructor() {
    observed<TranscriptStore, 'clip' | 'handle' | 'unsubscribe'>(this, {
      lines: observableRef,
      // Reads, not actions: a view that calls them tracks what they read.
      text: false,
      fileText: false,
      fileName: false,
      clip: observableRef,
      handle: false,
      unsubscribe: false,
    });
  }

  /**
   * Follows a mounted player: its time drives the highlighted line and its captions become
   * the transcript. A player that has no captions (or cannot tell) leaves no transcript.
   */
  attach(handle: PlayerHandle, clip: PlaybackWindow): void {
    this.detach();
    this.handle = handle;
    this.clip = clip;
    this.time = handle.currentTime();
    this.unsubscribe = handle.onTimeUpdate((seconds) => this.setTime(seconds));
    const tells = handle.captions !== undefined;
    const cues = handle.captions?.() ?? Promise.resolve([]);
    void cues
      .catch(() => [])
      .then((found) =>
        runInAction(() => {
          if (this.handle !== handle) return;
          const lines = transcriptLines(found, clip);
          // The lines the server read stay when the player has none to give.
          if (lines.length === 0 && this.status === 'ready') return;
          this.lines = lines;
          this.status = this.lines.length > 0 ? 'ready' : 'none';
          this.captionless = tells && this.lines.length === 0;
        }),
      );
  }

  /** Lines read before any player (by the server); none leaves the player to tell. */
  setLines(lines: TranscriptLine[], clip: PlaybackWindow): void {
    if (lines.length === 0) return;
    this.clip = clip;
    this.lines = lines;
    this.status = 'ready';
    this.captionless = false;
  }

  /** Where in the clip the page was opened (`?t=`): the match spoken from there is current. */
  setStartOffset(seconds: number | undefined): void {
    this.startOffset = seconds;
  }

  /** There will be no captions to follow (the player could not be loaded). */
  unavailable(): void {
    this.detach();
    this.status = 'none';
    this.captionless = false;
  }

  /** Stops following the player (it was destroyed or the page was left). */
  detach(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.handle = undefined;
  }

  setTime(seconds: number): void {
    if (Number.isFinite(seconds)) this.time = seconds;
  }

  /** Plays from a line: the player seeks to where it is spoken. */
  seek(index: number): void {
    const line = this.lines[index];
    if (!line || !this.handle) return;
    this.handle.seek(line.start);
    this.time = line.start;
  }

  setAutoscroll(on: boolean): void {
    this.autoscroll = on;
  }

  /** A new search starts at the match spoken from the page's start (the first, usually). */
  setQuery(query: string): void {
    if (query === this.query) return;
    this.query = query;
    this.chosenMatch = undefined;
  }

  /** Moves to a match (a position in `matches`) and plays from it. */
  goToMatch(position: number): void {
    const index = this.matches[position];
    if (index === undefined) return;
    this.chosenMatch = position;
    this.seek(index);
  }

  nextMatch(): void {
    const count = this.matches.length;
    if (count > 0) this.goToMatch((this.matchPosition + 1) % count);
  }

  previousMatch(): void {
    const count = this.matches.length;
    if (count > 0) this.goToMatch((this.matchPosition - 1 + count) % count);
  }

  get hasTranscript(): boolean {
    return this.status === 'ready';
  }

  /** A transcript is shown, or may still be: its place on the page is kept until known. */
  get mayShow(): boolean {
    return this.status !== 'none';
  }

  /** The line being spoken now; -1 between lines or before the first. */
  get activeIndex(): number {
    return activeLineIndex(this.lines, this.time);
  }

  /** Indexes of the lines that contain the query. */
  get matches(): number[] {
    return matchingLines(this.lines, this.query);
  }

  /** Which match is current, as a position in `matches`. */
  get matchPosition(): number {
    const chosen = this.chosenMatch;
    if (chosen !== undefined && chosen < this.matches.length) return chosen;
    return matchAt(this.lines, this.matches, this.startOffset);
  }

  /** The matches as moments of the clip, in order. */
  get mentions(): Mention[] {
    return this.matches.map((index, position) => {
      const line = this.lines[index] as TranscriptLine;
      return { index, position, seconds: lineSeconds(line), clock: formatClock(line.offset) };
    });
  }

  /** The current match as a moment; undefined when nothing matches. */
  get currentMention(): Mention | undefined {
    return this.mentions[this.matchPosition];
  }

  /** The match after the current one, the first after the last; undefined when none. */
  get nextMention(): Mention | undefined {
    const count = this.mentions.length;
    return count > 0 ? this.mentions[(this.matchPosition + 1) % count] : undefined;
  }

  /** The match before the current one, the last before the first; undefined when none. */
  get previousMention(): Mention | undefined {
    const count = this.mentions.length;
    return count > 0 ? this.mentions[(this.matchPosition - 1 + count) % count] : undefined;
  }

  /** The same, as a set for quick checks per line. */
  get matchSet(): ReadonlySet<number> {
    return new Set(this.matches);
  }

  /** The line of the current match; -1 when there is none. */
  get currentMatch(): number {
    return this.matches[this.matchPosition] ?? -1;
  }

  /** "2 of 5", 'No matches', or '' without a query. */
  get matchStatus(): string {
    return matchLabel(this.matchPosition, this.matches.length, this.query);
  }

  /** The clip's length for the timeline: its duration, else where the last line ends. */
  get length(): number {
    if (this.clip.end !== undefined) return this.clip.end - this.clip.start;
    const last = this.lines.at(-1);
    return last ? last.end - this.clip.start : 0;
  }

  get timelineMarks(): TimelineMark[] {
    const length = this.length;
    return this.matches.map((index) => ({
      index,
      position: timelinePosition(this.lines[index] as TranscriptLine, length),
    }));
  }

  /** The start of the transcript for structured data; computed once per transcript. */
  get excerpt(): string {
    return transcriptExcerpt(this.lines);
  }

  /** The transcript as a plain text file. */
  text(about: { title: string; url: string }): string {
    return transcriptText(this.lines, about);
  }

  /** The transcript as WebVTT captions of the clip, timed from its start. */
  get vtt(): string {
    return transcriptVtt(this.lines, this.clip);
  }

  /** The transcript as SubRip captions of the clip, timed from its start. */
  get srt(): string {
    return transcriptSrt(this.lines, this.clip);
  }

  /** The text of one download, made only when asked for. */
  fileText(extension: TranscriptExtension, about: { title: string; url: string }): string {
    if (extension === 'vtt') return this.vtt;
    if (extension === 'srt') return this.srt;
    return this.text(about);
  }

  /** The downloaded file's name: `.txt` unless another extension is given. */
  fileName(title: string, extension?: string): string {
    return transcriptFileName(title, extension);
  }
}
