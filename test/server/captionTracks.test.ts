/** @jest-environment node */
import {
  HttpCaptionSource,
  type HttpCaptionSourceOptions,
} from '../../src/adapters/http/HttpCaptionSource';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import type { AssetDetail } from '../../src/core/entities/AssetDetail';
import { ReadCaptions } from '../../src/core/use-cases/ReadCaptions';
import { ResolveAsset } from '../../src/core/use-cases/ResolveAsset';
import { captionTracks } from '../../src/server/captionTracks';
import { anAssetDetail, archiveWith } from '../support/builders';

const MEDIA = 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4';
const SRT_URL = 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt';
const SRT = '1\r\n00:00:01,000 --> 00:00:02,500\r\nThe <font color="red">levee</font> held.\r\n';

/** Caption files by URL, served as a media host would; what was asked for is recorded. */
function mediaHost(files: Record<string, string | number>) {
  const asked: string[] = [];
  const serve = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const file = files[url];
    if (typeof file === 'number') return new Response('', { status: file });
    if (file === undefined) return new Response('Not Found', { status: 404 });
    return new Response(file, { status: 200 });
  }) as typeof fetch;
  return { fetch: serve, asked };
}

/** The asset lookup through the core, over an archive of the given details. */
function archiveOf(details: Record<string, AssetDetail>, logger: MemoryLogger) {
  const resolve = new ResolveAsset(
    archiveWith({
      assetDetail: async (id) => {
        const detail = details[id];
        if (!detail) throw new Error(`HTTP 404 for ${id}`);
        return detail;
      },
    }),
    logger,
  );
  return (id: string) => resolve.publicDetail(id);
}

/** The captions as the server composes them: the core over the server's caption source. */
function tracks(
  files: Record<string, string | number>,
  details: Record<string, AssetDetail> = { A: anAssetDetail({ mediaUrl: MEDIA }) },
  options: HttpCaptionSourceOptions = {},
) {
  const logger = new MemoryLogger();
  const host = mediaHost(files);
  const source = new HttpCaptionSource({ fetch: host.fetch, ...options });
  const read = captionTracks({
    publicDetail: archiveOf(details, logger),
    readCaptions: new ReadCaptions(source, logger),
  });
  return { read, logger, asked: host.asked };
}

/** Captions of asset A on a clock the test sets; counts the fetches after reads at set times. */
function onClock(files: Record<string, string | number>, options: HttpCaptionSourceOptions) {
  let time = 0;
  const host = tracks(files, undefined, { ...options, now: () => time });
  const fetchesAfterReadsAt = async (times: number[]) => {
    const fetches: number[] = [];
    for (const at of times) {
      time = at;
      await host.read('A');
      fetches.push(host.asked.length);
    }
    return fetches;
  };
  return { ...host, fetchesAfterReadsAt };
}

