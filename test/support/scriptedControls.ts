import type {
  PlaybackControls,
  PlaybackSource,
  PlaybackState,
  PlayerHandle,
  VideoPlayer,
} from '../../src/core/ports/VideoPlayer';
import { ScriptedHandle, ScriptedPlayer } from './scriptedPlayer';

/** A player's controls a test drives: every call changes the state and tells the listeners. */
export class ScriptedControls implements PlaybackControls {
  current: PlaybackState = {
    paused: true,
    rate: 1,
    muted: false,
    hasCaptions: true,
    captionsShowing: true,
    duration: undefined,
    fullscreen: false,
    canPictureInPicture: false,
    pictureInPicture: false,
  };
  /** Every call, in order (`setRate:1.5`, `play`). */
  readonly calls: string[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(initial: Partial<PlaybackState> = {}) {
    this.current = { ...this.current, ...initial };
  }

  state(): PlaybackState {
    return this.current;
  }

  onStateChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The player's state changes by itself (its own buttons, the media). */
  change(patch: Partial<PlaybackState>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  get listening(): number {
    return this.listeners.size;
  }

  play(): void {
    this.calls.push('play');
    this.change({ paused: false });
  }

  pause(): void {
    this.calls.push('pause');
    this.change({ paused: true });
  }

  setRate(rate: number): void {
    this.calls.push(`setRate:${rate}`);
    this.change({ rate });
  }

  setMuted(muted: boolean): void {
    this.calls.push(`setMuted:${muted}`);
    this.change({ muted });
  }

  setCaptions(showing: boolean): void {
    this.calls.push(`setCaptions:${showing}`);
    this.change({ captionsShowing: this.current.hasCaptions && showing });
  }

  toggleFullscreen(): void {
    this.calls.push('toggleFullscreen');
    this.change({ fullscreen: !this.current.fullscreen });
  }

  async togglePictureInPicture(): Promise<void> {
    this.calls.push('togglePictureInPicture');
    if (this.current.canPictureInPicture)
      this.change({ pictureInPicture: !this.current.pictureInPicture });
  }
}

/** A ScriptedHandle with controls. */
export function controlledHandle(
  start: number,
  initial: Partial<PlaybackState> = {},
): ScriptedHandle & { controls: ScriptedControls } {
  const handle = new ScriptedHandle(start, undefined) as ScriptedHandle & {
    controls: ScriptedControls;
  };
  handle.controls = new ScriptedControls(initial);
  return handle;
}

/** A ScriptedPlayer whose handles have controls (`initial` is their first state). */
export class ControlledPlayer implements VideoPlayer {
  readonly player = new ScriptedPlayer();
  controls: ScriptedControls | undefined;

  constructor(private readonly initial: Partial<PlaybackState> = {}) {}

  get handle(): ScriptedHandle | undefined {
    return this.player.handle;
  }

  async mount(container: HTMLElement, source: PlaybackSource): Promise<PlayerHandle> {
    const handle = (await this.player.mount(container, source)) as ScriptedHandle & {
      controls?: ScriptedControls;
    };
    this.controls = new ScriptedControls(this.initial);
    handle.controls = this.controls;
    return handle;
  }
}
