import {
  RECAPTCHA_SCRIPT,
  RecaptchaCaptcha,
  type Grecaptcha,
} from '../../../src/adapters/browser/RecaptchaCaptcha';
import { callbacks, mountPoint } from './support';

type RecaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha> };

afterEach(() => {
  delete (window as RecaptchaWindow).grecaptcha;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('the reCAPTCHA adapter', () => {
  function fakeGrecaptcha() {
    const rendered: { container: HTMLElement; parameters: Record<string, unknown> }[] = [];
    const resets: (number | undefined)[] = [];
    const api: Grecaptcha = {
      render: (el, parameters) => {
        rendered.push({ container: el, parameters });
        return 7;
      },
      reset: (id) => resets.push(id),
    };
    return { api, rendered, resets };
  }

  function scripts(): HTMLScriptElement[] {
    return Array.from(document.querySelectorAll(`script[src="${RECAPTCHA_SCRIPT}"]`));
  }

  it('loads the explicit-render script on demand and polls every 500 ms until it can render', async () => {
    jest.useFakeTimers();
    const captcha = new RecaptchaCaptcha('site-key');
    const cb = callbacks();
    const el = mountPoint();
    let done = false;
    const rendering = captcha.render(el, cb).then(() => (done = true));
    expect(scripts()).toHaveLength(1);

    const { api, rendered } = fakeGrecaptcha();
    jest.advanceTimersByTime(499);
    expect(rendered).toHaveLength(0);
    // The library is there but not ready yet: render is missing.
    (window as RecaptchaWindow).grecaptcha = {};
    jest.advanceTimersByTime(501); // polls at 500 and 1000 ms
    expect(rendered).toHaveLength(0);
    (window as RecaptchaWindow).grecaptcha = api;
    jest.advanceTimersByTime(499);
    expect(rendered).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(rendered).toHaveLength(1);
    await rendering;
    expect(done).toBe(true);

    const { container: widget, parameters } = rendered[0]!;
    expect(el).toContainElement(widget);
    expect(parameters.sitekey).toBe('site-key');
    (parameters.callback as (t: string) => void)('token-1');
    (parameters['expired-callback'] as () => void)();
    expect(cb.events).toEqual(['solved:token-1', 'expired']);

    jest.advanceTimersByTime(5000);
    expect(rendered).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('renders at once when the library is already there, and resets its own widget', async () => {
    const { api, rendered, resets } = fakeGrecaptcha();
    (window as RecaptchaWindow).grecaptcha = api;
    const captcha = new RecaptchaCaptcha('site-key');
    await captcha.render(mountPoint(), callbacks());
    expect(rendered).toHaveLength(1);
    expect(scripts()).toHaveLength(0);
    captcha.reset();
    expect(resets).toEqual([7]);
  });

  it('silently gives up when the script cannot load', async () => {
    jest.useFakeTimers();
    const captcha = new RecaptchaCaptcha('site-key');
    const el = mountPoint();
    const rendering = captcha.render(el, callbacks());
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(rendering).resolves.toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
    expect(el).toBeEmptyDOMElement();
    await expect(captcha.render(el, callbacks())).resolves.toBeUndefined();
  });

  it('stops polling when the form is left before the widget is ready', async () => {
    jest.useFakeTimers();
    const captcha = new RecaptchaCaptcha('site-key');
    const rendering = captcha.render(mountPoint(), callbacks());
    captcha.dispose();
    await expect(rendering).resolves.toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
  });
});
