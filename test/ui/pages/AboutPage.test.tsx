import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoCatalogue } from '../../../demo-api/catalogue';
import { anAsset, archiveWith } from '../../support/builders';
import { fromDemoCatalogue } from '../../support/demoAdapters';
import { renderApp, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

describe('the About page', () => {
  it('tells what the archive combines, its mission and its history', async () => {
    renderApp('/about-ldma');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About LDMA' }),
    ).toBeInTheDocument();
    const text = document.querySelector('.about__text')?.textContent ?? '';
    expect(text).toMatch(/combines the video collection of Louisiana Public Broadcasting/);
    expect(text).toMatch(/multimedia collection of the Louisiana\s+State Archives/);
    expect(text).toMatch(/2010/);
    expect(text).toMatch(/January 20, 2015/);
    expect(text).toMatch(/American Archive of Public Broadcasting/);
    for (const heading of [
      'The Collections',
      'Our Mission',
      'Project History',
      'A National Partnership',
      'Resources',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('opens external resources in a new tab, safely, and says so', async () => {
    renderApp('/about-ldma');
    const resources = (await screen.findByRole('heading', { name: 'Resources' }))
      .nextElementSibling as HTMLElement;
    const links = within(resources).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(
      within(resources).getByRole('link', { name: /American Archive of Public Broadcasting/ }),
    ).toHaveAttribute('href', 'https://americanarchive.org/');
  });

  it("links to the sub-listings of several collections, from the archive's own lists", async () => {
    renderApp('/about-ldma', { archive: fromDemoCatalogue().archive });
    await screen.findByRole('heading', { level: 1, name: 'About LDMA' });
    await waitFor(() => expect(document.querySelector('.about__collections')).not.toBeNull());
    const list = document.querySelector('.about__collections') as HTMLElement;
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeGreaterThan(2));
    const links = within(list).getAllByRole('link');
    const collections = new Set<number>();
    for (const link of links) {
      const [, category, id] =
        /^\/sublisting\/(series|topic)\/([^/]+)\/page\/1$/.exec(link.getAttribute('href') ?? '') ??
        [];
      // Each leads to a series or topic the demo archive really has, under its own title.
      const asset = demoCatalogue.assets.find((a) => a.Identifier === id);
      expect(asset?.Type.toLowerCase()).toBe(category);
      expect(link).toHaveTextContent(
        asset?.Type === 'Topic' ? asset.topicTitle : (asset?.seriesTitle ?? '-'),
      );
      collections.add(asset?.Collection ?? 0);
    }
    // Both collections have places to start.
    expect([...collections].sort()).toEqual([3, 4]);
  });

  it('links whatever series and topics another archive lists, by its own identifiers', async () => {
    renderApp('/about-ldma', {
      archive: archiveWith({
        allAssets: async (type) =>
          type === 'Series'
            ? [
                anAsset({
                  identifier: '88123',
                  type: 'Series',
                  title: 'Parish Council Meetings',
                  collection: 4,
                }),
              ]
            : [
                anAsset({
                  identifier: '4410',
                  type: 'Topic',
                  title: 'Oil and Gas',
                  collection: 3,
                }),
              ],
        recentlyAdded: async () => [],
      }),
    });
    const heading = await screen.findByRole('heading', { name: 'The Collections' });
    await waitFor(() =>
      expect(heading.parentElement?.querySelector('.about__collections')).not.toBeNull(),
    );
    const list = heading.parentElement?.querySelector('.about__collections') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href')]),
    ).toEqual([
      ['Oil and Gas: a topic from Louisiana Public Broadcasting', '/sublisting/topic/4410/page/1'],
      [
        'Parish Council Meetings: a series from Louisiana State Archives',
        '/sublisting/series/88123/page/1',
      ],
    ]);
  });

  it('offers no places to start, and logs why, when the archive cannot list them', async () => {
    const app = renderApp('/about-ldma', {
      archive: archiveWith({
        allAssets: () => Promise.reject(new Error('allAssets failed: HTTP 500')),
        recentlyAdded: async () => [],
      }),
    });
    await waitFor(() => expect(app.logger.messages).toContain('Error fetching collections:'));
    expect(document.querySelector('.about__collections')).toBeNull();
    expect(document.querySelector('.about__text')).not.toHaveTextContent('A few places to start');
    // Browsing each collection stays offered.
    expect(screen.getByRole('link', { name: 'Louisiana State Archives' })).toHaveAttribute(
      'href',
      '/browse-all-videos/4',
    );
  });

  it('shows the first 4 new additions, each opening its video detail', async () => {
    const additions = [1, 2, 3, 4, 5].map((n) =>
      anAsset({ identifier: `LPB-CL-${n}`, title: `Addition ${n}` }),
    );
    const app = renderApp('/about-ldma', {
      archive: archiveWith({
        recentlyAdded: async () => additions,
        assetDetail: () => Promise.reject(new Error('not needed')),
        related: async () => [],
      }),
    });
    const aside = await screen.findByRole('complementary', { name: 'New Additions' });
    await waitFor(() => expect(within(aside).getAllByRole('link')).toHaveLength(4));
    expect(
      within(aside)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/video_v2/asset-detail/LPB-CL-1',
      '/video_v2/asset-detail/LPB-CL-2',
      '/video_v2/asset-detail/LPB-CL-3',
      '/video_v2/asset-detail/LPB-CL-4',
    ]);
    expect(within(aside).getAllByRole('listitem')[0]?.querySelector('img')).toHaveAttribute(
      'src',
      additions[0]!.thumbnail,
    );
    fireEvent.click(within(aside).getByRole('link', { name: 'Addition 1' }));
    await waitFor(() => expect(app.location().pathname).toBe('/video_v2/asset-detail/LPB-CL-1'));
  });
});
