import type { PlaybackControls, PlaybackState } from '../../core/ports/VideoPlayer';

/** Media events after which the state may read differently. */
const MEDIA_EVENTS = [
  'play',
  'pause',
  'ended',
  'ratechange',
  'volumechange',
  'durationchange',
  'loadedmetadata',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const;

const SHOWING = 'showing';

/**
 * The page's controls over a `<video>`: speed, sound, the captions track, full screen (of
 * `screen`, the player's container, so the page's keys keep working there) and
 * picture-in-picture where the browser offers it.
 */
export class Html5PlaybackControls implements PlaybackControls {
  private readonly listeners = new Set<() => void>();
  private captionsWanted = true;
  private track: HTMLTrackElement | undefined;
  private attached = false;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly screen: HTMLElement,
  ) {}

  private get doc(): Document {
    return this.video.ownerDocument;
  }

  /** Starts following the video's events; safe to call again. */
  attach(): void {
    if (this.attached) return;
    this.attached = true;
    for (const type of MEDIA_EVENTS) this.video.addEventListener(type, this.changed);
    // The player's own captions menu changes the track's mode.
    this.video.textTracks?.addEventListener?.('change', this.changed);
    this.doc.addEventListener('fullscreenchange', this.changed);
  }

  detach(): void {
    if (!this.attached) return;
    this.attached = false;
    for (const type of MEDIA_EVENTS) this.video.removeEventListener(type, this.changed);
    this.video.textTracks?.removeEventListener?.('change', this.changed);
    this.doc.removeEventListener('fullscreenchange', this.changed);
    this.track?.removeEventListener('load', this.applyCaptions);
    this.listeners.clear();
  }

  /**
   * Adds the captions track once its file has arrived, shown or not as wanted. A track the
   * video already holds stays where it is: inserted again, it would be read and drawn anew.
   */
  addTrack(track: HTMLTrackElement): void {
    this.track = track;
    track.default = this.captionsWanted;
    // `default` is only honoured for tracks present at load time; the mode is set as well.
    track.addEventListener('load', this.applyCaptions);
    if (track.parentElement !== this.video) this.video.append(track);
    this.applyCaptions();
  }

  state(): PlaybackState {
    const { video, doc } = this;
    const duration = video.duration;
    return {
      paused: video.paused,
      rate: video.playbackRate,
      muted: video.muted,
      hasCaptions: this.track !== undefined,
      captionsShowing: this.track !== undefined && this.captionsShowing(),
      duration: Number.isFinite(duration) && duration > 0 ? duration : undefined,
      fullscreen: doc.fullscreenElement === this.screen,
      canPictureInPicture: this.canPictureInPicture(),
      pictureInPicture: doc.pictureInPictureElement === video,
    };
  }

  onStateChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  play(): void {
    try {
      // Refused (no gesture yet) or cut short by a pause: the state says where it is.
      void this.video.play()?.catch(() => undefined);
    } catch {
      // Environments without media playback.
    }
  }

  pause(): void {
    try {
      this.video.pause();
    } catch {
      // Environments without media playback.
    }
  }

  setRate(rate: number): void {
    if (!Number.isFinite(rate) || rate <= 0) return;
    // The default rate too, so a reload of the media keeps the speed.
    this.video.defaultPlaybackRate = rate;
    this.video.playbackRate = rate;
    this.changed();
  }

  setMuted(muted: boolean): void {
    this.video.muted = muted;
    this.changed();
  }

  setCaptions(showing: boolean): void {
    this.captionsWanted = showing;
    this.applyCaptions();
  }

  toggleFullscreen(): void {
    const { doc, screen } = this;
    const leaving = doc.fullscreenElement === screen;
    try {
      const done = leaving ? doc.exitFullscreen?.() : screen.requestFullscreen?.();
      void done?.catch(() => undefined);
    } catch {
      // Full screen refused (no gesture, or not allowed in this frame).
    }
  }

  async togglePictureInPicture(): Promise<void> {
    const { doc, video } = this;
    try {
      if (doc.pictureInPictureElement === video) await doc.exitPictureInPicture();
      else if (this.canPictureInPicture()) await video.requestPictureInPicture();
    } catch {
      // Refused (no gesture yet, media not loaded): nothing changed.
    }
    this.changed();
  }

  private canPictureInPicture(): boolean {
    return (
      this.doc.pictureInPictureEnabled === true &&
      typeof this.video.requestPictureInPicture === 'function' &&
      !this.video.disablePictureInPicture
    );
  }

  private captionsShowing(): boolean {
    const mode = this.track?.track?.mode;
    return mode === undefined ? this.captionsWanted : mode === SHOWING;
  }

  private readonly applyCaptions = (): void => {
    const textTrack = this.track?.track;
    if (textTrack) textTrack.mode = this.captionsWanted ? SHOWING : 'hidden';
    this.changed();
  };

  private readonly changed = (): void => {
    for (const listener of [...this.listeners]) listener();
  };
}
