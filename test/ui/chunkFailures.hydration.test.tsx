/**
 * Server code (react-dom/server's Node build) runs here next to the browser's DOM.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { DemoCaptcha } from '../../src/adapters/browser/DemoCaptcha';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { RecordingAnalytics } from '../../src/adapters/memory/RecordingAnalytics';
import { createServices } from '../../src/container';
import { RELOADED_FOR } from '../../src/ui/chunkRecovery';
import { readPageState } from '../../src/ui/Document';
import { mountApp } from '../../src/ui/mountApp';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { ScriptedPlayer } from '../support/scriptedPlayer';

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

function services(siteOrigin?: string) {
  return createServices(
    {
      ...fromDemoCatalogue(),
      captcha: new DemoCaptcha(),
      player: new ScriptedPlayer(),
      analytics: new RecordingAnalytics(),
      logger: new MemoryLogger(),
      storage: new MemoryKeyValueStore(),
    },
    { siteOrigin },
  );
}

/** The server's answer, rendered by modules of its own as a server process would. */
async function serverRender(url: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('../../src/server/renderPage');
    const origin = window.location.origin;
    const page = await renderPage({
      url,
      services: services(origin),
      assets: { scripts: ['/static/js/index.js'], styles: [] },
      origin,
    });
    html = page.html;
  });
  return html;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('hydrating a page whose code cannot be downloaded', () => {
  it('still brings the page to life, with the shell working and the error said in the page', async () => {
    const html = await serverRender('/about-ldma');
    window.history.replaceState(null, '', '/about-ldma');
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
    // The tab already reloaded once for this code: no second reload.
    sessionStorage.setItem(`${RELOADED_FOR}about`, '1');
    mockAboutCode.failing = true;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const state = readPageState(document);
      await act(async () => {
        root = await mountApp(services(state?.state.origin), state, {
          onRecoverableError: () => undefined,
        });
      });
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
