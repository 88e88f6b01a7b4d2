/** @jest-environment node */
import { DEMO_IDS } from '../../demo-api/catalogue';
import { InMemoryCaptionSource } from '../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { ApiError } from '../../src/adapters/shared/ApiError';
import { machineServices } from '../../src/serverServices';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import { resourcePaths } from '../../src/core/routes/resourcePaths';
import { MISSING_CACHE, NO_STORE, RESOURCE_CACHE } from '../../src/server/http/cachePolicy';
import { createSiteServer } from '../../src/server/http/siteServer';
import { transcriptDownloadsResource } from '../../src/server/resources/transcriptDownloads';
import { demoPorts } from '../support/demoAdapters';
import { demoCaptions } from '../support/demoCaptions';
import { asText, listening, type Listening } from './support';
import { ORIGIN } from '../support/builders';

// The demo's playable clip plays 3 s to 9 s of the demo reel (demo-api/media/captions/demo_clip.srt).
const CLIP = DEMO_IDS.playableClip;
const NAME = 'governor-mckeithen-on-the-superdome-transcript';

let logger: MemoryLogger;
let site: Listening;
let rendered: string[];

/** The site's server with the transcript files composed as pages.ts composes them. */
async function start(
  ports: { captions?: InMemoryCaptionSource; archive?: ArchiveApi } = {},
): Promise<void> {
  const perRequest = demoPorts({ captions: demoCaptions(), logger, ...ports });
  const adapters: Parameters<typeof machineServices>[0] = {
    logger,
    forRequest: () => perRequest,
    forWalks: () => ({ archive: perRequest.archive, blogs: perRequest.blogs }),
  };
  const machine = machineServices(adapters);
  site = await listening(
    createSiteServer({
      render: async ({ url }) => {
        rendered.push(url);
        return { status: 404, html: '<!doctype html><title>Page not found</title>' };
      },
      logger,
      policy: "default-src 'self'",
      origin: ORIGIN,
      accessLog: () => undefined,
      resources: [
        transcriptDownloadsResource({
          publicDetail: machine.resolveAsset.publicDetail.bind(machine.resolveAsset),
          readTranscript: machine.readTranscript,
          logger,
        }),
      ],
    }),
  );
}

const get = async (path: string, method = 'GET') => asText(await site.get(path, { method }));

beforeEach(() => {
  logger = new MemoryLogger();
  rendered = [];
});

afterEach(async () => {
  await site.close();
});

describe("a video's transcript as a file to download", () => {
  it.each([
    [
      // Was a timed line a cue; the file joins them into sentences and paragraphs.
      'plain text: the title, where it comes from, and its paragraphs at their times in the clip',
      'txt',
      'text/plain; charset=utf-8',
      [
        'Governor McKeithen on the Superdome',
        'Transcript from the Louisiana Digital Media Archive',
        `${ORIGIN}/video_v2/asset-detail/${CLIP}`,
        '',
        '[0:00] This short reel stands in for archival film while the site runs on demo data. ' +
          'The counter shows how many seconds of the reel have played. ' +
          'Each demo video plays its own window of it.',
        '',
      ],
    ],
    [
      'WebVTT captions of the clip alone, timed from its start',
      'vtt',
      'text/vtt; charset=utf-8',
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:02.600',
        'This short reel stands in for archival film while the site runs on demo data.',
        '',
        '00:00:02.800 --> 00:00:05.400',
        'The counter shows how many seconds of the reel have played.',
        '',
        // Cut at the clip's end.
        '00:00:05.600 --> 00:00:06.000',
        'Each demo video plays its own window of it.',
        '',
      ],
    ],
    [
      'SubRip captions of the clip alone, numbered and timed from its start',
      'srt',
      'application/x-subrip; charset=utf-8',
      [
        '1',
        '00:00:00,000 --> 00:00:02,600',
        'This short reel stands in for archival film while the site runs on demo data.',
        '',
        '2',
        '00:00:02,800 --> 00:00:05,400',
        'The counter shows how many seconds of the reel have played.',
        '',
        '3',
        '00:00:05,600 --> 00:00:06,000',
        'Each demo video plays its own window of it.',
        '',
      ],
    ],
  ] as const)('is %s', async (_what, extension, type, lines) => {
    await start();
    const answer = await get(resourcePaths.transcriptFile(CLIP, extension));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${NAME}.${extension}"`,
    );
    expect(answer.headers['cache-control']).toBe(RESOURCE_CACHE);
    expect(answer.body).toBe(lines.join('\n'));
    expect(rendered).toEqual([]);
  });

  it('answers HEAD with the same headers and no body', async () => {
    await start();
    const answer = await get(resourcePaths.transcriptFile(CLIP, 'srt'), 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-subrip; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${NAME}.srt"`);
    expect(answer.body).toBe('');
  });

  it.each([
    ['an unknown asset', 'LPB-CL-0000'],
    ['an asset that is not public', DEMO_IDS.nonPublicClip],
    ['a video without a caption file', DEMO_IDS.noCaptionsClip],
  ])('is 404, kept briefly, for %s', async (_what, id) => {
    await start();
    for (const extension of ['txt', 'vtt', 'srt'] as const) {
      const answer = await get(resourcePaths.transcriptFile(id, extension));
      expect([answer.status, answer.headers['cache-control']]).toEqual([404, MISSING_CACHE]);
      expect(answer.headers['content-disposition']).toBeUndefined();
      expect(answer.body).toBe('No transcript\n');
    }
    expect(rendered).toEqual([]);
  });

  it('is 502 with Retry-After, never kept, when the caption file cannot be read, which is logged', async () => {
    await start({ captions: new InMemoryCaptionSource({}, { fail: new Error('HTTP 500') }) });
    const answer = await get(resourcePaths.transcriptFile(CLIP, 'srt'));
    expect(answer.status).toBe(502);
    expect(answer.headers['cache-control']).toBe(NO_STORE);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(logger.messages).toEqual([`Transcript of ${CLIP} failed`]);
  });

  it.each([
    ['fails', new ApiError('assetDetail', 'HTTP 503', 503), 503],
    ['times out', new ApiError('assetDetail', 'timed out after 2500 ms'), 504],
  ])(
    'is %s when the archive %s, with Retry-After, never kept, never a 404',
    async (_what, error, status) => {
      const down = demoPorts().archive;
      down.assetDetail = () => Promise.reject(error);
      await start({ archive: down });
      const answer = await get(resourcePaths.transcriptFile(CLIP, 'txt'));
      expect(answer.status).toBe(status);
      expect(answer.headers['cache-control']).toBe(NO_STORE);
      expect(answer.headers['retry-after']).toBe('30');
      expect(logger.messages).toEqual([`Transcript of ${CLIP} failed`]);
    },
  );

  it('reads the id decoded, and leaves other extensions to the pages', async () => {
    const archive = demoPorts().archive;
    const asked: string[] = [];
    const assetDetail = archive.assetDetail.bind(archive);
    archive.assetDetail = (id, options) => {
      asked.push(id);
      return assetDetail(id, options);
    };
    await start({ archive });
    await get(`/transcripts/${encodeURIComponent('LPB CL')}.txt`);
    expect(asked).toEqual(['LPB CL']);
    await get(`/transcripts/${CLIP}.pdf`);
    expect(rendered).toEqual([`/transcripts/${CLIP}.pdf`]);
  });
});
