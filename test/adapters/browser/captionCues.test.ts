import { CaptionFiles } from '../../../src/adapters/browser/CaptionFiles';
import { MAX_CAPTION_CHARS } from '../../../src/core/rules/media/captions';
import { Html5VideoPlayer } from '../../../src/adapters/browser/Html5VideoPlayer';
import { JwVideoPlayer, type JwPlayerInstance } from '../../../src/adapters/browser/JwVideoPlayer';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { PlaybackSource } from '../../../src/core/ports/VideoPlayer';

const SRT = [
  '1',
  '00:10:06,000 --> 00:10:08,500',
  'The governor <i>speaks</i>.',
  '',
  '2',
  '00:10:09,000 --> 00:10:11,000',
  'Applause.',
  '',
].join('\r\n');

const source: PlaybackSource = {
  mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
  captionUrl: 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt',
  poster: '',
  title: 'Governor McKeithen on the Superdome',
  collection: 3,
  start: 605,
  end: 766,
};

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

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a caption file read once for the player and the transcript', () => {
  it('gives the track URL and the cues from one request', async () => {
    const { files, requests } = captionFiles(async () => new Response(SRT));
    const file = await files.read(source.captionUrl);
    expect(requests).toEqual([source.captionUrl]);
    expect(decodeURIComponent(file?.trackUrl ?? '')).toContain('00:10:06.000 --> 00:10:08.500');
    expect(file?.cues).toEqual([
      { start: 606, end: 608.5, text: 'The governor <i>speaks</i>.' },
      { start: 609, end: 611, text: 'Applause.' },
    ]);
  });

  it('reads the cues of a file that is already WebVTT', async () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n';
    const { files } = captionFiles(async () => new Response(vtt));
    const file = await files.read(source.captionUrl);
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
    const file = await files.read(source.captionUrl);
    expect(file?.cues).toEqual([{ start: 1, end: 2, text: 'Hello' }]);
    expect(urls).toEqual(['WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n']);
  });

  it('gives nothing, and warns, for a missing file', async () => {
    const { files, logger } = captionFiles(async () => new Response('', { status: 404 }));
    expect(await files.read(source.captionUrl)).toBeUndefined();
    expect(logger.entries).toHaveLength(1);
    expect(await files.read('')).toBeUndefined();
  });
});

describe('the HTML5 player', () => {
  it('hands the transcript the cues of the same caption file it shows, fetched once', async () => {
    const { files, requests } = captionFiles(async () => new Response(SRT));
    const player = new Html5VideoPlayer(new MemoryLogger(), files);
    const container = document.createElement('div');
    document.body.append(container);
    const handle = await player.mount(container, source);
    const cues = await handle.captions?.();
    await player.captionsLoaded;
    expect(cues?.map((c) => c.text)).toEqual(['The governor <i>speaks</i>.', 'Applause.']);
    expect(container.querySelector('track')).not.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('hands over no cues when there is no caption file', async () => {
    const { files } = captionFiles(async () => new Response('', { status: 404 }));
    const player = new Html5VideoPlayer(new MemoryLogger(), files);
    const container = document.createElement('div');
    document.body.append(container);
    const handle = await player.mount(container, source);
    expect(await handle.captions?.()).toEqual([]);
  });
});

describe('the JW player', () => {
  const SCRIPT = 'https://cdn.jwplayer.com/libraries/abc.js';

  /** Just enough of JW Player to get ready. */
  function jwLibrary() {
    const setups: Record<string, unknown>[] = [];
    const library = () => {
      const handlers = new Map<string, ((e: Record<string, unknown>) => void)[]>();
      const jw: JwPlayerInstance = {
        setup: (config) => {
          setups.push(config);
          queueMicrotask(() => handlers.get('ready')?.forEach((h) => h({})));
          return jw;
        },
        on: (event, callback) => {
          handlers.set(event, [...(handlers.get(event) ?? []), callback]);
          return jw;
        },
        off: () => jw,
        seek: () => jw,
        pause: () => jw,
        getPosition: () => 0,
        remove: () => jw,
      };
      return jw;
    };
    return { library, setups };
  }

  afterEach(() => {
    delete (window as Window & { jwplayer?: unknown }).jwplayer;
    document.head.innerHTML = '';
  });

  it('hands the transcript the cues of the caption track it was set up with', async () => {
    const { files, requests } = captionFiles(async () => new Response(SRT));
    const player = new JwVideoPlayer(SCRIPT, new MemoryLogger(), files);
    const container = document.createElement('div');
    document.body.append(container);
    const { library, setups } = jwLibrary();
    const mounting = player.mount(container, source);
    (window as Window & { jwplayer?: unknown }).jwplayer = library;
    document.querySelector(`script[src="${SCRIPT}"]`)?.dispatchEvent(new Event('load'));
    const handle = await mounting;
    expect((await handle.captions?.())?.map((c) => c.start)).toEqual([606, 609]);
    expect(setups[0]?.tracks).toEqual([expect.objectContaining({ kind: 'captions' })]);
    expect(requests).toHaveLength(1);
  });
});
