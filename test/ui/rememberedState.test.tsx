import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import { aPageOfAssets, anAsset, anAssetDetail } from '../support/builders';
import { renderApp, preloadPages } from '../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

/** 100 clips per collection, 25 a page, plus a series S1 of 30 episodes and a search. */
const archive: Partial<ArchiveApi> = {
  pagedAssets: async (query) => {
    return aPageOfAssets(query.Page ?? 1, 100, (n) => ({
      identifier: `C${query.CollectionId ?? 'all'}-${n}`,
      title: `Clip ${n}`,
    }));
  },
  pagedCount: async () => 100,
  relatedPaged: async (_id, page) =>
    aPageOfAssets(page, 30, (n) => ({
      type: 'Episode',
      identifier: `E${n}`,
      title: `Episode ${n}`,
    })),
  relatedCount: async () => 30,
  assetDetail: async (id) =>
    anAssetDetail({
      id,
      assetType: id === 'S1' ? 'Series' : 'Episode',
      seriesTitle: 'Louisiana News Archive',
    }),
  related: async () => [],
  recentlyAdded: async () => [],
  search: async () => [anAsset({ identifier: 'F1', title: 'Flood footage' })],
};

const SERIES_PAGE_2 = '/sublisting/series/S1/page/2';
const EPISODE_27 = '/video_v2/asset-detail/E27';

/** In a tab with `storage`, opens the link `name` on the page at `path`; leaves at `target`. */
async function openIn(storage: MemoryKeyValueStore, path: string, name: string, target: string) {
  const site = renderApp(path, { archive, storage });
  await userEvent.setup().click(await screen.findByRole('link', { name }));
  await waitFor(() => expect(site.location().path).toBe(target));
  cleanup();
}

describe('remembered browsing state across screens', () => {
  it('brings the video detail back to the browse page it was opened from', async () => {
    const user = userEvent.setup();
    const site = renderApp('/browse-all-videos/3/all/page/3', { archive });
    await user.click(await screen.findByRole('link', { name: 'Clip 51' }));
    expect(site.location().path).toBe('/video-player/C3-51');
    expect(site.services.memory.state.browsePageByAsset['C3-51']).toBe(
      '/browse-all-videos/3/all/page/3',
    );
    expect(site.services.memory.backRouteOf('C3-51')).toBe('/browse-all-videos/3/all/page/3');
  });

  it("brings 'Back to Browse' to the last filter, even after a reload", async () => {
    const user = userEvent.setup();
    const storage = new MemoryKeyValueStore();
    const first = renderApp('/browse-all-videos/4/series/page/1', {
      archive: { ...archive, pagedCount: async () => 100 },
      storage,
    });
    await screen.findByRole('link', { name: 'Clip 1' });
    await user.click(screen.getAllByRole('link', { name: 'Next page' })[0] as HTMLElement);
    await waitFor(() => expect(first.location().path).toBe('/browse-all-videos/4/series/page/2'));
    cleanup();

    // A reload: new services over the same tab storage.
    const second = renderApp('/sublisting/series/S1/page/1', { archive, storage });
    await user.click(await screen.findByRole('button', { name: 'Back to Browse' }));
    await waitFor(() => expect(second.location().path).toBe('/browse-all-videos/4/series/page/2'));
  });

  it('brings the detail back to the sub-listing page, even after a reload', async () => {
    const storage = new MemoryKeyValueStore();
    await openIn(storage, SERIES_PAGE_2, 'Episode 27', EPISODE_27);

    const second = renderApp(EPISODE_27, { archive, storage });
    // Once the page has loaded, with its way back, it has had every chance to change it.
    expect(await screen.findByRole('button', { name: 'Back' })).toHaveAttribute(
      'href',
      SERIES_PAGE_2,
    );
    expect(second.services.memory.state).toMatchObject({ fromSubListing: true, identifier: 'E27' });
    expect(second.services.memory.state.subListingPageByAsset.E27).toBe(SERIES_PAGE_2);
    expect(second.services.memory.backRouteOf('E27')).toBe(SERIES_PAGE_2);
  });

  it('brings a video opened from search back to browse at the remembered page', async () => {
    const user = userEvent.setup();
    const storage = new MemoryKeyValueStore();
    // The visitor browsed to page 2 of LSA's series, then searched.
    await openIn(storage, '/browse-all-videos/4/series/page/2', 'Clip 30', '/video-player/C4-30');
    const site = renderApp('/search?keyword=flood&search_by=ALLFIELDS', { archive, storage });
    await user.click(await screen.findByRole('link', { name: 'Flood footage' }));
    await waitFor(() =>
      expect(site.location().path).toBe('/video_v2/asset-detail/F1?keyword=flood'),
    );
    // SPEC §2: the search flag is set, and the back button still goes to browse.
    expect(site.services.memory.state.fromSearch).toBe(true);
    const back = await screen.findByRole('button', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/browse-all-videos/4/series/page/2');
    await user.click(back);
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/4/series/page/2'));
  });

  it('sends a video back to the list page it was opened from, though others opened since', async () => {
    const user = userEvent.setup();
    const storage = new MemoryKeyValueStore();
    await openIn(storage, '/browse-all-videos/3/all/page/3', 'Clip 51', '/video-player/C3-51');

    await openIn(storage, SERIES_PAGE_2, 'Episode 27', EPISODE_27);

    // History back to the first video, in a fresh page load.
    const detail = renderApp('/video-player/C3-51', { archive, storage });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(detail.location().path).toBe('/browse-all-videos/3/all/page/3'));
  });
});
