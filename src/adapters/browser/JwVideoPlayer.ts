import type { Logger } from '../../core/ports/Logger';
import type {
  MountOptions,
  PlaybackSource,
  PlayerHandle,
  VideoPlayer,
} from '../../core/ports/VideoPlayer';
import { showsPlayerLogo } from '../../core/rules/media/media';
import { unlessAborted } from '../../core/rules/values/abort';
import { clampToWindow, type PlaybackWindow } from '../../core/rules/values/time';
import { CaptionFiles, type CaptionFile } from './CaptionFiles';
import { ClipWindowController, type ClipEvent, type ClipMedia } from './ClipWindowController';
import { JwPlaybackControls, type JwControlsApi } from './JwPlaybackControls';
import { appendScript, type LoadingScript } from './scripts';

type JwCallback = (event: Record<string, unknown>) => void;

/** The part of the JW Player 8 API this adapter uses (the page's controls' part is optional). */
export interface JwPlayerInstance extends JwControlsApi {
  setup(config: Record<string, unknown>): JwPlayerInstance;
  on(event: string, callback: JwCallback): JwPlayerInstance;
  off(event: string, callback: JwCallback): JwPlayerInstance;
  seek(position: number): JwPlayerInstance;
  pause(): JwPlayerInstance;
  getPosition(): number;
  remove(): JwPlayerInstance;
}

export type JwPlayerLibrary = (target: HTMLElement) => JwPlayerInstance;

/** SPEC §9 "Player". */
export const JW_PLAYER_SIZE = { width: 882, height: 682, aspectratio: '16:9' } as const;

const LOAD_FAILED = 'JW Player script failed to load';

/**
 * How long the player waits for its caption file before it is set up without captions:
 * JW Player takes its tracks at setup, and a stalled caption host must not stall the video.
 */
export const CAPTION_WAIT_MS = 5000;

