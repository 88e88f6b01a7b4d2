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
import { PageData, type LoadRecord } from '../../src/core/stores/PageData';
import { readPageState } from '../../src/ui/Document';
import { mountApp } from '../../src/ui/mountApp';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { ScriptedPlayer } from '../support/scriptedPlayer';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const ASSETS = { scripts: ['/static/js/index.js'], styles: ['/static/css/index.css'] };

/** Ports that count the archive and blog calls made through them. */
function countedPorts(calls: string[]) {
  const counted = <T extends object>(port: T, name: string): T =>
    new Proxy(port, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(`${name}.${String(key)}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const demo = fromDemoCatalogue();
  return {
    ...demo,
    archive: counted(demo.archive, 'archive'),
    blogs: counted(demo.blogs, 'blogs'),
  };
}

function services(siteOrigin?: string, pageData?: PageData, calls: string[] = []) {
  return createServices(
    {
      ...countedPorts(calls),
      captcha: new DemoCaptcha(),
      player: new ScriptedPlayer(),
      analytics: new RecordingAnalytics(),
      logger: new MemoryLogger(),
      storage: new MemoryKeyValueStore(),
    },
    { siteOrigin, pageData },
  );
}

/**
 * The server's answer, rendered by a copy of the modules of its own, as a server process
 * would: React's server renderer leaves its context values set when it finishes, which
 * the browser renderer would read if both shared one React.
 */
async function serverRender(url: string, options: { withData?: boolean } = {}): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderPage } = await import('../../src/server/renderPage');
    const { loadPage } = await import('../../src/server/loadPage');
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

describe('hydrating a page the server rendered with its data', () => {
  it.each([
    ['/', 'Trending Now'],
    ['/browse-all-videos/3/all/page/1', 'Browse Videos'],
    ['/sublisting/series/LPB-SE-NEWS/page/1', ''],
    ['/video_v2/asset-detail/LPB-CL-1042', ''],
    ['/blog/b1', ''],
    ['/search?keyword=flood&search_by=ALLFIELDS', 'Search Results for flood'],
    ['/spotlight-on-history', 'Spotlight On History'],
    ['/about-ldma', 'New Additions'],
  ])('shows %s as the server sent it and asks the archive nothing', async (url, text) => {
    const html = await serverRender(url, { withData: true });
    expect(html).not.toContain('Loading...');
    loadDocument(url, html);
    // What a visitor reads: the heading and every card title (the player and sliders may
    // redecorate the markup once they start).
    const shown = () => ({
      heading: document.querySelector('main h1')?.textContent,
      cards: [...document.querySelectorAll('main .card__title')].map((t) => t.textContent),
    });
    const before = shown();
    const calls: string[] = [];
    const state = readPageState(document);
    const data = (state?.state.data ?? {}) as Record<string, LoadRecord>;
    expect(Object.keys(data).length).toBeGreaterThan(0);

    await act(async () => {
      root = await mountApp(services(state?.state.origin, new PageData(data), calls), state);
    });

    expect(consoleError).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(shown()).toEqual(before);
    expect(document.querySelector('main')?.textContent).toContain(text);
  });
});
