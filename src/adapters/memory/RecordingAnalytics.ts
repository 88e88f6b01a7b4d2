import type { Analytics } from '../../core/ports/Analytics';

/** Keeps page views in memory: the analytics of tests and of builds without an analytics id. */
export class RecordingAnalytics implements Analytics {
  readonly views: { path: string; title: string }[] = [];

  pageView(path: string, title: string): void {
    this.views.push({ path, title });
  }
}
