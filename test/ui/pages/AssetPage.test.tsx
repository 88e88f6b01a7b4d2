import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Asset } from '../../../src/core/entities/Asset';
import type { AssetDetail } from '../../../src/core/entities/AssetDetail';
import { anAsset, anAssetDetail, archiveWith } from '../../support/builders';
import type { PlayerHandle, VideoPlayer } from '../../../src/core/ports/VideoPlayer';
import { FakePlayer, renderApp, preloadPages } from '../../support/renderApp';
import { openedFrom } from '../../support/browsing';
import { clickLeavesToBrowser } from '../../support/documentNavigation';
import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

function archiveOf(
  details: Record<string, AssetDetail>,
  related: Asset[] = [],
  additions: Asset[] = [],
) {
  return archiveWith({
    assetDetail: async (id) => {
      const detail = details[id];
      if (!detail) throw new Error(`HTTP 404 for ${id}`);
      return detail;
    },
    related: async () => related,
    recentlyAdded: async () => additions,
    relatedPaged: async () => [],
    relatedCount: async () => 0,
  });
}

const detail = anAssetDetail({
  id: 'LPB-CL-1042',
  genres: [{ text: 'News Report', authority: 'AAPB Format Genre' }],
  publishers: [],
  contributors: [
    { name: 'John McKeithen', role: 'Interviewee' },
    { name: 'Bill Stewart', role: 'Reporter' },
  ],
});

async function openDetail(
  options: {
    related?: Asset[];
    additions?: Asset[];
    details?: Record<string, AssetDetail>;
    path?: string;
  } = {},
) {
  const player = new FakePlayer();
  const app = renderApp(options.path ?? '/video_v2/asset-detail/LPB-CL-1042', {
    archive: archiveOf(
      options.details ?? { 'LPB-CL-1042': detail },
      options.related ?? [],
      options.additions ?? [],
    ),
    player,
  });
  await screen.findByRole('heading', { level: 1, name: 'Governor McKeithen on the Superdome' });
  return { ...app, player };
}

