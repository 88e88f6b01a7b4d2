import type { Captcha } from '../../core/ports/Captcha';

/** The captcha of a server render: effects never run there, so nothing is ever shown. */
export class InertCaptcha implements Captcha {
  async render(): Promise<void> {}

  reset(): void {}

  dispose(): void {}
}
