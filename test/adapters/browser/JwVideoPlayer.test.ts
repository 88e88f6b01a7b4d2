import { CaptionFiles } from '../../../src/adapters/browser/CaptionFiles';
import { CAPTION_WAIT_MS, JwVideoPlayer } from '../../../src/adapters/browser/JwVideoPlayer';
import type { PlayerHandle } from '../../../src/core/ports/VideoPlayer';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { aPlaybackSource } from '../../support/builders';
import { ONE_CUE_SRT, TWO_CUES_SRT } from '../../support/captionFile';
import { FakeJw, JW_SCRIPT_URL, jwLibrary, jwScripts, removeJw } from './fakeJw';
import { mountPoint } from './support';

const lpbSource = aPlaybackSource({ logo: 'https://example.org/lpb-logo.png' });

function setup(outcome: 'ready' | 'setupError' = 'ready', srt = ONE_CUE_SRT) {
  const logger = new MemoryLogger();
  const captionRequests: string[] = [];
  const captions = new CaptionFiles(logger, {
    fetch: async (input) => {
      captionRequests.push(String(input));
      return new Response(srt);
    },
    toUrl: () => 'blob:captions-1',
    revoke: () => undefined,
  });
  const player = new JwVideoPlayer(JW_SCRIPT_URL, logger, captions);
  const container = mountPoint();
  const { instances, library, loadScript } = jwLibrary(outcome);
  return { logger, player, container, instances, library, loadScript, captionRequests };
}

afterEach(removeJw);

describe('the JW Player adapter', () => {
  it('loads the library on demand and sets the player up as the spec sizes it, with English captions', async () => {
    const { player, container, instances, loadScript } = setup();
    expect(jwScripts()).toHaveLength(0);
    const mounted = player.mount(container, lpbSource);
    expect(jwScripts()).toHaveLength(1);
    loadScript();
    await mounted;
    expect(instances[0]?.config).toEqual({
      file: lpbSource.mediaUrl,
      image: lpbSource.poster,
      tracks: [{ file: 'blob:captions-1', label: 'English', kind: 'captions', default: true }],
      width: 882,
      height: 682,
      aspectratio: '16:9',
      autostart: false,
    });
  });

  it('shows the logo only for the state archives collection', async () => {
    const { player, container, instances, loadScript } = setup();
    const mounted = player.mount(container, {
      ...lpbSource,
      collection: 4,
      logo: 'https://example.org/lsa.png',
    });
    loadScript();
    await mounted;
    expect(instances[0]?.config?.logo).toEqual(
      expect.objectContaining({ file: 'https://example.org/lsa.png' }),
    );
  });

  it('removes its script tag when the page is left, and loads it afresh for the next video', async () => {
    const { player, container, library, loadScript } = setup();
    const first = player.mount(container, lpbSource);
    loadScript();
    const handle = await first;
    handle.destroy();
    expect(jwScripts()).toHaveLength(0);
    const second = player.mount(container, lpbSource);
    expect(jwScripts()).toHaveLength(1);
    loadScript();
    await second;
    expect(library).toHaveBeenCalledTimes(2);
  });

  it('keeps one script tag for two players and removes it after the last one', async () => {
    const { player, container, loadScript } = setup();
    const a = player.mount(container, lpbSource);
    const b = player.mount(container, lpbSource);
    expect(jwScripts()).toHaveLength(1);
    loadScript();
    const [first, second] = await Promise.all([a, b]);
    first.destroy();
    expect(jwScripts()).toHaveLength(1);
    second.destroy();
    expect(jwScripts()).toHaveLength(0);
  });

  it("logs 'JW Player script failed to load' and rejects when the script cannot load", async () => {
    const { player, container, logger } = setup();
    const mounted = player.mount(container, lpbSource);
    jwScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(mounted).rejects.toThrow();
    expect(logger.messages).toContain('JW Player script failed to load');
    expect(jwScripts()).toHaveLength(0);
  });

  it('rejects after logging when the player cannot be set up', async () => {
    const { player, container, logger, instances, loadScript } = setup('setupError');
    const mounted = player.mount(container, lpbSource);
    loadScript();
    await expect(mounted).rejects.toThrow('Error loading player');
    expect(logger.messages).toContain('JW Player setup failed:');
    expect(instances[0]?.removed).toBe(true);
    expect(jwScripts()).toHaveLength(0);
  });

  it('applies the same start and hold rules through its events', async () => {
    const { player, container, instances, loadScript } = setup();
    const mounted = player.mount(container, lpbSource);
    loadScript();
    const handle = await mounted;
    const jw = instances[0] as FakeJw;
    jw.emit('play');
    expect(jw.seeks).toEqual([605]);
    jw.emit('time', { position: 767 });
    expect(jw.pauses).toBe(1);
    expect(jw.seeks).toEqual([605, 766]);
    jw.emit('seek', { position: 700, offset: 10 });
    expect(jw.seeks.at(-1)).toBe(605);
    const times: number[] = [];
    const stop = handle.onTimeUpdate((t) => times.push(t));
    jw.emit('time', { position: 610 });
    stop();
    jw.emit('time', { position: 611 });
    expect(times).toEqual([610]);
    handle.destroy();
    expect(jw.removed).toBe(true);
  });
});

