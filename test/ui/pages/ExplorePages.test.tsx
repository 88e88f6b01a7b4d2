import { screen, within } from '@testing-library/react';
import { CensusParishMap } from '../../../src/adapters/geo/CensusParishMap';
import { InMemoryCatalogue } from '../../../src/adapters/memory/InMemoryCatalogue';
import { aCatalogueRecord } from '../../support/catalogue';
import { anAssetDetail } from '../../support/builders';
import { renderApp } from '../../support/renderApp';

beforeAll(
  () =>
    Promise.all([
      import('../../../src/ui/pages/ExplorePage'),
      import('../../../src/ui/pages/ExploreListPage'),
      import('../../../src/ui/pages/AssetPage'),
    ]),
  60_000,
);

/** The page shows a link of this name that leads to `href`. */
function expectLink(name: string | RegExp, href: string): void {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** `n` videos of Orleans from 1960 on, one a year, and one of Houma. */
function catalogueOf(n: number) {
  return new InMemoryCatalogue([
    ...Array.from({ length: n }, (_, i) =>
      aCatalogueRecord({
        id: `NO-${i + 1}`,
        title: `New Orleans film ${i + 1}`,
        coverages: ['New Orleans (La.)'],
        dateIssued: String(1960 + i),
        subjects: ['Jazz'],
      }),
    ),
    aCatalogueRecord({
      id: 'H-1',
      title: 'Shrimp boats of Houma',
      coverages: ['Houma (La.)'],
      subjects: ['Shrimp industry'],
      contributors: [{ name: 'Edwin Edwards', role: 'Interviewee' }],
    }),
  ]);
}

describe('the explore hub', () => {
  it('links every parish from the map and the list, named with its count, and the decades', async () => {
    renderApp('/explore', { catalogue: catalogueOf(3), parishMap: new CensusParishMap() });
    const map = await screen.findByRole('group', { name: "Map of Louisiana's 64 parishes" });
    expect(within(map).getAllByRole('link')).toHaveLength(64);
    expect(within(map).getByRole('link', { name: 'Orleans Parish: 3 videos' })).toHaveAttribute(
      'href',
      '/explore/parishes/orleans',
    );
    expect(within(map).getByRole('link', { name: 'Cameron Parish: 0 videos' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Every parish, with its videos' });
    expect(within(list).getAllByRole('link')).toHaveLength(64);
    expectLink(/^1960s/, '/explore/decades/1960s');
    // The Houma video has no date: counted, with no page of its own.
    expect(screen.getByText('Date unknown')).toBeInTheDocument();
    expectLink('Jazz', '/explore/subjects/jazz');
    expectLink('Edwin Edwards', '/explore/people/edwin-edwards');
  });

  it('says the catalogue is not available when the site has none', async () => {
    renderApp('/explore');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The catalogue is not available yet.',
    );
  });
});

describe('an explore list', () => {
  it("pages a parish's videos with the paginator's links, keeping the sort", async () => {
    renderApp('/explore/parishes/orleans?sort=newest&page=2', { catalogue: catalogueOf(30) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orleans Parish' }),
    ).toBeInTheDocument();
    // Newest first: page 2 starts at the 25th newest. The heading comes before the list.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'New Orleans film 6' }),
    ).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Video pages' });
    expect(within(pages).getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      '/explore/parishes/orleans?sort=newest',
    );
    const sorts = screen.getByRole('navigation', { name: 'Sort videos' });
    expect(within(sorts).getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('narrows a subject by decade, and the chosen decade can be cleared', async () => {
    renderApp('/explore/subjects/jazz?decade=1970s', { catalogue: catalogueOf(15) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz' })).toBeInTheDocument();
    expect(await screen.findByText('5 videos')).toBeInTheDocument();
    const decades = screen.getByRole('region', { name: 'Decade' });
    expect(within(decades).getByRole('link', { name: '1970s' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(decades).getByRole('link', { name: 'Any decade' })).toHaveAttribute(
      'href',
      '/explore/subjects/jazz',
    );
  });
});

describe("the video page's details", () => {
  it('link the places covered, subjects, contributors and date issued to the explore pages', async () => {
    const detail = anAssetDetail({
      id: 'LPB-1',
      coverages: ['Houma (La.)', 'Paris (France)'],
      subjects: ['Shrimp industry'],
      contributors: [{ name: 'Edwin Edwards', role: 'Interviewee' }],
      dateIssued: '1967-08-14',
    });
    renderApp('/video_v2/asset-detail/LPB-1', {
      archive: { assetDetail: async () => detail, related: async () => [] },
    });
    const details = await screen.findByRole('link', { name: 'Houma (La.)' });
    expect(details).toHaveAttribute('href', '/explore/parishes/terrebonne');
    // Outside Louisiana: no parish, no link.
    expect(screen.queryByRole('link', { name: 'Paris (France)' })).toBeNull();
    expect(screen.getByText(/Paris \(France\)/)).toBeInTheDocument();
    expectLink('Shrimp industry', '/explore/subjects/shrimp-industry');
    expectLink('Edwin Edwards', '/explore/people/edwin-edwards');
    expectLink('1967-08-14', '/explore/decades/1960s');
  });
});

describe('the way to explore', () => {
  it.each(['/', '/browse-all-videos'])('is linked from %s and from the footer', async (path) => {
    renderApp(path);
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('link', { name: /explore by place and time/i }),
    ).toHaveAttribute('href', '/explore');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', {
        name: 'Explore by Place and Time',
      }),
    ).toHaveAttribute('href', '/explore');
  });
});