describe('the video detail page', () => {
  it('shows the title, the series title and the player with the clip and its captions', async () => {
    const { player } = await openDetail({ path: '/video-player/LPB-CL-1042' });
    expect(
      screen.getByText('Louisiana News Archive', { selector: '.watch__series' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(player.mounted).toHaveLength(1));
    expect(player.mounted[0]).toMatchObject({
      mediaUrl: detail.mediaUrl,
      captionUrl: 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt',
      poster: detail.thumbnail,
      start: 605,
      end: 766,
    });
    expect(screen.getByTestId('player')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        'Governor McKeithen on the Superdome | Louisiana Digital Media Archive',
      ),
    );
  });

  it('opens DESCRIPTION and DETAILS at first and toggles each on its own', async () => {
    await openDetail();
    const description = screen.getByRole('button', { name: 'DESCRIPTION' });
    const details = screen.getByRole('button', { name: 'DETAILS' });
    expect(description).toHaveAttribute('aria-expanded', 'true');
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(description).toHaveTextContent('-');
    expect(screen.getByText('The governor explains the stadium plan.')).toBeVisible();

    fireEvent.click(description);
    expect(description).toHaveAttribute('aria-expanded', 'false');
    expect(description).toHaveTextContent('+');
    expect(screen.getByText('The governor explains the stadium plan.')).not.toBeVisible();
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('News Report')).toBeVisible();

    fireEvent.click(details);
    expect(screen.getByText('News Report')).not.toBeVisible();
    fireEvent.click(description);
    expect(screen.getByText('The governor explains the stadium plan.')).toBeVisible();
    expect(document.getElementById(description.getAttribute('aria-controls') ?? '')).toBeVisible();
  });

  it("says the Duration is 'Unknown' when the archive gives none it can read", async () => {
    await openDetail({ details: { 'LPB-CL-1042': { ...detail, duration: '' } } });
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'DETAILS' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const row = within(panel).getByText('Duration', { selector: 'dt' }).parentElement;
    expect(row).toHaveTextContent('DurationUnknown');
  });

  it('lists the details with contributors by name and role, leaving empty fields out', async () => {
    await openDetail();
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'DETAILS' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const terms = within(panel)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Collection',
      'Genre',
      'Place Covered',
      'Date Issued',
      'Duration',
      'Subjects',
      'Contributors',
    ]);
    expect(within(panel).getByText('Louisiana Public Broadcasting')).toBeInTheDocument();
    expect(within(panel).getByText('1967-08-14')).toBeInTheDocument();
    expect(within(panel).getByText('00:02:41')).toBeInTheDocument();
    const contributors = within(panel).getAllByRole('listitem');
    expect(contributors.map((li) => li.textContent)).toEqual([
      'John McKeithenInterviewee',
      'Bill StewartReporter',
    ]);
    expect(within(contributors[0]!).getByText('John McKeithen')).toBeInTheDocument();
    expect(within(contributors[0]!).getByText('Interviewee')).toBeInTheDocument();
  });

  it("shows the first 3 'Related Videos'", async () => {
    const related = [1, 2, 3, 4].map((n) =>
      anAsset({ identifier: `R${n}`, title: `Related ${n}` }),
    );
    await openDetail({ related });
    const side = screen.getByRole('complementary', { name: 'Related Videos' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Related 1', 'Related 2', 'Related 3']);
  });

  it("shows the first 3 'New Additions' when nothing is related", async () => {
    const additions = [1, 2, 3, 4].map((n) => anAsset({ identifier: `N${n}`, title: `New ${n}` }));
    await openDetail({ additions });
    expect(screen.queryByRole('heading', { name: 'Related Videos' })).toBeNull();
    const side = screen.getByRole('complementary', { name: 'New Additions' });
    expect(within(side).getAllByRole('link')).toHaveLength(3);
    expect(within(side).getByRole('link', { name: 'New 1' })).toHaveAttribute(
      'href',
      '/video_v2/asset-detail/N1',
    );
  });

  it('opens a related series as its sub-listing', async () => {
    const related = [
      anAsset({ type: 'Series', identifier: 'LPB-SE-7', title: 'Legislative Coverage' }),
    ];
    const app = await openDetail({ related });
    const link = screen.getByRole('link', { name: 'Legislative Coverage' });
    expect(link).toHaveAttribute('href', '/sublisting/series/LPB-SE-7');
    fireEvent.click(link);
    await waitFor(() => expect(app.location().pathname).toBe('/sublisting/series/LPB-SE-7/page/1'));
  });

  it('opens a related video as a new document (SPEC §2: a full page reload), keeping the way back', async () => {
    const other = anAssetDetail({ id: 'LPB-CL-2000', title: 'The Superdome Opens' });
    const related = [
      anAsset({ type: 'Clip', identifier: 'LPB-CL-2000', title: 'The Superdome Opens' }),
    ];
    const details = { 'LPB-CL-1042': detail, 'LPB-CL-2000': other };
    const storage = new MemoryKeyValueStore();
    const player = new FakePlayer();
    const app = renderApp('/video_v2/asset-detail/LPB-CL-1042', {
      archive: archiveOf(details, related),
      player,
      storage,
    });
    await screen.findByRole('heading', { level: 1, name: 'Governor McKeithen on the Superdome' });
    act(() => {
      app.services.memory.start();
      openedFrom(app.services.memory, 'LPB-CL-1042', 'subListing', '/sublisting/series/S1/page/2');
    });
    await waitFor(() => expect(player.mounted).toHaveLength(1));

    expect(clickLeavesToBrowser(screen.getByRole('link', { name: 'The Superdome Opens' }))).toBe(
      true,
    );
    // The router did not move: the browser's navigation replaces the whole page.
    expect(app.location()).toMatchObject({ pathname: '/video_v2/asset-detail/LPB-CL-1042' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Governor McKeithen on the Superdome',
    );
    app.unmount();

    // The new document reads the way back the click saved in the tab's storage.
    const next = renderApp('/video_v2/asset-detail/LPB-CL-2000', {
      archive: archiveOf(details, related),
      storage,
    });
    await screen.findByRole('heading', { level: 1, name: 'The Superdome Opens' });
    expect(next.services.memory.state).toMatchObject({
      identifier: 'LPB-CL-2000',
      categoryType: 'Clip',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(next.location().pathname).toBe('/sublisting/series/S1/page/2'));
  });

  it('destroys the player when the page is left', async () => {
    const { player, unmount } = await openDetail();
    await waitFor(() => expect(player.mounted).toHaveLength(1));
    unmount();
    expect(player.destroyed).toBe(1);
  });

  it('stops a player still mounting (waiting for its script or captions) when the page is left', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const stalled: VideoPlayer = {
      mount: (_container, _source, options) => {
        signals.push(options?.signal);
        return new Promise<PlayerHandle>(() => undefined);
      },
    };
    const { unmount } = renderApp('/video_v2/asset-detail/LPB-CL-1042', {
      archive: archiveOf({ 'LPB-CL-1042': detail }),
      player: stalled,
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  describe('the Back button', () => {
    const BROWSE = '/browse-all-videos/4/series/page/3';
    it.each([
      [
        'the sub-listing when the sublisting flag is set',
        'subListing',
        '/sublisting/series/LPB-SE-7/page/2',
        '/sublisting/series/LPB-SE-7/page/2',
      ],
      [
        'browse at the remembered page when the search flag is set',
        'search',
        '/search?keyword=flood&search_by=ALLFIELDS',
        BROWSE,
      ],
      ['browse at the remembered page otherwise', 'browse', BROWSE, BROWSE],
    ] as const)('returns to %s', async (_where, kind, route, back) => {
      const { services, location } = await openDetail();
      services.memory.rememberBrowse(4, 'series', 3);
      openedFrom(services.memory, 'LPB-CL-1042', kind, route);
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(`${location().pathname}${location().search}`).toBe(back));
    });
  });

  it.each([
    ['is not public', { 'LPB-CL-1042': anAssetDetail({ isPublic: false }) }],
    ['is unknown', {}],
  ])('replaces the address with /not-found when the asset %s', async (_, details) => {
    const player = new FakePlayer();
    const app = renderApp('/video_v2/asset-detail/LPB-CL-1042', {
      archive: archiveOf(details),
      player,
    });
    expect(await screen.findByText("We couldn't find that page")).toBeInTheDocument();
    expect(app.location()).toMatchObject({ pathname: '/not-found', action: 'REPLACE' });
    expect(player.mounted).toEqual([]);
  });
});