function seconds(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** SPEC §9: 882 by 682, 16:9, no autostart, the logo only for the state archives. */
function setupOf(source: PlaybackSource, trackUrl: string | undefined): Record<string, unknown> {
  const logo =
    showsPlayerLogo(source.collection) && source.logo
      ? { logo: { file: source.logo, hide: false, position: 'top-right' } }
      : {};
  return {
    file: source.mediaUrl,
    image: source.poster,
    tracks: trackUrl ? [{ file: trackUrl, label: 'English', kind: 'captions', default: true }] : [],
    ...JW_PLAYER_SIZE,
    autostart: false,
    ...logo,
  };
}

/** JW's events seen as a media element, so the same clip rules apply to both players. */
class JwClipMedia implements ClipMedia {
  private position = 0;
  private readonly listeners = new Map<ClipEvent, Set<() => void>>();

  constructor(private readonly player: JwPlayerInstance) {
    player.on('play', () => this.emit('play'));
    player.on('time', (e) => {
      this.position = seconds(e.position);
      this.emit('timeupdate');
    });
    player.on('seek', (e) => {
      this.position = seconds(e.offset);
      this.emit('seeking');
    });
  }

  get currentTime(): number {
    return this.position;
  }

  set currentTime(value: number) {
    this.position = value;
    this.player.seek(value);
  }

  pause(): void {
    this.player.pause();
  }

  addEventListener(type: ClipEvent, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: ClipEvent, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  private emit(type: ClipEvent): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}

/**
 * The licensed JW Player. Its script is loaded when a player is mounted and its tag removed
 * once the last player is destroyed, so coming back to a video loads it afresh.
 */
export class JwVideoPlayer implements VideoPlayer {
  private readonly captions: CaptionFiles;
  private script: LoadingScript | undefined;
  private users = 0;

  constructor(
    private readonly scriptUrl: string,
    private readonly logger: Logger,
    captions?: CaptionFiles,
  ) {
    this.captions = captions ?? new CaptionFiles(logger);
  }

  async mount(
    container: HTMLElement,
    source: PlaybackSource,
    options: MountOptions = {},
  ): Promise<PlayerHandle> {
    const doc = container.ownerDocument;
    const jwplayer = await this.library(doc, options.signal);
    const aborter = new AbortController();
    const leave = () => aborter.abort();
    options.signal?.addEventListener('abort', leave, { once: true });
    const reading = this.captionsWithin(source.captionUrl, options.siteCaptionUrl, aborter);
    let file: CaptionFile | undefined;
    try {
      file = await unlessAborted(reading, options.signal);
    } catch (error) {
      // The page was left while the captions were on their way.
      aborter.abort();
      void reading.then((late) => late && this.captions.revoke(late.trackUrl));
      this.release();
      throw error;
    } finally {
      options.signal?.removeEventListener('abort', leave);
    }
    const trackUrl = file?.trackUrl;
    const cues = Promise.resolve(file?.cues ?? []);
    const window: PlaybackWindow = { start: source.start, end: source.end };
    const target = doc.createElement('div');
    target.className = 'video-player video-player--jw';
    container.append(target);

    let player: JwPlayerInstance | undefined;
    let controller: ClipWindowController | undefined;
    let controls: JwPlaybackControls | undefined;
    let destroyed = false;
    const destroy = () => {
      if (destroyed) return;
      destroyed = true;
      aborter.abort();
      controller?.detach();
      controls?.detach();
      try {
        player?.remove();
      } catch {
        // A player that never finished its setup has nothing to remove.
      }
      target.remove();
      if (trackUrl) this.captions.revoke(trackUrl);
      this.release();
    };

    try {
      const jw = jwplayer(target);
      player = jw;
      controller = new ClipWindowController(new JwClipMedia(jw), window);
      controller.attach();
      controls = new JwPlaybackControls(jw);
      controls.attach();
      await new Promise<void>((resolve, reject) => {
        jw.on('ready', () => resolve());
        jw.on('setupError', (e) =>
          reject(new Error(String(e.message ?? 'JW Player setup failed'))),
        );
        jw.setup(setupOf(source, trackUrl));
      });
    } catch (error) {
      this.logger.error('JW Player setup failed:', error);
      destroy();
      throw error;
    }

    const jw = player;
    return {
      currentTime: () => jw.getPosition(),
      seek: (s) => {
        jw.seek(clampToWindow(s, window));
      },
      onTimeUpdate: (listener) => {
        const forward: JwCallback = (e) => listener(seconds(e.position));
        jw.on('time', forward);
        return () => {
          jw.off('time', forward);
        };
      },
      captions: () => cues,
      controls,
      destroy,
    };
  }

  /**
   * The caption file, or undefined when there is none, when it has not arrived within
   * CAPTION_WAIT_MS (its request is then abandoned and a warning logged), or when `aborter`
   * aborts first. An abort ends the wait even if the request never settles. When the caption
   * host's file cannot be read, the site's own (`siteCaptionUrl`) is read instead, within
   * the same wait; a file with no cues is none.
   */
  private async captionsWithin(
    captionUrl: string,
    siteCaptionUrl: string | undefined,
    aborter: AbortController,
  ): Promise<CaptionFile | undefined> {
    const timer = setTimeout(() => {
      this.logger.warn(
        `Captions did not arrive within ${CAPTION_WAIT_MS} ms; the player starts without them:`,
        captionUrl,
      );
      aborter.abort();
    }, CAPTION_WAIT_MS);
    const read = this.captions
      .read(captionUrl, aborter.signal)
      .then((file) =>
        file || !siteCaptionUrl ? file : this.captions.read(siteCaptionUrl, aborter.signal),
      )
      .then((file) => {
        if (!file || file.cues.length > 0) return file;
        this.captions.revoke(file.trackUrl);
        return undefined;
      });
    try {
      return await unlessAborted(read, aborter.signal);
    } catch {
      void read.then((late) => late && this.captions.revoke(late.trackUrl));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The `jwplayer` global, loading its script first when no mounted player has it. */
  private async library(doc: Document, signal?: AbortSignal): Promise<JwPlayerLibrary> {
    this.users += 1;
    try {
      this.script ??= appendScript(doc, this.scriptUrl);
      await unlessAborted(this.script.loaded, signal);
      const library = (doc.defaultView as unknown as { jwplayer?: unknown } | null)?.jwplayer;
      if (typeof library !== 'function') throw new Error('jwplayer is not defined');
      return library as JwPlayerLibrary;
    } catch (error) {
      if (!signal?.aborted) this.logger.error(LOAD_FAILED, error);
      this.release();
      throw error;
    }
  }

  private release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0 || !this.script) return;
    this.script.element.remove();
    this.script = undefined;
  }
}
