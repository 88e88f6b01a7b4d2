import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConsoleLogger } from '../../adapters/browser/ConsoleLogger';
import { serverConfigOfProcess, type ServerConfig } from '../../config/server';
import type { ServerAdapters } from '../../serverAdapters';
import { processAdapters } from '../compose';
import { createSiteHandler } from '../http/siteServer';
import { ownedIndex, serverIndexing, type ServerIndexing } from '../index/serverIndexing';
import { sitePages } from './pages';
import type { PageAssets } from './renderPage';

/** What the dev server loads from the node bundle (see rsbuild.config.ts). */
export interface DevPages {
  createDevPageHandler(
    assets: PageAssets,
    demoMediaOrigin?: string,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  startDevIndexing(demoMediaOrigin?: string): void;
}

// The dev server loads this bundle again after each rebuild: the configuration, the adapters,
// the index (one owner per PGlite folder) and its schedule are made once per process, here.
const HELD = Symbol.for('ldma.devServerParts');

interface DevParts {
  config: ServerConfig;
  adapters: ServerAdapters;
  spoken: ServerIndexing;
}

/** The dev server's composition root: made by its first use, kept for the process. */
function held(demoMediaOrigin: string | undefined): DevParts {
  const process_ = globalThis as { [HELD]?: DevParts };
  let parts = process_[HELD];
  if (!parts) {
    const config = serverConfigOfProcess(
      demoMediaOrigin ? { DEMO_MEDIA_ORIGIN: demoMediaOrigin } : {},
    );
    const logger = new ConsoleLogger();
    const index = ownedIndex({ config: config.index, logger });
    const adapters = processAdapters(config, index);
    const spoken = serverIndexing(index, adapters, { config: config.index, logger });
    spoken.indexing.start();
    parts = { config, adapters, spoken };
    process_[HELD] = parts;
  }
  return parts;
}

/** Opens the process's transcript index and starts its passes, once (the dev server's start). */
export function startDevIndexing(demoMediaOrigin?: string): void {
  held(demoMediaOrigin);
}

/**
 * Pages only: the dev server serves the files it builds itself, and passes the demo's media
 * on to `demoMediaOrigin` (its proxy), where the pages' caption files are read too. The
 * process's transcript index is opened, and its passes started, by the first request.
 */
export function createDevPageHandler(assets: PageAssets, demoMediaOrigin?: string) {
  const { adapters, config } = held(demoMediaOrigin);
  return createSiteHandler({
    ...sitePages(() => assets, adapters, config.site),
    noStore: true,
  });
}
