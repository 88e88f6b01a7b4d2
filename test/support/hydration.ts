/**
 * A page as the server sends it, put in place of the test's document and brought to life by
 * the browser's code. Test files that use it run server code next to the DOM, so they start:
 *
 *   @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *   jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));
 */
import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { PageData } from '../../src/core/stores/PageData';
import { readPageState } from '../../src/ui/Document';
import { mountApp } from '../../src/ui/mountApp';
import type { Services } from '../../src/ui/services';

const ASSETS = { scripts: ['/static/js/index.js'], styles: ['/static/css/index.css'] };

/** The services a render uses: for the site's origin, over the page's data. */
export type ServicesFor = (siteOrigin: string, pageData: PageData) => Services;

/**
 * The server's answer for `url`, rendered by a copy of the modules of its own, as a server
 * process would: React's server renderer leaves its context values set when it finishes,
 * which the browser renderer would read if both shared one React. `withData`: the page's
 * data is loaded first and sent with the page, as the site's server does.
 */
export async function serverRender(
  url: string,
  services: ServicesFor,
  options: { withData?: boolean } = {},
): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('../../src/server/render/renderPage');
    const { loadPage } = await import('../../src/server/render/loadPage');
    const origin = window.location.origin;
    const recorder = PageData.recorder();
    if (options.withData) await loadPage(services(origin, recorder), new URL(url, origin), 5000);
    const page = await renderPage({
      url,
      services: services(origin, recorder.replay()),
      assets: ASSETS,
      origin,
      data: options.withData ? recorder.toJSON() : undefined,
    });
    html = page.html;
  });
  return html;
}

/** Puts the server's answer in place of this window's document, at its address. */
export function loadDocument(url: string, html: string): void {
  window.history.replaceState(null, '', url);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
}

let root: Root | undefined;

/**
 * Starts the site's browser code over the loaded document, with `services`. Resolves to the
 * errors React recovered from (a mismatch with the server's HTML is one). unmountApp() ends it.
 */
export async function hydrate(services: Services): Promise<unknown[]> {
  const recoverable: unknown[] = [];
  const page = readPageState(document);
  await act(async () => {
    root = await mountApp(services, page, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return recoverable;
}

export function unmountApp(): void {
  act(() => root?.unmount());
  root = undefined;
}

/**
 * For each test of the file: a spy on console.error, where React reports a hydration
 * mismatch; after it, the app unmounted and the spy restored. Returns the running test's spy.
 */
export function watchConsoleErrors(): () => jest.SpyInstance {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    unmountApp();
    spy?.mockRestore();
  });
  return () => spy as jest.SpyInstance;
}
