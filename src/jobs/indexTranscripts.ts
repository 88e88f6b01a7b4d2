/**
 * `npm run index`: one pass of the transcript index from a terminal, against the archive API
 * the site is configured with (PUBLIC_API_HOST, as the server's build) and the index the
 * server uses (DATABASE_URL, else PGlite in TRANSCRIPT_INDEX_DIR). Built next to the server
 * (dist-server/indexTranscripts.js); scripts/index-transcripts.mjs picks what to run. The
 * job's composition root: its configuration is read, and its adapters built, once.
 */
import { ConsoleLogger } from '../adapters/browser/ConsoleLogger';
import { outboundFetch } from '../adapters/node/outboundFetch';
import { openTranscriptIndex } from '../adapters/sql/openTranscriptIndex';
import { indexJobConfigOfProcess } from '../config/server';
import { serverAdapters } from '../serverAdapters';
import { indexPass } from '../serverServices';
import { EXIT, runIndexJob } from './indexJob';

async function main(): Promise<number> {
  const config = indexJobConfigOfProcess();
  const { site } = config;
  const adapters = serverAdapters(site, {
    mediaOrigin: config.demoMediaOrigin,
    fetch: outboundFetch(config.fetch),
  });
  const logger = new ConsoleLogger();
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  return runIndexJob({
    config: config.index,
    apiHost: site.apiHost,
    out: process.stdout,
    logger,
    openIndex: (location) => openTranscriptIndex({ ...location, logger }),
    passFor: (index) => indexPass(adapters, index),
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
