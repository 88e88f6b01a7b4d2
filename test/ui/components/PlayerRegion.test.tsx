/**
 * Server code (react-dom/server's Node build) runs here next to the browser's DOM.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { VideoPlayer } from '../../../src/core/ports/VideoPlayer';
import { WatchingMemory } from '../../../src/core/stores/WatchingMemory';
import { PlayerRegion } from '../../../src/ui/components/PlayerRegion';
import { ServicesProvider, type Services } from '../../../src/ui/services';
import { aPlaybackSource } from '../../support/builders';
import { ControlledPlayer } from '../../support/scriptedControls';
import { ScriptedPlayer } from '../../support/scriptedPlayer';

const SOURCE = aPlaybackSource();

/** `siteServer`: the page came from the site's server (which serves the WebVTT file). */
function services(player: VideoPlayer, siteServer = true): Services {
  return { player, siteServer } as unknown as Services;
}

const region = (player: VideoPlayer, siteServer = true) => (
  <ServicesProvider services={services(player, siteServer)}>
    <PlayerRegion source={SOURCE} captionsPath="/captions/A-1.vtt" />
  </ServicesProvider>
);

/** A ScriptedPlayer that, like the HTML5 player, plays the page's own video. */
const pageVideoPlayer = () => Object.assign(new ScriptedPlayer(), { playsPageVideo: true });

/** The region as the server sends it, rendered by a copy of React's modules of its own. */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderToString } = await import('react-dom/server');
    const { PlayerRegion: ServerRegion } = await import('../../../src/ui/components/PlayerRegion');
    const { ServicesProvider: ServerServices } = await import('../../../src/ui/services');
    html = renderToString(
      <ServerServices services={services(new ScriptedPlayer())}>
        <ServerRegion source={SOURCE} captionsPath="/captions/A-1.vtt" />
      </ServerServices>,
    );
  });
  return html;
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The region's HTML from the server, in the page as the browser receives it. */
async function servedRegion(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = await serverHtml();
  return container;
}

/** Hydrates the served region with `element`, keeping what React reports on the way. */
async function hydrate(container: HTMLElement, element: ReactElement) {
  const errors = jest.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { errors, recoverable };
}

/** React found the server's HTML as it renders it: no mismatch, no error logged. */
function expectCleanHydration({ errors, recoverable }: Awaited<ReturnType<typeof hydrate>>) {
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

describe('the player region', () => {
  it("is sent by the server with the browser's own player, its clip window and captions", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    const video = container.querySelector('.watch__player video');
    expect(video?.getAttribute('src')).toBe(`${SOURCE.mediaUrl}#t=605,766`);
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.querySelector('track')?.getAttribute('src')).toBe('/captions/A-1.vtt');
  });

  it.each([
    [true, '/captions/A-1.vtt'],
    [false, undefined],
  ])(
    "names the site's own captions file to the player where the site's server serves it (%s)",
    async (siteServer, expected) => {
      const player = new ScriptedPlayer();
      render(region(player, siteServer));
      await waitFor(() => expect(player.options).toHaveLength(1));
      expect(player.options[0]?.siteCaptionUrl).toBe(expected);
    },
  );

  it("gives way to the configured player once the page's script takes over", async () => {
    const container = await servedRegion();
    const player = new ScriptedPlayer();
    const reported = await hydrate(container, region(player));
    await waitFor(() => expect(player.mounted).toEqual([SOURCE]));
    const videos = [...container.querySelectorAll('video')];
    expect(videos.map((v) => v.getAttribute('data-testid'))).toEqual(['player']);
    expectCleanHydration(reported);
  });

  it('shows no fallback at all when the page is drawn by its script', async () => {
    const player = new ScriptedPlayer();
    const { container } = render(region(player, false));
    await waitFor(() => expect(player.mounted).toHaveLength(1));
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(container.querySelector('track')).toBeNull();
  });

  it("hands the server's own video to a player that plays the page's video", async () => {
    const container = await servedRegion();
    const served = container.querySelector('video');
    const player = pageVideoPlayer();
    const reported = await hydrate(container, region(player));
    await waitFor(() => expect(player.mounted).toEqual([SOURCE]));
    expect(player.found).toEqual([served]);
    // Still there once the page's script runs: the same element, playing the clip's window.
    expect([...container.querySelectorAll('video')]).toEqual([served]);
    expect(served?.getAttribute('src')).toBe(`${SOURCE.mediaUrl}#t=605,766`);
    expectCleanHydration(reported);
  });

  it("draws the page's video for such a player on a page drawn by its script, without the site's captions file", async () => {
    const player = pageVideoPlayer();
    const { container } = render(region(player, false));
    await waitFor(() => expect(player.mounted).toHaveLength(1));
    const videos = [...container.querySelectorAll('video')];
    expect(videos).toHaveLength(1);
    expect(player.found).toEqual(videos);
    // A static host has no /captions file: the player brings the captions.
    expect(container.querySelector('track')).toBeNull();
  });
});

