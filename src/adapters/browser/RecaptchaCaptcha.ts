import type { Captcha, CaptchaCallbacks } from '../../core/ports/Captcha';
import { appendScript, type LoadingScript } from './scripts';

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';
/** SPEC §9: the widget is polled for every 500 ms until its library is ready. */
export const RECAPTCHA_POLL_MS = 500;

/** The part of Google's `grecaptcha` global this adapter uses. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha> };

/** reCAPTCHA v2 (checkbox), rendered explicitly into the form's container. */
export class RecaptchaCaptcha implements Captcha {
  private script: LoadingScript | undefined;
  private scriptFailed = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private finish: (() => void) | undefined;
  private widget: HTMLElement | undefined;
  private widgetId: number | undefined;

  constructor(private readonly siteKey: string) {}

  render(container: HTMLElement, callbacks: CaptchaCallbacks): Promise<void> {
    this.dispose();
    const doc = container.ownerDocument;
    const win = doc.defaultView as RecaptchaWindow | null;
    if (!win || this.scriptFailed) return Promise.resolve();
    // Loaded once per page load; later forms reuse it.
    if (!this.script && !win.grecaptcha?.render) {
      this.script = appendScript(doc, RECAPTCHA_SCRIPT);
      // A script that cannot load is silently ignored (SPEC §8): the form stays unsendable.
      this.script.loaded.catch(() => {
        this.scriptFailed = true;
        this.stop();
      });
    }
    return new Promise<void>((resolve) => {
      this.finish = resolve;
      const attempt = () => {
        const api = win.grecaptcha;
        if (typeof api?.render !== 'function') return;
        const widget = doc.createElement('div');
        container.append(widget);
        this.widget = widget;
        this.widgetId = api.render(widget, {
          sitekey: this.siteKey,
          callback: (token: string) => callbacks.onSolved(token),
          'expired-callback': () => callbacks.onExpired(),
          'error-callback': () => callbacks.onExpired(),
        });
        this.stop();
      };
      attempt();
      // Still pending: the library is not there yet, so look again every 500 ms.
      if (this.finish === resolve) this.timer = setInterval(attempt, RECAPTCHA_POLL_MS);
    });
  }

  reset(): void {
    const api = (this.widget?.ownerDocument.defaultView as RecaptchaWindow | null)?.grecaptcha;
    if (this.widgetId !== undefined) api?.reset?.(this.widgetId);
  }

  dispose(): void {
    this.stop();
    this.widget?.remove();
    this.widget = undefined;
    this.widgetId = undefined;
  }

  /** Ends polling and settles the pending render. */
  private stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    const finish = this.finish;
    this.finish = undefined;
    finish?.();
  }
}
