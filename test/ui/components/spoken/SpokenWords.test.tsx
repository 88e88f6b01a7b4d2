import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '../../../../src/core/entities/Asset';
import type { SpokenResults } from '../../../../src/core/entities/SpokenWords';
import { SpokenWordsUnavailable } from '../../../../src/core/entities/SpokenWordsUnavailable';
import {
  SPOKEN_ABSENT,
  SPOKEN_UNAVAILABLE,
} from '../../../../src/ui/components/spoken/SpokenWords';
import { anAsset } from '../../../support/builders';
import { deferred, renderApp, preloadPages } from '../../../support/renderApp';
import { aMoment, aSpokenHit, resultsOf, transcriptsAnswering } from '../../../support/spokenWords';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

const archiveFound = (): Asset[] => [anAsset({ identifier: 'A1', title: 'The 1927 Flood' })];

const levee = (): SpokenResults => ({
  ...resultsOf([
    aSpokenHit(
      'LPB-CL-1',
      { title: 'The Levee Board', seriesTitle: 'Louisiana News Archive', collection: 3 },
      [aMoment(12, 'the [levee] <b>broke</b>'), aMoment(83.9, 'a new [levee] board')],
      6,
    ),
    aSpokenHit('LSA-SG-2', {
      title: 'River Voices',
      seriesTitle: '',
      collection: 4,
      type: 'Segment',
    }),
  ]),
  total: 14,
});

function searchAt(path: string, answer: () => Promise<SpokenResults>) {
  const spoken = transcriptsAnswering(answer);
  const site = renderApp(path, {
    archive: { search: async () => archiveFound() },
    transcripts: spoken.transcripts,
  });
  return { ...site, ...spoken };
}

const spokenPart = async () => screen.findByRole('region', { name: 'Spoken in the videos' });

