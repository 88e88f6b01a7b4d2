/**
 * `npm run index`: one pass of the transcript index from a terminal, against the archive API
 * the site is configured with (PUBLIC_API_HOST, as the server's build) and the index the
 * server uses (DATABASE_URL, else PGlite in TRANSCRIPT_INDEX_DIR). Built next to the server
 * (dist-server/indexTranscripts.js); scripts/index-transcripts.mjs picks what to run.
 */
import { ConsoleLogger } from '../adapters/browser/ConsoleLogger';
import { openTranscriptIndex } from '../adapters/sql/openTranscriptIndex';
import { buildConfig, DEMO_API_HOST } from '../config/site';
import { indexPass, serverAdapters } from '../container';
import { readDemoMediaOrigin } from '../server/http/demoMedia';
import { serverFetch } from '../server/http/outbound';
import { readTranscriptIndexConfig } from '../config/transcriptIndex';
import { EXIT, runIndexJob } from './indexJob';

async function main(): Promise<number> {
  const site = buildConfig();
  const config = readTranscriptIndexConfig(process.env);
  // The demo API serves its caption files itself, at paths on its own origin.
  const mediaOrigin =
    readDemoMediaOrigin(process.env.DEMO_MEDIA_ORIGIN) ??
    (site.apiHost === DEMO_API_HOST ? DEMO_API_HOST : undefined);
  const fetch = serverFetch(process.env, site, mediaOrigin);
  const adapters = serverAdapters(site, { mediaOrigin, fetch });
  const logger = new ConsoleLogger();
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  return runIndexJob({
    config,
    apiHost: site.apiHost,
    out: process.stdout,
    logger,
    openIndex: (location) => openTranscriptIndex({ ...location, logger }),
    passFor: (index) => indexPass(adapters, index, { mediaOrigin, fetch }),
    signal: stop.signal,
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = EXIT.failed;
  },
);
