/**
 * Server code (react-dom/server's Node build) runs here next to the browser's DOM.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { DemoCaptcha } from '../../src/adapters/browser/DemoCaptcha';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { RecordingAnalytics } from '../../src/adapters/memory/RecordingAnalytics';
import { createServices } from '../../src/container';
import { readPageState } from '../../src/ui/Document';
import { mountApp } from '../../src/ui/mountApp';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { ScriptedPlayer } from '../support/scriptedPlayer';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const ASSETS = { scripts: ['/static/js/index.js'], styles: ['/static/css/index.css'] };

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

/**
 * The server's answer, rendered by a copy of the modules of its own, as a server process
 * would: React's server renderer leaves its context values set when it finishes, which
 * the browser renderer would read if both shared one React.
 */
async function serverRender(url: string): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('../../src/server/renderPage');
    const page = await renderPage({
      url,
      services: services(),
      assets: ASSETS,
      origin: window.location.origin,
    });
    html = page.html;
  });
  return html;
}

/** Puts the server's answer in place of this window's document, at its address. */
function loadDocument(url: string, html: string): void {
  window.history.replaceState(null, '', url);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
}

let root: Root | undefined;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  consoleError.mockRestore();
});

describe('hydrating a server-rendered page', () => {
  it.each([
    '/',
    '/browse-all-videos/3/all/page/1',
    '/sublisting/series/news/page/1',
    '/video_v2/asset-detail/LPB-CL-1042?t=30',
    '/blog/b1',
    '/search?keyword=flood&search_by=ALLFIELDS',
    '/spotlight-on-history',
    '/about-ldma',
    '/contact-us',
    '/contact-success',
    '/accessibility',
    '/not-found',
    '/no/such/path',
    '/embed/LPB-CL-1042',
  ])('takes over %s without a mismatch and without replacing its content', async (url) => {
    loadDocument(url, await serverRender(url));
    const shown = [document.querySelector('#root > *'), document.querySelector('main')];
    const recoverable: unknown[] = [];

    const state = readPageState(document);
    expect(state?.state.origin).toBe(window.location.origin);
    await act(async () => {
      root = await mountApp(services(state?.state.origin), state, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // The server's elements were adopted, not drawn again (the page's data may since have
    // arrived and changed what they show).
    expect([document.querySelector('#root > *'), document.querySelector('main')]).toEqual(shown);
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
