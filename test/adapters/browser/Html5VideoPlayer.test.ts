import { CaptionFiles } from '../../../src/adapters/browser/CaptionFiles';
import { Html5VideoPlayer } from '../../../src/adapters/browser/Html5VideoPlayer';
import type { PlaybackSource } from '../../../src/core/ports/VideoPlayer';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { aPlaybackSource } from '../../support/builders';
import { ONE_CUE_SRT, TWO_CUES_SRT } from '../../support/captionFile';
import { captionFilesAnswering, mountPoint } from './support';

const source = aPlaybackSource();

function vttOf(url: string): string {
  return decodeURIComponent(url.slice(url.indexOf(',') + 1));
}

function setup(answer: (url: string) => Promise<Response>) {
  const logger = new MemoryLogger();
  const requests: { url: string; init?: RequestInit }[] = [];
  const revoked: string[] = [];
  const captions = new CaptionFiles(logger, {
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      return answer(String(input));
    },
    toUrl: (vtt) => `data:text/vtt;charset=utf-8,${encodeURIComponent(vtt)}`,
    revoke: (url) => revoked.push(url),
  });
  const player = new Html5VideoPlayer(logger, captions);
  const container = mountPoint();
  return { logger, requests, revoked, player, container };
}

beforeEach(() => {
  // jsdom has no media playback.
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the HTML5 video player', () => {
  it('puts a native video with controls and the thumbnail as poster into the container', async () => {
    const { player, container } = setup(async () => new Response(ONE_CUE_SRT));
    await player.mount(container, source);
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', source.poster);
    expect(video).toHaveAttribute('src', source.mediaUrl);
  });

  it('fetches the SRT from the media host without cookies and attaches it as English WebVTT captions', async () => {
    const { player, container, requests } = setup(async () => new Response(ONE_CUE_SRT));
    await player.mount(container, source);
    await player.captionsLoaded;
    expect(requests).toEqual([
      {
        url: source.captionUrl,
        init: expect.objectContaining({ credentials: 'omit', mode: 'cors' }),
      },
    ]);
    const track = container.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
    expect(track).toHaveAttribute('default');
    expect(vttOf(track?.getAttribute('src') ?? '')).toBe(
      'WEBVTT\n\n00:10:06.000 --> 00:10:08.500\nThe governor speaks.\n',
    );
  });

  it('leaves the video playable without captions when the caption file is missing', async () => {
    const { player, container, logger } = setup(
      async () => new Response('Not found', { status: 404 }),
    );
    await player.mount(container, source);
    await player.captionsLoaded;
    expect(container.querySelector('video')).not.toBeNull();
    expect(container.querySelector('track')).toBeNull();
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining('Captions could not be loaded'),
      }),
    ]);
  });

  it('leaves the video playable when the caption request fails outright', async () => {
    const { player, container } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await player.mount(container, source);
    await player.captionsLoaded;
    expect(container.querySelector('track')).toBeNull();
  });

  it('starts at the clip start on the first play and holds at its end', async () => {
    const { player, container } = setup(async () => new Response(ONE_CUE_SRT));
    await player.mount(container, source);
    const video = container.querySelector('video') as HTMLVideoElement;
    let time = 0;
    Object.defineProperty(video, 'currentTime', {
      get: () => time,
      set: (value: number) => {
        time = value;
      },
    });
    video.dispatchEvent(new Event('play'));
    expect(time).toBe(605);
    time = 767;
    video.dispatchEvent(new Event('timeupdate'));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(time).toBe(766);
  });

  it('removes the video and releases the captions once the track has read them', async () => {
    const { player, container, revoked } = setup(async () => new Response(ONE_CUE_SRT));
    const handle = await player.mount(container, source);
    await player.captionsLoaded;
    const track = container.querySelector('track') as HTMLTrackElement;
    const trackUrl = track.getAttribute('src');
    handle.destroy();
    handle.destroy();
    expect(container).toBeEmptyDOMElement();
    // Revoking while the track still reads the file would fail that read.
    expect(revoked).toEqual([]);
    track.dispatchEvent(new Event('load'));
    track.dispatchEvent(new Event('error'));
    expect(revoked).toEqual([trackUrl]);
  });

  it('attaches no captions that arrive after the player was destroyed', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { player, container } = setup(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const handle = await player.mount(container, source);
    handle.destroy();
    answer(new Response(ONE_CUE_SRT));
    await player.captionsLoaded;
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the HTML5 video player and the transcript', () => {
  const TWO_CUES = TWO_CUES_SRT;

  it('hands the transcript the cues of the same caption file it shows, fetched once', async () => {
    const { player, container, requests } = setup(async () => new Response(TWO_CUES));
    const handle = await player.mount(container, source);
    const cues = await handle.captions?.();
    await player.captionsLoaded;
    expect(cues?.map((c) => c.text)).toEqual(['The governor <i>speaks</i>.', 'Applause.']);
    expect(container.querySelector('track')).not.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('hands over no cues when there is no caption file', async () => {
    const { player, container } = setup(async () => new Response('', { status: 404 }));
    const handle = await player.mount(container, source);
    expect(await handle.captions?.()).toEqual([]);
  });
});

describe('the HTML5 video player (SPEC §9 "Player")', () => {
  const lsa: PlaybackSource = { ...source, collection: 4, logo: 'https://example.org/lsa.svg' };

  function playerWithDefaultLogo() {
    const logger = new MemoryLogger();
    const captions = captionFilesAnswering(logger, ONE_CUE_SRT);
    const container = mountPoint();
    return { player: new Html5VideoPlayer(logger, captions, '/static/lsa-logo.webp'), container };
  }

  it("shows the state archives' logo over an LSA video and never starts by itself", async () => {
    const { player, container } = playerWithDefaultLogo();
    await player.mount(container, lsa);
    const logo = container.querySelector('.video-player--html5 > img.video-player__logo');
    expect(logo).toHaveAttribute('src', 'https://example.org/lsa.svg');
    expect(logo).toHaveAttribute('alt', '');
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
  });

  it('shows no logo over an LPB video', async () => {
    const { player, container } = playerWithDefaultLogo();
    await player.mount(container, { ...source, logo: 'https://example.org/lpb.svg' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
  });

  it("falls back to the site's own LSA logo when the archive names none or it cannot load", async () => {
    const { player, container } = playerWithDefaultLogo();
    await player.mount(container, { ...lsa, logo: '' });
    expect(container.querySelector('img')).toHaveAttribute('src', '/static/lsa-logo.webp');

    container.innerHTML = '';
    await player.mount(container, lsa);
    const logo = container.querySelector('img') as HTMLImageElement;
    logo.dispatchEvent(new Event('error'));
    expect(logo).toHaveAttribute('src', '/static/lsa-logo.webp');
    logo.dispatchEvent(new Event('error'));
    expect(container.querySelector('img')).toBeNull();
  });
});

describe("the HTML5 video player and the page's own video", () => {
  /** The page's video as the server sends it: the clip's window, the site's WebVTT file. */
  function pageVideo(container: HTMLElement, src = `${source.mediaUrl}#t=605,766`) {
    container.innerHTML = `<div class="video-player video-player--html5"><video controls preload="metadata" src="${src}"><track kind="captions" srclang="en" label="English" default src="/captions/A-1.vtt"></video></div>`;
    return container.querySelector('video') as HTMLVideoElement;
  }

  it('plays in the video already in its container, with its media fragment and captions, adding no second video', async () => {
    const { player, container, revoked } = setup(async () => new Response(ONE_CUE_SRT));
    expect(player.playsPageVideo).toBe(true);
    const video = pageVideo(container);
    const served = video.querySelector('track');
    const handle = await player.mount(container, source);
    await player.captionsLoaded;
    expect([...container.querySelectorAll('video')]).toEqual([video]);
    expect(video).toHaveAttribute('src', `${source.mediaUrl}#t=605,766`);
    // The site's WebVTT track stays (a caption already drawn is not drawn again); the SRT
    // file read for the transcript makes no second track.
    expect([...video.querySelectorAll('track')]).toEqual([served]);
    expect(revoked).toHaveLength(1);
    expect((await handle.captions?.())?.map((cue) => cue.text)).toEqual(['The governor speaks.']);
    expect(handle.controls?.state().hasCaptions).toBe(true);
    handle.seek(700);
    expect(video.currentTime).toBe(700);
  });

  it("drops the page video's captions track when the clip has no caption file", async () => {
    const { player, container } = setup(async () => new Response('Not found', { status: 404 }));
    const video = pageVideo(container);
    const handle = await player.mount(container, source);
    await player.captionsLoaded;
    expect(video.querySelector('track')).toBeNull();
    expect(handle.controls?.state().hasCaptions).toBe(false);
  });

  it("keeps the page video's captions when the caption host refuses the page, and reads them for the transcript", async () => {
    const vtt = 'WEBVTT\n\n00:10:06.000 --> 00:10:08.000\nThe governor speaks.\n';
    const { player, container, requests, logger } = setup(async (url) => {
      // A caption host without CORS: the browser refuses the answer.
      if (url === source.captionUrl) throw new TypeError('Failed to fetch');
      return new Response(vtt);
    });
    const video = pageVideo(container);
    const served = video.querySelector('track');
    const handle = await player.mount(container, source);
    await player.captionsLoaded;
    expect(requests.map((r) => r.url)).toEqual([source.captionUrl, served?.src]);
    expect([...video.querySelectorAll('track')]).toEqual([served]);
    expect(handle.controls?.state().hasCaptions).toBe(true);
    expect((await handle.captions?.())?.map((cue) => cue.text)).toEqual(['The governor speaks.']);
    expect(logger.messages).toEqual([`Captions could not be loaded from ${source.captionUrl}:`]);
  });

  it("drops the page video's captions track when the site's file has no cues either", async () => {
    const { player, container, revoked } = setup(async (url) =>
      url === source.captionUrl
        ? new Response('Not found', { status: 404 })
        : new Response('WEBVTT\n'),
    );
    const video = pageVideo(container);
    const handle = await player.mount(container, source);
    await player.captionsLoaded;
    expect(video.querySelector('track')).toBeNull();
    expect(handle.controls?.state().hasCaptions).toBe(false);
    expect(await handle.captions?.()).toEqual([]);
    expect(revoked).toHaveLength(1);
  });

  it('points a page video of other media at the source, with the source captions', async () => {
    const { player, container } = setup(async () => new Response(ONE_CUE_SRT));
    const video = pageVideo(container, 'https://example.org/other.mp4#t=1,2');
    await player.mount(container, source);
    await player.captionsLoaded;
    expect(video).toHaveAttribute('src', source.mediaUrl);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks).toHaveLength(1);
    expect(vttOf(tracks[0]?.getAttribute('src') ?? '')).toContain('The governor speaks.');
  });

  it('puts the LSA logo over the page video and, once destroyed, takes back only what it added', async () => {
    const { player, container } = setup(async () => new Response(ONE_CUE_SRT));
    const video = pageVideo(container);
    const frame = video.parentElement;
    const handle = await player.mount(container, {
      ...source,
      collection: 4,
      logo: 'https://example.org/lsa.webp',
    });
    await player.captionsLoaded;
    expect(frame?.querySelector(':scope > img.video-player__logo')).not.toBeNull();
    handle.destroy();
    expect(container.querySelector('.video-player--html5 > video')).toBe(video);
    expect(container.querySelector('img')).toBeNull();
    expect(video.querySelector('track')).toHaveAttribute('src', '/captions/A-1.vtt');
    // Stopped: a page being left downloads no more of it.
    expect(video.hasAttribute('src')).toBe(false);
  });
});
