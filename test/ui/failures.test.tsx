import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeFetch, type Reply, type SeenRequest } from '../adapters/http/fakeFetch';
import { httpPortsOver } from '../adapters/http/testClient';
import { FILLED_FORM } from '../support/builders';
import { fillContactForm, tickCaptcha } from '../support/contactForm';
import { renderApp, preloadPages } from '../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

// Every screen over the real HTTP adapters while the archive API fails in each way it has
// been seen to (SPEC §8): the shell keeps working, lists stay empty, a video goes to
// /not-found, search ends its loading with no message, and each failure is logged through
// the Logger with the name of the call that failed. An unhandled rejection fails the test.

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>Service Unavailable</title></head><body>Down</body></html>';

const isBlogCall = (request: SeenRequest) =>
  /\/(spotlightonhistory|blog-pagination)\//.test(request.url);

/** How the API answers every request; 'hang' never answers, so each request times out. */
type Failure = ((request: SeenRequest) => Reply) | 'hang';

const FAILURES: [string, Failure][] = [
  ['a 500', () => ({ status: 500, body: HTML_PAGE })],
  ['a 404', () => ({ status: 404, body: 'Not found' })],
  ['a network error', () => new TypeError('Failed to fetch')],
  ['a timeout', 'hang'],
  [
    'a malformed body',
    (r) => ({ body: isBlogCall(r) ? '[{"key": "b1", "blogtitle": ' : '<ArrayOfAsset><Asset>' }),
  ],
  ['an empty body', () => ({ body: '' })],
  ['an HTML page with 200', () => ({ body: HTML_PAGE })],
];

/** Failures a write (whose 2xx answer is not read) also suffers. */
const WRITE_FAILURES = FAILURES.filter(([name]) =>
  ['a 500', 'a 404', 'a network error', 'a timeout'].includes(name),
);

function failingSite(path: string, failure: Failure) {
  const net = new FakeFetch();
  if (failure === 'hang') net.hang();
  else net.answer(failure);
  return renderApp(path, httpPortsOver(net, { timeoutMs: 30 }));
}

type Site = ReturnType<typeof failingSite>;

/** The site at `path` over calls that fail with `failure`, once its page heading shows. */
async function failedPage(path: string, failure: Failure, heading: string): Promise<Site> {
  const site = failingSite(path, failure);
  await screen.findByRole('heading', { level: 1, name: heading });
  return site;
}

/** Waits for `message` to be logged with the failure of one of `calls`. */
async function logged(site: Site, message: string, calls: string[]) {
  const pattern = new RegExp(`^(${calls.join('|')}) failed: `);
  await waitFor(() =>
    expect(site.logger.entries).toContainEqual(
      expect.objectContaining({
        message,
        detail: expect.objectContaining({ message: expect.stringMatching(pattern) }),
      }),
    ),
  );
}

const main = () => screen.getByRole('main');

/** A list screen whose calls failed: the failure logged, loading over, no item in the page. */
async function emptyList(site: Site, message: string, calls: string[]) {
  await logged(site, message, calls);
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  // The filters' own links (browse's way back to every collection) and the ways to other
  // screens are not items.
  const items = within(main())
    .queryAllByRole('link')
    .filter((link) => !link.closest('form, nav'));
  expect(items).toEqual([]);
}
const nav = () => screen.getByRole('navigation', { name: 'Main' });

/** The shell still works: the navigation reaches another page. */
async function shellStillWorks(link = 'ABOUT LDMA', heading = 'About LDMA') {
  const user = userEvent.setup();
  await user.click(within(nav()).getByRole('link', { name: link }));
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}

