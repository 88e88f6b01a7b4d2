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

  getPosition = (): number => this.position;
  getState = (): string => this.state;
  getPlaybackRate = (): number => this.rate;
  getMute = (): boolean => this.muted;
  getFullscreen = (): boolean => this.fullscreen;
  getCaptionsList = (): { label: string }[] => this.captionsList;
  getCurrentCaptions = (): number => this.currentCaptions;
  getDuration = (): number => this.duration;

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
    return this.fire('seek', { position: this.position, offset: position });
  }

  remove(): this {
    this.removed = true;
    return this;
  }

  play(): this {
    this.state = 'playing';
    return this.fire('play');
  }

  pause(): this {
    this.pauses += 1;
    this.state = 'paused';
    return this.fire('pause');
  }

  setPlaybackRate(rate: number): this {
    this.rate = rate;
    return this.fire('playbackRateChanged', { playbackRate: rate });
  }

  setMute(muted: boolean): this {
    this.muted = muted;
    return this.fire('mute', { mute: muted });
  }

  setFullscreen(fullscreen: boolean): this {
    this.fullscreen = fullscreen;
    return this.fire('fullscreen', { fullscreen });
  }

  setCurrentCaptions(index: number): this {
    this.currentCaptions = index;
    return this.fire('captionsChanged', { track: index });
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

  /** Fires the event JW fires after one of its own calls; the call then returns the player. */
  private fire(event: string, data?: Record<string, unknown>): this {
    this.emit(event, data);
    return this;
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

/**
 * The JW library a test hands the page: `instances` holds every player it makes, and
 * `loadScript` is the browser having loaded the library script.
 */
export function jwLibrary(outcome?: ConstructorParameters<typeof FakeJw>[0]) {
  const instances: FakeJw[] = [];
  const library = jest.fn(() => {
    const jw = new FakeJw(outcome);
    instances.push(jw);
    return jw;
  });
  return { instances, library, loadScript: () => loadJwScript(library) };
}

/** Takes the JW library and every script and player off the page. */
export function removeJw(): void {
  delete (window as JwWindow).jwplayer;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}
