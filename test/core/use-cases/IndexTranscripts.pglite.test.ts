/**
 * The indexer against the real index: PGlite, in a data folder of its own.
 * @jest-environment node
 */
import { query } from '../../support/transcriptIndexFixtures';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { openTranscriptIndex } from '../../../src/adapters/sql/openTranscriptIndex';
import type { InMemoryCaptionSource } from '../../../src/adapters/memory/InMemoryCaptionSource';
import { DEMO_IDS } from '../../../demo-api/catalogue';
import { isContainer } from '../../../src/core/entities/Asset';
import { playbackSourceOf } from '../../../src/core/rules/media/playback';
import type { IndexProgress } from '../../../src/core/use-cases/IndexTranscripts';
import { IndexTranscripts } from '../../../src/core/use-cases/IndexTranscripts';
import { ReadTranscript } from '../../../src/core/use-cases/ReadTranscript';
import { WalkArchive } from '../../../src/core/use-cases/WalkArchive';
import { RunIndexPass } from '../../../src/core/use-cases/RunIndexPass';
import { TranscriptIndexing } from '../../../src/server/index/transcriptIndexing';
import { PGlite } from '@electric-sql/pglite';
import { InMemoryArchiveApi } from '../../../src/adapters/memory/InMemoryArchiveApi';
import { migrate } from '../../../src/adapters/sql/migrate';
import { PgliteDatabase } from '../../../src/adapters/sql/PgliteDatabase';
import { PostgresTranscriptIndex } from '../../../src/adapters/sql/PostgresTranscriptIndex';
import { blogsOf, DEFAULT_THUMBNAILS } from '../../support/builders';
import { longCuesSrt, ONE_CUE_SRT } from '../../support/captionFile';
import { clipCaptions, clipRecords } from '../../support/indexedClips';
import { demoCaptions } from '../../support/demoCaptions';
import { fromDemoCatalogue } from '../../support/demoAdapters';

jest.setTimeout(120_000);

const folder = mkdtempSync(join(tmpdir(), 'ldma-indexer-'));
const dataDir = join(folder, 'index');
let index: PostgresTranscriptIndex;

beforeAll(async () => {
  index = await openTranscriptIndex({ dataDir });
});

afterAll(async () => {
  await index?.close();
  rmSync(folder, { recursive: true, force: true });
});

const demo = fromDemoCatalogue();
const captions = demoCaptions();

function indexer(into: PostgresTranscriptIndex, source: InMemoryCaptionSource = captions) {
  const logger = new MemoryLogger();
  const walk = new WalkArchive(demo.archive, demo.blogs);
  return { logger, indexer: new IndexTranscripts(walk, demo.archive, source, into, logger) };
}

