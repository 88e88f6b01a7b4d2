import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConsoleLogger } from '../../adapters/browser/ConsoleLogger';
import { sitePages } from './pages';
import type { PageAssets } from './renderPage';
import { serverIndexing, type ServerIndexing } from '../index/serverIndexing';
import { createSiteHandler } from '../http/siteServer';

/** What the dev server loads from the node bundle (see rsbuild.config.ts). */
export interface DevPages {
  createDevPageHandler(
    assets: PageAssets,
    demoMediaOrigin?: string,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  startDevIndexing(demoMediaOrigin?: string): void;
}

// The dev server loads this bundle again after each rebuild: the index (one owner per PGlite
// folder) and its schedule are kept once per process, here.
const HELD = Symbol.for('ldma.devTranscriptIndexing');

function heldIndexing(demoMediaOrigin: string | undefined): ServerIndexing {
  const process_ = globalThis as { [HELD]?: ServerIndexing };
  let held = process_[HELD];
  if (!held) {
    held = serverIndexing({ env: process.env, logger: new ConsoleLogger(), demoMediaOrigin });
    held.indexing.start();
    process_[HELD] = held;
  }
  return held;
}

/** Opens the process's transcript index and starts its passes, once (the dev server's start). */
export function startDevIndexing(demoMediaOrigin?: string): void {
  heldIndexing(demoMediaOrigin);
}

/**
 * Pages only: the dev server serves the files it builds itself, and passes the demo's media
 * on to `demoMediaOrigin` (its proxy), where the pages' caption files are read too. The
 * process's transcript index is opened, and its passes started, by the first request.
 */
export function createDevPageHandler(assets: PageAssets, demoMediaOrigin?: string) {
  const transcriptIndex = heldIndexing(demoMediaOrigin).index;
  return createSiteHandler({
    ...sitePages(() => assets, { demoMediaOrigin, transcriptIndex, env: process.env }),
    noStore: true,
  });
}