describe.each(FAILURES)('when every call fails with %s', (kind, failure) => {
  // A 404 is the archive's answer that the thing does not exist, not a failure.
  const notFound = kind === 'a 404';

  it('Home shows its banner and empty lists, and logs each part', async () => {
    const site = await failedPage('/', failure, 'Louisiana Digital Media Archive');
    await logged(site, 'Error fetching trends:', ['frontpageTrendIds']);
    await logged(site, 'Error fetching blogs:', ['frontpageBlogIds']);
    await logged(site, 'Error fetching new additions:', ['recentlyAdded']);
    await logged(site, 'Error fetching topics:', ['allAssets']);
    expect(screen.queryByRole('region', { name: 'Blog spotlight' })).toBeNull();
    for (const name of ['Trending Now', 'New Additions']) {
      expect(within(screen.getByRole('region', { name })).queryAllByRole('link')).toEqual([]);
    }
    expect(
      within(screen.getByRole('region', { name: 'Browse' }))
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Browse', 'Browse All Topics']);
    await shellStillWorks();
  });

  it('Browse keeps its filters with no results, and logs the paged data', async () => {
    const site = await failedPage('/browse-all-videos/3/all/page/1', failure, 'Browse Videos');
    await emptyList(site, 'Error fetching paged data:', ['pagedAssets', 'pagedCount']);
    expect(screen.getByRole('radio', { name: 'LSA' })).toBeEnabled();
    await shellStillWorks();
  });

  it('Sub-listing keeps its way back with no items, and logs the related assets', async () => {
    const site = failingSite('/sublisting/series/S1/page/1', failure);
    await emptyList(site, 'Error fetching related assets:', ['relatedPaged', 'relatedCount']);
    if (notFound) {
      // The archive says there is no such series: the page is the 404 page.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        "We couldn't find that page",
      );
    } else {
      expect(screen.getByRole('button', { name: 'Back to Browse' })).toBeInTheDocument();
    }
    await shellStillWorks();
  });

  it('Search ends its loading with no message, and logs the search', async () => {
    const site = await failedPage(
      '/search?keyword=flood&search_by=ALLFIELDS',
      failure,
      'Search Results for flood',
    );
    await logged(site, 'Error fetching search results:', ['search']);
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    expect(screen.queryByText(/No results found/)).toBeNull();
    expect(within(main()).queryAllByRole('link')).toEqual([]);
    await shellStillWorks();
  });

  it.each(['/video_v2/asset-detail/LPB-CL-1042', '/video-player/LPB-CL-1042'])(
    'Video detail at %s goes to /not-found, and logs the asset',
    async (path) => {
      const site = failingSite(path, failure);
      expect(await screen.findByText("We couldn't find that page")).toBeInTheDocument();
      expect(site.location()).toMatchObject({ pathname: '/not-found', action: 'REPLACE' });
      await logged(site, 'Error fetching asset details:', ['assetDetail']);
      await shellStillWorks();
    },
  );

  it('Blog list shows its heading with no cards, and logs the blogs', async () => {
    const site = await failedPage('/spotlight-on-history', failure, 'Spotlight On History');
    await emptyList(site, 'Error fetching blogs:', ['blogPage']);
    await shellStillWorks();
  });

  it('Blog detail keeps its heading and way back with no post, and logs the blogs', async () => {
    const site = failingSite('/blog/b7', failure);
    await emptyList(site, 'Error fetching blogs:', ['blog', 'allBlogs']);
    // When the archive says there is no such blog, the page is the 404 page.
    const heading = notFound ? "We couldn't find that page" : 'Spotlight On History';
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    if (!notFound) {
      expect(screen.getByRole('button', { name: 'Back to Browse' })).toBeInTheDocument();
    }
    await shellStillWorks();
  });

  it('About shows its text with no new additions, and logs them', async () => {
    const site = await failedPage('/about-ldma', failure, 'About LDMA');
    await logged(site, 'Error fetching new additions:', ['recentlyAdded']);
    const aside = screen.getByRole('complementary', { name: 'New Additions' });
    expect(within(aside).queryAllByRole('link')).toEqual([]);
    await shellStillWorks('HOME', 'Louisiana Digital Media Archive');
  });
});

describe.each(WRITE_FAILURES)('when the contact calls fail with %s', (_kind, failure) => {
  it('Contact logs the failed send, shows no message and keeps the form', async () => {
    const site = await failedPage('/contact-us', failure, 'CONTACT US');
    fillContactForm();
    tickCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    await logged(site, 'Error sending contact message:', ['contact']);
    await waitFor(() => expect(screen.queryByText('Sending...')).toBeNull());
    // The attempt spent the captcha's token: the widget is reset, and solving it again is
    // all it takes to send again.
    const captcha = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(captcha).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'SEND' })).toBeDisabled();
    fireEvent.click(captcha);
    expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Your Message')).toHaveValue(FILLED_FORM.message);
    expect(site.location().pathname).toBe('/contact-us');
    await shellStillWorks();
  });
});
