/**
 * The production server: `node dist-server/index.js`. Serves the built client next to it and
 * renders every page against the archive API the build was configured with.
 */
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { ConsoleLogger } from '../adapters/browser/ConsoleLogger';
import { serverConfigOfProcess, type ServerConfig } from '../config/server';
import { indexOverIpc } from './cluster/indexOverIpc';
import { runPrimary } from './cluster/primary';
import { processAdapters } from './compose';
import { closeGracefully } from './http/gracefulShutdown';
import { createSiteServer, type PageAnswer } from './http/siteServer';
import { ownedIndex, serverIndexing } from './index/serverIndexing';
import { readClientAssets } from './render/clientAssets';
import { keptPagesOf } from './render/keptPages';
import { sitePages } from './render/pages';
import { loudly, startupWarnings } from './startupWarnings';

/** Where the build put the client, relative to this bundle (set by rsbuild.config.ts). */
declare const CLIENT_DIR_FROM_SERVER: string;

/** Requests still running this long after SIGTERM are cut. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Longer than load balancers keep idle connections (60 s on the common ones), so the
 * server never closes one the balancer is about to reuse. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The index this process searches, and what it owns of it: its own (alone, or any process
 * with DATABASE_URL), or, in a worker over an embedded PGlite, the primary's over IPC.
 */
function processIndex(config: ServerConfig, worker: boolean, logger: ConsoleLogger) {
  // A PostgreSQL server takes every worker's connections; an embedded PGlite has one owner.
  if (worker && !config.index.databaseUrl) {
    const reader = indexOverIpc({
      send: (message) => process.send?.(message),
      on: (event, listener) => process.on(event, listener),
    });
    return { reader, owned: undefined };
  }
  const owned = ownedIndex({ config: config.index, logger });
  return { reader: owned, owned };
}

/** One server process: alone (SERVER_WORKERS=1), or one of the cluster's workers. */
function serve(config: ServerConfig, worker: boolean): void {
  const clientDir = config.clientDir ?? resolve(__dirname, CLIENT_DIR_FROM_SERVER);
  const assets = readClientAssets(clientDir);
  const logger = new ConsoleLogger();
  const index = processIndex(config, worker, logger);
  const adapters = processAdapters(config, index.reader);
  // The primary runs the schedule for its workers.
  const spoken =
    index.owned && serverIndexing(index.owned, adapters, { config: config.index, logger });
  const pages = sitePages(() => assets, adapters, config.site);
  const server = createSiteServer({
    clientDir,
    ...pages,
    origin: config.siteOrigin,
    precompress: [...assets.scripts, ...assets.styles],
    demoMediaOrigin: config.demoMediaOrigin,
    keptPages: keptPagesOf<PageAnswer>(config.keptPagesBytes, logger),
  });
  // Idle connections only: a request's own headers are held to SERVER_LIMITS.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const where =
      typeof address === 'object' && address ? `${config.host}:${address.port}` : config.host;
    const who = worker ? `Worker ${process.pid}: site` : 'Site';
    console.log(`${who} on http://${where}, client files from ${clientDir}`);
    if (!worker) spoken?.indexing.start();
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight`);
    void closeGracefully(server, SHUTDOWN_TIMEOUT_MS)
      .then(async (clean) => {
        if (!clean) pages.logger.warn(`Requests cut after ${SHUTDOWN_TIMEOUT_MS} ms`);
        // A pass under way stops at once; the index closes once no request can search it.
        await spoken?.close().catch((error: unknown) => {
          logger.error('Transcript index: it did not close cleanly:', error);
        });
        return clean;
      })
      .then((clean) => process.exit(clean ? 0 : 1));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The server's composition root: its configuration is read once, here. */
function main(): void {
  const config = serverConfigOfProcess();
  if (cluster.isPrimary) {
    const warnings = startupWarnings(config);
    if (warnings.length > 0) console.warn(loudly(warnings));
  }
  if (cluster.isPrimary && config.workers > 1) {
    const logger = new ConsoleLogger();
    runPrimary({
      count: config.workers,
      logger,
      stopTimeoutMs: SHUTDOWN_TIMEOUT_MS + 5_000,
      indexing: () => {
        const owned = ownedIndex({ config: config.index, logger });
        return serverIndexing(owned, processAdapters(config), { config: config.index, logger });
      },
      shareIndex: !config.index.databaseUrl,
    });
    return;
  }
  serve(config, cluster.isWorker);
}

main();
