import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAsset, anAssetDetail } from '../support/builders';
import { renderApp } from '../support/renderApp';

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('route table', () => {
  it('sends an unknown path to the 404 page and reports only that page', async () => {
    const site = renderApp('/no/such/page');
    expect(await screen.findByText("We couldn't find that page")).toBeInTheDocument();
    expect(site.location().path).toBe('/not-found');
    await waitFor(() => expect(site.analytics.views).toHaveLength(1));
    await pause();
    expect(site.analytics.views).toEqual([
      { path: '/not-found', title: 'Page Not Found | Louisiana Digital Media Archive' },
    ]);
  });

  it('redirects sublisting/{category}/{id} to its page 1', async () => {
    const site = renderApp('/sublisting/Series/S1', {
      archive: {
        relatedPaged: async () => [anAsset({ title: 'Episode one' })],
        relatedCount: async () => 1,
        assetDetail: async (id) =>
          anAssetDetail({ id, assetType: 'Series', seriesTitle: 'Louisiana News Archive' }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louisiana News Archive' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(site.location().path).toBe('/sublisting/series/S1/page/1'));
  });

  it.each(['/video_v2/asset-detail/LPB-CL-1042', '/video-player/LPB-CL-1042'])(
    'opens the video detail at %s',
    async (path) => {
      const asked: string[] = [];
      const site = renderApp(path, {
        archive: {
          assetDetail: async (id) => {
            asked.push(id);
            return anAssetDetail({ id, title: 'Governor McKeithen on the Superdome' });
          },
          related: async () => [],
          recentlyAdded: async () => [],
        },
      });
      await waitFor(() => expect(asked).toContain('LPB-CL-1042'));
      await pause();
      expect(site.location().path).toBe(path);
    },
  );

  it('rewrites /browse-all-videos to the full browse route', async () => {
    const site = renderApp('/browse-all-videos', {
      archive: { pagedAssets: async () => [], pagedCount: async () => 0 },
    });
    await screen.findByRole('heading', { level: 1, name: 'Browse Videos' });
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/3/all/page/1'));
  });
});

describe('404 page', () => {
  it('shows 404, the message and the hint', () => {
    renderApp('/not-found');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("If you followed a link, it may be broken or the item isn't public"),
    ).toBeInTheDocument();
  });

  it("sends 'Browse all videos' to browse-all-videos", async () => {
    const user = userEvent.setup();
    const site = renderApp('/not-found', {
      archive: { pagedAssets: async () => [], pagedCount: async () => 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Browse all videos' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse Videos' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/3/all/page/1'));
  });
});
