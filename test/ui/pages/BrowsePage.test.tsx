import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '../../../src/core/entities/Asset';
import type { PagedQuery } from '../../../src/core/entities/Browse';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { aPageOfAssets, anAsset } from '../../support/builders';
import { deferred, renderApp, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

/** A collection of `total` items per query; each title names its query and position. */
function catalogue(total: number, overrides: Partial<ArchiveApi> = {}) {
  const queries: PagedQuery[] = [];
  const archive: Partial<ArchiveApi> = {
    pagedAssets: async (query) => {
      queries.push(query);
      const kind = query.AssetType || 'Clip';
      return aPageOfAssets(query.Page ?? 1, total, (n) => ({
        type: kind,
        identifier: `${kind}-${n}`,
        title: `${kind} ${n} of collection ${query.CollectionId ?? 'every'}`,
        seriesTitle: 'Louisiana News Archive',
      }));
    },
    pagedCount: async () => total,
    ...overrides,
  };
  return { archive, queries };
}

const categories = () => screen.getByRole('group', { name: 'Filter by Categories:' });

/** The labels of the category radios, in order. */
const categoryLabels = () =>
  within(categories())
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

async function browseAt(path: string, total = 60, overrides: Partial<ArchiveApi> = {}) {
  const { archive, queries } = catalogue(total, overrides);
  const site = renderApp(path, { archive });
  await screen.findByRole('heading', { level: 1, name: 'Browse Videos' });
  return { ...site, queries };
}

const results = () =>
  screen.getAllByRole('list').find((l) => l.classList.contains('browse__results'));
const titles = () =>
  within(results() as HTMLElement)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('browse page', () => {
  it("is headed 'Browse Videos' and rewrites the route on load", async () => {
    const site = await browseAt('/browse-all-videos/3');
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/3/all/page/1'));
  });

  it('lists every collection at /browse-all-videos, with no collection picked', async () => {
    const site = await browseAt('/browse-all-videos');
    expect(await screen.findByText('Clip 1 of collection every')).toBeInTheDocument();
    expect(site.location().path).toBe('/browse-all-videos');
    expect(site.queries).toEqual([{ Page: 1, AssetType: '' }]);
    expect(site.queries.some((q) => 'CollectionId' in q)).toBe(false);
    const collections = screen.getByRole('group', { name: 'Collection' });
    expect(within(collections).getByRole('radio', { name: 'LPB' })).not.toBeChecked();
    expect(within(collections).getByRole('radio', { name: 'LSA' })).not.toBeChecked();
    expect(categoryLabels()).toEqual(['All', 'Series', 'Topics', 'Programs']);
    expect(within(categories()).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('never writes a collection that is not 3 or 4 into the address (SPEC §4)', async () => {
    const user = userEvent.setup();
    const site = await browseAt('/browse-all-videos', 60);
    await user.click(screen.getByRole('radio', { name: 'Series' }));
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos?category=series'));
    const next = screen.getAllByRole('link', { name: 'Next page' })[0] as HTMLAnchorElement;
    expect(next.getAttribute('href')).toBe('/browse-all-videos?category=series&page=2');
    expect(site.location().path).not.toMatch(/\/all\b/);
  });

  it('keeps every collection in the address through a category and a page, and a reload', async () => {
    const user = userEvent.setup();
    const site = await browseAt('/browse-all-videos', 60);
    await user.click(screen.getByRole('radio', { name: 'Topics' }));
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos?category=topic'));
    await screen.findByText('Topic 1 of collection every');
    await user.click(screen.getAllByRole('link', { name: 'Next page' })[0] as HTMLElement);
    await waitFor(() =>
      expect(site.location().path).toBe('/browse-all-videos?category=topic&page=2'),
    );
    expect(await screen.findByText('Topic 26 of collection every')).toBeInTheDocument();
    expect(site.services.memory.browseRoute).toBe('/browse-all-videos?category=topic&page=2');
    cleanup();

    const reloaded = await browseAt('/browse-all-videos?category=topic&page=2', 60);
    expect(await screen.findByText('Topic 26 of collection every')).toBeInTheDocument();
    expect(reloaded.location().path).toBe('/browse-all-videos?category=topic&page=2');
    expect(reloaded.queries).toEqual([{ Page: 2, AssetType: 'Topic' }]);
    expect(screen.getByRole('radio', { name: 'Topics' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'LPB' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'LSA' })).not.toBeChecked();
  });

  it('reads the collection from /browse-all-videos/{collection}', async () => {
    const site = await browseAt('/browse-all-videos/4');
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/4/all/page/1'));
    expect(screen.getByRole('radio', { name: 'LSA' })).toBeChecked();
    expect(await screen.findByText('Clip 1 of collection 4')).toBeInTheDocument();
  });

  it.each([
    ['/browse-all-videos/3/all/page/0', '/browse-all-videos/3/all/page/1'],
    ['/browse-all-videos/3/all/page/-3', '/browse-all-videos/3/all/page/1'],
    ['/browse-all-videos/3/all/page/abc', '/browse-all-videos/3/all/page/1'],
    ['/browse-all-videos/3/all/page/999', '/browse-all-videos/3/all/page/3'],
    ['/browse-all-videos/9', '/browse-all-videos'],
    ['/browse-all-videos/all', '/browse-all-videos'],
    ['/browse-all-videos/all/all/page/1', '/browse-all-videos'],
    ['/browse-all-videos/9/series', '/browse-all-videos?category=series'],
    ['/browse-all-videos/all/series/page/2', '/browse-all-videos?category=series&page=2'],
    ['/browse-all-videos?category=all&page=1', '/browse-all-videos'],
    ['/browse-all-videos/3/nonsense/page/2', '/browse-all-videos/3/all/page/2'],
    ['/browse-all-videos/4/topic/page/1', '/browse-all-videos/4/all/page/1'],
    ['/browse-all-videos/3/series', '/browse-all-videos/3/series/page/1'],
  ])('turns %s into %s and shows results', async (path, route) => {
    const site = await browseAt(path, 60);
    await waitFor(() => expect(site.location().path).toBe(route));
    expect(await screen.findAllByRole('link', { name: /of collection/ })).not.toHaveLength(0);
  });

  it('offers the collections LPB and LSA in a labelled group', async () => {
    await browseAt('/browse-all-videos/3/all/page/1');
    const group = screen.getByRole('group', { name: 'Collection' });
    expect(within(group).getByRole('radio', { name: 'LPB' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'LSA' })).not.toBeChecked();
  });

  it("offers All, Series, Topics and Programs under 'Filter by Categories:' for LPB", async () => {
    await browseAt('/browse-all-videos/3/all/page/1');
    expect(categoryLabels()).toEqual(['All', 'Series', 'Topics', 'Programs']);
    expect(within(categories()).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('hides Topics and Programs for LSA', async () => {
    await browseAt('/browse-all-videos/4/all/page/1');
    const group = screen.getByRole('group', { name: 'Filter by Categories:' });
    expect(within(group).getByRole('radio', { name: 'All' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Series' })).toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: 'Topics' })).toBeNull();
    expect(within(group).queryByRole('radio', { name: 'Programs' })).toBeNull();
  });

  it('resets topic or program to all when LSA is picked, on page 1', async () => {
    const user = userEvent.setup();
    const site = await browseAt('/browse-all-videos/3/program/page/2');
    await user.click(screen.getByRole('radio', { name: 'LSA' }));
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/4/all/page/1'));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('returns to page 1 on a category change, rewrites the route and loads the category', async () => {
    const user = userEvent.setup();
    const site = await browseAt('/browse-all-videos/3/all/page/2');
    await user.click(screen.getByRole('radio', { name: 'Topics' }));
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/3/topic/page/1'));
    expect(await screen.findByText('Topic 1 of collection 3')).toBeInTheDocument();
    expect(site.queries.at(-1)).toEqual({ Page: 1, CollectionId: 3, AssetType: 'Topic' });
  });

  it('shows each card with thumbnail and title, and the series title only for all', async () => {
    const user = userEvent.setup();
    await browseAt('/browse-all-videos/3/all/page/1');
    const first = (await screen.findByText('Clip 1 of collection 3')).closest(
      'article',
    ) as HTMLElement;
    expect(first.querySelector('img')).toBeInTheDocument();
    expect(within(first).getByText('Louisiana News Archive')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Series' }));
    const series = (await screen.findByText('Series 1 of collection 3')).closest(
      'article',
    ) as HTMLElement;
    expect(within(series).queryByText('Louisiana News Archive')).toBeNull();
  });

  it('has a paginator above and below the results, with the range and 25 a page', async () => {
    await browseAt('/browse-all-videos/3/all/page/2');
    await screen.findByText('Clip 26 of collection 3');
    const top = screen.getByRole('navigation', { name: 'Pagination, top' });
    const bottom = screen.getByRole('navigation', { name: 'Pagination, bottom' });
    for (const paginator of [top, bottom]) {
      expect(within(paginator).getByText('26 – 50 of 60')).toBeInTheDocument();
      for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
        expect(within(paginator).getByRole('link', { name })).toHaveAttribute('href');
      }
    }
    expect(titles()).toHaveLength(25);
  });

  it('uses the total as the page size when fewer than 25 exist', async () => {
    await browseAt('/browse-all-videos/3/all/page/1', 7);
    await screen.findByText('Clip 7 of collection 3');
    const top = screen.getByRole('navigation', { name: 'Pagination, top' });
    expect(within(top).getByText('1 – 7 of 7')).toBeInTheDocument();
    expect(within(top).getByText('Items per page: 7')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('pages with the paginator and rewrites the route', async () => {
    const user = userEvent.setup();
    const site = await browseAt('/browse-all-videos/3/all/page/1');
    await screen.findByText('Clip 1 of collection 3');
    const bottom = screen.getByRole('navigation', { name: 'Pagination, bottom' });
    await user.click(within(bottom).getByRole('link', { name: 'Last page' }));
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/3/all/page/3'));
    expect(await screen.findByText('Clip 51 of collection 3')).toBeInTheDocument();
    const top = screen.getByRole('navigation', { name: 'Pagination, top' });
    expect(within(top).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(within(top).getByRole('link', { name: 'First page' }));
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/3/all/page/1'));
  });

  it("shows 'Loading...' while the page loads", async () => {
    const answer = deferred<Asset[]>();
    await browseAt('/browse-all-videos/3/all/page/1', 60, { pagedAssets: () => answer.promise });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer.resolve([anAsset({ title: 'Arrived' })]);
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows the lower paginator only once the first results are there', async () => {
    const answer = deferred<Asset[]>();
    await browseAt('/browse-all-videos/3/all/page/1', 60, { pagedAssets: () => answer.promise });
    expect(screen.getByRole('navigation', { name: 'Pagination, top' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination, bottom' })).toBeNull();
    answer.resolve([anAsset({ title: 'Arrived' })]);
    expect(
      await screen.findByRole('navigation', { name: 'Pagination, bottom' }),
    ).toBeInTheDocument();
  });

  it('logs a failed load and shows no results and no message', async () => {
    const site = await browseAt('/browse-all-videos/3/all/page/1', 60, {
      pagedAssets: async () => Promise.reject(new Error('down')),
    });
    await waitFor(() => expect(site.logger.messages).toContain('Error fetching paged data:'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryAllByRole('link', { name: /of collection/ })).toEqual([]);
  });

  it('opens a Series or Topic as a sub-listing', async () => {
    const user = userEvent.setup();
    const site = await browseAt('/browse-all-videos/3/series/page/1', 60, {
      relatedPaged: async () => [],
      relatedCount: async () => 0,
      assetDetail: async () => Promise.reject(new Error('not needed')),
    });
    const card = await screen.findByRole('link', { name: 'Series 1 of collection 3' });
    expect(card).toHaveAttribute('href', '/sublisting/series/Series-1');
    await user.click(card);
    await waitFor(() => expect(site.location().path).toBe('/sublisting/series/Series-1/page/1'));
  });

  it('opens anything else in /video-player/{identifier}', async () => {
    const user = userEvent.setup();
    const site = await browseAt('/browse-all-videos/3/all/page/1');
    const card = await screen.findByRole('link', { name: 'Clip 1 of collection 3' });
    expect(card).toHaveAttribute('href', '/video-player/Clip-1');
    await user.click(card);
    expect(site.location().path).toBe('/video-player/Clip-1');
  });
});
