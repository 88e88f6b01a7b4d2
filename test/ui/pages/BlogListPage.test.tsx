import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BlogPage } from '../../../src/core/entities/Blog';
import { aBlog, blogsWith, serverBlogPages } from '../../support/builders';
import { renderApp, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

describe('the Spotlight On History list', () => {
  function blogPages(pages: Record<number, BlogPage>) {
    const asked: number[] = [];
    const blogs = blogsWith({
      blogPage: async (n) => {
        asked.push(n);
        const page = pages[n];
        if (!page) throw new Error(`HTTP 404 for page ${n}`);
        return page;
      },
    });
    return { blogs, asked };
  }

  it('shows a card per active blog with picture, title and date, each opening its blog', async () => {
    const flood = aBlog({ key: 'b7', title: 'The 1927 Flood on Film', date: '2024-03-05' });
    const { blogs } = blogPages({
      1: {
        data: [flood, aBlog({ title: 'Draft', active: false })],
        totalItems: 2,
        pageSize: 25,
        pageNumber: 1,
      },
    });
    const app = renderApp('/spotlight-on-history', { blogs });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spotlight On History' }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'The 1927 Flood on Film' });
    expect(link).toHaveAttribute('href', '/blog/b7');
    expect(link.querySelector('img')).toHaveAttribute('src', flood.picture);
    expect(screen.getByText('03/05/2024')).toBeInTheDocument();
    expect(link.closest('article')).toHaveTextContent(flood.description);
    expect(screen.queryByText('Draft')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(app.location().pathname).toBe('/blog/b7'));
  });

  it('pages the active posts at the page size the server gives', async () => {
    const { blogs } = blogPages({
      1: { data: [aBlog({ title: 'First' })], totalItems: 3, pageSize: 2, pageNumber: 1 },
      2: { data: [aBlog({ title: 'Third' })], totalItems: 3, pageSize: 2, pageNumber: 2 },
    });
    renderApp('/spotlight-on-history', { blogs });
    await screen.findByRole('link', { name: 'First' });
    expect(screen.getByText('1 – 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Third' })).toBeInTheDocument();
  });

  // SPEC §4: only active blogs are shown, and the range says what is shown.
  it('counts only the active posts in its range, on every page', async () => {
    const post = (n: number, active = true) => aBlog({ key: `p${n}`, title: `Post ${n}`, active });
    // 11 posts on the server, 6 a page; one draft on each page.
    const posts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => post(n, n !== 3 && n !== 9));
    const blogs = blogsWith({ blogPage: serverBlogPages(posts, 6) });
    renderApp('/spotlight-on-history', { blogs });
    await screen.findByRole('link', { name: 'Post 1' });
    const top = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(top).toHaveTextContent('1 – 6 of 9');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    fireEvent.click(within(top).getByRole('link', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Post 11' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(top).toHaveTextContent('7 – 9 of 9');
    expect(screen.queryByRole('link', { name: 'Post 9' })).toBeNull();
    expect(within(top).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the day each post carries, whatever its time zone', async () => {
    const late = aBlog({ title: 'Late post', date: '2024-03-06T23:30:00-06:00' });
    renderApp('/spotlight-on-history', { blogs: blogsWith({ blogPage: serverBlogPages([late]) }) });
    await screen.findByRole('link', { name: 'Late post' });
    expect(screen.getByText('03/06/2024')).toBeInTheDocument();
  });

  it('puts the page in the address as it pages, reading the list once per page', async () => {
    const { blogs, asked } = blogPages({
      1: {
        data: [aBlog({ title: 'First' }), aBlog({ title: 'Second' })],
        totalItems: 3,
        pageSize: 2,
        pageNumber: 1,
      },
      2: { data: [aBlog({ title: 'Third' })], totalItems: 3, pageSize: 2, pageNumber: 2 },
    });
    const app = renderApp('/spotlight-on-history', { blogs });
    await screen.findByRole('link', { name: 'First' });
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Third' });
    expect(app.location().path).toBe('/spotlight-on-history?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'First page' }));
    await screen.findByRole('link', { name: 'First' });
    expect(app.location().path).toBe('/spotlight-on-history?page=1');
    // Each list page shown reads the server's pages once (the active posts are paged anew).
    expect(asked).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it("logs 'Error fetching blogs:' and shows no cards when the list fails", async () => {
    const { blogs } = blogPages({});
    const { logger } = renderApp('/spotlight-on-history', { blogs });
    await waitFor(() => expect(logger.messages).toContain('Error fetching blogs:'));
    expect(screen.queryAllByRole('article')).toEqual([]);
  });
});
