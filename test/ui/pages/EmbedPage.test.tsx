import { screen, waitFor } from '@testing-library/react';
import { anAssetDetail } from '../../support/builders';
import { renderApp, preloadPages } from '../../support/renderApp';
import { aCue, ScriptedPlayer } from '../../support/scriptedPlayer';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

function embed(path: string, detail = anAssetDetail({ id: 'LPB-CL-1042' })) {
  const player = new ScriptedPlayer([aCue(606, 609, 'The governor speaks.')]);
  const asked: string[] = [];
  const app = renderApp(path, {
    player,
    archive: {
      assetDetail: async (id) => {
        asked.push(id);
        if (id !== detail.id) throw new Error('HTTP 404');
        return detail;
      },
    },
  });
  return { ...app, player, asked };
}

describe('the embeddable player', () => {
  it('shows the player alone, with the clip rules and captions, and the title linking back', async () => {
    const { player, asked } = embed('/embed/LPB-CL-1042');
    const link = await screen.findByRole('link', {
      name: 'Governor McKeithen on the Superdome (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/video_v2/asset-detail/LPB-CL-1042');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 1 })).toContainElement(link);
    await waitFor(() => expect(player.mounted).toHaveLength(1));
    expect(player.mounted[0]).toMatchObject({
      start: 605,
      end: 766,
      captionUrl: 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt',
    });
    expect(screen.getByTestId('player')).toBeInTheDocument();
    expect(asked).toEqual(['LPB-CL-1042']);
  });

  it('has none of the site around it: no header, navigation, footer or transcript', async () => {
    embed('/embed/LPB-CL-1042');
    await screen.findByRole('link', { name: /Governor McKeithen/ });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe(
        'Governor McKeithen on the Superdome | Louisiana Digital Media Archive',
      ),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('starts at a ?t= time inside the clip', async () => {
    const { player } = embed('/embed/LPB-CL-1042?t=30');
    await waitFor(() => expect(player.handle?.seeks).toEqual([635]));
  });

  it.each([
    ['not public', anAssetDetail({ id: 'LPB-CL-1042', isPublic: false }), '/embed/LPB-CL-1042'],
    ['unknown', anAssetDetail({ id: 'LPB-CL-1042' }), '/embed/NOPE'],
  ])('says a video that is %s is not available, without the 404 page', async (_, detail, path) => {
    const { location, player } = embed(path, detail);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This video is not available.' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(path);
    expect(screen.queryByText("We couldn't find that page")).toBeNull();
    expect(player.mounted).toEqual([]);
  });
});
