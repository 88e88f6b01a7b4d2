import { clampToWindow, type PlaybackWindow } from '../../core/rules/values/time';

export type ClipEvent = 'play' | 'timeupdate' | 'seeking';

/** The part of a media element the clip rules need; an HTMLVideoElement is one. */
export interface ClipMedia {
  currentTime: number;
  pause(): void;
  addEventListener(type: ClipEvent, listener: () => void): void;
  removeEventListener(type: ClipEvent, listener: () => void): void;
}

/**
 * Keeps playback inside the asset's part of the media file (SPEC §4 "Video detail"): the first
 * play seeks to the start, playback pauses and holds at the end, a seek outside the window is
 * brought back inside, and play pressed while held at the end starts the clip again.
 */
export class ClipWindowController {
  private started = false;
  private attached = false;

  constructor(
    private readonly media: ClipMedia,
    private readonly window: PlaybackWindow,
  ) {}

  /** Starts following the media's events; safe to call again. */
  attach(): void {
    if (this.attached) return;
    this.attached = true;
    this.media.addEventListener('play', this.onPlay);
    this.media.addEventListener('timeupdate', this.onTimeUpdate);
    this.media.addEventListener('seeking', this.onSeeking);
  }

  detach(): void {
    if (!this.attached) return;
    this.attached = false;
    this.media.removeEventListener('play', this.onPlay);
    this.media.removeEventListener('timeupdate', this.onTimeUpdate);
    this.media.removeEventListener('seeking', this.onSeeking);
  }

  private atEnd(seconds: number): boolean {
    return this.window.end !== undefined && seconds >= this.window.end;
  }

  private readonly onPlay = (): void => {
    const now = this.media.currentTime;
    const first = !this.started;
    this.started = true;
    if (this.atEnd(now) || (first && clampToWindow(now, this.window) !== now)) {
      this.media.currentTime = this.window.start;
    }
  };

  private readonly onTimeUpdate = (): void => {
    const now = this.media.currentTime;
    if (!this.atEnd(now) || this.window.end === undefined) return;
    this.media.pause();
    if (now > this.window.end) this.media.currentTime = this.window.end;
  };

  private readonly onSeeking = (): void => {
    const now = this.media.currentTime;
    const inside = clampToWindow(now, this.window);
    if (inside !== now) this.media.currentTime = inside;
  };
}
