import { fireEvent, screen, within } from '@testing-library/react';
import { DemoCaptcha } from '../../../src/adapters/browser/DemoCaptcha';
import { LazyCaptcha, LazyVideoPlayer } from '../../../src/adapters/browser/lazy';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import type { PlaybackSource, VideoPlayer } from '../../../src/core/ports/VideoPlayer';
import { ScriptedPlayer } from '../../support/scriptedPlayer';
import { mountPoint } from './support';

const SOURCE: PlaybackSource = {
  mediaUrl: 'https://media.example.org/clip.mp4',
  captionUrl: 'https://media.example.org/clip.srt',
  poster: '',
  title: 'Clip',
  collection: 3,
  start: 0,
  end: undefined,
};

const noCallbacks = { onSolved: () => undefined, onExpired: () => undefined };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the player downloaded on first use', () => {
  it('downloads the player once and plays through it', async () => {
    const downloaded = new ScriptedPlayer();
    const load = jest.fn(async () => downloaded);
    const player = new LazyVideoPlayer(load, new MemoryLogger());
    expect(load).not.toHaveBeenCalled();
    const first = mountPoint();
    const second = mountPoint();
    await player.mount(first, SOURCE);
    expect(downloaded.mounted.map((source) => source.title)).toEqual(['Clip']);
    expect(within(first).getByTestId('player')).toBeInTheDocument();
    await player.mount(second, { ...SOURCE, title: 'Another clip' });
    expect(downloaded.mounted.map((source) => source.title)).toEqual(['Clip', 'Another clip']);
    expect(within(second).getByTestId('player')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs a failed download, rejects that mount and tries again on the next', async () => {
    const logger = new MemoryLogger();
    const downloaded = new ScriptedPlayer();
    const load = jest
      .fn<Promise<VideoPlayer>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(downloaded);
    const player = new LazyVideoPlayer(load, logger);
    await expect(player.mount(mountPoint(), SOURCE)).rejects.toThrow('chunk failed');
    expect(logger.messages).toEqual(['Error loading the video player:']);
    const element = mountPoint();
    await player.mount(element, SOURCE);
    expect(downloaded.mounted).toEqual([SOURCE]);
    expect(within(element).getByTestId('player')).toBeInTheDocument();
  });

  it('mounts nothing when the page is left while the player is being downloaded', async () => {
    const downloaded = new ScriptedPlayer();
    const player = new LazyVideoPlayer(async () => downloaded, new MemoryLogger());
    const leaving = new AbortController();
    const mounting = player.mount(mountPoint(), SOURCE, { signal: leaving.signal });
    leaving.abort();
    await expect(mounting).rejects.toMatchObject({ name: 'AbortError' });
    expect(downloaded.mounted).toEqual([]);
  });

  it('says, before its code is downloaded, whether the player plays the page video', () => {
    const load = jest.fn(async () => new ScriptedPlayer());
    expect(new LazyVideoPlayer(load, new MemoryLogger(), true).playsPageVideo).toBe(true);
    expect(new LazyVideoPlayer(load, new MemoryLogger()).playsPageVideo).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the captcha downloaded on first use', () => {
  it('renders the downloaded captcha, which works as itself', async () => {
    const solved: string[] = [];
    const captcha = new LazyCaptcha(async () => new DemoCaptcha(), new MemoryLogger());
    await captcha.render(mountPoint(), { ...noCallbacks, onSolved: (t) => solved.push(t) });
    fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(solved).toHaveLength(1);
    captcha.dispose();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('draws nothing when the page is left while the captcha downloads', async () => {
    const captcha = new LazyCaptcha(async () => new DemoCaptcha(), new MemoryLogger());
    const rendering = captcha.render(mountPoint(), noCallbacks);
    captcha.dispose();
    await rendering;
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('logs a failed download without rejecting, and a later render tries again', async () => {
    const logger = new MemoryLogger();
    const load = jest
      .fn<Promise<DemoCaptcha>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(new DemoCaptcha());
    const captcha = new LazyCaptcha(load, logger);
    await expect(captcha.render(mountPoint(), noCallbacks)).resolves.toBeUndefined();
    expect(logger.messages).toEqual(['Error loading the captcha:']);
    captcha.reset();
    await captcha.render(mountPoint(), noCallbacks);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
  });
});