describe('the JW Player adapter and the transcript', () => {
  it('hands the transcript the cues of the caption track it was set up with', async () => {
    const srt = TWO_CUES_SRT;
    const { player, container, instances, loadScript, captionRequests } = setup('ready', srt);
    const mounted = player.mount(container, lpbSource);
    loadScript();
    const handle = await mounted;
    expect((await handle.captions?.())?.map((c) => c.start)).toEqual([606, 609]);
    expect(instances[0]?.config?.tracks).toEqual([expect.objectContaining({ kind: 'captions' })]);
    expect(captionRequests).toHaveLength(1);
  });
});

describe('the JW Player adapter and a caption host that refuses the page', () => {
  function refused(siteFile: string) {
    const logger = new MemoryLogger();
    const asked: string[] = [];
    const captions = new CaptionFiles(logger, {
      fetch: async (input) => {
        asked.push(String(input));
        // No CORS headers on the caption host: the browser refuses its answer.
        if (String(input) === lpbSource.captionUrl) throw new TypeError('Failed to fetch');
        return new Response(siteFile);
      },
      toUrl: () => 'blob:site-captions',
      revoke: () => undefined,
    });
    const player = new JwVideoPlayer(JW_SCRIPT_URL, logger, captions);
    const { instances, loadScript } = jwLibrary();
    return { player, instances, loadScript, asked };
  }

  it("sets the player up with the site's own captions file instead", async () => {
    const vtt = 'WEBVTT\n\n00:10:06.000 --> 00:10:08.000\nThe governor speaks.\n';
    const { player, instances, loadScript, asked } = refused(vtt);
    const mounted = player.mount(mountPoint(), lpbSource, {
      siteCaptionUrl: '/captions/A-1.vtt',
    });
    loadScript();
    const handle = await mounted;
    expect(asked).toEqual([lpbSource.captionUrl, '/captions/A-1.vtt']);
    expect(instances[0]?.config?.tracks).toEqual([
      { file: 'blob:site-captions', label: 'English', kind: 'captions', default: true },
    ]);
    expect((await handle.captions?.())?.map((c) => c.text)).toEqual(['The governor speaks.']);
  });

  it('sets it up without captions when the site has none either', async () => {
    const { player, instances, loadScript } = refused('WEBVTT\n');
    const mounted = player.mount(mountPoint(), lpbSource, {
      siteCaptionUrl: '/captions/A-1.vtt',
    });
    loadScript();
    await mounted;
    expect(instances[0]?.config?.tracks).toEqual([]);
  });
});

describe('the JW Player adapter and a caption host that never answers', () => {
  /** A caption fetch that never settles, not even when aborted. */
  function stalled() {
    const logger = new MemoryLogger();
    const signals: (AbortSignal | undefined)[] = [];
    const captions = new CaptionFiles(logger, {
      fetch: (_input, init) => {
        signals.push(init?.signal ?? undefined);
        return new Promise<Response>(() => undefined);
      },
      toUrl: () => 'blob:captions-1',
      revoke: () => undefined,
    });
    const player = new JwVideoPlayer(JW_SCRIPT_URL, logger, captions);
    const container = mountPoint();
    const { instances, loadScript } = jwLibrary();
    return { logger, player, container, instances, loadScript, signals };
  }

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it(`sets the player up without captions after ${CAPTION_WAIT_MS} ms, and abandons the request`, async () => {
    const { player, container, instances, loadScript, signals, logger } = stalled();
    let handle: PlayerHandle | undefined;
    void player.mount(container, lpbSource).then((h) => (handle = h));
    loadScript();
    await jest.advanceTimersByTimeAsync(CAPTION_WAIT_MS - 1);
    expect(instances).toHaveLength(0);
    expect(signals[0]?.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(instances[0]?.config?.tracks).toEqual([]);
    expect(instances[0]?.config?.file).toBe(lpbSource.mediaUrl);
    expect(handle).toBeDefined();
    await expect(handle?.captions?.()).resolves.toEqual([]);
    expect(signals[0]?.aborted).toBe(true);
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: `Captions did not arrive within ${CAPTION_WAIT_MS} ms; the player starts without them:`,
      }),
    ]);
  });

  it('abandons the caption request when the page is left, sets nothing up and frees the script', async () => {
    const { player, container, instances, loadScript, signals, logger } = stalled();
    const leaving = new AbortController();
    const mounted = player.mount(container, lpbSource, { signal: leaving.signal });
    loadScript();
    await jest.advanceTimersByTimeAsync(1000);
    expect(signals).toHaveLength(1);

    leaving.abort();
    await expect(mounted).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals[0]?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(CAPTION_WAIT_MS);
    expect(instances).toHaveLength(0);
    expect(container.children).toHaveLength(0);
    expect(jwScripts()).toHaveLength(0);
    expect(logger.entries).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops waiting for its script when the page is left, without logging a failure', async () => {
    const { player, container, signals, logger } = stalled();
    const leaving = new AbortController();
    const mounted = player.mount(container, lpbSource, { signal: leaving.signal });
    expect(jwScripts()).toHaveLength(1);
    leaving.abort();
    await expect(mounted).rejects.toMatchObject({ name: 'AbortError' });
    expect(jwScripts()).toHaveLength(0);
    expect(signals).toHaveLength(0);
    expect(logger.entries).toEqual([]);
  });

  it('abandons the caption request when the mounted player is destroyed', async () => {
    const { player, container, loadScript, signals } = stalled();
    const mounted = player.mount(container, lpbSource);
    loadScript();
    await jest.advanceTimersByTimeAsync(CAPTION_WAIT_MS);
    (await mounted).destroy();
    expect(signals[0]?.aborted).toBe(true);
    expect(jwScripts()).toHaveLength(0);
  });
});
