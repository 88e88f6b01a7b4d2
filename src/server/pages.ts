import { buildConfig } from '../config';
import { createServices, serverAdapters } from '../container';
import type { Logger } from '../core/ports/Logger';
import { PageData } from '../core/stores/PageData';
import { captionsResource, captionTracks } from './captionTracks';
import { readDemoMediaOrigin } from './demoMedia';
import { loadPage } from './loadPage';
import { renderPage, type PageAssets } from './renderPage';
import type { SiteResource } from './resources';
import { contentSecurityPolicy } from './securityHeaders';
import type { RenderPage } from './siteServer';

export interface SitePages {
  render: RenderPage;
  logger: Logger;
  /** The policy of this build's configuration, for the Content-Security-Policy header. */
  policy: string;
  /** What the site serves besides pages: captions for the video pages' `<track>`, ... */
  resources: SiteResource[];
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
export function sitePages(assets: () => PageAssets): SitePages {
  const config = buildConfig();
  const adapters = serverAdapters(config);
  return {
    render: async ({ url, origin }) => {
      const ports = adapters.forRequest();
      const recorder = PageData.recorder();
      const loading = createServices(ports, { siteOrigin: origin, pageData: recorder });
      await loadPage(loading, new URL(url, origin), PAGE_DATA_LIMIT_MS);
      return renderPage({
        url,
        origin,
        assets: assets(),
        services: createServices(ports, { siteOrigin: origin, pageData: recorder.replay() }),
        data: recorder.toJSON(),
      });
    },
    logger: adapters.logger,
    policy: contentSecurityPolicy(config),
    resources: [
      captionsResource(
        captionTracks({
          publicDetail: (id, options) =>
            createServices(adapters.forRequest()).resolveAsset.publicDetail(id, options),
          logger: adapters.logger,
          mediaOrigin: readDemoMediaOrigin(process.env.DEMO_MEDIA_ORIGIN),
        }),
        adapters.logger,
      ),
    ],
  };
}
