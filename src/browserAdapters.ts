/**
 * The composition root's browser half: which adapters a page runs with, chosen from the
 * build's configuration (src/container.ts binds them).
 */
import { ConsoleLogger } from './adapters/browser/ConsoleLogger';
import { GtagAnalytics } from './adapters/browser/GtagAnalytics';
import { LazyCaptcha, LazyVideoPlayer } from './adapters/browser/lazy';
import { WebStorageKeyValueStore } from './adapters/browser/WebStorageKeyValueStore';
import { HttpArchiveApi } from './adapters/http/HttpArchiveApi';
import { HttpBlogApi } from './adapters/http/HttpBlogApi';
import { HttpClient } from './adapters/http/HttpClient';
import { HttpContactApi } from './adapters/http/HttpContactApi';
import { HttpSearchFacets } from './adapters/http/HttpSearchFacets';
import { HttpTranscriptSearch } from './adapters/http/HttpTranscriptSearch';
import { RecordingAnalytics } from './adapters/memory/RecordingAnalytics';
import type { AppConfig } from './config/site';
import { DEFAULT_THUMBNAILS, type PortAdapters } from './container';
import lsaLogo from './ui/assets/lsa-logo.webp';

/** Spoken-word answers are reused this long in the tab (the endpoint lets caches keep a minute). */
export const SPOKEN_WORDS_CACHE_MS = 60_000;

export interface BrowserAdapterOptions {
  /**
   * The site's server sent the page, so its spoken-word endpoint is there, on the page's own
   * origin. False on the static site, which has no spoken-word search.
   */
  siteServer?: boolean;
}

/** Adapters chosen from configuration: HTTP against the configured (or demo) API. */
export function browserAdapters(
  config: AppConfig,
  options: BrowserAdapterOptions = {},
): PortAdapters {
  const logger = new ConsoleLogger();
  const client = new HttpClient({ baseUrl: config.apiHost });
  const { recaptchaSiteKey, jwPlayerUrl } = config;
  return {
    archive: new HttpArchiveApi(client, DEFAULT_THUMBNAILS),
    blogs: new HttpBlogApi(client, DEFAULT_THUMBNAILS),
    contact: new HttpContactApi(client),
    // The captcha and the player are downloaded only by the pages that show them.
    captcha: new LazyCaptcha(
      () =>
        recaptchaSiteKey
          ? import('./adapters/browser/RecaptchaCaptcha').then(
              (m) => new m.RecaptchaCaptcha(recaptchaSiteKey),
            )
          : import('./adapters/browser/DemoCaptcha').then((m) => new m.DemoCaptcha()),
      logger,
    ),
    player: new LazyVideoPlayer(
      () =>
        jwPlayerUrl
          ? import('./adapters/browser/JwVideoPlayer').then(
              (m) => new m.JwVideoPlayer(jwPlayerUrl, logger),
            )
          : import('./adapters/browser/Html5VideoPlayer').then(
              (m) => new m.Html5VideoPlayer(logger, undefined, lsaLogo),
            ),
      logger,
      !jwPlayerUrl,
    ),
    analytics: config.gaId ? new GtagAnalytics(config.gaId) : new RecordingAnalytics(),
    logger,
    storage: new WebStorageKeyValueStore('sessionStorage'),
    deviceStorage: new WebStorageKeyValueStore('localStorage'),
    ...(options.siteServer
      ? {
          transcripts: new HttpTranscriptSearch(
            new HttpClient({ baseUrl: '', cacheTtlMs: SPOKEN_WORDS_CACHE_MS }),
          ),
          // The endpoint answers where the server has a catalogue index, else 404: the
          // search page then shows its results without those filters.
          searchFacets: new HttpSearchFacets(
            new HttpClient({ baseUrl: '', cacheTtlMs: SPOKEN_WORDS_CACHE_MS }),
          ),
        }
      : {}),
  };
}
