import { CaptionFiles } from '../../../src/adapters/browser/CaptionFiles';
import { MAX_CAPTION_CHARS } from '../../../src/core/rules/media/captions';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { TWO_CUES_SRT } from '../../support/captionFile';

const SRT = TWO_CUES_SRT;

const CAPTION_URL = 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt';

function captionFiles(answer: () => Promise<Response>) {
  const requests: string[] = [];
  const logger = new MemoryLogger();
  const files = new CaptionFiles(logger, {
    fetch: async (input) => {
      requests.push(String(input));
      return answer();
    },
    toUrl: (vtt) => `data:text/vtt,${encodeURIComponent(vtt)}`,
    revoke: () => undefined,
  });
  return { files, requests, logger };
}

describe('a caption file read once for the player and the transcript', () => {
  it('gives the track URL and the cues from one request', async () => {
    const { files, requests } = captionFiles(async () => new Response(SRT));
    const file = await files.read(CAPTION_URL);
    expect(requests).toEqual([CAPTION_URL]);
    expect(decodeURIComponent(file?.trackUrl ?? '')).toContain('00:10:06.000 --> 00:10:08.500');
    expect(file?.cues).toEqual([
      { start: 606, end: 608.5, text: 'The governor <i>speaks</i>.' },
      { start: 609, end: 611, text: 'Applause.' },
    ]);
  });

  it('reads the cues of a file that is already WebVTT', async () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n';
    const { files } = captionFiles(async () => new Response(vtt));
    const file = await files.read(CAPTION_URL);
    expect(file?.cues).toEqual([{ start: 1, end: 2, text: 'Hello' }]);
    expect(decodeURIComponent(file?.trackUrl ?? '')).toContain('WEBVTT');
  });

  it('rebuilds a WebVTT file over 2 MB from the cues it read, so the track holds no more', async () => {
    const cue = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n\n';
    const late = '00:00:03.000 --> 00:00:04.000\nPast the cap\n';
    const vtt = `${cue}${' '.repeat(MAX_CAPTION_CHARS)}\n\n${late}`;
    const urls: string[] = [];
    const files = new CaptionFiles(new MemoryLogger(), {
      fetch: async () => new Response(vtt),
      toUrl: (text) => {
        urls.push(text);
        return 'blob:track';
      },
      revoke: () => undefined,
    });
    const file = await files.read(CAPTION_URL);
    expect(file?.cues).toEqual([{ start: 1, end: 2, text: 'Hello' }]);
    expect(urls).toEqual(['WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n']);
  });

  it('gives nothing, and warns, for a missing file', async () => {
    const { files, logger } = captionFiles(async () => new Response('', { status: 404 }));
    expect(await files.read(CAPTION_URL)).toBeUndefined();
    expect(logger.entries).toHaveLength(1);
    expect(await files.read('')).toBeUndefined();
  });
});
