import type { Cue } from '../../src/core/rules/media/captions';
import type {
  MountOptions,
  PlaybackSource,
  PlayerHandle,
  VideoPlayer,
} from '../../src/core/ports/VideoPlayer';

/** A mounted player a test drives: it plays to a time, records seeks, serves captions. */
export class ScriptedHandle implements PlayerHandle {
  readonly seeks: number[] = [];
  destroyed = false;
  private time: number;
  private readonly listeners = new Set<(seconds: number) => void>();

  constructor(
    start: number,
    private readonly cues: Promise<Cue[]> | undefined,
  ) {
    this.time = start;
  }

  currentTime(): number {
    return this.time;
  }

  seek(seconds: number): void {
    this.seeks.push(seconds);
    this.time = seconds;
  }

  onTimeUpdate(listener: (seconds: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Playback reaches `seconds` into the media file. */
  playTo(seconds: number): void {
    this.time = seconds;
    for (const listener of [...this.listeners]) listener(seconds);
  }

  get listening(): number {
    return this.listeners.size;
  }

  destroy(): void {
    this.destroyed = true;
  }

  /** Left out when the player was given no captions, like a player that cannot tell. */
  get captions(): (() => Promise<Cue[]>) | undefined {
    const cues = this.cues;
    return cues ? () => cues : undefined;
  }
}

/**
 * A player whose handles are ScriptedHandles, serving the given caption cues; given none, its
 * handles leave `captions` out, like a player that cannot tell.
 */
export class ScriptedPlayer implements VideoPlayer {
  readonly mounted: PlaybackSource[] = [];
  /** What each mount was given besides its source. */
  readonly options: MountOptions[] = [];
  /** The `<video>` each mount found in its container (null: none). */
  readonly found: (HTMLVideoElement | null)[] = [];
  handle: ScriptedHandle | undefined;
  /** How many of its handles have been destroyed. */
  destroyed = 0;
  /** Set, it plays the page's own video, like the HTML5 player, and adds none. */
  playsPageVideo = false;

  constructor(private readonly cues?: Cue[] | Promise<Cue[]>) {}

  async mount(
    container: HTMLElement,
    source: PlaybackSource,
    options: MountOptions = {},
  ): Promise<PlayerHandle> {
    this.mounted.push(source);
    this.options.push(options);
    this.found.push(container.querySelector('video'));
    const video = this.playsPageVideo ? undefined : container.ownerDocument.createElement('video');
    video?.setAttribute('data-testid', 'player');
    if (video) container.append(video);
    const handle = new ScriptedHandle(
      source.start,
      this.cues === undefined ? undefined : Promise.resolve(this.cues),
    );
    const destroy = handle.destroy.bind(handle);
    handle.destroy = () => {
      destroy();
      this.destroyed += 1;
      video?.remove();
    };
    this.handle = handle;
    return handle;
  }
}

/** A caption cue, seconds into the media file. */
export const aCue = (start: number, end: number, text: string): Cue => ({ start, end, text });