describe('the player region with controls', () => {
  /** The region of clip LPB-CL-1042 over a player with controls, and the device's storage. */
  async function controlled(options: { startAt?: number; storage?: MemoryKeyValueStore } = {}) {
    const storage = options.storage ?? new MemoryKeyValueStore();
    const player = new ControlledPlayer();
    const services = { player, watching: new WatchingMemory(storage) } as unknown as Services;
    const user = userEvent.setup();
    const view = render(
      <ServicesProvider services={services}>
        <label>
          Search
          <input type="search" />
        </label>
        <PlayerRegion source={SOURCE} clipId="LPB-CL-1042" startAt={options.startAt} />
      </ServicesProvider>,
    );
    await waitFor(() => expect(player.controls).toBeDefined());
    await screen.findByRole('combobox', { name: 'Speed' });
    const handle = player.handle!;
    const controls = player.controls!;
    const region = screen.getByRole('group', { name: 'Video player' });
    return { ...view, user, storage, player, handle, controls, region };
  }

  it('is a Tab stop named Video player, with its keys announced', async () => {
    const { user, region } = await controlled();
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('aria-keyshortcuts', 'Space K J L ArrowLeft ArrowRight C F M');
    expect(region).toHaveAccessibleDescription(/Space or K plays and pauses/);
    await user.tab();
    await user.tab();
    expect(region).toHaveFocus();
  });

  it('plays, pauses, seeks inside the clip, mutes, goes full screen and turns captions off by key', async () => {
    const { user, region, handle, controls, storage } = await controlled();
    region.focus();
    await user.keyboard('k');
    expect(controls.current.paused).toBe(false);
    await user.keyboard(' ');
    expect(controls.current.paused).toBe(true);
    act(() => handle.playTo(700));
    await user.keyboard('l{ArrowLeft}j{ArrowRight}');
    expect(handle.seeks).toEqual([710, 705, 695, 700]);
    act(() => handle.playTo(762));
    await user.keyboard('l');
    expect(handle.seeks.at(-1)).toBe(766);
    act(() => handle.playTo(606));
    await user.keyboard('j');
    expect(handle.seeks.at(-1)).toBe(605);
    await user.keyboard('m');
    expect(controls.current.muted).toBe(true);
    await user.keyboard('f');
    expect(controls.current.fullscreen).toBe(true);
    await user.keyboard('c');
    expect(controls.current.captionsShowing).toBe(false);
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(new WatchingMemory(storage).captions).toBe(false);
  });

  it("keeps the key from the video's own controls", async () => {
    const { region } = await controlled();
    const video = region.querySelector('video')!;
    const press = new KeyboardEvent('keydown', { key: 'l', bubbles: true, cancelable: true });
    video.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    const other = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true });
    video.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('works from the buttons under the player, where Space still presses the button', async () => {
    const { user, controls } = await controlled();
    const captions = screen.getByRole('button', { name: 'Captions' });
    captions.focus();
    await user.keyboard('k');
    expect(controls.current.paused).toBe(false);
    await user.keyboard(' ');
    expect(controls.current.paused).toBe(false);
    expect(captions).toHaveAttribute('aria-pressed', 'false');
  });

  it('never fires while typing in a field, inside the region or out of it (WCAG 2.1.4)', async () => {
    const { user, controls, handle } = await controlled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jklmcf ');
    const speed = screen.getByRole('combobox', { name: 'Speed' });
    speed.focus();
    await user.keyboard('kjlmcf');
    fireEvent.keyDown(speed, { key: ' ' });
    expect(controls.current).toMatchObject({
      paused: true,
      muted: false,
      fullscreen: false,
      captionsShowing: true,
    });
    expect(handle.seeks).toEqual([]);
  });

  it("leaves the browser's own combinations alone", async () => {
    const { region, controls } = await controlled();
    region.focus();
    fireEvent.keyDown(region, { key: 'f', ctrlKey: true });
    fireEvent.keyDown(region, { key: 'k', metaKey: true });
    expect(controls.current).toMatchObject({ paused: true, fullscreen: false });
  });

  it('offers to resume where the visitor left the clip on this device, and focuses the player after', async () => {
    const storage = new MemoryKeyValueStore();
    new WatchingMemory(storage).remember('LPB-CL-1042', 739);
    const { user, region, handle } = await controlled({ storage });
    const resume = screen.getByRole('button', { name: 'Resume at 2:14' });
    await user.click(resume);
    expect(handle.seeks).toEqual([739]);
    expect(region).toHaveFocus();
  });

  it('lets a ?t= start win over the place the visitor left', async () => {
    const storage = new MemoryKeyValueStore();
    new WatchingMemory(storage).remember('LPB-CL-1042', 739);
    const { handle } = await controlled({ storage, startAt: 650 });
    expect(handle.seeks).toEqual([650]);
    expect(screen.queryByRole('button', { name: /^Resume at/ })).toBeNull();
  });

  it('keeps the position when the page is hidden or left, as a reload does', async () => {
    const { handle, controls, storage, unmount } = await controlled();
    act(() => controls.play());
    act(() => handle.playTo(700));
    handle.seek(703.5);
    window.dispatchEvent(new Event('pagehide'));
    expect(new WatchingMemory(storage).position('LPB-CL-1042')).toBe(703.5);
    handle.seek(704);
    unmount();
    expect(new WatchingMemory(storage).position('LPB-CL-1042')).toBe(704);
  });

  it('hydrates the server HTML without a mismatch, the controls coming after', async () => {
    const container = await servedRegion();
    expect(container.querySelector('[tabindex]')).toBeNull();
    expect(container.querySelector('.player-bar')).toBeEmptyDOMElement();
    const player = new ControlledPlayer();
    const services = {
      player: player as VideoPlayer,
      watching: new WatchingMemory(new MemoryKeyValueStore()),
      siteServer: true,
    } as unknown as Services;
    const reported = await hydrate(
      container,
      <ServicesProvider services={services}>
        <PlayerRegion source={SOURCE} captionsPath="/captions/A-1.vtt" />
      </ServicesProvider>,
    );
    await waitFor(() => expect(container.querySelector('select')).not.toBeNull());
    expectCleanHydration(reported);
  });
});
