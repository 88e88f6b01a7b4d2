import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PlayerHandle } from '../ports/VideoPlayer';
import type { PlaybackWindow } from '../rules/values/time';
import {
  activeLineIndex,
  matchingLines,
  matchLabel,
  timelinePosition,
  transcriptFileName,
  transcriptExcerpt,
  transcriptLines,
  transcriptText,
  type TranscriptLine,
} from '../rules/media/transcript';

export type TranscriptStatus = 'waiting' | 'ready' | 'none';

/** A search match on the timeline strip: where it sits (0 to 1) and which line it is. */
export interface TimelineMark {
  index: number;
  position: number;
}

/**
 * The interactive transcript of the video detail page: the caption cues inside the clip,
 * the line being spoken, autoscroll, and a search with "n of m". Follows a mounted player
 * through its handle; it never touches the page.
 */
export class TranscriptStore {
  status: TranscriptStatus = 'waiting';
  lines: TranscriptLine[] = [];
  /** Seconds into the media file, as last reported by the player. */
  time = 0;
  autoscroll = true;
  query = '';
  /** Which match is current, as a position in `matches`. */
  matchPosition = 0;
  private clip: PlaybackWindow = { start: 0, end: undefined };
  private handle: PlayerHandle | undefined = undefined;
  private unsubscribe: (() => void) | undefined = undefined;

  constructor() {
    makeAutoObservable<TranscriptStore, 'clip' | 'handle' | 'unsubscribe'>(this, {
      lines: observableRef,
      // Reads, not actions: a view that calls them tracks what they read.
      text: false,
      fileName: false,
      clip: false,
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
    const cues = handle.captions?.() ?? Promise.resolve([]);
    void cues
      .catch(() => [])
      .then((found) =>
        runInAction(() => {
          if (this.handle !== handle) return;
          this.lines = transcriptLines(found, clip);
          this.status = this.lines.length > 0 ? 'ready' : 'none';
        }),
      );
  }

  /** There will be no captions to follow (the player could not be loaded). */
  unavailable(): void {
    this.detach();
    this.status = 'none';
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

  setQuery(query: string): void {
    this.query = query;
    this.matchPosition = 0;
  }

  nextMatch(): void {
    const count = this.matches.length;
    if (count > 0) this.matchPosition = (this.matchPosition + 1) % count;
  }

  previousMatch(): void {
    const count = this.matches.length;
    if (count > 0) this.matchPosition = (this.matchPosition - 1 + count) % count;
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

  fileName(title: string): string {
    return transcriptFileName(title);
  }
}