describe("an asset's captions as WebVTT", () => {
  it('fetches the SubRip file the media URL names and converts it', async () => {
    const { read, asked } = tracks({ [SRT_URL]: SRT });
    expect(await read('A')).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nThe levee held.\n');
    expect(asked).toEqual([SRT_URL]);
  });

  it('has none when the media host has no file', async () => {
    const { read, logger } = tracks({});
    expect(await read('A')).toBeUndefined();
    expect(logger.entries).toEqual([]);
  });

  it('has none, and warns, when the media host fails', async () => {
    const { read, logger } = tracks({ [SRT_URL]: 500 });
    expect(await read('A')).toBeUndefined();
    expect(logger.messages).toEqual([`Captions could not be loaded from ${SRT_URL}:`]);
  });

  it('has none for an asset that is not public, and never asks the media host', async () => {
    const { read, asked } = tracks(
      { [SRT_URL]: SRT },
      { A: anAssetDetail({ mediaUrl: MEDIA, isPublic: false }) },
    );
    expect(await read('A')).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('has none for an unknown asset or media without a caption path', async () => {
    const { read, asked } = tracks(
      { [SRT_URL]: SRT },
      { B: anAssetDetail({ mediaUrl: 'https://media.example.org/clip.webm' }) },
    );
    expect(await read('nope')).toBeUndefined();
    expect(await read('B')).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('fetches a caption file named by a path on the site from the media origin it is given', async () => {
    const onSite = { A: anAssetDetail({ mediaUrl: '/media/video/demo_clip_iPod.mp4' }) };
    const file = 'http://127.0.0.1:4010/captions/media/video/demo_clip.srt';
    const { read, asked } = tracks({ [file]: SRT }, onSite, {
      pathOrigin: 'http://127.0.0.1:4010',
    });
    expect(await read('A')).toContain('The levee held.');
    expect(asked).toEqual([file]);
  });

  it('fetches nothing named by a path on the site without a media origin', async () => {
    const onSite = { A: anAssetDetail({ mediaUrl: '/media/video/demo_clip_iPod.mp4' }) };
    const { read, asked } = tracks({}, onSite);
    expect(await read('A')).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('shows nothing of a file over its size limit, with a warning', async () => {
    const cue = (n: number) =>
      `${n}\n00:00:${String(n).padStart(2, '0')},000 --> 00:00:${String(n).padStart(2, '0')},900\nLine ${n}\n\n`;
    const file = Array.from({ length: 50 }, (_, i) => cue(i + 1)).join('');
    const over = tracks({ [SRT_URL]: file }, undefined, { maxBytes: cue(1).length * 3 });
    expect(await over.read('A')).toBeUndefined();
    expect(over.logger.messages).toEqual([`Captions could not be loaded from ${SRT_URL}:`]);
    const within = tracks({ [SRT_URL]: file }, undefined, { maxBytes: file.length });
    expect(await within.read('A')).toContain('Line 50');
  });

  it('gives up on a caption file that takes too long, with a warning', async () => {
    const { read, logger } = tracks({}, undefined, {
      timeoutMs: 20,
      fetch: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch,
    });
    expect(await read('A')).toBeUndefined();
    expect(logger.messages).toEqual([`Captions could not be loaded from ${SRT_URL}:`]);
  });

  it('reuses an answer for every request until it is old, one fetch at a time', async () => {
    const { read, fetchesAfterReadsAt } = onClock({ [SRT_URL]: SRT }, { cacheMs: 1000 });
    const [first, second] = await Promise.all([read('A'), read('A')]);
    expect(second).toBe(first);
    expect(await fetchesAfterReadsAt([999, 1000])).toEqual([1, 2]);
  });

  it('keeps "none" for a shorter while, as captions may be uploaded soon', async () => {
    const { fetchesAfterReadsAt } = onClock({}, { cacheMs: 10_000, missingCacheMs: 100 });
    expect(await fetchesAfterReadsAt([0, 99, 100])).toEqual([1, 1, 2]);
  });

  it('keeps no failure: the media host may have failed for a moment', async () => {
    const { fetchesAfterReadsAt } = onClock({ [SRT_URL]: 500 }, { cacheMs: 10_000 });
    expect(await fetchesAfterReadsAt([0, 1])).toEqual([1, 2]);
  });

  it('keeps a bounded number of caption files', async () => {
    const OTHER = 'https://s3.amazonaws.com/ldma-media/video/news/1968_reel3_iPod.mp4';
    const details = {
      A: anAssetDetail({ mediaUrl: MEDIA }),
      B: anAssetDetail({ mediaUrl: OTHER }),
    };
    const files = {
      [SRT_URL]: SRT,
      'https://s3.amazonaws.com/ldma-media/captions/video/news/1968_reel3.srt': SRT,
    };
    const { read, asked } = tracks(files, details, { cacheEntries: 1 });
    await read('A');
    await read('B');
    await read('A');
    expect(asked).toHaveLength(3);
  });
});
