import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '../../../src/core/entities/Asset';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import { anAsset, anAssetDetail } from '../../support/builders';
import { deferred, renderApp, preloadPages } from '../../support/renderApp';
import { InMemoryCatalogue } from '../../../src/adapters/memory/InMemoryCatalogue';
import type { SearchFacetSource } from '../../../src/core/ports/SearchFacets';
import { catalogueSearchFacets } from '../../../src/core/use-cases/ReadSearchFacets';
import { aCatalogueRecord } from '../../support/catalogue';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

function searchAt(path: string, search: ArchiveApi['search'], extra: Partial<ArchiveApi> = {}) {
  const calls: [string, string][] = [];
  const site = renderApp(path, {
    archive: {
      search: (keyword, searchBy, options) => {
        calls.push([keyword, searchBy]);
        return search(keyword, searchBy, options);
      },
      ...extra,
    },
  });
  return { ...site, calls };
}

const found = () => [
  anAsset({
    type: 'Clip',
    identifier: 'C1',
    title: 'The 1927 Flood',
    seriesTitle: 'Louisiana News Archive',
  }),
  anAsset({ type: 'Series', identifier: 'S1', title: 'Flood Stories', seriesTitle: '' }),
  anAsset({ type: 'Topic', identifier: 'T1', title: 'Floods', seriesTitle: '' }),
];

