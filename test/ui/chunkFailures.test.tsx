import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELOADED_FOR } from '../../src/ui/chunkRecovery';
import { anAssetDetail } from '../support/builders';
import { renderApp } from '../support/renderApp';

/** Which pages' code fails to download, and how often each was asked for. */
const mockDownloads = { failing: new Set<string>(), attempts: new Map<string, number>() };

function mockPage(name: string, path: string) {
  const attempts = mockDownloads.attempts.get(name) ?? 0;
  mockDownloads.attempts.set(name, attempts + 1);
  if (mockDownloads.failing.has(name)) {
    const error = new Error(`Loading chunk ${name} failed.`);
    error.name = 'ChunkLoadError';
    throw error;
  }
  return jest.requireActual(path);
}

jest.mock('../../src/ui/pages/EmbedPage', () => mockPage('embed', '../../src/ui/pages/EmbedPage'));
jest.mock('../../src/ui/pages/AboutPage', () => mockPage('about', '../../src/ui/pages/AboutPage'));
jest.mock('../../src/ui/pages/AccessibilityPage', () =>
  mockPage('accessibility', '../../src/ui/pages/AccessibilityPage'),
);

/** React and jsdom report caught errors and a reload on the console; keep them for checks. */
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockDownloads.failing.clear();
  mockDownloads.attempts.clear();
  sessionStorage.clear();
});
afterEach(() => consoleError.mockRestore());

/** This tab already reloaded once for `name`'s code. */
const reloadedFor = (name: string) => sessionStorage.setItem(`${RELOADED_FOR}${name}`, '1');

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('page code that cannot be downloaded', () => {
  it("shows the embed's own message, with a link to the video's page, and no site around it", async () => {
    mockDownloads.failing.add('embed');
    reloadedFor('embed');
    renderApp('/embed/LPB-CL-1042', {
      archive: { assetDetail: async (id) => anAssetDetail({ id }) },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', {
        level: 1,
        name: 'This video cannot be played here right now.',
      }),
    ).toBeInTheDocument();
    const link = within(alert).getByRole('link', {
      name: 'Watch it on the Louisiana Digital Media Archive (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/video_v2/asset-detail/LPB-CL-1042');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByText('Something went wrong on this page.')).toBeNull();
    // Tried twice: the first download and one retry.
    expect(mockDownloads.attempts.get('embed')).toBe(2);
  });

  it('reloads the page once when the code fails twice, remembering it for the tab', async () => {
    // A page of its own: it stays waiting for the reload for the rest of this file.
    mockDownloads.failing.add('accessibility');
    renderApp('/accessibility');
    await waitFor(() => expect(sessionStorage.getItem(`${RELOADED_FOR}accessibility`)).toBe('1'));
    // jsdom cannot navigate and says so: the page asked for the reload.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.objectContaining({
          message: expect.stringContaining('Not implemented: navigation'),
        }),
      ),
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(mockDownloads.attempts.get('accessibility')).toBe(2);
  });

  it('shows the shell message after a reload, and the page on a later visit once its code arrives', async () => {
    const user = userEvent.setup();
    mockDownloads.failing.add('about');
    reloadedFor('about');
    renderApp('/about-ldma');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on this page.',
    );
    expect(nav()).toBeInTheDocument();

    mockDownloads.failing.delete('about');
    await user.click(within(nav()).getByRole('link', { name: 'HOME' }));
    await screen.findByRole('heading', { level: 1, name: 'Louisiana Digital Media Archive' });
    await user.click(within(nav()).getByRole('link', { name: 'ABOUT LDMA' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About LDMA' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // Loaded at last: a later release may reload again.
    expect(sessionStorage.getItem(`${RELOADED_FOR}about`)).toBeNull();
  });
});
