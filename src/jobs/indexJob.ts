import { Presets, SingleBar } from 'cli-progress';
import type { Logger } from '../core/ports/Logger';
import type { TranscriptIndex } from '../core/ports/TranscriptIndex';
import type { IndexProgress, IndexSummary } from '../core/use-cases/IndexTranscripts';
import type { RunIndexPass } from '../core/use-cases/RunIndexPass';
import type { TranscriptIndexConfig } from '../config/transcriptIndex';
import { progressLine, summaryLine } from '../core/rules/spoken/indexReport';

/** Videos read at once from the command line: no pages to leave room for. */
export const JOB_INDEX_CONCURRENCY = 4;

/** Where the job writes: a terminal gets a progress bar, anything else plain lines. */
export interface JobOutput {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface IndexJob {
  config: TranscriptIndexConfig;
  /** Where the archive is read from, for the first line. */
  apiHost: string;
  out: JobOutput;
  logger: Logger;
  openIndex(config: TranscriptIndexConfig): Promise<TranscriptIndex>;
  passFor(index: TranscriptIndex): RunIndexPass;
  signal?: AbortSignal;
}

/** Exit codes: the pass finished; it failed (or could not run); it was interrupted. */
export const EXIT = { finished: 0, failed: 1, aborted: 130 } as const;

function where(config: TranscriptIndexConfig): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

/** Progress on a terminal: a bar with done of total, the rate and the time left. */
function barProgress(out: JobOutput, started: number) {
  const bar = new SingleBar(
    {
      stream: out as NodeJS.WritableStream,
      format:
        'Indexing spoken words [{bar}] {value}/{total} videos | {rate} videos/s | {eta_formatted} left',
      hideCursor: true,
      gracefulExit: false,
    },
    Presets.shades_classic,
  );
  let running = false;
  return {
    update({ done, total }: IndexProgress) {
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      const rate = (done / seconds).toFixed(1);
      if (!running) {
        running = true;
        bar.start(total, done, { rate });
      } else {
        bar.update(done, { rate });
      }
    },
    stop() {
      if (running) bar.stop();
    },
  };
}

/** Progress as plain lines: one each tenth of the way, and at the end. */
function lineProgress(out: JobOutput) {
  let shown = -1;
  return {
    update(progress: IndexProgress) {
      const tenth = progress.total > 0 ? Math.floor((progress.done / progress.total) * 10) : 10;
      if (tenth === shown) return;
      shown = tenth;
      out.write(`${progressLine(progress)}\n`);
    },
    stop() {},
  };
}

/**
 * `npm run index`: one pass of the transcript index, with progress and a summary. Resolves
 * to the exit code: 0 when the pass finished (some videos may have failed, as the summary
 * says), 1 when it failed or another process holds the indexer's lock, 130 when interrupted.
 */
export async function runIndexJob(job: IndexJob): Promise<number> {
  const { out, config } = job;
  out.write(`Transcript index: ${where(config)}; archive ${job.apiHost}\n`);
  let index: TranscriptIndex;
  try {
    index = await job.openIndex(config);
  } catch (error) {
    job.logger.error('Transcript index: the index could not be opened:', error);
    return EXIT.failed;
  }
  const started = Date.now();
  const progress = out.isTTY ? barProgress(out, started) : lineProgress(out);
  let summary: IndexSummary | undefined;
  try {
    summary = await job.passFor(index).execute({
      signal: job.signal,
      concurrency: JOB_INDEX_CONCURRENCY,
      onProgress: (p) => progress.update(p),
    });
  } catch (error) {
    job.logger.error('Transcript index: the pass could not start:', error);
    return EXIT.failed;
  } finally {
    progress.stop();
    await index.close().catch((error: unknown) => {
      job.logger.error('Transcript index: the index did not close cleanly:', error);
    });
  }
  if (!summary) {
    out.write('Another process is indexing this database now; this one did nothing.\n');
    return EXIT.failed;
  }
  out.write(`${summaryLine(summary)}\n`);
  return EXIT[summary.outcome];
}
