import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromDemoCatalogue } from '../support/demoAdapters';
import type { Asset } from '../../src/core/entities/Asset';
import { DEMO_IDS } from '../../demo-api/catalogue';
import { anAsset } from '../support/builders';
import { preloadPages, renderApp } from '../support/renderApp';

// Whatever a visitor types or puts in the address bar has a defined outcome: the right
// page or /not-found, never a crash (the error boundary's message) and never an error
// that escapes (an unhandled rejection or uncaught error fails the test by itself).

const LONG = 'Mississippi River flood of 1927 '.repeat(40).trim(); // 1,279 characters
const BAD_ENCODING = '%E0%A4%A';

function demoSite(path: string) {
  const { archive, blogs, contact } = fromDemoCatalogue();
  return renderApp(path, { archive, blogs, contact });
}

async function lastBrowsePage(collection: 3 | 4): Promise<number> {
  const total = await fromDemoCatalogue().archive.pagedCount({ CollectionId: collection });
  return Math.ceil(total / 25);
}

beforeAll(preloadPages);

function noCrash() {
  expect(screen.queryByText('Something went wrong on this page.')).toBeNull();
  expect(screen.getByRole('banner')).toBeInTheDocument();
}

describe('search terms typed into the search box', () => {
  const terms = [
    `"Huey" Long's`,
    'AC/DC',
    '100% pure',
    '#1 hit',
    'what? when?',
    'a&b=c+d',
    'Café Zydeco 東京 🎺',
    '<img src=x onerror=alert(1)>',
    LONG,
  ];

  it.each(terms.map((t) => [t.length > 40 ? `${t.slice(0, 20)}… (${t.length} chars)` : t, t]))(
    'searches %s exactly as typed and shows its results',
    async (_label, term) => {
      const user = userEvent.setup();
      const asked: string[] = [];
      const site = renderApp('/not-found', {
        archive: {
          search: async (keyword) => {
            asked.push(keyword);
            return [anAsset({ title: `Found for ${keyword.slice(0, 10)}` })] as Asset[];
          },
        },
      });
      await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }));
      const box = screen.getByRole('textbox', { name: 'Search the archive' });
      fireEvent.change(box, { target: { value: `  ${term}  ` } });
      await user.type(box, '{Enter}');

      expect(
        await screen.findByRole('heading', { level: 1, name: `Search Results for ${term}` }),
      ).toBeInTheDocument();
      expect(await screen.findByText(`Found for ${term.slice(0, 10)}`)).toBeInTheDocument();
      expect(asked).toEqual([term]);
      const query = new URLSearchParams(site.location().search);
      expect(query.get('keyword')).toBe(term);
      expect(query.get('search_by')).toBe('ALLFIELDS');
      expect(document.querySelector('main img[src="x"]')).toBeNull();
      noCrash();
    },
  );

  it.each([
    ['only spaces', '     '],
    ['tabs and newlines', ' \t \n '],
  ])('does nothing for %s', async (_label, term) => {
    const user = userEvent.setup();
    const site = renderApp('/not-found');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('textbox', { name: 'Search the archive' });
    fireEvent.change(box, { target: { value: term } });
    await user.type(box, '{Enter}');
    expect(site.location().path).toBe('/not-found');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('search addresses typed by hand', () => {
  it.each([
    ['a keyword of only spaces', '/search?keyword=%20%09%20', 'Search Results for', false],
    ['no keyword at all', '/search', 'Search Results for', false],
    ['a badly encoded keyword', `/search?keyword=${BAD_ENCODING}`, /^Search Results for/, true],
    ['an unknown search field', '/search?keyword=flood&search_by=%3Cscript%3E', /flood$/, true],
    [
      'a keyword of 1,000+ characters',
      `/search?keyword=${encodeURIComponent(LONG)}`,
      /1927$/,
      true,
    ],
  ])('gives %s a defined outcome', async (_label, path, heading, asks) => {
    const asked: string[] = [];
    renderApp(path, {
      archive: {
        search: async (keyword, by) => {
          asked.push(`${keyword}|${by}`);
          return [];
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    expect(asked).toHaveLength(asks ? 1 : 0);
    noCrash();
  });
});

describe('route parameters out of range or of the wrong type', () => {
  const series = DEMO_IDS.bigSeries;

  it.each([
    ['/browse-all-videos/abc', '/browse-all-videos'],
    ['/browse-all-videos/3.5/all/page/1', '/browse-all-videos'],
    ['/browse-all-videos/3.5/series/page/2', '/browse-all-videos?category=series&page=2'],
    ['/browse-all-videos/3/all/page/1.5', '/browse-all-videos/3/all/page/1'],
    ['/browse-all-videos/3/all/page/1e3', '/browse-all-videos/3/all/page/1'],
    ['/browse-all-videos/3/%3Cscript%3E/page/2', '/browse-all-videos/3/all/page/2'],
    [
      `/browse-all-videos/${BAD_ENCODING}/${BAD_ENCODING}/page/${BAD_ENCODING}`,
      '/browse-all-videos',
    ],
    ['/browse-all-videos/4/all/page/999', 'the last page of LSA'],
    // Past the largest exact number: not a page number at all.
    ['/browse-all-videos/4/all/page/99999999999999999999', '/browse-all-videos/4/all/page/1'],
  ])('browse: %s becomes %s', async (path, route) => {
    const site = demoSite(path);
    await screen.findByRole('heading', { level: 1, name: 'Browse Videos' });
    const expected = route.startsWith('/')
      ? route
      : `/browse-all-videos/4/all/page/${await lastBrowsePage(4)}`;
    await waitFor(() => expect(site.location().path).toBe(expected));
    expect(await within(screen.getByRole('main')).findAllByRole('link')).not.toHaveLength(0);
    noCrash();
  });

  it.each([
    [`/sublisting/series/${series}/page/0`, `/sublisting/series/${series}/page/1`],
    [`/sublisting/series/${series}/page/-2`, `/sublisting/series/${series}/page/1`],
    [`/sublisting/series/${series}/page/2.5`, `/sublisting/series/${series}/page/1`],
    [`/sublisting/series/${series}/page/99999999999999999999`, null],
    [`/sublisting/nonsense/${series}/page/1`, `/sublisting/nonsense/${series}/page/1`],
  ])('sub-listing: %s', async (path, route) => {
    const site = demoSite(path);
    await screen.findByRole('button', { name: 'Back to Browse' });
    if (route) await waitFor(() => expect(site.location().path).toBe(route));
    else
      await waitFor(() =>
        expect(site.location().path).toMatch(new RegExp(`^/sublisting/series/${series}/page/\\d$`)),
      );
    expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
    noCrash();
  });

  const ODD_IDS: [string, string][] = [
    ['a badly encoded id', BAD_ENCODING],
    ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a path climb', '..%2F..%2Fetc%2Fpasswd'],
    ['a space', '%20'],
    ['2,000 characters', 'x'.repeat(2000)],
    ['a negative number', '-1'],
  ];

  it.each(ODD_IDS)(
    'sub-listing of %s: the 404 page, as the archive has no such series',
    async (_label, id) => {
      demoSite(`/sublisting/series/${id}/page/1`);
      expect(await screen.findByText("We couldn't find that page")).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).toBeNull();
      expect(within(screen.getByRole('main')).queryAllByRole('link')).toEqual([]);
      noCrash();
    },
  );

  it.each(
    ['/video_v2/asset-detail', '/video-player'].flatMap((route) =>
      ODD_IDS.map(([label, id]) => [`${route}/{${label}}`, `${route}/${id}`]),
    ),
  )('video detail %s goes to /not-found', async (_label, path) => {
    const site = demoSite(path);
    expect(await screen.findByText("We couldn't find that page")).toBeInTheDocument();
    expect(site.location()).toMatchObject({ pathname: '/not-found', action: 'REPLACE' });
    noCrash();
  });

  it.each(ODD_IDS)(
    'blog with %s: the 404 page, as the archive has no such post, and logs it',
    async (_label, id) => {
      const site = demoSite(`/blog/${id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
      ).toBeInTheDocument();
      await waitFor(() => expect(site.logger.messages).toContain('Error fetching blogs:'));
      noCrash();
    },
  );
});
