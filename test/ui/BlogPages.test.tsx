import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Blog, BlogPage } from '../../src/core/entities/Blog';
import { aBlog, blogsWith } from '../support/builders';
import { renderApp } from '../support/renderApp';

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
    expect(screen.queryByText('Draft')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(app.location().pathname).toBe('/blog/b7'));
  });

  it('pages through the server pages with the page size the server gives', async () => {
    const { blogs, asked } = blogPages({
      1: { data: [aBlog({ title: 'First' })], totalItems: 3, pageSize: 2, pageNumber: 1 },
      2: { data: [aBlog({ title: 'Third' })], totalItems: 3, pageSize: 2, pageNumber: 2 },
    });
    renderApp('/spotlight-on-history', { blogs });
    await screen.findByRole('link', { name: 'First' });
    expect(screen.getByText('1 – 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'Third' });
    expect(screen.getByText('3 – 3 of 3')).toBeInTheDocument();
    expect(asked).toEqual([1, 2]);
  });

  it("logs 'Error fetching blogs:' and shows no cards when the list fails", async () => {
    const { blogs } = blogPages({});
    const { logger } = renderApp('/spotlight-on-history', { blogs });
    await waitFor(() => expect(logger.messages).toContain('Error fetching blogs:'));
    expect(screen.queryAllByRole('article')).toEqual([]);
  });
});

describe('a blog post', () => {
  function blogStore(all: Blog[]) {
    return blogsWith({
      blog: async (id) => {
        const found = all.find((b) => b.key === id);
        if (!found) throw new Error(`HTTP 404 for ${id}`);
        return found;
      },
      allBlogs: async () => all,
      blogPage: async () => ({ data: all, totalItems: all.length, pageSize: 25, pageNumber: 1 }),
    });
  }

  const current = aBlog({
    key: 'b1',
    title: 'The 1927 Flood on Film',
    html:
      '<p>When the levees broke, <em>newsreels</em> followed.</p>' +
      '<img src="x" onerror="window.hacked = true" alt="Flooded street">' +
      '<script>window.hacked = true</script><a href="javascript:alert(1)">Click</a>',
  });

  it('shows the title and the sanitised body', async () => {
    renderApp('/blog/b1', { blogs: blogStore([current]) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The 1927 Flood on Film' }),
    ).toBeInTheDocument();
    expect(screen.getByText('newsreels')).toBeInTheDocument();
    const body = document.querySelector('.blog__body') as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(within(body).getByRole('img', { name: 'Flooded street' })).not.toHaveAttribute(
      'onerror',
    );
    expect(within(body).getByText('Click')).not.toHaveAttribute('href');
    expect((window as Window & { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("lists up to 4 other active blogs under 'Spotlight On History', each picture opening its blog", async () => {
    const others = [1, 2, 3, 4, 5].map((n) =>
      aBlog({ key: `o${n}`, title: `Other ${n}`, description: `About ${n}` }),
    );
    const inactive = aBlog({ key: 'off', title: 'Hidden', active: false });
    const app = renderApp('/blog/b1', { blogs: blogStore([current, inactive, ...others]) });
    const aside = await screen.findByRole('complementary', { name: 'Spotlight On History' });
    await waitFor(() => expect(within(aside).getAllByRole('listitem')).toHaveLength(4));
    expect(within(aside).queryByText('The 1927 Flood on Film')).toBeNull();
    expect(within(aside).queryByText('Hidden')).toBeNull();
    expect(within(aside).getByText('About 1')).toBeInTheDocument();
    expect(within(aside).getAllByText('03/05/2024')).toHaveLength(4);

    fireEvent.click(within(aside).getByRole('link', { name: 'Other 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Other 2' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/blog/o2');
    const sidebar = screen.getByRole('complementary', { name: 'Spotlight On History' });
    await waitFor(() =>
      expect(within(sidebar).queryByRole('link', { name: 'Other 2' })).toBeNull(),
    );
    expect(
      within(sidebar).getByRole('link', { name: 'The 1927 Flood on Film' }),
    ).toBeInTheDocument();
  });

  it("goes 'Back to Browse' to the blog list", async () => {
    const app = renderApp('/blog/b1', { blogs: blogStore([current]) });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Back to Browse' }));
    await waitFor(() => expect(app.location().pathname).toBe('/spotlight-on-history'));
  });

  it("logs 'Error fetching blogs:' only when the blog cannot be loaded", async () => {
    const { logger } = renderApp('/blog/missing', { blogs: blogStore([current]) });
    await waitFor(() => expect(logger.messages).toContain('Error fetching blogs:'));
    // Logged only (SPEC §8): no post and no message, but the page keeps its heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spotlight On History');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Browse' })).toBeInTheDocument();
  });
});
