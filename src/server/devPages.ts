import type { IncomingMessage, ServerResponse } from 'node:http';
import { sitePages } from './pages';
import type { PageAssets } from './renderPage';
import { createSiteHandler } from './siteServer';

/** What the dev server loads from the node bundle (see rsbuild.config.ts). */
export interface DevPages {
  createDevPageHandler(assets: PageAssets): (req: IncomingMessage, res: ServerResponse) => void;
}

/** Pages only: the dev server serves the files it builds itself. */
export function createDevPageHandler(assets: PageAssets) {
  return createSiteHandler({ ...sitePages(() => assets), noStore: true });
}
