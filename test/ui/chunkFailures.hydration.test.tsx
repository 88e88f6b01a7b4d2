/**
 * Server code (react-dom/server's Node build) runs here next to the browser's DOM.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { within } from '@testing-library/react';
import { createServices } from '../../src/container';
import type { PageData } from '../../src/core/stores/PageData';
import { RELOADED_FOR } from '../../src/ui/chunkRecovery';
import { demoPorts } from '../support/demoAdapters';
import { hydrate, loadDocument, serverRender, unmountApp } from '../support/hydration';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

/** Whether the About page's code fails to download (the server always has it). */
const mockAboutCode = { failing: false };
jest.mock('../../src/ui/pages/AboutPage', () => {
  if (mockAboutCode.failing) {
    const error = new Error('Loading chunk about failed.');
    error.name = 'ChunkLoadError';
    throw error;
  }
  return jest.requireActual('../../src/ui/pages/AboutPage');
});

function services(siteOrigin: string, pageData?: PageData) {
  return createServices(demoPorts(), { siteOrigin, pageData });
}

afterEach(unmountApp);

describe('hydrating a page whose code cannot be downloaded', () => {
  it('still brings the page to life, with the shell working and the error said in the page', async () => {
    loadDocument('/about-ldma', await serverRender('/about-ldma', services));
    // The tab already reloaded once for this code: no second reload.
    sessionStorage.setItem(`${RELOADED_FOR}about`, '1');
    mockAboutCode.failing = true;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await hydrate(services(window.location.origin));
      // The page's part is drawn afresh in the browser; the shell is the server's.
      const page = within(document.body);
      expect(await page.findByRole('alert')).toHaveTextContent(
        'Something went wrong on this page.',
      );
      expect(page.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});
