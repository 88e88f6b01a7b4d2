import { openTranscriptIndex } from '../../adapters/sql/openTranscriptIndex';
import { buildConfig } from '../../config/site';
import { indexPass, serverAdapters } from '../../container';
import type { Logger } from '../../core/ports/Logger';
import type { TranscriptIndex } from '../../core/ports/TranscriptIndex';
import { OpenedOnUse } from './openedOnUse';
import { serverFetch } from '../http/outbound';
import { TranscriptIndexing } from './transcriptIndexing';
import { readTranscriptIndexConfig } from '../../config/transcriptIndex';

export interface ServerIndexing {
  /** The index the pages search and the passes write, opened on first use. */
  index: TranscriptIndex;
  indexing: TranscriptIndexing;
  /** Stops the passes, then closes the index. */
  close(): Promise<void>;
}

export interface ServerIndexingOptions {
  env: Record<string, string | undefined>;
  logger: Logger;
  /** Demo only: where caption files named by a path on the site are read (as the pages read them). */
  demoMediaOrigin?: string;
  /** Opens the index; the configured PostgreSQL server or PGlite folder unless given. */
  open?: (location: ReturnType<typeof readTranscriptIndexConfig>) => Promise<TranscriptIndex>;
}

/**
 * The site server's transcript index and its schedule of passes, from the environment
 * (DATABASE_URL, TRANSCRIPT_INDEX_DIR, TRANSCRIPT_INDEX_HOURS). Call `indexing.start()` once
 * the server listens.
 */
export function serverIndexing(options: ServerIndexingOptions): ServerIndexing {
  const config = readTranscriptIndexConfig(options.env);
  const { logger } = options;
  const open = options.open ?? ((location) => openTranscriptIndex({ ...location, logger }));
  const index = new OpenedOnUse({ open: () => open(config), logger });
  const mediaOrigin = options.demoMediaOrigin;
  const site = buildConfig();
  const fetch = serverFetch(options.env, site, mediaOrigin);
  const adapters = serverAdapters(site, { mediaOrigin, fetch });
  const indexing = new TranscriptIndexing({
    index,
    pass: indexPass(adapters, index, { mediaOrigin, fetch }),
    logger,
    everyMs: config.everyMs,
  });
  return {
    index,
    indexing,
    async close() {
      await indexing.stop();
      await index.close();
    },
  };
}
