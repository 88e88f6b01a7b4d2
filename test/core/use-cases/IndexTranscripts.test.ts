/**
 * @jest-environment node
 */
import { HttpArchiveApi } from '../../../src/adapters/http/HttpArchiveApi';
import { HttpCaptionSource } from '../../../src/adapters/http/HttpCaptionSource';
import { HttpClient } from '../../../src/adapters/http/HttpClient';
import { InMemoryArchiveApi } from '../../../src/adapters/memory/InMemoryArchiveApi';
import { InMemoryCaptionSource } from '../../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { MemoryAsset } from '../../../src/adapters/memory/records';
import type { PagedQuery } from '../../../src/core/entities/Browse';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import type { CallOptions } from '../../../src/core/ports/CallOptions';
import type { CaptionSource } from '../../../src/core/ports/CaptionSource';
import {
  IndexTranscripts,
  type IndexOptions,
  type IndexProgress,
} from '../../../src/core/use-cases/IndexTranscripts';
import { WalkArchive } from '../../../src/core/use-cases/WalkArchive';
import { AssetRefused } from '../../../src/core/entities/AssetRefused';
import { summaryLine } from '../../../src/core/rules/spoken/indexReport';
import { startDemoApi } from '../../../demo-api/server';
import { FakeFetch, type Reply } from '../../adapters/http/fakeFetch';
import { blogsOf, DEFAULT_THUMBNAILS } from '../../support/builders';
import { MemoryTranscriptIndex } from '../../support/memoryTranscriptIndex';
import { captionsOf, clip, srt } from '../../support/indexedClips';

const FLOOD = srt(
  [2, 8, 'Before the clip starts.'],
  [9, 12, 'The river rose in April.'],
  [15, 17, 'The levee at <i>Caernarvon</i>\nwas cut.'],
  [28, 33, 'Trappers lost their homes.'],
  [40, 42, 'After the clip ends.'],
);

interface HostedFile {
  body: string | Uint8Array;
  etag?: string;
  status?: number;
}

/** The media host: files by URL, answering If-None-Match with 304 for a file's ETag. */
function mediaHost(files: Record<string, HostedFile>) {
  const network = new FakeFetch((request): Reply => {
    const file = files[request.url];
    if (!file) return { status: 404, body: 'Not found' };
    if (file.status) return { status: file.status };
    if (file.etag && request.headers['If-None-Match'] === file.etag) return { status: 304 };
    return { body: file.body, headers: file.etag ? { ETag: file.etag } : {} };
  });
  return { files, network };
}

/** The caption files of clips 1 and 2, both FLOOD, tagged "a1" and "b1". */
const twoTaggedFiles = () =>
  mediaHost({
    [captionsOf(1)]: { body: FLOOD, etag: '"a1"' },
    [captionsOf(2)]: { body: FLOOD, etag: '"b1"' },
  });

interface World {
  records: Partial<MemoryAsset>[];
  host?: ReturnType<typeof mediaHost>;
  captions?: CaptionSource;
  index?: MemoryTranscriptIndex;
  /** The archive the walk lists from; details come from `archive` (default: the same). */
  walkArchive?: ArchiveApi;
  archive?: ArchiveApi;
}

function world(setup: World) {
  const logger = new MemoryLogger();
  const archive =
    setup.archive ?? new InMemoryArchiveApi({ assets: setup.records }, DEFAULT_THUMBNAILS);
  const walkArchive = setup.walkArchive ?? archive;
  const host = setup.host ?? mediaHost({});
  const captions =
    setup.captions ?? new HttpCaptionSource({ fetch: host.network.fetch, maxBytes: 64 * 1024 });
  const index = setup.index ?? new MemoryTranscriptIndex();
  let clock = 1_000;
  const indexer = new IndexTranscripts(
    new WalkArchive(walkArchive, blogsOf([])),
    archive,
    captions,
    index,
    logger,
    () => (clock += 5),
  );
  const progress: IndexProgress[] = [];
  const pass = (options: IndexOptions = {}) =>
    indexer.execute({ onProgress: (p) => progress.push(p), ...options });
  return { logger, index, host, captions, pass, progress };
}