describe('search results page', () => {
  it("heads the results 'Search Results for' the keyword and searches ALLFIELDS by default", async () => {
    const site = searchAt('/search?keyword=flood', async () => found());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results for flood' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'The 1927 Flood' })).toBeInTheDocument();
    expect(site.calls).toEqual([['flood', 'ALLFIELDS']]);
  });

  it("shows 'Loading...' while the request runs", async () => {
    const answer = deferred<Asset[]>();
    searchAt('/search?keyword=flood', () => answer.promise);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    answer.resolve(found());
    await screen.findByRole('link', { name: 'The 1927 Flood' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists the results with title and series title in a grid', async () => {
    searchAt('/search?keyword=flood', async () => found());
    const card = (await screen.findByRole('link', { name: 'The 1927 Flood' })).closest(
      'li',
    ) as HTMLElement;
    expect(card.parentElement).toHaveClass('results-grid');
    expect(within(card).getByText('Louisiana News Archive')).toBeInTheDocument();
    expect(within(card.parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has a search box of its own above the results, holding the words, that searches again', async () => {
    const user = userEvent.setup();
    const site = searchAt('/search?keyword=flood', async () => found());
    await screen.findByRole('link', { name: 'The 1927 Flood' });
    const again = screen.getByRole('search', { name: 'Search again' });
    const field = within(again).getByRole('textbox', { name: 'Search for' });
    expect(field).toHaveValue('flood');
    await user.clear(field);
    await user.type(field, 'levee');
    await user.click(within(again).getByRole('button', { name: 'Search again' }));
    await waitFor(() =>
      expect(site.location().path).toBe('/search?keyword=levee&search_by=ALLFIELDS'),
    );
    expect(await screen.findByRole('textbox', { name: 'Search for' })).toHaveValue('levee');
    await user.clear(screen.getByRole('textbox', { name: 'Search for' }));
    await user.type(screen.getByRole('textbox', { name: 'Search for' }), '   {Enter}');
    expect(site.location().path).toBe('/search?keyword=levee&search_by=ALLFIELDS');
  });

  it('says No results found for "{keyword}" when nothing matches', async () => {
    searchAt('/search?keyword=zzz', async () => []);
    expect(await screen.findByText('No results found for "zzz"')).toBeInTheDocument();
  });

  it('logs a failure, stops loading and shows no message', async () => {
    const site = searchAt('/search?keyword=flood', async () => Promise.reject(new Error('down')));
    await waitFor(() => expect(site.logger.messages).toContain('Error fetching search results:'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/No results found/)).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search Results for flood' }),
    ).toBeInTheDocument();
  });

  it('asks nothing for a blank keyword and shows only the heading', async () => {
    const site = searchAt('/search?keyword=%20%20', async () => []);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results for' }),
    ).toBeInTheDocument();
    expect(site.calls).toEqual([]);
    expect(screen.queryByText(/No results found/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['New Orleans', '"Huey" Long', 'AC/DC', '100%', '#1 hit', 'Café Lafitte'])(
    'searches %j as typed',
    async (keyword) => {
      const path = `/search?${new URLSearchParams({ keyword, search_by: 'ALLFIELDS' })}`;
      const site = searchAt(path, async () => []);
      expect(await screen.findByText(`No results found for "${keyword}"`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        `Search Results for ${keyword}`,
      );
      expect(site.calls).toEqual([[keyword, 'ALLFIELDS']]);
    },
  );

  it.each(['..', '.', ' .. '])(
    'asks nothing for the keyword %j, which would step through the API path, and finds nothing',
    async (keyword) => {
      const site = searchAt(`/search?${new URLSearchParams({ keyword })}`, async () => found());
      expect(await screen.findByText(`No results found for "${keyword}"`)).toBeInTheDocument();
      expect(site.calls).toEqual([]);
    },
  );

  // A known search_by passes through, in any case; an unknown one searches ALLFIELDS.
  it.each([
    ['TITLE', 'TITLE'],
    ['subject', 'SUBJECT'],
    ['..', 'ALLFIELDS'],
    ['.', 'ALLFIELDS'],
    ['TITLE/..', 'ALLFIELDS'],
    ['NOPE', 'ALLFIELDS'],
    ['', 'ALLFIELDS'],
  ])('searches by the search_by %j as %s', async (searchBy, by) => {
    const path = `/search?${new URLSearchParams({ keyword: 'flood', search_by: searchBy })}`;
    const site = searchAt(path, async () => []);
    await screen.findByText('No results found for "flood"');
    expect(site.calls).toEqual([['flood', by]]);
  });

  it('opens a Series or Topic as a sub-listing', async () => {
    const user = userEvent.setup();
    const site = searchAt('/search?keyword=flood', async () => found(), {
      relatedPaged: async () => [],
      relatedCount: async () => 0,
      assetDetail: async (id) =>
        anAssetDetail({ id, assetType: 'Series', seriesTitle: 'Flood Stories' }),
    });
    expect(await screen.findByRole('link', { name: 'Floods' })).toHaveAttribute(
      'href',
      '/sublisting/topic/T1',
    );
    await user.click(screen.getByRole('link', { name: 'Flood Stories' }));
    await waitFor(() => expect(site.location().path).toBe('/sublisting/series/S1/page/1'));
  });

  it('opens anything else in the detail route, with the keyword, and sets the search flag', async () => {
    const user = userEvent.setup();
    const site = searchAt('/search?keyword=flood&search_by=ALLFIELDS', async () => found());
    const card = await screen.findByRole('link', { name: 'The 1927 Flood' });
    expect(card).toHaveAttribute('href', '/video_v2/asset-detail/C1?keyword=flood');
    await user.click(card);
    // The detail page's code loads in a transition; the address commits with it.
    await waitFor(() =>
      expect(site.location().path).toBe('/video_v2/asset-detail/C1?keyword=flood'),
    );
    expect(site.services.memory.state).toMatchObject({
      fromSearch: true,
      previousRoute: '/search?keyword=flood&search_by=ALLFIELDS',
    });
  });

  describe('paging', () => {
    const many = () =>
      Array.from({ length: 60 }, (_, i) =>
        anAsset({ type: 'Clip', identifier: `R${i + 1}`, title: `Result ${i + 1}` }),
      );
    const shown = () =>
      screen.getAllByRole('link', { name: /^Result \d+$/ }).map((link) => link.textContent);

    it('shows 25 results a page with a paginator above and below', async () => {
      searchAt('/search?keyword=flood&search_by=ALLFIELDS', async () => many());
      await screen.findByRole('link', { name: 'Result 1' });
      expect(shown()).toHaveLength(25);
      expect(screen.queryByRole('link', { name: 'Result 26' })).toBeNull();
      for (const label of ['Pagination, top', 'Pagination, bottom']) {
        const pager = screen.getByRole('navigation', { name: label });
        expect(pager).toHaveTextContent('Items per page: 25');
        expect(pager).toHaveTextContent('1 – 25 of 60');
      }
    });

    it('keeps the page in the address, without asking again', async () => {
      const user = userEvent.setup();
      const site = searchAt('/search?keyword=flood&search_by=ALLFIELDS', async () => many());
      await screen.findByRole('link', { name: 'Result 1' });
      const top = screen.getByRole('navigation', { name: 'Pagination, top' });
      await user.click(within(top).getByRole('link', { name: 'Next page' }));
      await waitFor(() =>
        expect(site.location().path).toBe('/search?keyword=flood&search_by=ALLFIELDS&page=2'),
      );
      expect(await screen.findByRole('link', { name: 'Result 26' })).toBeInTheDocument();
      expect(shown()[0]).toBe('Result 26');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Search Results for flood',
      );
      await user.click(within(top).getByRole('link', { name: 'Last page' }));
      await waitFor(() => expect(site.location().path).toMatch(/&page=3$/));
      expect(shown()).toHaveLength(10);
      expect(site.calls).toEqual([['flood', 'ALLFIELDS']]);
    });

    it('opens at the page of the address, as after a reload', async () => {
      searchAt('/search?keyword=flood&search_by=ALLFIELDS&page=3', async () => many());
      expect(await screen.findByRole('link', { name: 'Result 51' })).toBeInTheDocument();
      expect(shown()).toHaveLength(10);
      const pager = screen.getByRole('navigation', { name: 'Pagination, bottom' });
      expect(pager).toHaveTextContent('51 – 60 of 60');
    });

    it('shows the last page for a page past the end, and page 1 for an odd one', async () => {
      searchAt('/search?keyword=flood&page=99', async () => many());
      expect(await screen.findByRole('link', { name: 'Result 51' })).toBeInTheDocument();
      cleanup();
      searchAt('/search?keyword=flood&page=abc', async () => many());
      expect(await screen.findByRole('link', { name: 'Result 1' })).toBeInTheDocument();
      expect(shown()).toHaveLength(25);
    });

    it('links each page control to its address, and remembers the page a video opened from', async () => {
      const user = userEvent.setup();
      const site = searchAt(
        '/search?keyword=flood&search_by=ALLFIELDS&page=2',
        async () => many(),
        {
          assetDetail: async (id) => anAssetDetail({ id }),
        },
      );
      await screen.findByRole('link', { name: 'Result 26' });
      const top = screen.getByRole('navigation', { name: 'Pagination, top' });
      expect(within(top).getByRole('link', { name: 'First page' })).toHaveAttribute(
        'href',
        '/search?keyword=flood&search_by=ALLFIELDS',
      );
      await user.click(screen.getByRole('link', { name: 'Result 30' }));
      expect(site.services.memory.state.previousRoute).toBe(
        '/search?keyword=flood&search_by=ALLFIELDS&page=2',
      );
    });
  });
  describe('filters', () => {
    // 30 LPB clips, 2 LSA clips and an LSA series.
    const mixed = () => [
      ...Array.from({ length: 30 }, (_, i) =>
        anAsset({
          type: 'Clip',
          collection: 3,
          identifier: `P${i + 1}`,
          title: `LPB clip ${i + 1}`,
        }),
      ),
      anAsset({ type: 'Clip', collection: 4, identifier: 'L1', title: 'LSA clip 1' }),
      anAsset({ type: 'Clip', collection: 4, identifier: 'L2', title: 'LSA clip 2' }),
      anAsset({ type: 'Series', collection: 4, identifier: 'LS', title: 'LSA series' }),
    ];
    const facet = (name: string) =>
      within(screen.getByRole('navigation', { name: 'Filter results' })).getByRole('list', {
        name,
      });
    const options = (name: string) =>
      within(facet(name))
        .getAllByRole('link')
        .map((link) => `${link.getAttribute('aria-current') ? '*' : ''}${link.textContent}`);

    it('offers each collection and type in the answer with its count', async () => {
      searchAt('/search?keyword=flood&search_by=ALLFIELDS', async () => mixed());
      await screen.findByRole('link', { name: 'LPB clip 1' });
      expect(options('Collection:')).toEqual(['*All (33)', 'LPB (30)', 'LSA (3)']);
      expect(options('Type:')).toEqual(['*All (33)', 'Clip (32)', 'Series (1)']);
    });

    it('filters in the browser without asking again, back at page 1, and pages within the filter', async () => {
      const user = userEvent.setup();
      const site = searchAt('/search?keyword=flood&search_by=ALLFIELDS&page=2', async () =>
        mixed(),
      );
      await screen.findByRole('link', { name: 'LPB clip 26' });
      await user.click(within(facet('Collection:')).getByRole('link', { name: 'LSA (3)' }));
      await waitFor(() =>
        expect(site.location().path).toBe('/search?keyword=flood&search_by=ALLFIELDS&collection=4'),
      );
      expect(await screen.findByRole('link', { name: 'LSA clip 1' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^LPB clip/ })).toBeNull();
      expect(options('Type:')).toEqual(['*All (3)', 'Clip (2)', 'Series (1)']);
      expect(screen.getByRole('navigation', { name: 'Pagination, top' })).toHaveTextContent(
        '1 – 3 of 3',
      );

      await user.click(within(facet('Type:')).getByRole('link', { name: 'Series (1)' }));
      await waitFor(() => expect(site.location().path).toMatch(/&collection=4&type=series$/));
      expect(screen.getByRole('link', { name: 'LSA series' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'LSA clip 1' })).toBeNull();
      expect(site.calls).toEqual([['flood', 'ALLFIELDS']]);
    });

    it('keeps the filter in the paginator and in the route a video was opened from', async () => {
      const site = searchAt('/search?keyword=flood&search_by=ALLFIELDS&collection=3', async () =>
        mixed(),
      );
      await screen.findByRole('link', { name: 'LPB clip 1' });
      const top = screen.getByRole('navigation', { name: 'Pagination, top' });
      expect(top).toHaveTextContent('1 – 25 of 30');
      expect(within(top).getByRole('link', { name: 'Next page' })).toHaveAttribute(
        'href',
        '/search?keyword=flood&search_by=ALLFIELDS&collection=3&page=2',
      );
      await userEvent.setup().click(screen.getByRole('link', { name: 'LPB clip 3' }));
      expect(site.services.memory.state.previousRoute).toBe(
        '/search?keyword=flood&search_by=ALLFIELDS&collection=3',
      );
    });

    it('says when the filter of the address leaves nothing', async () => {
      searchAt('/search?keyword=flood&search_by=ALLFIELDS&collection=3&type=series', async () =>
        mixed(),
      );
      expect(await screen.findByText('No results match these filters.')).toBeInTheDocument();
      expect(options('Type:')).toEqual(['All (30)', 'Clip (30)', '*Series (0)']);
      expect(screen.queryByRole('navigation', { name: 'Pagination, top' })).toBeNull();
    });
  });

  describe('decade and parish filters', () => {
    // Four results: three the index holds (two 1960s in Orleans, one 1980s in Caddo).
    const results = () => [
      anAsset({ type: 'Clip', collection: 3, identifier: 'N1', title: 'Carnival 1961' }),
      anAsset({ type: 'Clip', collection: 3, identifier: 'N2', title: 'Carnival 1968' }),
      anAsset({ type: 'Clip', collection: 3, identifier: 'S1', title: 'Shreveport 1984' }),
      anAsset({ type: 'Series', collection: 4, identifier: 'X1', title: 'Not indexed' }),
    ];
    const index = new InMemoryCatalogue([
      aCatalogueRecord({ id: 'N1', coverages: ['New Orleans (La.)'], dateIssued: '1961' }),
      aCatalogueRecord({ id: 'N2', coverages: ['New Orleans (La.)'], dateIssued: '1968' }),
      aCatalogueRecord({ id: 'S1', coverages: ['Shreveport (La.)'], dateIssued: '1984' }),
    ]);
    function withIndex(path: string) {
      const asked: string[][] = [];
      const source = catalogueSearchFacets(index);
      const searchFacets: SearchFacetSource = {
        facetsOf: (search, ids, options) => {
          asked.push([...ids]);
          return source.facetsOf(search, ids, options);
        },
      };
      const calls: string[] = [];
      const site = renderApp(path, {
        archive: {
          search: async (keyword) => {
            calls.push(keyword);
            return results();
          },
        },
        searchFacets,
      });
      return { site, asked, calls };
    }
    const options = (name: string) =>
      within(screen.getByRole('navigation', { name: 'Filter results' }))
        .getByRole('list', { name })
        .querySelectorAll('a');
    const labels = (name: string) =>
      [...options(name)].map((a) => `${a.getAttribute('aria-current') ? '*' : ''}${a.textContent}`);

    it('offers the decades and parishes of the results, with counts, and filters by them in the browser', async () => {
      const user = userEvent.setup();
      const { site, asked, calls } = withIndex('/search?keyword=carnival&search_by=ALLFIELDS');
      await screen.findByRole('link', { name: 'Carnival 1961' });
      expect(labels('Decade:')).toEqual(['*All (4)', '1960s (2)', '1980s (1)']);
      expect(labels('Parish:')).toEqual(['*All (4)', 'Orleans (2)', 'Caddo (1)']);

      await user.click(screen.getByRole('link', { name: '1960s (2)' }));
      await waitFor(() =>
        expect(site.location().path).toBe(
          '/search?keyword=carnival&search_by=ALLFIELDS&decade=1960s',
        ),
      );
      expect(screen.getByRole('link', { name: 'Carnival 1968' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Shreveport 1984' })).toBeNull();
      expect(labels('Parish:')).toEqual(['*All (2)', 'Orleans (2)']);
      expect(labels('Collection:')).toEqual(['*All (2)', 'LPB (2)']);

      await user.click(screen.getByRole('link', { name: 'All (4)' }));
      await waitFor(() => expect(site.location().path).not.toContain('decade='));
      expect(screen.getByRole('link', { name: 'Shreveport 1984' })).toBeInTheDocument();
      // One search and one question to the index, whatever the filters.
      expect(calls).toEqual(['carnival']);
      expect(asked).toEqual([['N1', 'N2', 'S1', 'X1']]);
    });

    it('opens at the parish of the address', async () => {
      withIndex('/search?keyword=carnival&search_by=ALLFIELDS&parish=caddo');
      expect(await screen.findByRole('link', { name: 'Shreveport 1984' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Carnival 1961' })).toBeNull();
      expect(labels('Parish:')).toEqual(['All (4)', 'Orleans (2)', '*Caddo (1)']);
    });

    it('shows no such filters where the site has no index', async () => {
      searchAt('/search?keyword=carnival&search_by=ALLFIELDS&decade=1960s', async () => results());
      await screen.findByRole('link', { name: 'Shreveport 1984' });
      const nav = screen.getByRole('navigation', { name: 'Filter results' });
      expect(within(nav).queryByRole('list', { name: 'Decade:' })).toBeNull();
      expect(within(nav).queryByRole('list', { name: 'Parish:' })).toBeNull();
    });
  });
});
