/**
 * The production server: `node dist-server/index.js`. Serves the built client next to it and
 * renders every page against the archive API the build was configured with.
 */
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { ConsoleLogger } from '../adapters/browser/ConsoleLogger';
import { readClientAssets } from './render/clientAssets';
import { readDemoMediaOrigin } from './http/demoMedia';
import { sitePages } from './render/pages';
import { closeGracefully } from './http/gracefulShutdown';
import { serverIndexing } from './index/serverIndexing';
import { indexOverIpc } from './cluster/indexOverIpc';
import { keptPagesFromEnv } from './render/keptPages';
import { runPrimary } from './cluster/primary';
import { workerCount } from './cluster/workers';
import { createSiteServer, type PageAnswer } from './http/siteServer';
import { loudly, startupWarnings } from './startupWarnings';

/** Where the build put the client, relative to this bundle (set by rsbuild.config.ts). */
declare const CLIENT_DIR_FROM_SERVER: string;

/** Requests still running this long after SIGTERM are cut. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Longer than load balancers keep idle connections (60 s on the common ones), so the
 * server never closes one the balancer is about to reuse. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function port(text: string | undefined): number {
  const value = Number(text || 3000);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`PORT must be a port number, not ${text}`);
  }
  return value;
}

function siteOrigin(text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  const url = new URL(text.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_ORIGIN must be an http(s) URL, not ${text}`);
  }
  return url.origin;
}

/** How the index is reached: this process's own, or the primary's over IPC (a worker). */
function pagesIndex(worker: boolean, logger: ConsoleLogger, demoMediaOrigin?: string) {
  // A PostgreSQL server takes every worker's connections; an embedded PGlite has one owner.
  if (worker && !process.env.DATABASE_URL?.trim()) {
    return {
      search: indexOverIpc({
        send: (message) => process.send?.(message),
        on: (event, listener) => process.on(event, listener),
      }),
      close: () => Promise.resolve(),
      start: () => {},
    };
  }
  const spoken = serverIndexing({ env: process.env, logger, demoMediaOrigin });
  return {
    search: spoken.index,
    close: () => spoken.close(),
    // The primary runs the schedule for its workers.
    start: worker ? () => {} : () => spoken.indexing.start(),
  };
}

/** One server process: alone (SERVER_WORKERS=1), or one of the cluster's workers. */
function serve(worker: boolean): void {
  const clientDir = resolve(
    process.env.SITE_CLIENT_DIR || resolve(__dirname, CLIENT_DIR_FROM_SERVER),
  );
  const assets = readClientAssets(clientDir);
  const demoMediaOrigin = readDemoMediaOrigin(process.env.DEMO_MEDIA_ORIGIN);
  const logger = new ConsoleLogger();
  const index = pagesIndex(worker, logger, demoMediaOrigin);
  const pages = sitePages(() => assets, {
    demoMediaOrigin,
    transcriptIndex: index.search,
    env: process.env,
  });
  const server = createSiteServer({
    clientDir,
    ...pages,
    origin: siteOrigin(process.env.SITE_ORIGIN),
    precompress: [...assets.scripts, ...assets.styles],
    demoMediaOrigin,
    keptPages: keptPagesFromEnv<PageAnswer>(process.env, logger),
  });
  // Idle connections only: a request's own headers are held to SERVER_LIMITS.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const host = process.env.HOST || '0.0.0.0';
  server.listen(port(process.env.PORT), host, () => {
    const address = server.address();
    const where = typeof address === 'object' && address ? `${host}:${address.port}` : host;
    const who = worker ? `Worker ${process.pid}: site` : 'Site';
    console.log(`${who} on http://${where}, client files from ${clientDir}`);
    index.start();
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
        await index.close().catch((error: unknown) => {
          logger.error('Transcript index: it did not close cleanly:', error);
        });
        return clean;
      })
      .then((clean) => process.exit(clean ? 0 : 1));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function main(): void {
  const count = workerCount(process.env);
  if (cluster.isPrimary) {
    const warnings = startupWarnings(process.env);
    if (warnings.length > 0) console.warn(loudly(warnings));
  }
  if (cluster.isPrimary && count > 1) {
    runPrimary({
      count,
      logger: new ConsoleLogger(),
      stopTimeoutMs: SHUTDOWN_TIMEOUT_MS + 5_000,
      indexing: () =>
        serverIndexing({
          env: process.env,
          logger: new ConsoleLogger(),
          demoMediaOrigin: readDemoMediaOrigin(process.env.DEMO_MEDIA_ORIGIN),
        }),
      shareIndex: !process.env.DATABASE_URL?.trim(),
    });
    return;
  }
  serve(cluster.isWorker);
}

main();