describe('IndexTranscripts', () => {
  it('stores the cues inside each public video’s clip, timed as its transcript times them', async () => {
    const { pass, index, progress } = world({
      records: [
        clip(1),
        clip(2, { IsPublic: false }),
        clip(3, { Type: 'Series', seriesTitle: 'A series' }),
      ],
      host: mediaHost({ [captionsOf(1)]: { body: FLOOD }, [captionsOf(2)]: { body: FLOOD } }),
    });
    const summary = await pass();
    expect(summary).toMatchObject({
      outcome: 'finished',
      seen: 1,
      indexed: 1,
      unchanged: 0,
      withoutCaptions: 0,
      failed: 0,
      cues: 3,
      complete: true,
    });
    expect(summary.ms).toBeGreaterThan(0);
    expect([...index.assets.keys()]).toEqual(['C-1']);
    expect(index.assets.get('C-1')).toMatchObject({
      asset: {
        id: 'C-1',
        title: 'Clip 1',
        seriesTitle: 'Louisiana News Archive',
        type: 'Clip',
        collection: 3,
      },
      cues: [
        { offset: 0, end: 2, text: 'The river rose in April.' },
        { offset: 5, end: 7, text: 'The levee at Caernarvon was cut.' },
        { offset: 18, end: 20, text: 'Trappers lost their homes.' },
      ],
    });
    expect(index.passes).toHaveLength(1);
    expect(progress).toEqual([
      { done: 0, total: 1 },
      { done: 1, total: 1 },
    ]);
  });

  it('skips a caption file that has not changed, asking its host conditionally', async () => {
    const host = mediaHost({ [captionsOf(1)]: { body: FLOOD, etag: '"a1"' } });
    const { pass, index } = world({ records: [clip(1)], host });
    await pass();
    const summary = await pass();
    expect(summary).toMatchObject({ outcome: 'finished', indexed: 0, unchanged: 1, cues: 0 });
    expect(index.stores).toEqual(['C-1']);
    expect(host.network.requests.map((r) => r.headers['If-None-Match'])).toEqual([
      undefined,
      '"a1"',
    ]);
    expect(index.passes).toHaveLength(2);
    host.files[captionsOf(1)] = { body: srt([12, 14, 'A new line.']), etag: '"a2"' };
    expect(await pass()).toMatchObject({ indexed: 1, unchanged: 0, cues: 1 });
    expect(index.assets.get('C-1')?.cues).toEqual([{ offset: 2, end: 4, text: 'A new line.' }]);
  });

  it('fails only the video the index refuses, names it, and reads it again only once it changes', async () => {
    const host = mediaHost({
      [captionsOf(1)]: { body: FLOOD, etag: '"a1"' },
      [captionsOf(2)]: { body: FLOOD, etag: '"b1"' },
      [captionsOf(3)]: { body: FLOOD, etag: '"c1"' },
    });
    const { pass, index, logger } = world({ records: [clip(1), clip(2), clip(3)], host });
    index.refuse = (asset) =>
      asset.id === 'C-2' ? new AssetRefused('string is too long for tsvector') : undefined;
    const first = await pass();
    expect(first).toMatchObject({ outcome: 'finished', indexed: 2, failed: 1 });
    expect(first.failures).toEqual([{ id: 'C-2', reason: 'string is too long for tsvector' }]);
    expect(summaryLine(first)).toMatch(/ Failed: C-2 \(string is too long for tsvector\)\.$/);
    expect(index.passes).toHaveLength(1);
    expect(logger.messages).toEqual(['Transcript index: the captions of C-2 could not be stored:']);
    expect([...index.failed.keys()]).toEqual(['C-2']);

    const requests = () =>
      host.network.requests
        .filter((r) => r.url === captionsOf(2))
        .map((r) => r.headers['If-None-Match']);
    const second = await pass();
    expect(second).toMatchObject({ outcome: 'finished', unchanged: 2, failed: 1 });
    expect(second.failures).toEqual([
      { id: 'C-2', reason: 'string is too long for tsvector', earlier: true },
    ]);
    expect(summaryLine(second)).toMatch(/C-2 \(failed before, unchanged: string is too long/);
    // Asked conditionally: the host answered 304, and nothing was stored again.
    expect(requests()).toEqual([undefined, '"b1"']);
    expect(index.stores.filter((id) => id === 'C-2')).toHaveLength(1);
    expect(index.passes).toHaveLength(2);

    host.files[captionsOf(2)] = { body: srt([12, 14, 'A shorter file.']), etag: '"b2"' };
    index.refuse = undefined;
    expect(await pass()).toMatchObject({ indexed: 1, unchanged: 2, failed: 0, failures: [] });
    expect(index.assets.get('C-2')?.cues).toEqual([{ offset: 2, end: 4, text: 'A shorter file.' }]);
    expect(index.failed.size).toBe(0);
  });

  it('fails a video whose write the index rejects while answering, and tries it again next pass', async () => {
    const host = twoTaggedFiles();
    const { pass, index } = world({ records: [clip(1), clip(2)], host });
    index.refuse = (asset) => (asset.id === 'C-1' ? new Error('deadlock detected') : undefined);
    expect(await pass()).toMatchObject({ outcome: 'finished', indexed: 1, failed: 1 });
    expect(index.failed.size).toBe(0);
    index.refuse = undefined;
    expect(await pass()).toMatchObject({ outcome: 'finished', indexed: 1, unchanged: 1 });
    expect(index.assets.get('C-1')?.cues).toHaveLength(3);
  });

  it('goes on when remembering a failure is refused too, and ends the pass when the index is gone', async () => {
    const host = twoTaggedFiles();
    const { pass, index } = world({ records: [clip(1), clip(2)], host });
    index.refuse = (asset) => (asset.id === 'C-1' ? new AssetRefused('key too large') : undefined);
    index.markFailed = () => Promise.reject(new AssetRefused('key too large'));
    const summary = await pass({ concurrency: 1 });
    expect(summary).toMatchObject({ outcome: 'finished', indexed: 1, failed: 1 });
    expect(summary.failures).toEqual([{ id: 'C-1', reason: 'key too large' }]);
    expect(index.passes).toHaveLength(1);

    host.files[captionsOf(1)] = { body: FLOOD, etag: '"a2"' };
    index.markFailed = () => {
      index.stop();
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    };
    const ended = await pass({ concurrency: 1 });
    expect(ended.outcome).toBe('failed');
    expect(ended.error).toMatch(/the index refused a write: Connection terminated/);
  });

  it('forgets a failure of a video the walk no longer lists or whose file is gone', async () => {
    const host = twoTaggedFiles();
    const first = world({ records: [clip(1), clip(2)], host });
    first.index.refuse = () => new AssetRefused('refused');
    expect(await first.pass()).toMatchObject({ failed: 2 });
    delete host.files[captionsOf(1)];
    const later = world({ records: [clip(1)], host, index: first.index });
    expect(await later.pass()).toMatchObject({ withoutCaptions: 1, dropped: 2 });
    expect(first.index.failed.size).toBe(0);
  });

  it('reads the file again when the clip or what results show has changed', async () => {
    const host = mediaHost({ [captionsOf(1)]: { body: FLOOD, etag: '"a1"' } });
    const records = [clip(1)];
    const first = world({ records, host });
    await first.pass();
    const moved = world({
      records: [clip(1, { FormatTimeStart: '00:00:14', clipTitle: 'The Caernarvon cut' })],
      host,
      index: first.index,
    });
    expect(await moved.pass()).toMatchObject({ indexed: 1, unchanged: 0 });
    expect(host.network.requests[1]?.headers).toEqual({});
    expect(first.index.assets.get('C-1')).toMatchObject({
      asset: { title: 'The Caernarvon cut' },
      cues: [
        { offset: 1, end: 3, text: 'The levee at Caernarvon was cut.' },
        { offset: 14, end: 19, text: 'Trappers lost their homes.' },
      ],
    });
  });

  it('drops a video whose caption file went missing, and keeps one with no line in its clip to skip it next time', async () => {
    const host = mediaHost({
      [captionsOf(1)]: { body: FLOOD },
      [captionsOf(2)]: { body: srt([40, 42, 'Outside the clip.']) },
    });
    const { pass, index } = world({ records: [clip(1), clip(2), clip(3)], host });
    expect(await pass()).toMatchObject({ seen: 3, indexed: 1, withoutCaptions: 2, cues: 3 });
    expect(index.assets.get('C-2')?.cues).toEqual([]);
    delete host.files[captionsOf(1)];
    expect(await pass()).toMatchObject({ withoutCaptions: 2, unchanged: 1, dropped: 1 });
    expect([...index.assets.keys()]).toEqual(['C-2']);
  });

  it('gives each bad caption file a defined outcome: malformed, too large, not UTF-8, failing', async () => {
    const latin = Uint8Array.from([
      ...new TextEncoder().encode(srt([12, 14, 'Caf'])).slice(0, -1),
      0xe9,
      0x0a,
    ]);
    const host = mediaHost({
      [captionsOf(1)]: { body: FLOOD },
      [captionsOf(2)]: { body: FLOOD },
      [captionsOf(3)]: { body: FLOOD },
      [captionsOf(4)]: { body: FLOOD },
    });
    const { pass, index, logger } = world({
      records: [clip(1), clip(2), clip(3), clip(4)],
      host,
    });
    await pass();
    logger.clear();
    host.files[captionsOf(1)] = { body: '\u0000\u0001 not SubRip at all -->\n\n99\nxx:yy' };
    host.files[captionsOf(2)] = { body: FLOOD.repeat(2_000) };
    host.files[captionsOf(3)] = { body: latin };
    host.files[captionsOf(4)] = { body: '', status: 500 };
    const summary = await pass();
    expect(summary).toMatchObject({
      outcome: 'finished',
      seen: 4,
      indexed: 1,
      withoutCaptions: 1,
      failed: 2,
    });
    // Malformed: nothing can be read from it, so the video has no captions now.
    expect(index.assets.get('C-1')?.cues).toEqual([]);
    // Too large and failing: logged, counted, the old cues stay.
    expect(index.assets.get('C-2')?.cues).toHaveLength(3);
    expect(index.assets.get('C-4')?.cues).toHaveLength(3);
    // Not UTF-8: read as Windows-1252, with a warning.
    expect(index.assets.get('C-3')?.cues).toEqual([{ offset: 2, end: 4, text: 'Café' }]);
    expect(logger.entries.map((e) => [e.level, e.message])).toEqual(
      expect.arrayContaining([
        ['warn', 'Transcript index: the captions of C-2 could not be read:'],
        ['warn', 'Transcript index: the captions of C-4 could not be read:'],
        ['warn', `Transcript index: ${captionsOf(3)} is not UTF-8; read as Windows-1252`],
      ]),
    );
    expect(String(logger.entries.find((e) => e.message.includes('C-2'))?.detail)).toMatch(
      /larger than 65536 bytes/,
    );
    expect(index.passes).toHaveLength(2);
  });

  it('drops a video that disappears or stops being public between the walk and its details', async () => {
    const host = mediaHost({ [captionsOf(1)]: { body: FLOOD }, [captionsOf(2)]: { body: FLOOD } });
    const before = [clip(1), clip(2), clip(3)];
    const first = world({ records: before, host });
    await first.pass();
    const listed = new InMemoryArchiveApi({ assets: before }, DEFAULT_THUMBNAILS);
    const now = new InMemoryArchiveApi(
      { assets: [clip(2, { IsPublic: false }), clip(3)] },
      DEFAULT_THUMBNAILS,
    );
    const later = world({
      records: [],
      walkArchive: listed,
      archive: now,
      host,
      index: first.index,
    });
    expect(await later.pass()).toMatchObject({ seen: 3, gone: 2, dropped: 2, withoutCaptions: 1 });
    expect(first.index.assets.size).toBe(0);
  });

  it('keeps the old cues of a video whose details fail to load, and goes on', async () => {
    const host = mediaHost({ [captionsOf(1)]: { body: FLOOD }, [captionsOf(2)]: { body: FLOOD } });
    const records = [clip(1), clip(2)];
    const first = world({ records, host });
    await first.pass();
    const listed = new InMemoryArchiveApi({ assets: records }, DEFAULT_THUMBNAILS);
    const failing = new InMemoryArchiveApi({ assets: records }, DEFAULT_THUMBNAILS, {
      fail: true,
    });
    const later = world({
      records,
      walkArchive: listed,
      archive: failing,
      host,
      index: first.index,
    });
    expect(await later.pass()).toMatchObject({ outcome: 'finished', failed: 2, dropped: 0 });
    expect(first.index.assets.get('C-1')?.cues).toHaveLength(3);
    expect(later.logger.messages).toContain(
      'Transcript index: the details of C-1 could not be read:',
    );
  });

  it('drops assets the walk no longer lists only after a complete walk', async () => {
    const host = mediaHost({ [captionsOf(1)]: { body: FLOOD }, [captionsOf(2)]: { body: FLOOD } });
    const first = world({ records: [clip(1), clip(2)], host });
    await first.pass();
    const partial = world({ records: [clip(1)], host, index: first.index });
    const incomplete = await partial.pass({ walkLimits: { maxPages: 1, concurrency: 1 } });
    expect(incomplete).toMatchObject({ outcome: 'finished', complete: false, dropped: 0 });
    expect([...first.index.assets.keys()]).toEqual(['C-1', 'C-2']);
    expect(await partial.pass()).toMatchObject({ complete: true, dropped: 1 });
    expect([...first.index.assets.keys()]).toEqual(['C-1']);
  });

  it('drops nothing and marks no pass when the archive goes down mid-walk; the next pass goes on', async () => {
    const host = mediaHost({ [captionsOf(1)]: { body: FLOOD } });
    const records = [clip(1), ...Array.from({ length: 30 }, (_, i) => clip(100 + i))];
    const first = world({ records, host });
    await first.pass();
    const down = new PagesFailingFrom(2, records);
    const broken = world({ records, archive: down, host, index: first.index });
    const summary = await broken.pass();
    expect(summary).toMatchObject({ outcome: 'failed', seen: 0, dropped: 0 });
    expect(summary.error).toMatch(/pagedAssets failed: HTTP 500/);
    expect(broken.logger.messages).toEqual(['Transcript index: the pass failed before it began:']);
    expect(first.index.assets.has('C-1')).toBe(true);
    expect(first.index.passes).toHaveLength(1);
    down.failFrom = Infinity;
    expect(await broken.pass()).toMatchObject({ outcome: 'finished', seen: 31, unchanged: 1 });
    expect(first.index.passes).toHaveLength(2);
  });

  it('fails the pass, keeping the index, when the archive is too slow to answer', async () => {
    const api = await startDemoApi({ port: 0, latencyMs: 300 });
    try {
      const client = new HttpClient({ baseUrl: api.url, timeoutMs: 50, cacheTtlMs: 0 });
      const archive = new HttpArchiveApi(client, DEFAULT_THUMBNAILS);
      const index = new MemoryTranscriptIndex();
      const { pass, logger } = world({
        records: [],
        archive,
        index,
        captions: new InMemoryCaptionSource(),
      });
      const summary = await pass();
      expect(summary).toMatchObject({ outcome: 'failed', seen: 0 });
      expect(summary.error).toMatch(/timed out after 50 ms/);
      expect(logger.messages).toEqual(['Transcript index: the pass failed before it began:']);
      expect(index.passes).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('ends the pass when the index stops answering, keeping what it stored; the next pass goes on', async () => {
    const files = Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((n) => [captionsOf(n), { body: FLOOD }]),
    );
    const records = [1, 2, 3, 4, 5, 6].map((n) => clip(n));
    const index = new MemoryTranscriptIndex();
    const { pass, logger } = world({ records, host: mediaHost(files), index });
    const summary = await pass({
      concurrency: 1,
      onProgress: ({ done }) => {
        if (done === 2) index.stop();
      },
    });
    expect(summary).toMatchObject({ outcome: 'failed', indexed: 2 });
    expect(summary.error).toMatch(/the index refused a write: Connection terminated/);
    expect(logger.messages).toEqual(['Transcript index: the pass stopped:']);
    expect(index.passes).toEqual([]);
    // A database that comes back: the same index here, answering again.
    const restarted = new MemoryTranscriptIndex();
    for (const [id, held] of index.assets) restarted.assets.set(id, held);
    const next = world({ records, host: mediaHost(files), index: restarted });
    expect(await next.pass()).toMatchObject({ outcome: 'finished', indexed: 4, unchanged: 2 });
    expect(restarted.assets.size).toBe(6);
  });

  it('fails at once, logged, when the index cannot be read at all', async () => {
    const index = new MemoryTranscriptIndex();
    index.stop();
    const { pass, logger } = world({ records: [clip(1)], index });
    const summary = await pass();
    expect(summary).toMatchObject({ outcome: 'failed', seen: 0 });
    expect(summary.error).toMatch(/the index cannot be read/);
    expect(logger.messages).toEqual(['Transcript index: the pass failed before it began:']);
  });

  it('stops when aborted: no drops, no pass marked, nothing logged', async () => {
    const files = Object.fromEntries([1, 2, 3, 4].map((n) => [captionsOf(n), { body: FLOOD }]));
    const { pass, index, logger } = world({
      records: [1, 2, 3, 4].map((n) => clip(n)),
      host: mediaHost(files),
    });
    index.assets.set('GONE', {
      asset: {
        id: 'GONE',
        title: '',
        seriesTitle: '',
        type: 'Clip',
        collection: 3,
        thumbnail: '',
        captionVersion: 'x',
      },
      cues: [],
    });
    const stop = new AbortController();
    const summary = await pass({
      signal: stop.signal,
      concurrency: 1,
      onProgress: ({ done }) => {
        if (done === 1) stop.abort();
      },
    });
    expect(summary).toMatchObject({ outcome: 'aborted', indexed: 1 });
    expect(index.assets.has('GONE')).toBe(true);
    expect(index.passes).toEqual([]);
    expect(logger.entries).toEqual([]);
  });

  it('reads a few videos at once, never more, and waits between one and the next', async () => {
    const records = Array.from({ length: 12 }, (_, i) => clip(i + 1));
    const captions = new CountingCaptions();
    let pauses = 0;
    const { pass } = world({ records, captions });
    expect(
      await pass({
        concurrency: 3,
        between: async () => {
          pauses += 1;
        },
      }),
    ).toMatchObject({ seen: 12, withoutCaptions: 12 });
    expect(captions.most).toBe(3);
    expect(pauses).toBe(12);
  });
});

/** The in-memory archive, whose list pages fail (like an HTTP 500) from page `failFrom` on. */
class PagesFailingFrom extends InMemoryArchiveApi {
  constructor(
    public failFrom: number,
    records: Partial<MemoryAsset>[],
  ) {
    super({ assets: records }, DEFAULT_THUMBNAILS);
  }

  override pagedAssets(query: PagedQuery, options?: CallOptions) {
    if (Number(query.Page) >= this.failFrom) {
      return new InMemoryArchiveApi({ assets: [] }, DEFAULT_THUMBNAILS, { fail: true }).pagedAssets(
        query,
        options,
      );
    }
    return super.pagedAssets(query, options);
  }
}

/** Caption files that are all missing, answered a little later; counts reads at once. */
class CountingCaptions extends InMemoryCaptionSource {
  most = 0;
  private now = 0;

  override async versioned(url: string, held: string | undefined, options?: CallOptions) {
    this.now += 1;
    this.most = Math.max(this.most, this.now);
    try {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return await super.versioned(url, held, options);
    } finally {
      this.now -= 1;
    }
  }
}
