import { openTranscriptIndex } from '../../adapters/sql/openTranscriptIndex';
import type { TranscriptIndexConfig } from '../../config/transcriptIndex';
import type { ServerAdapters } from '../../serverAdapters';
import { indexPass } from '../../serverServices';
import type { Logger } from '../../core/ports/Logger';
import type { TranscriptIndex } from '../../core/ports/TranscriptIndex';
import { OpenedOnUse } from './openedOnUse';
import { TranscriptIndexing } from './transcriptIndexing';

export interface ServerIndexing {
  /** The index the passes write, and the process's pages search; opened on first use. */
  index: TranscriptIndex;
  indexing: TranscriptIndexing;
  /** Stops the passes, then closes the index. */
  close(): Promise<void>;
}

export interface ServerIndexingOptions {
  config: TranscriptIndexConfig;
  logger: Logger;
  /** Opens the index; the configured PostgreSQL server or PGlite folder unless given. */
  open?: (config: TranscriptIndexConfig) => Promise<TranscriptIndex>;
}

/**
 * The transcript index a server process owns (DATABASE_URL, else PGlite in its folder),
 * opened by its first call: pages never wait for it at start.
 */
export function ownedIndex(options: ServerIndexingOptions): OpenedOnUse {
  const { logger } = options;
  if (options.open) {
    const { open } = options;
    return new OpenedOnUse({ open: () => open(options.config), logger });
  }
  // The catalogue index lives in the same database.
  return new OpenedOnUse({
    open: () => openTranscriptIndex({ ...options.config, logger }),
    catalogue: true,
    logger,
  });
}

/**
 * The owned index's schedule of passes (TRANSCRIPT_INDEX_HOURS), reading the archive and
 * caption files through the process's `adapters`. Call `indexing.start()` once the server
 * listens.
 */
export function serverIndexing(
  index: TranscriptIndex,
  adapters: ServerAdapters,
  options: Omit<ServerIndexingOptions, 'open'>,
): ServerIndexing {
  const indexing = new TranscriptIndexing({
    index,
    pass: indexPass(adapters, index),
    logger: options.logger,
    everyMs: options.config.everyMs,
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
