import type { AppConfig } from '../../config/site';
import { servicesOver } from '../../container';
import type { ServerAdapters } from '../../serverAdapters';
import { machineServices } from '../../serverServices';
import type { Logger } from '../../core/ports/Logger';
import { PageData } from '../../core/stores/PageData';
import { captionsResource, captionTracks } from '../resources/captionTracks';
import { noticingFailures } from './failureNotice';
import { exploreJsonResource } from '../resources/exploreJson';
import { feedsResource } from '../resources/feeds';
import { iiifCollectionResource } from '../resources/iiifCollections';
import { iiifManifestResource } from '../resources/iiifManifests';
import { iiifSearchResource } from '../resources/iiifSearch';
import { loadPageData } from './loadPage';
import { oembedResource } from '../resources/oembed';
import { renderPage, type PageAssets } from './renderPage';
import type { SiteResource } from '../resources/resources';
import { robotsResource } from '../resources/robots';
import { contentSecurityPolicy } from '../http/securityHeaders';
import type { RenderPage } from '../http/siteServer';
import { sitemapResource } from '../resources/sitemaps';
import { searchFacetsResource } from '../resources/searchFacetsEndpoint';
import { spokenWordsResource } from '../resources/spokenWordsEndpoint';
import { transcriptDownloadsResource } from '../resources/transcriptDownloads';

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

/**
 * How long a page waits for the archive before it is sent with what arrived (the browser
 * loads the rest). Each call has its own, shorter limit (SERVER_API_TIMEOUT_MS).
 */
export const PAGE_DATA_LIMIT_MS = 3000;

/**
 * The site's pages and resources over the process's adapters (src/server/compose.ts), for
 * the build's configuration `site`. Each request gets its own services (stores, memory); the
 * API clients, the caption source (and its cache) and the spoken-word search are shared.
 */
export function sitePages(
  assets: () => PageAssets,
  adapters: ServerAdapters,
  site: AppConfig,
): SitePages {
  const machine = machineServices(adapters);
  const publicDetail = machine.resolveAsset.publicDetail.bind(machine.resolveAsset);
  const captions = captionTracks({ publicDetail, readCaptions: machine.readCaptions });
  // Bound once per process: a request makes only the services its page reads.
  const services = servicesOver(adapters.forRequest());
  return {
    render: async ({ url, origin, signal }) => {
      const ports = adapters.requestPorts();
      const recorder = PageData.recorder();
      // One logger for both passes: a failure logged while rendering counts too.
      const logger = noticingFailures(ports.logger);
      const request = { ...ports, logger };
      const loading = services({ siteOrigin: origin, pageData: recorder, request });
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
        services: services({ siteOrigin: origin, pageData: recorder.replay(), request }),
        data: recorder.toJSON(),
      });
      // A page the archive failed (or was too slow) to fill is no page to keep, nor to cache.
      const failed = !complete || recorder.hasFailure() || logger.failed;
      return { ...page, failed, complete: !failed };
    },
    logger: adapters.logger,
    policy: contentSecurityPolicy(site),
    resources: [
      captionsResource(captions, adapters.logger),
      transcriptDownloadsResource({
        publicDetail,
        readTranscript: machine.readTranscript,
        logger: adapters.logger,
      }),
      robotsResource(),
      sitemapResource({
        walk: machine.walkArchive,
        explore: adapters.explore,
        logger: adapters.logger,
      }),
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
      ...(adapters.explore
        ? [
            exploreJsonResource({ explore: adapters.explore, logger: adapters.logger }),
            iiifCollectionResource({ explore: adapters.explore, logger: adapters.logger }),
            searchFacetsResource({
              search: machine.searchArchive,
              catalogue: adapters.explore,
              logger: adapters.logger,
            }),
          ]
        : []),
      spokenWordsResource({
        search: machine.searchSpokenWords,
        searchWithin: machine.searchWithinVideo,
        logger: adapters.logger,
      }),
    ],
  };
}
