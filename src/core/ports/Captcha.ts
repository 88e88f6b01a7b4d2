export interface CaptchaCallbacks {
  /** A token: the visitor solved the challenge. */
  onSolved(token: string): void;
  /** The token expired or the widget was reset: the form needs a new one. */
  onExpired(): void;
}

/** A challenge rendered into a container on the page. */
export interface Captcha {
  /**
   * Loads what the widget needs (on demand) and renders it into `container`.
   * Resolves once rendered; never rejects (a widget that cannot load stays empty).
   */
  render(container: HTMLElement, callbacks: CaptchaCallbacks): Promise<void>;
  /** Clears the widget and its token; safe to call when nothing was rendered. */
  reset(): void;
  /** Removes the widget when its page is left. */
  dispose(): void;
}
