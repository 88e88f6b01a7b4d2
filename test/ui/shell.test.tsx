import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHead } from '../../src/ui/components/PageHead';
import { renderApp, renderInShell, preloadPages } from '../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

/** The shell on a page that needs no data. */
function shell(path = '/not-found') {
  return renderApp(path, { archive: { search: async () => [] } });
}

const header = () => screen.getByRole('banner');
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('page shell: landmarks and skip link', () => {
  it('has a header, a main region and a footer', () => {
    shell();
    expect(header()).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("starts with 'Skip to main content', which moves focus to the main region", async () => {
    const user = userEvent.setup();
    const site = shell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(site.location().path).toBe('/not-found');
  });
});

describe('page shell: header', () => {
  it('links the site name home', () => {
    shell();
    expect(
      within(header()).getByRole('link', { name: 'Louisiana Digital Media Archive' }),
    ).toHaveAttribute('href', '/');
  });

  it('links the two partner logos out in a new tab', () => {
    shell();
    const outbound = within(header())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    expect(outbound).toHaveLength(2);
    expect(outbound.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.lpb.org/',
      'https://www.sos.la.gov/',
    ]);
    for (const link of outbound) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      expect(within(link).getByRole('img')).toHaveAccessibleName();
    }
    expect(outbound[0]).toHaveAccessibleName('LPB.org (opens in a new tab)');
  });

  it('names the navigation links exactly and sends them to their routes', () => {
    shell();
    const links: [string, string][] = [
      ['HOME', '/'],
      ['ABOUT LDMA', '/about-ldma'],
      ['SPOTLIGHT ON HISTORY', '/spotlight-on-history'],
      ['CONTACT US', '/contact-us'],
    ];
    for (const [name, href] of links) {
      expect(within(nav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('marks the current page in the navigation', async () => {
    shell('/');
    await screen.findByRole('heading', { level: 1, name: 'Louisiana Digital Media Archive' });
    expect(within(nav()).getByRole('link', { name: 'HOME' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'CONTACT US' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("collapses the menu behind a 'Menu' button that reports its state", async () => {
    const user = userEvent.setup();
    shell();
    const menu = within(nav()).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(within(nav()).getByRole('link', { name: 'HOME' }));
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses the menu again after a navigation', async () => {
    const user = userEvent.setup();
    const site = shell();
    const menu = within(nav()).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(within(nav()).getByRole('link', { name: 'HOME' }));
    await screen.findByRole('heading', { level: 1, name: 'Louisiana Digital Media Archive' });
    expect(site.location().path).toBe('/');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('page shell: BROWSE VIDEO', () => {
  const button = () => within(nav()).getByRole('button', { name: 'BROWSE VIDEO' });
  const entry = (name: string) => screen.queryByRole('link', { name });

  it('is a closed disclosure at first', () => {
    shell();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button().getAttribute('aria-controls') ?? '')).not.toBeVisible();
    expect(entry('Louisiana Public Broadcasting')).toBeNull();
  });

  it('opens on hover with both collections, and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    shell();
    await user.hover(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(entry('Louisiana Public Broadcasting')).toHaveAttribute('href', '/browse-all-videos/3');
    expect(entry('Louisiana State Archives')).toHaveAttribute('href', '/browse-all-videos/4');
    await user.unhover(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the hovered button is then clicked (or tapped)', async () => {
    const user = userEvent.setup();
    shell();
    await user.hover(button());
    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('in the folded phone menu, opens and closes only on a press, so the links below stay put', async () => {
    const user = userEvent.setup();
    window.innerWidth = 375;
    try {
      shell();
      await user.hover(button());
      expect(button()).toHaveAttribute('aria-expanded', 'false');
      await user.click(button());
      expect(button()).toHaveAttribute('aria-expanded', 'true');
      // Leaving it, or pressing a link below it, must not fold the entries away first.
      await user.unhover(button());
      fireEvent.blur(button(), {
        relatedTarget: within(nav()).getByRole('link', { name: 'HOME' }),
      });
      fireEvent.pointerDown(within(nav()).getByRole('link', { name: 'CONTACT US' }));
      expect(button()).toHaveAttribute('aria-expanded', 'true');
      await user.click(button());
      expect(button()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.innerWidth = 1024;
    }
  });

  it('opens with a click that is not preceded by hovering (touch, assistive tech)', () => {
    shell();
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  /** The shell with BROWSE VIDEO opened from the keyboard; the visitor who opened it. */
  async function openedWithEnter() {
    const user = userEvent.setup();
    shell();
    button().focus();
    await user.keyboard('{Enter}');
    return user;
  }

  it('opens with Enter and with Space, and closes on Escape with focus back on the button', async () => {
    const user = await openedWithEnter();
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(entry('Louisiana Public Broadcasting')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
    await user.keyboard(' ');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when focus leaves it', async () => {
    const user = await openedWithEnter();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside it, not when focus merely goes nowhere', async () => {
    shell();
    fireEvent.click(button());
    fireEvent.blur(button(), { relatedTarget: null });
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['Louisiana Public Broadcasting', '/browse-all-videos/3/all/page/1'],
    ['Louisiana State Archives', '/browse-all-videos/4/all/page/1'],
  ])('%s opens that collection and closes the menu', async (name, route) => {
    const user = userEvent.setup();
    const site = renderApp('/not-found', {
      archive: { pagedAssets: async () => [], pagedCount: async () => 0 },
    });
    await user.click(button());
    await user.click(screen.getByRole('link', { name }));
    await screen.findByRole('heading', { level: 1, name: 'Browse Videos' });
    await waitFor(() => expect(site.location().path).toBe(route));
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('page shell: search', () => {
  const icon = () => within(header()).getByRole('button', { name: 'Search' });
  const box = () => screen.getByRole('textbox', { name: 'Search the archive' });

  it('opens a labelled box with the placeholder Search... from the icon', async () => {
    const user = userEvent.setup();
    shell();
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Search the archive' })).toBeNull();
    await user.click(icon());
    expect(icon()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('placeholder', 'Search...');
    expect(box()).toHaveFocus();
    expect(screen.getByPlaceholderText('Search...')).toBe(box());
    expect(screen.getByRole('search')).toContainElement(
      screen.getByRole('button', { name: 'Submit' }),
    );
  });

  it('searches on Enter, goes to /search with ALLFIELDS and clears the box', async () => {
    const { user, site } = await searchBoxOpen();
    await user.type(box(), '  flood  {Enter}');
    expect(site.location().path).toBe('/search?keyword=flood&search_by=ALLFIELDS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results for flood' }),
    ).toBeInTheDocument();
    await user.click(icon());
    expect(box()).toHaveValue('');
  });

  it('searches with the submit button', async () => {
    const { user, site } = await searchBoxOpen();
    await user.type(box(), 'Huey Long');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(site.location().path).toBe('/search?keyword=Huey+Long&search_by=ALLFIELDS');
  });

  it('searches with the icon while the box holds a term', async () => {
    const { user, site } = await searchBoxOpen();
    await user.type(box(), 'levee');
    await user.click(icon());
    expect(site.location().path).toBe('/search?keyword=levee&search_by=ALLFIELDS');
  });

  it('does nothing, and says nothing, for a blank term', async () => {
    const { user, site } = await searchBoxOpen();
    await user.type(box(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(site.location().path).toBe('/not-found');
    expect(box()).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps spaces, quotes, slashes, %, # and accents in the keyword', async () => {
    const { user, site } = await searchBoxOpen();
    fireEvent.change(box(), { target: { value: '"Café" AC/DC 100% #1' } });
    await user.keyboard('{Enter}');
    const query = new URLSearchParams(site.location().path.split('?')[1]);
    expect(query.get('keyword')).toBe('"Café" AC/DC 100% #1');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Search Results for "Café" AC/DC 100% #1',
      }),
    ).toBeInTheDocument();
  });

  it('closes on a press outside it, or when focus moves elsewhere', async () => {
    const { user } = await searchBoxOpen();
    fireEvent.blur(box(), { relatedTarget: null });
    expect(icon()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
    await user.click(icon());
    await user.tab();
    await user.tab();
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape with focus back on the icon', async () => {
    const { user } = await searchBoxOpen();
    await user.keyboard('{Escape}');
    expect(icon()).toHaveAttribute('aria-expanded', 'false');
    expect(icon()).toHaveFocus();
  });
});

describe('page shell: footer', () => {
  it('shows three partner logos, the tagline and a 2024 copyright line', () => {
    shell();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'Louisiana Public Broadcasting',
      'Louisiana State Archives',
      'Louisiana Secretary of State',
    ]);
    expect(
      within(footer).getByText("PRESERVING LOUISIANA'S MEDIA HISTORY FOR FUTURE GENERATIONS"),
    ).toBeInTheDocument();
    expect(within(footer).getByText(/©.*2024/)).toBeInTheDocument();
  });
});

describe('page shell: route changes', () => {
  // The search keyword stays out of the page view, though the page title shows it.
  it.each([
    ['/about-ldma?from=footer', 'About LDMA', '/about-ldma', 'About LDMA'],
    ['/search?keyword=flood', 'Search Results for flood', '/search', 'Search Results'],
  ])(
    'reports the first page view of %s (heading %j) as %s titled %j, no query in it',
    async (address, shown, path, title) => {
      const site = shell(address);
      await screen.findByRole('heading', { level: 1, name: shown });
      await waitFor(() => expect(site.analytics.views).toHaveLength(1));
      expect(site.analytics.views[0]).toEqual({
        path,
        title: `${title} | Louisiana Digital Media Archive`,
      });
      expect(document.title).toBe(`${shown} | Louisiana Digital Media Archive`);
    },
  );

  it('reports one page view per navigation, without the query', async () => {
    const user = userEvent.setup();
    const site = shell();
    await waitFor(() => expect(site.analytics.views).toHaveLength(1));
    await user.click(icon());
    await user.type(screen.getByRole('textbox', { name: 'Search the archive' }), 'flood{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Search Results for flood' });
    await waitFor(() => expect(site.analytics.views).toHaveLength(2));
    expect(site.analytics.views[1]).toEqual({
      path: '/search',
      title: 'Search Results | Louisiana Digital Media Archive',
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(site.analytics.views).toHaveLength(2);
  });

  it('keeps what a contact link pre-fills out of the page view', async () => {
    const site = shell('/contact-us?subject=Footage&message=My%20phone%20is%20555-0100');
    await screen.findByRole('heading', { level: 1, name: 'CONTACT US' });
    await waitFor(() => expect(site.analytics.views).toHaveLength(1));
    expect(site.analytics.views[0]?.path).toBe('/contact-us');
  });

  it("reports a page's own title when it sets one", async () => {
    function TitledPage() {
      return (
        <>
          <PageHead patch={{ title: 'The 1927 Flood | Louisiana Digital Media Archive' }} />
          <h1>The 1927 Flood</h1>
        </>
      );
    }
    const { analytics } = renderInShell('/blog/b7', 'blog/:id', <TitledPage />);
    await waitFor(() => expect(analytics.views).toHaveLength(1));
    expect(analytics.views[0]).toEqual({
      path: '/blog/b7',
      title: 'The 1927 Flood | Louisiana Digital Media Archive',
    });
  });

  it('reports once under StrictMode', async () => {
    const site = renderApp('/search?keyword=flood', {
      strict: true,
      archive: { search: async () => [] },
    });
    await screen.findByText('No results found for "flood"');
    await waitFor(() => expect(site.analytics.views).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(site.analytics.views).toHaveLength(1);
  });

  it('leaves focus alone on the first load and moves it to the main region after a navigation', async () => {
    const user = userEvent.setup();
    shell();
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(within(nav()).getByRole('link', { name: 'HOME' }));
    await screen.findByRole('heading', { level: 1, name: 'Louisiana Digital Media Archive' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

function icon() {
  return within(screen.getByRole('banner')).getByRole('button', { name: 'Search' });
}

/** The shell with the header's search box opened by a click on its icon. */
async function searchBoxOpen() {
  const user = userEvent.setup();
  const site = shell();
  await user.click(icon());
  return { user, site };
}
