import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '../../../src/core/entities/Asset';
import { deferred, renderApp, renderInShell, preloadPages } from '../../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

function Broken(): never {
  throw new Error('the page broke');
}

/** React reports a caught render error on the console too; keep the output readable. */
function quietConsole() {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => spy.mockRestore();
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('a render error in one screen', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = quietConsole();
  });
  afterEach(() => restore());

  it('shows a friendly message inside the shell and logs the error', async () => {
    const { logger } = renderInShell('/broken', 'broken', <Broken />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this page.');
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: 'Error rendering page:',
        detail: expect.objectContaining({ error: new Error('the page broke') }),
      },
    ]);
  });

  it('recovers on the next navigation, through the shell or the message', async () => {
    const user = userEvent.setup();
    // A list answer that breaks the browse screen's cards, held until the screen is up.
    const answer = deferred<Asset[]>();
    const site = renderApp('/browse-all-videos/3/all/page/1', {
      archive: { pagedAssets: () => answer.promise, pagedCount: async () => 1 },
    });
    await screen.findByRole('heading', { level: 1, name: 'Browse Videos' });
    answer.resolve([null] as unknown as Asset[]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on this page.',
    );
    expect(site.logger.messages).toContain('Error rendering page:');

    await user.click(within(nav()).getByRole('link', { name: 'ABOUT LDMA' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About LDMA' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page.')).toBeNull();

    await user.click(within(nav()).getByRole('button', { name: 'BROWSE VIDEO' }));
    await user.click(within(nav()).getByRole('link', { name: 'Louisiana Public Broadcasting' }));
    await user.click(
      within(await screen.findByRole('alert')).getByRole('link', { name: 'Go to the home page' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louisiana Digital Media Archive' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(site.location().path).toBe('/');
  });
});
