import type { JwPlayerInstance } from '../../../src/adapters/browser/JwVideoPlayer';

type Handler = (event: Record<string, unknown>) => void;

export const JW_SCRIPT_URL = 'https://cdn.jwplayer.com/libraries/abc123.js';

/**
 * JW Player 8 as far as the adapter and the page's controls use it. Its own calls fire their
 * events as JW does; a test fires the rest (`time`, `meta`...) with emit().
 */
export class FakeJw implements JwPlayerInstance {
  config: Record<string, unknown> | undefined;
  readonly seeks: number[] = [];
  pauses = 0;
  removed = false;
  position = 0;
  state = 'idle';
  rate = 1;
  muted = false;
  fullscreen = false;
  /** JW's captions menu: "Off", then the tracks. */
  captionsList: { label: string }[] = [{ label: 'Off' }];
  currentCaptions = 0;
  duration = 0;
  private readonly handlers = new Map<string, Handler[]>();

  constructor(private readonly outcome: 'ready' | 'setupError' = 'ready') {}

  setup(config: Record<string, unknown>): this {
    this.config = config;
    queueMicrotask(() => this.emit(this.outcome, { message: 'Error loading player' }));
    return this;
  }

  on(event: string, callback: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), callback]);
    return this;
  }

  off(event: string, callback: Handler): this {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((h) => h !== callback),
    );
    return this;
  }

  seek(position: number): this {
    this.seeks.push(position);
    this.position = position;
    this.emit('seek', { position: this.position, offset: position });
    return this;
  }

  getPosition(): number {
    return this.position;
  }

  remove(): this {
    this.removed = true;
    return this;
  }

  play(): this {
    this.state = 'playing';
    this.emit('play');
    return this;
  }

  pause(): this {
    this.pauses += 1;
    this.state = 'paused';
    this.emit('pause');
    return this;
  }

  getState(): string {
    return this.state;
  }

  getPlaybackRate(): number {
    return this.rate;
  }

  setPlaybackRate(rate: number): this {
    this.rate = rate;
    this.emit('playbackRateChanged', { playbackRate: rate });
    return this;
  }

  getMute(): boolean {
    return this.muted;
  }

  setMute(muted: boolean): this {
    this.muted = muted;
    this.emit('mute', { mute: muted });
    return this;
  }

  getFullscreen(): boolean {
    return this.fullscreen;
  }

  setFullscreen(fullscreen: boolean): this {
    this.fullscreen = fullscreen;
    this.emit('fullscreen', { fullscreen });
    return this;
  }

  getCaptionsList(): { label: string }[] {
    return this.captionsList;
  }

  getCurrentCaptions(): number {
    return this.currentCaptions;
  }

  setCurrentCaptions(index: number): this {
    this.currentCaptions = index;
    this.emit('captionsChanged', { track: index });
    return this;
  }

  getDuration(): number {
    return this.duration;
  }

  /** JW has read the English track it was set up with; it shows it, as JW does by default. */
  listCaptions(): void {
    this.captionsList = [{ label: 'Off' }, { label: 'English' }];
    this.currentCaptions = 1;
    this.emit('captionsList', { tracks: this.captionsList, track: 1 });
  }

  emit(event: string, data: Record<string, unknown> = {}): void {
    for (const handler of this.handlers.get(event) ?? []) handler(data);
  }
}

type JwWindow = Window & { jwplayer?: unknown };

/** The JW Player script tags on the page. */
export function jwScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll(`script[src="${JW_SCRIPT_URL}"]`));
}

/** The browser finished loading the newest JW script: `jwplayer` is then `library`. */
export function loadJwScript(library: () => FakeJw): void {
  (window as JwWindow).jwplayer = library;
  jwScripts().at(-1)?.dispatchEvent(new Event('load'));
}

/** Takes the JW library and every script and player off the page. */
export function removeJw(): void {
  delete (window as JwWindow).jwplayer;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}
