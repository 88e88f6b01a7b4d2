import type { Logger } from '../../core/ports/Logger';
import type { TranscriptStore } from '../../core/ports/TranscriptIndex';
import type { IndexSummary } from '../../core/use-cases/IndexTranscripts';
import type { RunIndexPass } from '../../core/use-cases/RunIndexPass';
import { summaryLine } from '../../core/rules/spoken/indexReport';

/** Videos read at once by a server's pass: few, so its pages go first. */
export const SERVER_INDEX_CONCURRENCY = 2;
/** After a pass that failed, the next try waits at least this long (at most the interval). */
export const INDEX_RETRY_MS = 30 * 60_000;

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Node's timers, not keeping the process alive. */
const NODE_TIMERS: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

// setTimeout fires at once for longer delays.
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface TranscriptIndexingOptions {
  /** Where the last finished pass is read. */
  index: Pick<TranscriptStore, 'state'>;
  pass: RunIndexPass;
  logger: Logger;
  /** Between passes; 0 runs no pass at all. */
  everyMs: number;
  /** Where the line of a pass's start and its summary go. */
  log?: (line: string) => void;
  timers?: Timers;
  now?: () => number;
}

/**
 * Keeps the index fresh from the site's server: a pass at start when none ever finished,
 * then one when `everyMs` has passed since the last finished pass (whichever instance ran
 * it), each under the shared lock, reading few videos at once and yielding between them.
 */
export class TranscriptIndexing {
  private timer: unknown;
  /** The last pass failed or could not start: the next try waits INDEX_RETRY_MS at most. */
  private failed = false;
  private running: Promise<IndexSummary | undefined> | undefined;
  private readonly stopping = new AbortController();
  private readonly log: (line: string) => void;
  private readonly timers: Timers;
  private readonly now: () => number;

  constructor(private readonly options: TranscriptIndexingOptions) {
    this.log = options.log ?? ((line) => console.log(line));
    this.timers = options.timers ?? NODE_TIMERS;
    this.now = options.now ?? Date.now;
  }

  /** Looks at the index, and runs a pass now or schedules the next. */
  start(): void {
    if (this.options.everyMs <= 0 || this.stopping.signal.aborted) return;
    void this.plan();
  }

  /**
   * One pass under the shared lock, unless one runs here already; undefined when another
   * instance holds the lock (or this one is stopping).
   */
  runPass(): Promise<IndexSummary | undefined> {
    this.running ??= this.passUnderLock().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Aborts a pass under way and waits for it to end; no pass starts after. */
  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async plan(): Promise<void> {
    const { everyMs } = this.options;
    let wait: number;
    try {
      const { lastPass } = await this.options.index.state();
      wait = lastPass === undefined ? 0 : lastPass + everyMs - this.now();
    } catch (error) {
      this.options.logger.error('Transcript index: its state cannot be read:', error);
      wait = Math.min(everyMs, INDEX_RETRY_MS);
    }
    if (wait <= 0) {
      await this.runPass();
      wait = this.failed ? Math.min(everyMs, INDEX_RETRY_MS) : everyMs;
    }
    this.schedule(wait);
  }

  private schedule(ms: number): void {
    if (this.stopping.signal.aborted) return;
    this.timer = this.timers.set(
      () => {
        this.timer = undefined;
        void this.plan();
      },
      Math.min(Math.max(ms, 1_000), MAX_TIMER_MS),
    );
  }

  private async passUnderLock(): Promise<IndexSummary | undefined> {
    if (this.stopping.signal.aborted) return undefined;
    try {
      const summary = await this.options.pass.execute(
        {
          signal: this.stopping.signal,
          concurrency: SERVER_INDEX_CONCURRENCY,
          // Pages waiting for the process go first.
          between: () => new Promise((resolve) => setImmediate(resolve)),
        },
        () => this.log('Transcript index pass started'),
      );
      if (summary) {
        this.log(summaryLine(summary));
        this.failed = summary.outcome === 'failed';
      }
      return summary;
    } catch (error) {
      this.failed = true;
      this.options.logger.error('Transcript index: the pass could not start:', error);
      return undefined;
    }
  }
}
