/** @jest-environment node */
import { query } from '../support/transcriptIndexFixtures';
import { InMemoryArchiveApi } from '../../src/adapters/memory/InMemoryArchiveApi';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { openTranscriptIndex } from '../../src/adapters/sql/openTranscriptIndex';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';
import { runIndexJob, type JobOutput } from '../../src/jobs/indexJob';
import { INDEXER_LOCK, RunIndexPass } from '../../src/core/use-cases/RunIndexPass';
import { readTranscriptIndexConfig } from '../../src/config/transcriptIndex';
import { DEFAULT_THUMBNAILS } from '../support/builders';
import { clipCaptions, clipRecords, indexerOver } from '../support/indexedClips';
import { MemoryTranscriptIndex } from '../support/memoryTranscriptIndex';

const SRT = '1\n00:00:01,000 --> 00:00:03,000\nThe levee held at Morganza.\n';

/** What the job wrote, as a terminal or a pipe would receive it. */
class Output implements JobOutput {
  text = '';
  constructor(
    readonly isTTY: boolean,
    readonly columns = 120,
  ) {}
  write(text: string): boolean {
    this.text += text;
    return true;
  }
}

function job(
  out: Output,
  options: {
    index?: () => Promise<TranscriptIndex>;
    archive?: InMemoryArchiveApi;
    signal?: AbortSignal;
  } = {},
) {
  const logger = new MemoryLogger();
  const archive =
    options.archive ?? new InMemoryArchiveApi({ assets: clipRecords(25) }, DEFAULT_THUMBNAILS);
  const captions = clipCaptions(25, SRT);
  const config = readTranscriptIndexConfig({}, '/srv/site');
  const run = () =>
    runIndexJob({
      config,
      apiHost: 'https://api.example.org',
      out,
      logger,
      openIndex: options.index ?? (async () => new MemoryTranscriptIndex()),
      passFor: (index) =>
        new RunIndexPass(index, indexerOver({ archive, captions, index, logger })),
      signal: options.signal,
    });
  return { run, logger };
}

describe('npm run index', () => {
  it('prints plain progress lines and the summary when not on a terminal, and exits 0', async () => {
    const out = new Output(false);
    expect(await job(out).run()).toBe(0);
    const lines = out.text.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Transcript index: PGlite in /srv/site/.data/transcript-index; archive https://api.example.org',
    );
    expect(lines.slice(1, -1)).toEqual([
      '0 of 25 videos read (0%)',
      '3 of 25 videos read (12%)',
      '5 of 25 videos read (20%)',
      '8 of 25 videos read (32%)',
      '10 of 25 videos read (40%)',
      '13 of 25 videos read (52%)',
      '15 of 25 videos read (60%)',
      '18 of 25 videos read (72%)',
      '20 of 25 videos read (80%)',
      '23 of 25 videos read (92%)',
      '25 of 25 videos read (100%)',
    ]);
    expect(lines.at(-1)).toMatch(
      /^Transcript index pass finished\. 25 videos seen, 25 indexed, 0 unchanged, 0 without captions, 0 gone, 0 failed, 0 dropped, 25 cues stored, in \d+ s\.$/,
    );
    expect(out.text).not.toContain('\u001b');
  });

  it('draws a progress bar on a terminal: done of total, rate and time left', async () => {
    const out = new Output(true);
    expect(await job(out).run()).toBe(0);
    expect(out.text).toContain('\u001b[');
    expect(out.text).toMatch(
      /Indexing spoken words \[[█░]+\] 25\/25 videos \| \d+(\.\d)? videos\/s \| \S+ left/,
    );
    expect(out.text.trimEnd().split('\n').at(-1)).toMatch(/^Transcript index pass finished\./);
  });

  it('stores into the real index: PGlite, searchable once the pass is over', async () => {
    const index = await openTranscriptIndex();
    let closed = false;
    const close = index.close.bind(index);
    index.close = async () => {
      closed = true;
    };
    try {
      expect(await job(new Output(false), { index: async () => index }).run()).toBe(0);
      expect(closed).toBe(true);
      expect(await index.state()).toMatchObject({ assets: 25, cues: 25 });
      const found = await index.search(query('levees'));
      expect(found.total).toBe(25);
    } finally {
      await close();
    }
  });

  it('exits 1 with the error logged when the pass fails', async () => {
    const archive = new InMemoryArchiveApi({ assets: clipRecords(3) }, DEFAULT_THUMBNAILS, {
      fail: true,
    });
    const out = new Output(false);
    const { run, logger } = job(out, { archive });
    expect(await run()).toBe(1);
    expect(out.text).toMatch(/Transcript index pass failed: pagedAssets failed: HTTP 500\./);
    expect(logger.messages).toEqual(['Transcript index: the pass failed before it began:']);
  });

  it('exits 1 when the index cannot be opened', async () => {
    const out = new Output(false);
    const { run, logger } = job(out, {
      index: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    });
    expect(await run()).toBe(1);
    expect(logger.messages).toEqual(['Transcript index: the index could not be opened:']);
  });

  it('does nothing, and exits 1, while another process holds the indexer’s lock', async () => {
    const index = new MemoryTranscriptIndex(new Set([INDEXER_LOCK]));
    const out = new Output(false);
    expect(await job(out, { index: async () => index }).run()).toBe(1);
    expect(out.text).toContain('Another process is indexing this database now');
    expect(index.stores).toEqual([]);
  });

  it('exits 130 when interrupted', async () => {
    const stop = new AbortController();
    stop.abort();
    const out = new Output(false);
    expect(await job(out, { signal: stop.signal }).run()).toBe(130);
    expect(out.text).toMatch(/Transcript index pass stopped\./);
  });
});
