/** @jest-environment node */
import { InMemoryArchiveApi } from '../../src/adapters/memory/InMemoryArchiveApi';
import { InMemoryCaptionSource } from '../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import type { CallOptions } from '../../src/core/ports/CallOptions';
import type { CaptionSource } from '../../src/core/ports/CaptionSource';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';
import { abortError } from '../../src/core/rules/values/abort';
import { RunIndexPass } from '../../src/core/use-cases/RunIndexPass';
import {
  INDEX_RETRY_MS,
  TranscriptIndexing,
  type Timers,
} from '../../src/server/index/transcriptIndexing';
import { DEFAULT_THUMBNAILS } from '../support/builders';
import { clipCaptions, clipRecords, indexerOver } from '../support/indexedClips';
import { MemoryTranscriptIndex } from '../support/memoryTranscriptIndex';

const HOUR = 3_600_000;
const SRT = '1\n00:00:01,000 --> 00:00:03,000\nThe levee held.\n';

/** Timers the test fires by hand. */
class ManualTimers implements Timers {
  readonly pending = new Map<number, { run: () => void; ms: number }>();
  private next = 0;

  set(run: () => void, ms: number): unknown {
    this.next += 1;
    this.pending.set(this.next, { run, ms });
    return this.next;
  }

  clear(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** The delays waiting now. */
  get delays(): number[] {
    return [...this.pending.values()].map((t) => t.ms);
  }

  fireAll(): void {
    const due = [...this.pending.values()];
    this.pending.clear();
    due.forEach((t) => t.run());
  }
}

/** Caption files that answer only when the caller gives up. */
class HangingCaptions extends InMemoryCaptionSource {
  started = 0;

  override versioned(_url: string, _held: string | undefined, options?: CallOptions) {
    this.started += 1;
    return new Promise<never>((_resolve, reject) => {
      options?.signal?.addEventListener('abort', () => reject(abortError()), { once: true });
    });
  }
}

function instance(
  index: TranscriptIndex,
  options: { everyMs?: number; now?: () => number; captions?: CaptionSource; count?: number } = {},
) {
  const logger = new MemoryLogger();
  const archive = new InMemoryArchiveApi(
    { assets: clipRecords(options.count ?? 3) },
    DEFAULT_THUMBNAILS,
  );
  const captions = options.captions ?? clipCaptions(options.count ?? 3, SRT);
  const indexer = indexerOver({ archive, captions, index, logger });
  const lines: string[] = [];
  const timers = new ManualTimers();
  const indexing = new TranscriptIndexing({
    index,
    pass: new RunIndexPass(index, indexer),
    logger,
    everyMs: options.everyMs ?? 6 * HOUR,
    log: (line) => lines.push(line),
    timers,
    now: options.now,
  });
  return { indexing, lines, timers, logger };
}

/** Lets every pending promise and the yields between videos run. */
async function settle(until: () => boolean): Promise<void> {
  for (let i = 0; i < 1_000 && !until(); i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('TranscriptIndexing', () => {
  it('runs a pass at start when none ever finished, logging its start and summary', async () => {
    const index = new MemoryTranscriptIndex();
    const { indexing, lines, timers } = instance(index);
    indexing.start();
    await settle(() => timers.pending.size > 0);
    expect(index.passes).toHaveLength(1);
    expect(index.assets.size).toBe(3);
    expect(lines).toEqual([
      'Transcript index pass started',
      expect.stringMatching(
        /^Transcript index pass finished\. 3 videos seen, 3 indexed, 0 unchanged, 0 without captions, 0 gone, 0 failed, 0 dropped, 3 cues stored, in \d+ s\.$/,
      ),
    ]);
    expect(timers.delays).toEqual([6 * HOUR]);
  });

  it('waits for the time left since the last finished pass, then runs the next', async () => {
    let now = 10 * HOUR;
    const index = new MemoryTranscriptIndex();
    index.passes.push(now - HOUR);
    const { indexing, timers, lines } = instance(index, { now: () => now });
    indexing.start();
    await settle(() => timers.pending.size > 0);
    expect(lines).toEqual([]);
    expect(timers.delays).toEqual([5 * HOUR]);
    now += 5 * HOUR;
    timers.fireAll();
    await settle(() => timers.pending.size > 0);
    expect(index.passes).toHaveLength(2);
    expect(timers.delays).toEqual([6 * HOUR]);
  });

  it('runs no pass with an interval of 0', async () => {
    const index = new MemoryTranscriptIndex();
    const { indexing, timers } = instance(index, { everyMs: 0 });
    indexing.start();
    await settle(() => false);
    expect(index.passes).toEqual([]);
    expect(timers.pending.size).toBe(0);
  });

  it('lets one of two instances on one database run the pass', async () => {
    const index = new MemoryTranscriptIndex();
    const one = instance(index);
    const two = instance(index);
    one.indexing.start();
    two.indexing.start();
    await settle(() => one.timers.pending.size > 0 && two.timers.pending.size > 0);
    expect(index.passes).toHaveLength(1);
    expect([...one.lines, ...two.lines].filter((l) => l.endsWith('started'))).toHaveLength(1);
    // The one that did not run it plans from the pass the other finished.
    expect([...one.timers.delays, ...two.timers.delays]).toEqual([6 * HOUR, 6 * HOUR]);
  });

  it('retries sooner after a pass that failed, and logs why', async () => {
    const index = new MemoryTranscriptIndex();
    index.stop();
    const { indexing, timers, logger } = instance(index, { everyMs: 24 * HOUR });
    indexing.start();
    await settle(() => timers.pending.size > 0);
    expect(logger.messages[0]).toBe('Transcript index: its state cannot be read:');
    expect(timers.delays).toEqual([INDEX_RETRY_MS]);
  });

  it('stops a pass under way at stop, and plans none after', async () => {
    const index = new MemoryTranscriptIndex();
    const captions = new HangingCaptions();
    const { indexing, timers, lines, logger } = instance(index, { captions });
    indexing.start();
    await settle(() => captions.started > 0);
    await indexing.stop();
    expect(lines).toEqual([
      'Transcript index pass started',
      expect.stringMatching(/^Transcript index pass stopped\. 3 videos seen, 0 indexed/),
    ]);
    expect(index.passes).toEqual([]);
    await settle(() => false);
    expect(timers.pending.size).toBe(0);
    expect(logger.entries).toEqual([]);
  });
});
