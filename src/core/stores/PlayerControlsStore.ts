import { observableRef } from 'mobx';
import { observed } from './observed';
import type { PlaybackControls, PlaybackState, PlayerHandle } from '../ports/VideoPlayer';
import { isPlaybackSpeed, nearestSpeed, type PlaybackSpeed } from '../rules/media/playbackSpeed';
import { resumePoint } from '../rules/media/resume';
import { SEEK_STEPS, type PlayerAction } from '../rules/media/shortcuts';
import { clipOffset } from '../rules/media/timecode';
import { clampToWindow, formatClock, type PlaybackWindow } from '../rules/values/time';
import type { WatchingMemory } from './WatchingMemory';

/** How far playback moves between two writes of the position. */
export const KEEP_EVERY_SECONDS = 2;

/** The clip a player plays, as the controls need it. */
export interface PlayerClip {
  /** Whose position is kept; '' keeps none. */
  id: string;
  window: PlaybackWindow;
  /** A `?t=` start, in seconds into the media file: it wins, so no resume is offered. */
  startAt?: number;
}

/**
 * The page's controls under a mounted player: speed, captions (on unless the visitor turned
 * them off on this device), picture-in-picture, the keyboard's actions, and the offer to
 * resume where the visitor left the clip. The position is kept once playback has begun.
 */
export class PlayerControlsStore {
  /** The player's state; undefined while no player with controls is attached. */
  state: PlaybackState | undefined = undefined;
  /** Where the visitor left the clip, read when the player was attached. */
  saved: number | undefined = undefined;
  /** Playback has begun in this visit: the offer to resume is over, the position is kept. */
  started = false;
  private handle: PlayerHandle | undefined = undefined;
  private controls: PlaybackControls | undefined = undefined;
  private clip: PlayerClip | undefined = undefined;
  private lastKept: number | undefined = undefined;
  private unsubscribes: (() => void)[] = [];

  constructor(private readonly memory: WatchingMemory) {
    observed<
      PlayerControlsStore,
      'memory' | 'handle' | 'controls' | 'clip' | 'lastKept' | 'unsubscribes'
    >(this, {
      state: observableRef,
      memory: false,
      handle: false,
      controls: false,
      clip: observableRef,
      lastKept: false,
      unsubscribes: false,
    });
  }

  /** Follows a mounted player; one without controls leaves the page's controls out. */
  attach(handle: PlayerHandle, clip: PlayerClip): void {
    this.detach();
    const controls = handle.controls;
    if (!controls) return;
    this.handle = handle;
    this.controls = controls;
    this.clip = clip;
    this.started = false;
    this.lastKept = undefined;
    this.saved = clip.startAt === undefined && clip.id ? this.memory.position(clip.id) : undefined;
    controls.setCaptions(this.memory.captions);
    this.unsubscribes = [
      controls.onStateChange(() => this.sync()),
      handle.onTimeUpdate((seconds) => this.progress(seconds)),
    ];
    this.sync();
  }

  /** Keeps the position and lets the player go; safe to call again. */
  detach(): void {
    this.keepPosition();
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    this.unsubscribes = [];
    this.handle = undefined;
    this.controls = undefined;
    this.state = undefined;
  }

  get ready(): boolean {
    return this.state !== undefined;
  }

  /** Reads the player's state again. */
  sync(): void {
    const state = this.controls?.state();
    if (!state) return;
    const wasPlaying = this.state ? !this.state.paused : false;
    this.state = state;
    if (!state.paused) this.started = true;
    if (wasPlaying && state.paused) this.keepPosition();
  }

  /** Playback reached `seconds`: kept every few seconds of movement. */
  progress(seconds: number): void {
    if (!this.started || !Number.isFinite(seconds)) return;
    if (this.lastKept !== undefined && Math.abs(seconds - this.lastKept) < KEEP_EVERY_SECONDS)
      return;
    this.keep(seconds);
  }

  /** Keeps where the player is now (the page is being hidden or left). */
  keepPosition(): void {
    if (this.handle && this.started) this.keep(this.handle.currentTime());
  }

  private keep(seconds: number): void {
    const clip = this.clip;
    if (!clip?.id) return;
    this.lastKept = seconds;
    // At the very start or end there is nothing to come back to: forgotten.
    this.memory.remember(clip.id, resumePoint(seconds, clip.window, this.state?.duration));
  }

  /** Where the visitor may resume, seconds into the media file; undefined: no offer. */
  get resumeAt(): number | undefined {
    if (this.started || !this.clip || !this.state) return undefined;
    return resumePoint(this.saved, this.clip.window, this.state.duration);
  }

  /** `Resume at 2:14`, the time into the clip. */
  get resumeLabel(): string {
    const at = this.resumeAt;
    if (at === undefined || !this.clip) return '';
    return `Resume at ${formatClock(clipOffset(at, this.clip.window))}`;
  }

  /** Plays on from where the visitor left the clip. */
  resume(): void {
    const at = this.resumeAt;
    if (at === undefined) return;
    this.handle?.seek(at);
    this.controls?.play();
    this.started = true;
  }

  get speed(): PlaybackSpeed {
    return nearestSpeed(this.state?.rate ?? 1);
  }

  setSpeed(speed: number): void {
    if (isPlaybackSpeed(speed)) this.controls?.setRate(speed);
  }

  get hasCaptions(): boolean {
    return this.state?.hasCaptions ?? false;
  }

  get captionsOn(): boolean {
    return this.state?.captionsShowing ?? false;
  }

  /** Turns the captions on or off, and remembers the choice on this device. */
  toggleCaptions(): void {
    if (!this.controls || !this.state) return;
    const on = !this.state.captionsShowing;
    this.controls.setCaptions(on);
    this.memory.setCaptions(on);
  }

  get canPictureInPicture(): boolean {
    return this.state?.canPictureInPicture ?? false;
  }

  get pictureInPicture(): boolean {
    return this.state?.pictureInPicture ?? false;
  }

  togglePictureInPicture(): Promise<void> {
    return this.controls?.togglePictureInPicture() ?? Promise.resolve();
  }

  /** Does what a shortcut asks; false when no player is there to do it. */
  perform(action: PlayerAction): boolean {
    const { handle, controls, state, clip } = this;
    if (!handle || !controls || !state || !clip) return false;
    const step = SEEK_STEPS[action];
    if (step !== undefined) {
      handle.seek(clampToWindow(handle.currentTime() + step, clip.window));
      return true;
    }
    switch (action) {
      case 'playPause':
        if (state.paused) controls.play();
        else controls.pause();
        return true;
      case 'captions':
        if (state.hasCaptions) this.toggleCaptions();
        return true;
      case 'fullscreen':
        controls.toggleFullscreen();
        return true;
      case 'mute':
        controls.setMuted(!state.muted);
        return true;
      default:
        return false;
    }
  }
}
