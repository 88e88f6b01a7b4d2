/** @jest-environment node */
import {
  HttpCaptionSource,
  type HttpCaptionSourceOptions,
} from '../../src/adapters/http/HttpCaptionSource';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import * as srt from '../../src/adapters/shared/srt';
import type { Cue } from '../../src/core/rules/media/captions';
import { ApiError } from '../../src/adapters/shared/ApiError';
import type { AssetDetail } from '../../src/core/entities/AssetDetail';
import { ReadCaptions } from '../../src/core/use-cases/ReadCaptions';
import { ResolveAsset } from '../../src/core/use-cases/ResolveAsset';
import { captionTracks } from '../../src/server/resources/captionTracks';
import { cueSource } from '../support/cueSource';
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
        if (!detail) throw ApiError.httpStatus('assetDetail', 404);
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

  it('has none (an empty answer) when the media host has no file', async () => {
    const { read, logger } = tracks({});
    expect(await read('A')).toBe('');
    expect(logger.entries).toEqual([]);
  });

  it('rejects when the media host fails: a failure is not "no captions"', async () => {
    const { read, logger } = tracks({ [SRT_URL]: 500 });
    await expect(read('A')).rejects.toThrow(`Caption file ${SRT_URL}: HTTP 500`);
    expect(logger.entries).toEqual([]);
  });

  it('rejects when the archive fails', async () => {
    const logger = new MemoryLogger();
    const read = captionTracks({
      publicDetail: () => Promise.reject(ApiError.httpStatus('assetDetail', 500)),
      readCaptions: new ReadCaptions(new HttpCaptionSource({ fetch: mediaHost({}).fetch }), logger),
    });
    await expect(read('A')).rejects.toThrow('assetDetail failed: HTTP 500');
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
    expect(await read('B')).toBe('');
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
    expect(await read('A')).toBe('');
    expect(asked).toEqual([]);
  });

  it('shows nothing of a file over its size limit: it cannot be read', async () => {
    const cue = (n: number) =>
      `${n}\n00:00:${String(n).padStart(2, '0')},000 --> 00:00:${String(n).padStart(2, '0')},900\nLine ${n}\n\n`;
    const file = Array.from({ length: 50 }, (_, i) => cue(i + 1)).join('');
    const over = tracks({ [SRT_URL]: file }, undefined, { maxBytes: cue(1).length * 3 });
    await expect(over.read('A')).rejects.toThrow(`Caption file ${SRT_URL}`);
    const within = tracks({ [SRT_URL]: file }, undefined, { maxBytes: file.length });
    expect(await within.read('A')).toContain('Line 50');
  });

  it('gives up on a caption file that takes too long', async () => {
    const { read } = tracks({}, undefined, {
      timeoutMs: 20,
      fetch: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch,
    });
    await expect(read('A')).rejects.toThrow(/timed out after 20 ms/);
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
    const { read, asked } = tracks({ [SRT_URL]: 500 }, undefined, { cacheMs: 10_000 });
    await expect(read('A')).rejects.toThrow('HTTP 500');
    await expect(read('A')).rejects.toThrow('HTTP 500');
    expect(asked).toEqual([SRT_URL, SRT_URL]);
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

  it('makes the WebVTT of a file once while its cues are kept, and again once they are read afresh', async () => {
    const cues = [{ start: 1, end: 2, text: 'The levee held.' }];
    let served = cues;
    const made = jest.spyOn(srt, 'cuesToWebVtt');
    const read = captionTracks({
      publicDetail: async () => anAssetDetail({ mediaUrl: MEDIA }),
      readCaptions: new ReadCaptions(
        cueSource(async () => served),
        new MemoryLogger(),
      ),
    });
    const first = await read('A');
    expect(await read('A')).toBe(first);
    expect(made).toHaveBeenCalledTimes(1);
    served = [...cues];
    expect(await read('A')).toBe(first);
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });

  it('keeps the made WebVTT within its byte budget, the file used longest ago going first', async () => {
    const files: Record<string, Cue[]> = {};
    const made = jest.spyOn(srt, 'cuesToWebVtt');
    const read = captionTracks({
      publicDetail: async (id) =>
        anAssetDetail({ mediaUrl: `https://media.example.org/${id}.mp4` }),
      readCaptions: new ReadCaptions(
        cueSource(
          async (url) => (files[url] ??= [{ start: 1, end: 2, text: url.padEnd(100, '.') }]),
        ),
        new MemoryLogger(),
      ),
      // Room for two of these files (each about 150 bytes) and not three.
      maxMadeBytes: 400,
    });
    for (const id of ['A', 'B', 'A', 'C', 'A', 'B']) await read(id);
    // A, B made; A kept; C made (B goes, A was used since); A kept; B made again.
    expect(made).toHaveBeenCalledTimes(4);
    made.mockRestore();
  });
});