describe('IndexTranscripts on PGlite over the demo catalogue', () => {
  it('indexes every public video with captions, and a search lands where the transcript does', async () => {
    const { indexer: pass, logger } = indexer(index);
    const summary = await pass.execute();
    const listed = await new WalkArchive(demo.archive, demo.blogs).assets();
    const videos = listed.items.filter((asset) => !isContainer(asset.type));
    expect(summary).toMatchObject({ outcome: 'finished', seen: videos.length, failed: 0 });
    expect(summary.indexed / summary.seen).toBeGreaterThan(0.8);
    expect(summary.indexed + summary.withoutCaptions + summary.gone).toBe(summary.seen);
    expect(logger.entries).toEqual([]);
    const state = await index.state();
    expect(state).toMatchObject({ cues: summary.cues });
    expect(state.lastPass).toBeDefined();

    // The flood segment's moment opens the player where its transcript's line does.
    const flood = DEMO_IDS.programSegment;
    const moments = await index.searchWithin(flood, 'dynamite');
    const detail = await demo.archive.assetDetail(flood);
    const lines = await new ReadTranscript(captions, logger).execute(detail);
    const line = lines.find((l) => /dynamite/i.test(l.text));
    expect(moments.map((m) => [m.offset, m.text])).toEqual([[line?.offset, line?.text]]);

    const found = await index.search({ text: 'levees', page: 1, pageSize: 10, momentsPerVideo: 3 });
    expect(found.hits.map((hit) => hit.asset.id)).toContain(flood);
    // Only public videos, ever.
    const nonPublic = await index.searchWithin(DEMO_IDS.nonPublicClip, 'Superdome');
    expect(nonPublic).toEqual([]);
  });

  it('skips every unchanged caption file on the next pass', async () => {
    const { indexer: pass } = indexer(index);
    const before = await index.state();
    const summary = await pass.execute();
    expect(summary).toMatchObject({ outcome: 'finished', indexed: 0, cues: 0, failed: 0 });
    expect(summary.unchanged).toBe(before.assets);
    expect(await index.state()).toMatchObject({ assets: before.assets, cues: before.cues });
  });

  it('keeps what the index had when the database stops mid-pass; the next run goes on', async () => {
    const changed = demoCaptions();
    // Every file changes, so each video is written again.
    for (const id of (await index.versions()).keys()) {
      const { captionUrl } = playbackSourceOf(await demo.archive.assetDetail(id));
      changed.put(captionUrl, '1\n00:00:00,500 --> 00:00:30,000\nThe levee held this time.\n');
    }
    const before = await index.state();
    const { indexer: pass, logger } = indexer(index, changed);
    let closing: Promise<void> | undefined;
    const summary = await pass.execute({
      concurrency: 1,
      onProgress: ({ done }: IndexProgress) => {
        if (done === 3) closing ??= index.close();
      },
    });
    await closing;
    expect(summary.outcome).toBe('failed');
    expect(summary.error).toMatch(/the index refused a write/);
    expect(logger.messages).toEqual(['Transcript index: the pass stopped:']);

    index = await openTranscriptIndex({ dataDir });
    const after = await index.state();
    // Whole assets only: the same assets, the last pass still the one before.
    expect(after.assets).toBe(before.assets);
    expect(after.lastPass).toBe(before.lastPass);
    const rewritten = await index.search(
      query('"held this time"', { pageSize: 100, momentsPerVideo: 1 }),
    );
    expect(rewritten.total).toBeGreaterThan(0);
    expect(rewritten.total).toBeLessThan(before.assets);

    const next = await indexer(index, changed).indexer.execute();
    expect(next).toMatchObject({ outcome: 'finished', failed: 0 });
    expect(next.unchanged).toBe(rewritten.total);
    expect((await index.state()).lastPass).toBeGreaterThan(before.lastPass ?? 0);
  });

  it('lets one of two schedules sharing the database run the pass', async () => {
    const lines: string[] = [];
    const schedules = [1, 2].map(
      () =>
        new TranscriptIndexing({
          index,
          pass: new RunIndexPass(index, indexer(index).indexer),
          logger: new MemoryLogger(),
          everyMs: 3_600_000,
          log: (line) => lines.push(line),
          timers: { set: () => undefined, clear: () => undefined },
        }),
    );
    const passes = await Promise.all(schedules.map((s) => s.runPass()));
    expect(passes.filter((p) => p !== undefined)).toHaveLength(1);
    expect(lines.filter((line) => line === 'Transcript index pass started')).toHaveLength(1);
  });
});

describe('IndexTranscripts on PGlite with a 1.0 MB caption file', () => {
  it('stores the file of 500 cues of 2,000 characters in a pass that stores every other video', async () => {
    const srt = longCuesSrt(500, 2000);
    expect(Buffer.byteLength(srt)).toBeGreaterThanOrEqual(1_000_000);
    const captions = clipCaptions(5, ONE_CUE_SRT);
    captions.put('https://media.example.org/captions/video/c3.srt', srt);
    const archive = new InMemoryArchiveApi({ assets: clipRecords(5) }, DEFAULT_THUMBNAILS);
    const db = new PgliteDatabase(await PGlite.create());
    await migrate(db);
    const into = new PostgresTranscriptIndex(db);
    const logger = new MemoryLogger();
    try {
      const walk = new WalkArchive(archive, blogsOf([]));
      const summary = await new IndexTranscripts(walk, archive, captions, into, logger).execute();
      expect(summary).toMatchObject({ outcome: 'finished', indexed: 5, failed: 0, failures: [] });
      expect(logger.entries).toEqual([]);
      expect(await into.state()).toMatchObject({ assets: 5, cues: 504 });
      // Words near its end (a line of a caption file is read up to 2,000 characters).
      const last = srt.trim().split('\r\n').at(-1)?.split(' ').slice(-6, -3).join(' ');
      const moments = await into.searchWithin('C-3', `"${last}"`);
      expect(moments.map((moment) => moment.offset)).toEqual([499]);
      expect((await into.state()).lastPass).toBeDefined();
    } finally {
      await into.close();
    }
  });
});
