import { buildConfig } from '../../config/site';
import {
  machineServices,
  SERVER_API_CACHE_MS,
  serverAdapters,
  servicesOver,
} from '../../container';
import type { Logger } from '../../core/ports/Logger';
import { PageData } from '../../core/stores/PageData';
import { captionsResource, captionTracks } from '../resources/captionTracks';
import { noticingFailures } from './failureNotice';
import { feedsResource } from '../resources/feeds';
import { iiifManifestResource } from '../resources/iiifManifests';
import { iiifSearchResource } from '../resources/iiifSearch';
import { loadPageData } from './loadPage';
import { oembedResource } from '../resources/oembed';
import { serverFetch } from '../http/outbound';
import { renderPage, type PageAssets } from './renderPage';
import type { SiteResource } from '../resources/resources';
import { robotsResource } from '../resources/robots';
import { contentSecurityPolicy } from '../http/securityHeaders';
import type { RenderPage } from '../http/siteServer';
import { sitemapResource } from '../resources/sitemaps';
import { spokenWordsResource } from '../resources/spokenWordsEndpoint';
import { readyTranscripts, type IndexReader } from '../index/spokenWordsIndex';
import { transcriptDownloadsResource } from '../resources/transcriptDownloads';
import { indexWithdrawals } from '../index/withdrawals';

export interface SitePages {
  render: RenderPage;
  logger: Logger;
  /** The policy of this build's configuration, for the Content-Security-Policy header. */
  policy: string;
  /**
   * What the site serves besides pages: captions for the video pages' `<track>`, transcript
   * files for their download links, and what other programs read (robots.txt, sitemaps,
   * feeds, oEmbed, IIIF manifests and search, the spoken-word endpoint).
   */
  resources: SiteResource[];
}

export interface SitePagesOptions {
  /**
   * Demo only: the origin the site passes `/media/` and `/captions/` on to (DEMO_MEDIA_ORIGIN),
   * where the server reads the caption files named by such paths.
   */
  demoMediaOrigin?: string;
  /**
   * The spoken-word index the pages, the JSON endpoint and IIIF search read. Without one the
   * search page says spoken-word search is not available, and the endpoints answer 503.
   */
  transcriptIndex?: IndexReader;
  /**
   * The server's run-time variables: which hosts its caption reads may reach
   * (readServerFetchConfig). None: the build's media hosts, at public addresses.
   */
  env?: Record<string, string | undefined>;
}

/**
 * How long a page waits for the archive before it is sent with what arrived (the browser
 * loads the rest). Each call has its own, shorter limit (SERVER_API_TIMEOUT_MS).
 */
export const PAGE_DATA_LIMIT_MS = 3000;

/**
 * The site's pages, rendered against the archive API this build was configured with. Each
 * request gets its own services (stores, memory); the API client is shared.
 */
export function sitePages(assets: () => PageAssets, options: SitePagesOptions = {}): SitePages {
  const config = buildConfig();
  // One caption source (and its cache) for pages' transcripts, the `<track>`, transcript
  // files and the manifests that name captions.
  const index = options.transcriptIndex;
  const mediaOrigin = options.demoMediaOrigin;
  const fetch = serverFetch(options.env ?? {}, config, mediaOrigin);
  const adapters = serverAdapters(config, {
    mediaOrigin,
    fetch,
    transcripts: index && readyTranscripts(index),
    withdrawals: index && indexWithdrawals(index, SERVER_API_CACHE_MS),
  });
  const machine = machineServices(adapters);
  const publicDetail = machine.resolveAsset.publicDetail.bind(machine.resolveAsset);
  const captions = captionTracks({ publicDetail, readCaptions: machine.readCaptions });
  return {
    render: async ({ url, origin, signal }) => {
      const ports = adapters.forRequest();
      const recorder = PageData.recorder();
      const logger = noticingFailures(ports.logger);
      // One set of bindings for both passes: a failure logged while rendering counts too.
      const services = servicesOver({ ...ports, logger });
      const loading = services({ siteOrigin: origin, pageData: recorder });
      const { complete } = await loadPageData(
        loading,
        new URL(url, origin),
        PAGE_DATA_LIMIT_MS,
        signal,
      );
      // The visitor has gone: nothing is rendered for nobody (the server sends nothing).
      if (signal?.aborted) return { status: 499, html: '', failed: true };
      const page = await renderPage({
        url,
        origin,
        assets: assets(),
        services: services({ siteOrigin: origin, pageData: recorder.replay() }),
        data: recorder.toJSON(),
      });
      // A page the archive failed (or was too slow) to fill is no page to keep, nor to cache.
      const failed = !complete || recorder.hasFailure() || logger.failed;
      return { ...page, failed, complete: !failed };
    },
    logger: adapters.logger,
    policy: contentSecurityPolicy(config),
    resources: [
      captionsResource(captions, adapters.logger),
      transcriptDownloadsResource({
        publicDetail,
        readTranscript: machine.readTranscript,
        logger: adapters.logger,
      }),
      robotsResource(),
      sitemapResource({ walk: machine.walkArchive, logger: adapters.logger }),
      feedsResource({ latest: machine.listLatest, logger: adapters.logger }),
      oembedResource({ publicDetail, logger: adapters.logger }),
      iiifManifestResource({
        publicDetail,
        readCaptions: machine.readCaptions,
        logger: adapters.logger,
      }),
      iiifSearchResource({
        publicDetail,
        searchWithin: machine.searchWithinVideo,
        logger: adapters.logger,
      }),
      spokenWordsResource({
        search: machine.searchSpokenWords,
        searchWithin: machine.searchWithinVideo,
        logger: adapters.logger,
      }),
    ],
  };
}