describe('the spoken-word part of the search page', () => {
  it('lists the videos that say the words under a heading of its own, beside the archive results', async () => {
    searchAt('/search?keyword=levee', async () => levee());
    const part = await spokenPart();
    expect(within(part).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Spoken in the videos',
    );
    const videos = await within(part).findAllByRole('heading', { level: 3 });
    expect(videos.map((heading) => heading.textContent)).toEqual([
      'The Levee Board',
      'River Voices',
    ]);
    expect(within(part).getByText('14 videos say it')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The 1927 Flood' })).toBeInTheDocument();
  });

  it('shows each video with its series, collection and moments, the matched words marked', async () => {
    searchAt('/search?keyword=levee', async () => levee());
    const part = await spokenPart();
    const video = (await within(part).findByRole('heading', { name: 'The Levee Board' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(video).getByText('Louisiana News Archive')).toBeInTheDocument();
    expect(within(video).getByText('Louisiana Public Broadcasting')).toBeInTheDocument();
    const moments = within(video).getByRole('list', { name: 'Moments in The Levee Board' });
    const links = within(moments).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/video_v2/asset-detail/LPB-CL-1?keyword=levee&t=12',
      '/video_v2/asset-detail/LPB-CL-1?keyword=levee&t=83',
    ]);
    expect(links[0]).toHaveAccessibleName('0:12 the levee <b>broke</b> — in The Levee Board');
    expect(links[1]).toHaveAccessibleName('1:23 a new levee board — in The Levee Board');
    const marks = (links[0] as HTMLElement).querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['levee']);
    // A snippet is text: markup in it is shown, never made.
    expect((links[0] as HTMLElement).querySelector('b')).toBeNull();
    expect(
      within(video).getByRole('link', { name: '4 more moments in The Levee Board' }),
    ).toHaveAttribute('href', '/video_v2/asset-detail/LPB-CL-1?keyword=levee');
  });

  it('opens the video at a moment', async () => {
    const site = searchAt('/search?keyword=levee', async () => levee());
    await userEvent.click(
      await screen.findByRole('link', { name: '1:23 a new levee board — in The Levee Board' }),
    );
    await waitFor(() =>
      expect(site.location().path).toBe('/video_v2/asset-detail/LPB-CL-1?keyword=levee&t=83'),
    );
  });

  it('filters by collection and type with counts, as links that keep one filter for the page', async () => {
    searchAt('/search?keyword=levee', async () => levee());
    const filters = await screen.findByRole('navigation', { name: 'Filter spoken-word results' });
    const lsa = within(filters).getByRole('link', { name: 'LSA (1)' });
    expect(lsa).toHaveAttribute('href', '/search?keyword=levee&search_by=ALLFIELDS&collection=4');
    const collections = within(filters).getByRole('list', { name: 'Collection:' });
    expect(within(collections).getByRole('link', { name: 'All (14)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const types = within(filters).getByRole('list', { name: 'Type:' });
    expect(within(types).getByRole('link', { name: 'Clip (1)' })).toHaveAttribute(
      'href',
      '/search?keyword=levee&search_by=ALLFIELDS&type=clip',
    );
  });

  it('leaves out a filter whose results share one value, and the paginator of a single page', async () => {
    searchAt('/search?keyword=levee', async () =>
      resultsOf([
        aSpokenHit('LPB-CL-1', { collection: 3, type: 'Clip' }),
        aSpokenHit('LSA-CL-2', { collection: 4, type: 'Clip' }),
      ]),
    );
    const part = await spokenPart();
    await within(part).findByText('2 videos say it');
    const filters = within(part).getByRole('navigation', { name: 'Filter spoken-word results' });
    expect(within(filters).getByRole('list', { name: 'Collection:' })).toBeInTheDocument();
    expect(within(filters).queryByRole('list', { name: 'Type:' })).toBeNull();
    expect(
      within(part).queryByRole('navigation', { name: 'Spoken-word results pages' }),
    ).toBeNull();
    expect(part).not.toHaveTextContent('Items per page');
  });

  it('shows no filters at all when every result shares its collection and type', async () => {
    searchAt('/search?keyword=levee', async () =>
      resultsOf([aSpokenHit('LPB-CL-1'), aSpokenHit('LPB-CL-2')]),
    );
    const part = await spokenPart();
    await within(part).findByText('2 videos say it');
    expect(
      within(part).queryByRole('navigation', { name: 'Filter spoken-word results' }),
    ).toBeNull();
  });

  it('keeps a filter once picked, so All leads back', async () => {
    searchAt('/search?keyword=levee&search_by=ALLFIELDS&type=clip', async () =>
      resultsOf([aSpokenHit('LPB-CL-1'), aSpokenHit('LPB-CL-2')]),
    );
    const part = await spokenPart();
    const filters = await within(part).findByRole('navigation', {
      name: 'Filter spoken-word results',
    });
    const types = within(filters).getByRole('list', { name: 'Type:' });
    expect(within(types).getByRole('link', { name: /^Clip/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('asks again in the filter and page chosen, with its own paginator', async () => {
    const site = searchAt('/search?keyword=levee', async () => levee());
    const pages = await screen.findByRole('navigation', { name: 'Spoken-word results pages' });
    expect(within(pages).getByText('1 – 10 of 14')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(site.asked.map((query) => query.page)).toEqual([1, 2]));
    expect(site.location().search).toBe('?keyword=levee&search_by=ALLFIELDS&spoken_page=2');
    await userEvent.click(
      within(
        await screen.findByRole('navigation', { name: 'Filter spoken-word results' }),
      ).getByRole('link', { name: 'LSA (1)' }),
    );
    await waitFor(() => expect(site.asked.at(-1)).toMatchObject({ collection: 4, page: 1 }));
  });

  it('says plainly that spoken-word search is not available yet, and still shows the archive results', async () => {
    searchAt('/search?keyword=levee', async () => {
      throw new SpokenWordsUnavailable();
    });
    const part = await spokenPart();
    expect(await within(part).findByText(SPOKEN_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The 1927 Flood' })).toBeInTheDocument();
  });

  it('says the same when the engine fails', async () => {
    searchAt('/search?keyword=levee', async () => {
      throw new Error('connection refused');
    });
    expect(await within(await spokenPart()).findByText(SPOKEN_UNAVAILABLE)).toBeInTheDocument();
  });

  it('says nothing said matches when the engine finds nothing', async () => {
    searchAt('/search?keyword=zydeco', async () => resultsOf([]));
    expect(
      await within(await spokenPart()).findByText('Nothing said in the videos matches "zydeco".'),
    ).toBeInTheDocument();
  });

  it("keeps the archive results' own loading text while it loads", async () => {
    const answer = deferred<SpokenResults>();
    searchAt('/search?keyword=levee', () => answer.promise);
    const part = await spokenPart();
    expect(part).toHaveAttribute('aria-busy', 'true');
    expect(within(part).queryByRole('status')).toBeNull();
    answer.resolve(levee());
    await within(part).findByRole('heading', { name: 'The Levee Board' });
    expect(part).toHaveAttribute('aria-busy', 'false');
  });

  it('says where there is no spoken-word search at all (the static site)', async () => {
    renderApp('/search?keyword=levee', { archive: { search: async () => archiveFound() } });
    expect(await within(await spokenPart()).findByText(SPOKEN_ABSENT)).toBeInTheDocument();
  });
});

describe('the announcement of the spoken-word part at the top of the results', () => {
  it("says how many videos say it under the page's heading, before the archive results", async () => {
    searchAt('/search?keyword=levee', async () => levee());
    const link = await screen.findByRole('link', { name: 'Said in 14 videos' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Search Results for');
    const archiveResult = screen.getByRole('link', { name: 'The 1927 Flood' });
    const follows = (a: Node, b: Node) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(heading, link)).toBe(true);
    expect(follows(link, archiveResult)).toBe(true);
  });

  it('links to the spoken-word part by its id, and moves focus there without a navigation', async () => {
    const site = searchAt('/search?keyword=levee', async () => levee());
    const link = await screen.findByRole('link', { name: 'Said in 14 videos' });
    const part = await spokenPart();
    expect(link).toHaveAttribute('href', `#${part.id}`);
    expect(part.id).not.toBe('');
    const before = site.location().path;
    await userEvent.click(link);
    expect(part).toHaveFocus();
    expect(site.location().path).toBe(before);
  });

  it('says one video in the singular', async () => {
    searchAt('/search?keyword=levee', async () => resultsOf([aSpokenHit('LPB-CL-1')]));
    expect(await screen.findByRole('link', { name: 'Said in 1 video' })).toBeInTheDocument();
  });

  it('is absent while nothing is said, nothing is known yet, or the search cannot answer', async () => {
    const answer = deferred<SpokenResults>();
    searchAt('/search?keyword=zydeco', () => answer.promise);
    const part = await spokenPart();
    expect(screen.queryByRole('link', { name: /^Said in/ })).toBeNull();
    answer.resolve(resultsOf([]));
    await within(part).findByText('Nothing said in the videos matches "zydeco".');
    expect(screen.queryByRole('link', { name: /^Said in/ })).toBeNull();
  });

  it('is absent when spoken-word search is not available', async () => {
    searchAt('/search?keyword=levee', async () => {
      throw new SpokenWordsUnavailable();
    });
    await within(await spokenPart()).findByText(SPOKEN_UNAVAILABLE);
    expect(screen.queryByRole('link', { name: /^Said in/ })).toBeNull();
  });
});
