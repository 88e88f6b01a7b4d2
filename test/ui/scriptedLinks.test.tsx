import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import type { BlogPage } from '../../src/core/entities/Blog';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import { aBlog, aPageOfAssets, anAsset } from '../support/builders';
import { renderApp, preloadPages } from '../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

// The controls made to work without script behave, with it, as they always have.

const archive: Partial<ArchiveApi> = {
  pagedAssets: async (query) =>
    aPageOfAssets(query.Page ?? 1, 100, (n) => ({
      identifier: `C-${n}`,
      title: `Clip ${n} of ${query.CollectionId}`,
    })),
  pagedCount: async () => 100,
};

describe('the browse paginator, with script', () => {
  it('pages through the store and rewrites the route in place, not by following its link', async () => {
    const user = userEvent.setup();
    const site = renderApp('/browse-all-videos/3/all/page/1', { archive });
    await screen.findByText('Clip 1 of 3');
    const top = screen.getByRole('navigation', { name: 'Pagination, top' });
    const next = within(top).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/browse-all-videos/3/all/page/2');
    await user.click(next);
    expect(await screen.findByText('Clip 26 of 3')).toBeInTheDocument();
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/3/all/page/2'));
    expect(site.location().action).toBe('REPLACE');
  });
});

describe('the browse filter form, with script', () => {
  it('is never sent: the radios apply at once', async () => {
    const user = userEvent.setup();
    const site = renderApp('/browse-all-videos/3/all/page/1', { archive });
    await screen.findByText('Clip 1 of 3');
    await user.click(screen.getByRole('radio', { name: 'LSA' }));
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/4/all/page/1'));
    const form = screen.getByRole('radio', { name: 'LSA' }).closest('form') as HTMLFormElement;
    expect(fireEvent.submit(form)).toBe(false);
    expect(site.location().path).toBe('/browse-all-videos/4/all/page/1');
  });

  it("reads the form's query and moves the address to its route", async () => {
    const site = renderApp('/browse-all-videos?browse-collection=4&browse-category=series', {
      archive,
    });
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/4/series/page/1'));
    expect(screen.getByRole('radio', { name: 'LSA' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Series' })).toBeChecked();
  });
});

describe('the blog list, with script', () => {
  const pages: Record<number, BlogPage> = {
    1: { data: [aBlog({ title: 'First post' })], totalItems: 3, pageSize: 1, pageNumber: 1 },
    2: { data: [aBlog({ title: 'Second post' })], totalItems: 3, pageSize: 1, pageNumber: 2 },
    3: { data: [aBlog({ title: 'Third post' })], totalItems: 3, pageSize: 1, pageNumber: 3 },
  };
  const blogs = { blogPage: async (n: number) => pages[n] as BlogPage };

  it('opens at the page of ?page= and remembers it for the list without one', async () => {
    const storage = new MemoryKeyValueStore();
    renderApp('/spotlight-on-history?page=2', { blogs, storage });
    expect(await screen.findByRole('link', { name: 'Second post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/spotlight-on-history?page=3',
    );
    cleanup();

    renderApp('/spotlight-on-history', { blogs, storage });
    expect(await screen.findByRole('link', { name: 'Second post' })).toBeInTheDocument();
  });

  it('pages in the browser, the page in the address as without script', async () => {
    const site = renderApp('/spotlight-on-history', { blogs });
    await screen.findByRole('link', { name: 'First post' });
    fireEvent.click(screen.getByRole('link', { name: 'Last page' }));
    expect(await screen.findByRole('link', { name: 'Third post' })).toBeInTheDocument();
    expect(site.location().path).toBe('/spotlight-on-history?page=3');
  });
});

describe("'Back to Browse', with script", () => {
  it('links to the remembered browse page, as a click goes', async () => {
    const user = userEvent.setup();
    const storage = new MemoryKeyValueStore();
    renderApp('/browse-all-videos/4/series/page/3', { archive, storage });
    await screen.findByText('Clip 51 of 4');
    cleanup();

    const related: Partial<ArchiveApi> = {
      relatedPaged: async () => [anAsset({ title: 'Member' })],
      relatedCount: async () => 1,
    };
    const site = renderApp('/sublisting/series/S1/page/1', { archive: related, storage });
    const back = await screen.findByRole('button', { name: 'Back to Browse' });
    expect(back).toHaveAttribute('href', '/browse-all-videos/4/series/page/3');
    await user.click(back);
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos/4/series/page/3'));
  });
});
