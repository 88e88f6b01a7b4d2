import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../../core/ports/Logger';
import { answerOverIpc } from './indexOverIpc';
import type { ServerIndexing } from '../index/serverIndexing';
import { afterWorkersListen, RestartBackoff } from './workers';

export interface PrimaryOptions {
  /** Workers to keep running. */
  count: number;
  logger: Logger;
  /** Workers still running this long after SIGTERM are killed. */
  stopTimeoutMs: number;
  /** The transcript index and its schedule, owned here: the passes run once, not per worker. */
  indexing: () => ServerIndexing;
  /** The workers search through this process (an embedded PGlite has one owner). */
  shareIndex: boolean;
}

/**
 * The cluster's primary: it serves nothing itself. It starts `count` workers (each a whole
 * site server on the shared port; the primary hands connections out in turn), replaces one
 * that dies after a growing wait (a crash loop does not spin), runs the index's schedule,
 * and on SIGTERM or SIGINT stops the workers gracefully, then itself.
 */
export function runPrimary(options: PrimaryOptions): void {
  const { logger } = options;
  const spoken = options.indexing();
  const backoff = new RestartBackoff();
  const started = new Map<Worker, number>();
  let stopping = false;

  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    started.set(worker, Date.now());
    // A message to a worker that has just died is lost: its visitor's request died with it.
    worker.on('error', (error) => logger.warn(`Worker ${worker.process.pid}:`, error));
    if (options.shareIndex) answerOverIpc(worker, spoken.index);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? Date.now());
    started.delete(worker);
    if (stopping) return;
    const wait = backoff.next(lived);
    logger.error(
      `Worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); another starts in ${wait} ms`,
    );
    setTimeout(fork, wait);
  });

  console.log(`Primary ${process.pid}: starting ${options.count} workers`);
  afterWorkersListen(cluster, options.count, () => spoken.indexing.start());
  for (let i = 0; i < options.count; i += 1) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${started.size} workers`);
    const workers = [...started.keys()];
    const gone = workers.map(
      (worker) => new Promise<void>((resolve) => worker.process.once('exit', () => resolve())),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const late = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, options.stopTimeoutMs);
    void Promise.all(gone)
      .then(async () => {
        clearTimeout(late);
        await spoken.close();
      })
      .catch((error: unknown) => logger.error('Transcript index: it did not close cleanly:', error))
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
