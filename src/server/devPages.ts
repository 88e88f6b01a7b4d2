import type { IncomingMessage, ServerResponse } from 'node:http';
import { sitePages } from './pages';
import type { PageAssets } from './renderPage';
import { createSiteHandler } from './siteServer';

/** What the dev server loads from the node bundle (see rsbuild.config.ts). */
export interface DevPages {
  createDevPageHandler(
    assets: PageAssets,
    demoMediaOrigin?: string,
  ): (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Pages only: the dev server serves the files it builds itself, and passes the demo's media
 * on to `demoMediaOrigin` (its proxy), where the pages' caption files are read too.
 */
export function createDevPageHandler(assets: PageAssets, demoMediaOrigin?: string) {
  return createSiteHandler({ ...sitePages(() => assets, { demoMediaOrigin }), noStore: true });
}
