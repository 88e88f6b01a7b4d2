import type { Captcha, CaptchaCallbacks } from '../../core/ports/Captcha';

export const DEMO_CAPTCHA_TOKEN = 'demo-captcha-token';
export const DEMO_CAPTCHA_LABEL = "I'm not a robot";

let instances = 0;

/**
 * A stand-in for reCAPTCHA where no site key is configured (the demo API, tests): a plain
 * checkbox a visitor, or a browser test, can tick. Ticking it yields a fixed token.
 */
export class DemoCaptcha implements Captcha {
  private widget: HTMLElement | undefined;
  private box: HTMLInputElement | undefined;

  async render(container: HTMLElement, callbacks: CaptchaCallbacks): Promise<void> {
    this.dispose();
    const doc = container.ownerDocument;
    const id = `demo-captcha-${(instances += 1)}`;
    const widget = doc.createElement('div');
    widget.className = 'demo-captcha';
    const box = doc.createElement('input');
    box.type = 'checkbox';
    box.id = id;
    box.className = 'demo-captcha__box';
    box.addEventListener('change', () => {
      if (box.checked) callbacks.onSolved(DEMO_CAPTCHA_TOKEN);
      else callbacks.onExpired();
    });
    const label = doc.createElement('label');
    label.htmlFor = id;
    label.className = 'demo-captcha__label';
    label.textContent = DEMO_CAPTCHA_LABEL;
    widget.append(box, label);
    container.append(widget);
    this.widget = widget;
    this.box = box;
  }

  reset(): void {
    if (this.box) this.box.checked = false;
  }

  dispose(): void {
    this.widget?.remove();
    this.widget = undefined;
    this.box = undefined;
  }
}
