/**
 * Server code (react-dom/server's Node build) runs here next to the browser's DOM.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { createServices } from '../../src/container';
import { PageData, type LoadRecord } from '../../src/core/stores/PageData';
import { readPageState } from '../../src/ui/Document';
import { demoPorts, fromDemoCatalogue } from '../support/demoAdapters';
import { preloadPages } from '../support/renderApp';
import { hydrate, loadDocument, serverRender, watchConsoleErrors } from '../support/hydration';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

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
  return createServices(demoPorts(countedPorts(calls)), { siteOrigin, pageData });
}

const consoleErrors = watchConsoleErrors();

// The first render loads the server's and the pages' code: never inside a test's own time.
beforeAll(async () => {
  await preloadPages();
  await serverRender('/not-found', services);
}, 120_000);

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
    loadDocument(url, await serverRender(url, services));
    const shown = [document.querySelector('#root > *'), document.querySelector('main')];

    const state = readPageState(document);
    expect(state?.state.origin).toBe(window.location.origin);
    const recoverable = await hydrate(services(state?.state.origin));

    expect(recoverable).toEqual([]);
    expect(consoleErrors()).not.toHaveBeenCalled();
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
    const html = await serverRender(url, services, { withData: true });
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

    const recoverable = await hydrate(services(state?.state.origin, new PageData(data), calls));

    expect(recoverable).toEqual([]);
    expect(consoleErrors()).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(shown()).toEqual(before);
    expect(document.querySelector('main')?.textContent).toContain(text);
  });
});

describe("the header's menus, once the page's script runs", () => {
  it('state whether they are open from then on, not in the HTML the server sent', async () => {
    const url = '/about-ldma';
    loadDocument(url, await serverRender(url, services));
    const toggles = () =>
      ['.site-nav__toggle', 'button.browse-menu__button'].map((s) => document.querySelector(s));
    expect(toggles().map((t) => t?.getAttribute('aria-expanded'))).toEqual([null, null]);

    const recoverable = await hydrate(services(window.location.origin));

    expect(recoverable).toEqual([]);
    expect(consoleErrors()).not.toHaveBeenCalled();
    for (const toggle of toggles()) {
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(toggle?.getAttribute('aria-controls') ?? '')).not.toBeNull();
    }
  });
});

describe('taking over a page that is still loading', () => {
  it.each([
    ['once it has loaded and been painted', () => window.dispatchEvent(new Event('load'))],
    [
      'at once when the visitor presses a key first',
      () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })),
    ],
    [
      'at once when the visitor presses a pointer first',
      () => window.dispatchEvent(new MouseEvent('pointerdown')),
    ],
  ])('happens %s', async (_, event) => {
    const url = '/about-ldma';
    loadDocument(url, await serverRender(url, services));
    const loading = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const toggle = () => document.querySelector('.site-nav__toggle');

    const taken = hydrate(services(window.location.origin));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toggle()).not.toHaveAttribute('aria-expanded');
    event();

    expect(await taken).toEqual([]);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    loading.mockRestore();
  });
});
