import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetDetail } from '../../../src/core/entities/AssetDetail';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { aPageOfAssets, anAssetDetail } from '../../support/builders';
import { deferred, renderApp, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

const details: Record<string, Partial<AssetDetail>> = {
  S1: { assetType: 'Series', title: 'Episode one', seriesTitle: 'Louisiana News Archive' },
  T1: { assetType: 'Topic', title: 'Hurricanes', seriesTitle: 'Weather' },
  T2: { assetType: 'Topic', title: 'Flooding', seriesTitle: '' },
};

/** Series S1 and topic T1 with 60 members each (E1..E60 are episodes; E3 is topic T2). */
function archive(overrides: Partial<ArchiveApi> = {}): Partial<ArchiveApi> {
  return {
    relatedPaged: async (id, page) => {
      return aPageOfAssets(page, 60, (n) =>
        n === 3
          ? { type: 'Topic', identifier: 'T2', title: 'Flooding', seriesTitle: '' }
          : {
              type: 'Episode',
              identifier: `E${n}`,
              title: `${id} episode ${n}`,
              seriesTitle: 'Louisiana News Archive',
            },
      );
    },
    relatedCount: async () => 60,
    assetDetail: async (id) => anAssetDetail({ id, assetType: 'Episode', ...details[id] }),
    related: async () => [],
    recentlyAdded: async () => [],
    ...overrides,
  };
}

async function listing(path: string, overrides: Partial<ArchiveApi> = {}) {
  const site = renderApp(path, { archive: archive(overrides) });
  await screen.findByRole('button', { name: 'Back to Browse' });
  return site;
}

describe('sub-listing page', () => {
  it('heads a series with its series title', async () => {
    await listing('/sublisting/series/S1/page/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louisiana News Archive' }),
    ).toBeInTheDocument();
  });

  it('heads a topic with its title', async () => {
    await listing('/sublisting/topic/T1/page/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hurricanes' }),
    ).toBeInTheDocument();
  });

  it('reads the category in any case and an odd page as page 1', async () => {
    const site = await listing('/sublisting/SERIES/S1/page/abc');
    await waitFor(() => expect(site.location().path).toBe('/sublisting/series/S1/page/1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louisiana News Archive' }),
    ).toBeInTheDocument();
  });

  it('shows a paginated grid of members with title and series title', async () => {
    await listing('/sublisting/series/S1/page/2');
    const card = (await screen.findByRole('link', { name: 'S1 episode 26' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Louisiana News Archive')).toBeInTheDocument();
    expect(screen.getByText('26 – 50 of 60')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /S1 episode/ })).toHaveLength(25);
  });

  it("says the series' description, item count and years once, above cards that keep their series title", async () => {
    await listing('/sublisting/series/S1/page/1', {
      assetDetail: async (id) =>
        anAssetDetail({
          id,
          ...details[id],
          descriptions: [{ text: 'Fifty years of local news film.', type: 'Abstract' }],
          coverages: ['Baton Rouge (La.)', '1956', '1992'],
        }),
    });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Louisiana News Archive',
    });
    const description = await screen.findByText('Fifty years of local news film.');
    const facts = screen.getByText('60 videos · 1956–1992');
    expect(screen.getAllByText('Fifty years of local news film.')).toHaveLength(1);
    expect(screen.getAllByText(/60 videos/)).toHaveLength(1);
    // In reading order: the heading, the description and facts, then the first card.
    const firstCard = screen.getByRole('link', { name: 'S1 episode 1' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(heading, description)).toBe(true);
    expect(follows(description, facts)).toBe(true);
    expect(follows(facts, firstCard)).toBe(true);
    // SPEC §2 Sub-listing: each card still shows its title and series title.
    const card = firstCard.closest('article') as HTMLElement;
    expect(within(card).getByText('Louisiana News Archive')).toBeInTheDocument();
  });

  it('leaves out the description and years the record does not give, keeping the count', async () => {
    await listing('/sublisting/topic/T1/page/1', {
      assetDetail: async (id) =>
        anAssetDetail({ id, ...details[id], descriptions: [], coverages: ['1967'] }),
    });
    expect(await screen.findByText('60 videos')).toHaveClass('listing__facts');
    expect(document.querySelector('.listing__description')).toBeNull();
  });

  it('changes the page route with the paginator', async () => {
    const user = userEvent.setup();
    const site = await listing('/sublisting/series/S1/page/1');
    await screen.findByRole('link', { name: 'S1 episode 1' });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(site.location().path).toBe('/sublisting/series/S1/page/2'));
    expect(await screen.findByRole('link', { name: 'S1 episode 26' })).toBeInTheDocument();
  });

  it('moves a page past the end to the last page', async () => {
    const site = await listing('/sublisting/series/S1/page/99');
    await waitFor(() => expect(site.location().path).toBe('/sublisting/series/S1/page/3'));
    expect(await screen.findByRole('link', { name: 'S1 episode 51' })).toBeInTheDocument();
  });

  it("goes 'Back to Browse' to the remembered collection, category and page", async () => {
    const user = userEvent.setup();
    const site = await listing('/sublisting/series/S1/page/1', {
      pagedAssets: async () => [],
      pagedCount: async () => 100,
    });
    site.services.memory.rememberBrowse(4, 'series', 3);
    await user.click(screen.getByRole('button', { name: 'Back to Browse' }));
    await screen.findByRole('heading', { level: 1, name: 'Browse Videos' });
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/4/series/page/3'));
  });

  it('fetches a clicked item first, then opens a topic as another sub-listing at page 1', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const site = await listing('/sublisting/series/S1/page/1', {
      assetDetail: async (id) => {
        asked.push(id);
        return anAssetDetail({ id, assetType: 'Episode', ...details[id] });
      },
    });
    const topic = await screen.findByRole('link', { name: 'Flooding' });
    asked.length = 0;
    await user.click(topic);
    expect(asked[0]).toBe('T2');
    await waitFor(() => expect(site.location().path).toBe('/sublisting/topic/T2/page/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flooding' })).toBeInTheDocument();
  });

  it('waits for the item before leaving', async () => {
    const user = userEvent.setup();
    const item = deferred<ReturnType<typeof anAssetDetail>>();
    const site = await listing('/sublisting/series/S1/page/1', {
      assetDetail: (id) =>
        id === 'E1' ? item.promise : Promise.resolve(anAssetDetail({ id, ...details[id] })),
    });
    await user.click(await screen.findByRole('link', { name: 'S1 episode 1' }));
    expect(site.location().path).toBe('/sublisting/series/S1/page/1');
    item.resolve(anAssetDetail({ id: 'E1', assetType: 'Episode' }));
    await waitFor(() => expect(site.location().path).toBe('/video_v2/asset-detail/E1'));
  });

  it('opens anything else in the video detail with the sublisting flag set', async () => {
    const user = userEvent.setup();
    const site = await listing('/sublisting/series/S1/page/2');
    await user.click(await screen.findByRole('link', { name: 'S1 episode 30' }));
    await waitFor(() => expect(site.location().path).toBe('/video_v2/asset-detail/E30'));
    expect(site.services.memory.state.fromSubListing).toBe(true);
    expect(site.services.memory.backRouteOf('E30')).toBe('/sublisting/series/S1/page/2');
  });

  it('logs a failed item fetch and opens the detail anyway', async () => {
    const user = userEvent.setup();
    const site = await listing('/sublisting/series/S1/page/1', {
      assetDetail: async (id) =>
        id === 'E2' ? Promise.reject(new Error('gone')) : anAssetDetail({ id, ...details[id] }),
    });
    await user.click(await screen.findByRole('link', { name: 'S1 episode 2' }));
    await waitFor(() => expect(site.location().path).toBe('/video_v2/asset-detail/E2'));
    expect(site.logger.messages).toContain('Error fetching asset details:');
  });
});
