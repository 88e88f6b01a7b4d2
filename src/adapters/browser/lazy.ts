import type { CallOptions } from '../../core/ports/CallOptions';
import type { Captcha, CaptchaCallbacks } from '../../core/ports/Captcha';
import type { Logger } from '../../core/ports/Logger';
import type { PlaybackSource, PlayerHandle, VideoPlayer } from '../../core/ports/VideoPlayer';
import { nextTask } from './nextTask';

/**
 * A player whose code is downloaded on the first mount, so only the video page pays for it.
 * A failed download is logged and tried again on the next mount.
 */
export class LazyVideoPlayer implements VideoPlayer {
  private player: Promise<VideoPlayer> | undefined;

  /**
   * @param playsPageVideo what the player that `load` brings says of itself (known before
   * its code is), see VideoPlayer.
   */
  constructor(
    private readonly load: () => Promise<VideoPlayer>,
    private readonly logger: Logger,
    readonly playsPageVideo = false,
  ) {}

  /** The real player, downloaded if it is not yet. */
  loaded(): Promise<VideoPlayer> {
    this.player ??= this.load().catch((error: unknown) => {
      this.player = undefined;
      this.logger.error('Error loading the video player:', error);
      throw error;
    });
    return this.player;
  }

  async mount(
    container: HTMLElement,
    source: PlaybackSource,
    options?: CallOptions,
  ): Promise<PlayerHandle> {
    const player = await this.loaded();
    // Its code has just run; setting it up waits for a task of its own.
    await nextTask();
    options?.signal?.throwIfAborted();
    return player.mount(container, source, options);
  }
}

/**
 * A captcha whose code is downloaded on the first render, so only the contact page pays for
 * it. A render overtaken by dispose() or a newer render while downloading draws nothing.
 */
export class LazyCaptcha implements Captcha {
  private captcha: Captcha | undefined;
  private loading: Promise<Captcha> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<Captcha>,
    private readonly logger: Logger,
  ) {}

  /** The real captcha, downloaded if it is not yet. */
  loaded(): Promise<Captcha> {
    this.loading ??= this.load().then((captcha) => (this.captcha = captcha));
    return this.loading;
  }

  async render(container: HTMLElement, callbacks: CaptchaCallbacks): Promise<void> {
    const generation = (this.generation += 1);
    let captcha: Captcha;
    try {
      captcha = await this.loaded();
    } catch (error) {
      // The port never rejects: the widget stays empty, a later render tries again.
      this.loading = undefined;
      this.logger.error('Error loading the captcha:', error);
      return;
    }
    if (generation === this.generation) await captcha.render(container, callbacks);
  }

  reset(): void {
    this.captcha?.reset();
  }

  dispose(): void {
    this.generation += 1;
    this.captcha?.dispose();
  }
}
