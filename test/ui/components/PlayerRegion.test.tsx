/**
 * Server code (react-dom/server's Node build) runs here next to the browser's DOM.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PlaybackSource } from '../../../src/core/ports/VideoPlayer';
import { PlayerRegion } from '../../../src/ui/components/PlayerRegion';
import { ServicesProvider, type Services } from '../../../src/ui/services';
import { ScriptedPlayer } from '../../support/scriptedPlayer';

const SOURCE: PlaybackSource = {
  mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
  captionUrl: 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt',
  poster: 'https://example.org/thumbs/1.jpg',
  title: 'Governor McKeithen on the Superdome',
  collection: 3,
  start: 605,
  end: 766,
};

function services(player: ScriptedPlayer): Services {
  return { player } as unknown as Services;
}

const region = (player: ScriptedPlayer) => (
  <ServicesProvider services={services(player)}>
    <PlayerRegion source={SOURCE} captionsPath="/captions/A-1.vtt" />
  </ServicesProvider>
);

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
});

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

  it("gives way to the configured player once the page's script takes over", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml();
    const player = new ScriptedPlayer();
    const errors = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, region(player), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    await waitFor(() => expect(player.mounted).toEqual([SOURCE]));
    const videos = [...container.querySelectorAll('video')];
    expect(videos.map((v) => v.getAttribute('data-testid'))).toEqual(['player']);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('shows no fallback at all when the page is drawn by its script', async () => {
    const player = new ScriptedPlayer();
    const { container } = render(region(player));
    await waitFor(() => expect(player.mounted).toHaveLength(1));
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(container.querySelector('track')).toBeNull();
  });
});
