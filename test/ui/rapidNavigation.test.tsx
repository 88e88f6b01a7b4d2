import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '../../src/core/entities/Asset';
import { anAsset, anAssetDetail } from '../support/builders';
import { deferred, renderApp } from '../support/renderApp';

// A visitor who clicks on before the answers arrive ends on the last page asked for, with
// that page's data only, whatever order the answers come back in.

type Held = ReturnType<typeof deferred<Asset[]>>;

/** Answers held back by key until the test releases them. */
function heldAnswers() {
  const held = new Map<string, Held>();
  const answerFor = (key: string): Held => {
    const existing = held.get(key);
    if (existing) return existing;
    const created = deferred<Asset[]>();
    held.set(key, created);
    return created;
  };
  return {
    ask: (key: string) => answerFor(key).promise,
    asked: () => [...held.keys()],
    release: (key: string, items: Asset[]) => answerFor(key).resolve(items),
  };
}

const page = (label: string, n: number) =>
  Array.from({ length: 25 }, (_, i) =>
    anAsset({ identifier: `${label}-${n}-${i + 1}`, title: `${label} page ${n} item ${i + 1}` }),
  );

const cardTitles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent ?? '')
    .filter((title) => / item /.test(title));

async function nextPageThreeTimes(paginator: string) {
  const user = userEvent.setup();
  const next = () =>
    within(screen.getByRole('navigation', { name: paginator })).getByRole('link', {
      name: 'Next page',
    });
  for (let i = 0; i < 3; i++) await user.click(next());
}

/** Releases pages 4, 2 and 3 (the last asked for first), then waits for every effect. */
async function releaseOutOfOrder(answers: ReturnType<typeof heldAnswers>, label: string) {
  await waitFor(() => expect(answers.asked()).toEqual(['1', '2', '3', '4']));
  answers.release('4', page(label, 4));
  await screen.findByText(`${label} page 4 item 1`);
  answers.release('2', page(label, 2));
  answers.release('3', page(label, 3));
  // Give the late answers every chance to land.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * With page 1 of `label` shown, clicks Next three times on `paginator` before any answer,
 * then answers out of order.
 */
async function pageOnOutOfOrder(
  answers: ReturnType<typeof heldAnswers>,
  label: string,
  paginator: string,
) {
  answers.release('1', page(label, 1));
  await screen.findByText(`${label} page 1 item 1`);
  await nextPageThreeTimes(paginator);
  await releaseOutOfOrder(answers, label);
}

describe('rapid navigation', () => {
  it('through browse pages ends on the last page asked for, with its data only', async () => {
    const answers = heldAnswers();
    const site = renderApp('/browse-all-videos/3/all/page/1', {
      archive: {
        pagedAssets: (query) => answers.ask(String(query.Page)),
        pagedCount: async () => 100,
      },
    });
    await pageOnOutOfOrder(answers, 'Browse', 'Pagination, top');

    expect(site.location().path).toBe('/browse-all-videos/3/all/page/4');
    expect(cardTitles()).toEqual(page('Browse', 4).map((a) => a.title));
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination, top' })).getByText(
        '76 – 100 of 100',
      ),
    ).toBeInTheDocument();
  });

  it('through sub-listing pages ends on the last page asked for, with its data only', async () => {
    const answers = heldAnswers();
    const site = renderApp('/sublisting/series/S1/page/1', {
      archive: {
        relatedPaged: (_id, n) => answers.ask(String(n)),
        relatedCount: async () => 100,
        assetDetail: async (id) =>
          anAssetDetail({ id, assetType: 'Series', seriesTitle: 'Louisiana News Archive' }),
      },
    });
    await pageOnOutOfOrder(answers, 'Series', 'Pagination');

    expect(site.location().path).toBe('/sublisting/series/S1/page/4');
    expect(cardTitles()).toEqual(page('Series', 4).map((a) => a.title));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Louisiana News Archive');
  });

  it('through search terms ends on the last term, with its results only', async () => {
    const user = userEvent.setup();
    const answers = heldAnswers();
    const site = renderApp('/not-found', {
      archive: { search: (keyword) => answers.ask(keyword) },
    });
    const header = screen.getByRole('banner');
    for (const term of ['flood', 'levee', 'storm']) {
      await user.click(within(header).getByRole('button', { name: 'Search' }));
      await user.type(
        screen.getByRole('textbox', { name: 'Search the archive' }),
        `${term}{Enter}`,
      );
    }
    await waitFor(() => expect(site.location().search).toBe('?keyword=storm&search_by=ALLFIELDS'));
    await waitFor(() => expect(answers.asked()).toContain('storm'));
    answers.release('storm', [anAsset({ title: 'Storm footage' })]);
    await screen.findByText('Storm footage');
    answers.release('flood', [anAsset({ title: 'Flood footage' })]);
    answers.release('levee', [anAsset({ title: 'Levee footage' })]);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Search Results for storm' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Storm footage', 'Spoken in the videos']);
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
