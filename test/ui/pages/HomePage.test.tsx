import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '../../../src/core/entities/Asset';
import type { ArchiveApi } from '../../../src/core/ports/ArchiveApi';
import type { BlogApi } from '../../../src/core/ports/BlogApi';
import { aBlog, anAsset, anAssetDetail } from '../../support/builders';
import { renderApp, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

const topics = [anAsset({ type: 'Topic', identifier: 'T1', title: 'Hurricanes' })];
const programs = [
  anAsset({ type: 'Program', identifier: 'P1', title: 'Louisiana: The State We’re In' }),
];
const series = [anAsset({ type: 'Series', identifier: 'S1', title: 'Louisiana News Archive' })];

function home(
  options: { archive?: Partial<ArchiveApi>; blogs?: Partial<BlogApi>; additions?: Asset[] } = {},
) {
  return renderApp('/', {
    archive: {
      recentlyAdded: async () =>
        options.additions ?? [anAsset({ identifier: 'LPB-CL-7', title: 'Mardi Gras 1960' })],
      allAssets: async (type) => ({ Topic: topics, Program: programs, Series: series })[type],
      assetDetail: async (id) => anAssetDetail({ id, title: `Trending ${id}` }),
      relatedPaged: async () => [],
      relatedCount: async () => 0,
      ...options.archive,
    },
    blogs: { frontpageTrendIds: async () => ['1042'], ...options.blogs },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('shows the logo banner: the logo is the heading, and names the site once', async () => {
    home();
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Louisiana Digital Media Archive',
    });
    const logo = within(heading).getByRole('img', { name: 'Louisiana Digital Media Archive' });
    expect(logo).toHaveAttribute('src');
    expect(heading.textContent).toBe('');
  });

  it('has no carousel when there is no blog', async () => {
    home();
    await screen.findByRole('link', { name: /Trending 1042/ });
    expect(screen.queryByRole('region', { name: 'Blog spotlight' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'View Full Post' })).toBeNull();
  });

  it('announces nothing extra while the carousel and sliders load', async () => {
    const never = () => new Promise<never>(() => undefined);
    home({
      archive: { recentlyAdded: never, allAssets: never },
      blogs: { frontpageBlogIds: never, frontpageTrendIds: never },
    });
    await screen.findByRole('heading', { level: 2, name: 'Trending Now' });
    expect(screen.queryByRole('region', { name: 'Blog spotlight' })).toBeNull();
    for (const name of ['Trending Now', 'New Additions']) {
      expect(within(section(name)).queryAllByRole('listitem')).toEqual([]);
      expect(within(section(name)).queryAllByRole('button')).toEqual([]);
    }
  });

  it('shows the blog carousel when a front-page blog exists', async () => {
    const user = userEvent.setup();
    const site = home({
      blogs: {
        frontpageBlogIds: async () => ['b7'],
        blog: async () => aBlog({ key: 'b7', title: 'The 1927 Flood on Film', date: '2024-03-05' }),
      },
    });
    const carousel = await screen.findByRole('region', { name: 'Blog spotlight' });
    expect(
      within(carousel).getByRole('heading', { name: 'The 1927 Flood on Film' }),
    ).toBeInTheDocument();
    expect(within(carousel).getByText('03/05/2024')).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: 'Next slide' })).toBeNull();
    await user.click(within(carousel).getByRole('button', { name: 'View Full Post' }));
    expect(site.location().path).toBe('/blog/b7');
  });

  it.each([
    ['Trending Now', 'Trending 1042', '1042'],
    ['New Additions', 'Mardi Gras 1960', 'LPB-CL-7'],
  ])("sends a '%s' card (%s) to /video_v2/asset-detail/%s", async (name, title, id) => {
    const user = userEvent.setup();
    const site = home();
    const card = await within(section(name)).findByRole('link', { name: title });
    expect(card).toHaveAttribute('href', `/video_v2/asset-detail/${id}`);
    await user.click(card);
    expect(site.location().path).toBe(`/video_v2/asset-detail/${id}`);
    expect(site.services.memory.state.identifier).toBe(id);
  });

  it("heads 'Browse' with a link to /browse-all-videos", async () => {
    home();
    const browse = await screen.findByRole('region', { name: 'Browse' });
    expect(within(browse).getByRole('heading', { level: 2, name: 'Browse' })).toBeInTheDocument();
    expect(within(browse).getByRole('link', { name: 'Browse' })).toHaveAttribute(
      'href',
      '/browse-all-videos',
    );
  });

  it('shows Topics by default and switches the slider and the link label with the tabs', async () => {
    const user = userEvent.setup();
    home();
    const browse = await screen.findByRole('region', { name: 'Browse' });
    const tab = (name: string) => within(browse).getByRole('button', { name });
    expect(tab('Topics')).toHaveAttribute('aria-pressed', 'true');
    expect(tab('Programs')).toHaveAttribute('aria-pressed', 'false');
    expect(tab('Series')).toHaveAttribute('aria-pressed', 'false');
    expect(await within(browse).findByRole('link', { name: 'Hurricanes' })).toBeInTheDocument();
    expect(within(browse).getByRole('link', { name: 'Browse All Topics' })).toBeInTheDocument();

    await user.click(tab('Programs'));
    expect(tab('Programs')).toHaveAttribute('aria-pressed', 'true');
    expect(tab('Topics')).toHaveAttribute('aria-pressed', 'false');
    expect(
      await within(browse).findByRole('link', { name: 'Louisiana: The State We’re In' }),
    ).toBeInTheDocument();
    expect(within(browse).queryByRole('link', { name: 'Hurricanes' })).toBeNull();
    expect(within(browse).getByRole('link', { name: 'Browse All Programs' })).toBeInTheDocument();

    await user.click(tab('Series'));
    expect(
      await within(browse).findByRole('link', { name: 'Louisiana News Archive' }),
    ).toBeInTheDocument();
    // SPEC §2 and §4: the heading's link, and no collection other than 3 or 4 in a route.
    expect(within(browse).getByRole('link', { name: 'Browse All Series' })).toHaveAttribute(
      'href',
      '/browse-all-videos',
    );
  });

  it('sends a Series or Topic to /sublisting/{Type}/{Identifier}, storing the identifier first', async () => {
    const user = userEvent.setup();
    const site = home();
    const browse = await screen.findByRole('region', { name: 'Browse' });
    const topic = await within(browse).findByRole('link', { name: 'Hurricanes' });
    expect(topic).toHaveAttribute('href', '/sublisting/Topic/T1');
    await user.click(within(browse).getByRole('button', { name: 'Series' }));
    const item = await within(browse).findByRole('link', { name: 'Louisiana News Archive' });
    expect(item).toHaveAttribute('href', '/sublisting/Series/S1');
    await user.click(item);
    expect(site.services.memory.state.identifier).toBe('S1');
    await waitFor(() => expect(site.location().path).toBe('/sublisting/series/S1/page/1'));
  });

  it('sends any other Browse item to the video detail', async () => {
    const user = userEvent.setup();
    home();
    const browse = await screen.findByRole('region', { name: 'Browse' });
    await user.click(within(browse).getByRole('button', { name: 'Programs' }));
    expect(
      await within(browse).findByRole('link', { name: 'Louisiana: The State We’re In' }),
    ).toHaveAttribute('href', '/video_v2/asset-detail/P1');
  });

  // 3 shown at 1440px, 2 at 1024px: arrows only when the items need more than one page.
  it.each([
    [3, 1440, 'no arrows'],
    [4, 1440, 'arrows'],
    [3, 1024, 'arrows'],
  ])('shows %i new additions at %ipx with %s', async (count, width, expected) => {
    window.innerWidth = width;
    home({
      additions: Array.from({ length: count }, (_, i) => anAsset({ title: `New ${i + 1}` })),
    });
    const additions = section('New Additions');
    await within(additions).findByRole('link', { name: `New ${count}` });
    const arrows = ['Previous New Additions items', 'Next New Additions items'];
    const shown = arrows.filter((name) => within(additions).queryByRole('button', { name }));
    expect(shown).toEqual(expected === 'arrows' ? arrows : []);
  });

  it('keeps a failed part empty without a message, and logs it', async () => {
    const site = home({
      archive: { recentlyAdded: async () => Promise.reject(new Error('down')) },
    });
    await within(section('Trending Now')).findByRole('link', { name: 'Trending 1042' });
    await waitFor(() => expect(site.logger.messages).toContain('Error fetching new additions:'));
    expect(within(section('New Additions')).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("windows the 'Browse' slider to 24 items and the 'Browse All' link", async () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      anAsset({ type: 'Topic', identifier: `T${i + 1}`, title: `Topic ${i + 1}` }),
    );
    home({ archive: { allAssets: async () => many } });
    await screen.findByRole('link', { name: 'Topic 1' });
    const browse = section('Browse');
    expect(within(browse).getAllByRole('link', { name: /^Topic \d+$/ })).toHaveLength(24);
    expect(within(browse).queryByRole('link', { name: 'Topic 25' })).toBeNull();
    expect(within(browse).getByRole('link', { name: 'Browse All Topics' })).toHaveAttribute(
      'href',
      '/browse-all-videos',
    );
  });

  it('asks for at most 12 trending videos and 12 carousel blogs', async () => {
    const asked: string[] = [];
    const blogsAsked: string[] = [];
    const ids = (prefix: string) => Array.from({ length: 100 }, (_, i) => `${prefix}${i + 1}`);
    home({
      archive: {
        assetDetail: async (id) => {
          asked.push(id);
          return anAssetDetail({ id, title: `Trending ${id}` });
        },
      },
      blogs: {
        frontpageTrendIds: async () => ids('t'),
        frontpageBlogIds: async () => ids('b'),
        blog: async (key) => {
          blogsAsked.push(key);
          return aBlog({ key, title: `Blog ${key}` });
        },
      },
    });
    await screen.findByRole('link', { name: /Trending t1\b/ });
    await waitFor(() => expect(blogsAsked).toHaveLength(12));
    expect(asked).toHaveLength(12);
    const trending = section('Trending Now');
    expect(within(trending).getAllByRole('link', { name: /^Trending t\d+/ })).toHaveLength(12);
  });
});
