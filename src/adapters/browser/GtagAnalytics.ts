import type { Analytics } from '../../core/ports/Analytics';
import { appendScript } from './scripts';

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Google Analytics 4 through gtag.js. The library is loaded with the first page view; the
 * automatic page view is off because the site reports each completed navigation itself.
 */
export class GtagAnalytics implements Analytics {
  private gtag: ((...args: unknown[]) => void) | undefined;

  constructor(
    private readonly measurementId: string,
    private readonly win: Window = window,
  ) {}

  pageView(path: string, title: string): void {
    this.load()('event', 'page_view', {
      page_path: path,
      page_title: title,
      page_location: new URL(path, this.win.location.origin).href,
    });
  }

  private load(): (...args: unknown[]) => void {
    if (this.gtag) return this.gtag;
    const win = this.win as GtagWindow;
    win.dataLayer = win.dataLayer ?? [];
    const dataLayer = win.dataLayer;
    // gtag.js reads the `arguments` object itself, not an array copy.
    win.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    this.gtag = win.gtag;
    this.gtag('js', new Date());
    this.gtag('config', this.measurementId, { send_page_view: false });
    const src = `${GTAG_SCRIPT}?id=${encodeURIComponent(this.measurementId)}`;
    if (!win.document.querySelector(`script[src="${src}"]`)) {
      // A blocked script (ad blockers) just leaves the events queued; nothing to report.
      appendScript(win.document, src).loaded.catch(() => undefined);
    }
    return this.gtag;
  }
}
