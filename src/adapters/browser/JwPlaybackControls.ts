import type { PlaybackControls, PlaybackState } from '../../core/ports/VideoPlayer';

type JwCallback = (event: Record<string, unknown>) => void;

/**
 * The parts of the JW Player 8 API the page's controls use. Each is optional: a player
 * without one leaves that control undone. JW Player has no picture-in-picture call; its own
 * control bar offers it where the browser has it.
 */
export interface JwControlsApi {
  on(event: string, callback: JwCallback): unknown;
  off(event: string, callback: JwCallback): unknown;
  pause(): unknown;
  play?(): unknown;
  getState?(): string;
  getPlaybackRate?(): number;
  setPlaybackRate?(rate: number): unknown;
  getMute?(): boolean;
  setMute?(muted: boolean): unknown;
  getFullscreen?(): boolean;
  setFullscreen?(fullscreen: boolean): unknown;
  /** The captions menu; its first entry is "Off". */
  getCaptionsList?(): unknown[];
  /** The index into getCaptionsList(): 0 is off. */
  getCurrentCaptions?(): number;
  setCurrentCaptions?(index: number): unknown;
  getDuration?(): number;
}

/** JW events after which the state may read differently. */
const JW_EVENTS = [
  'play',
  'pause',
  'idle',
  'complete',
  'buffer',
  'playbackRateChanged',
  'mute',
  'fullscreen',
  'captionsList',
  'captionsChanged',
  'meta',
] as const;

/** The first (English) track in JW's captions menu, after "Off". */
const ENGLISH = 1;

/** The page's controls over a JW Player, as far as its API allows. */
export class JwPlaybackControls implements PlaybackControls {
  private readonly listeners = new Set<() => void>();
  private captionsWanted = true;
  private attached = false;

  constructor(private readonly player: JwControlsApi) {}

  /** Starts following the player's events; safe to call again. */
  attach(): void {
    if (this.attached) return;
    this.attached = true;
    for (const event of JW_EVENTS) this.player.on(event, this.changed);
    this.player.on('captionsList', this.applyCaptions);
  }

  detach(): void {
    if (!this.attached) return;
    this.attached = false;
    for (const event of JW_EVENTS) this.player.off(event, this.changed);
    this.player.off('captionsList', this.applyCaptions);
    this.listeners.clear();
  }

  state(): PlaybackState {
    const p = this.player;
    const state = p.getState?.() ?? 'idle';
    const duration = p.getDuration?.();
    const hasCaptions = (p.getCaptionsList?.()?.length ?? 0) > ENGLISH;
    return {
      paused: state !== 'playing' && state !== 'buffering',
      rate: p.getPlaybackRate?.() ?? 1,
      muted: p.getMute?.() ?? false,
      hasCaptions,
      captionsShowing: hasCaptions && (p.getCurrentCaptions?.() ?? 0) > 0,
      duration:
        duration !== undefined && Number.isFinite(duration) && duration > 0 ? duration : undefined,
      fullscreen: p.getFullscreen?.() ?? false,
      canPictureInPicture: false,
      pictureInPicture: false,
    };
  }

  onStateChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  play(): void {
    this.player.play?.();
  }

  pause(): void {
    this.player.pause();
  }

  setRate(rate: number): void {
    if (Number.isFinite(rate) && rate > 0) this.player.setPlaybackRate?.(rate);
  }

  setMuted(muted: boolean): void {
    this.player.setMute?.(muted);
  }

  setCaptions(showing: boolean): void {
    this.captionsWanted = showing;
    this.applyCaptions();
  }

  toggleFullscreen(): void {
    this.player.setFullscreen?.(!(this.player.getFullscreen?.() ?? false));
  }

  togglePictureInPicture(): Promise<void> {
    return Promise.resolve();
  }

  /** Shows the English track or none; a list that has not arrived yet is handled when it does. */
  private readonly applyCaptions = (): void => {
    const p = this.player;
    if ((p.getCaptionsList?.()?.length ?? 0) > ENGLISH) {
      const wanted = this.captionsWanted ? ENGLISH : 0;
      if (p.getCurrentCaptions?.() !== wanted) p.setCurrentCaptions?.(wanted);
    }
    this.changed();
  };

  private readonly changed = (): void => {
    for (const listener of [...this.listeners]) listener();
  };
}
