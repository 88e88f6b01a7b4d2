import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aBlog, blogsOf } from '../../support/builders';
import { clickLeavesToBrowser } from '../../support/documentNavigation';
import { renderApp, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

describe('a blog post', () => {
  const current = aBlog({
    key: 'b1',
    title: 'The 1927 Flood on Film',
    html:
      '<p>When the levees broke, <em>newsreels</em> followed.</p>' +
      '<img src="x" onerror="window.hacked = true" alt="Flooded street">' +
      '<script>window.hacked = true</script><a href="javascript:alert(1)">Click</a>',
  });

  it('shows the title and the sanitised body', async () => {
    renderApp('/blog/b1', { blogs: blogsOf([current]) });
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
    const app = renderApp('/blog/b1', { blogs: blogsOf([current, inactive, ...others]) });
    const aside = await screen.findByRole('complementary', { name: 'Spotlight On History' });
    await waitFor(() => expect(within(aside).getAllByRole('listitem')).toHaveLength(4));
    expect(within(aside).queryByText('The 1927 Flood on Film')).toBeNull();
    expect(within(aside).queryByText('Hidden')).toBeNull();
    expect(within(aside).getByText('About 1')).toBeInTheDocument();
    expect(within(aside).getAllByText('03/05/2024')).toHaveLength(4);

    // SPEC §2 "The page reloads when the route changes": the browser loads the other post.
    const link = within(aside).getByRole('link', { name: 'Other 2' });
    expect(link).toHaveAttribute('href', '/blog/o2');
    expect(clickLeavesToBrowser(link)).toBe(true);
    expect(app.location().pathname).toBe('/blog/b1');
    app.unmount();

    renderApp('/blog/o2', { blogs: blogsOf([current, inactive, ...others]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Other 2' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Spotlight On History' });
    await waitFor(() =>
      expect(
        within(sidebar).getByRole('link', { name: 'The 1927 Flood on Film' }),
      ).toBeInTheDocument(),
    );
    expect(within(sidebar).queryByRole('link', { name: 'Other 2' })).toBeNull();
  });

  it("goes 'Back to Browse' to the blog list", async () => {
    const app = renderApp('/blog/b1', { blogs: blogsOf([current]) });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Back to Browse' }));
    await waitFor(() => expect(app.location().pathname).toBe('/spotlight-on-history'));
  });

  it("logs 'Error fetching blogs:' only when the blog cannot be loaded", async () => {
    const { logger } = renderApp('/blog/missing', { blogs: blogsOf([current]) });
    await waitFor(() => expect(logger.messages).toContain('Error fetching blogs:'));
    // Logged only (SPEC §8): no post and no message, but the page keeps its heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spotlight On History');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Browse' })).toBeInTheDocument();
  });
});
