/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { createServices } from '../../src/container';
import { renderPage, type PageAssets } from '../../src/server/render/renderPage';
import { PAGE_STATE_ID, type PageState } from '../../src/ui/Document';
import { sanitizeBlogHtml } from '../../src/ui/sanitizeHtml';
import { demoPorts } from '../support/demoAdapters';
import { ORIGIN } from '../support/builders';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const SITE = 'Louisiana Digital Media Archive';
const ASSETS: PageAssets = {
  scripts: ['/static/js/index.1a2b.js'],
  styles: ['/static/css/index.3c4d.css'],
};

function serverServices() {
  const logger = new MemoryLogger();
  const services = createServices(demoPorts({ logger }));
  return { services, logger };
}

async function render(url: string, data?: unknown) {
  const { services, logger } = serverServices();
  const page = await renderPage({ url, services, assets: ASSETS, origin: ORIGIN, data });
  const { document } = new JSDOM(page.html).window;
  return { ...page, document, logger };
}

/** Every <script> that a browser would run: only ones loaded from a file may exist. */
function inlineScripts(document: Document): string[] {
  const data = ['application/json', 'application/ld+json'];
  return [...document.querySelectorAll('script')]
    .filter((s) => !data.includes(s.type) && (!s.src || s.textContent?.trim()))
    .map((s) => s.outerHTML);
}

/** Each h1's name: its text, or the text of the picture it holds (Home's logo). */
const headingTexts = (document: Document) =>
  [...document.querySelectorAll('h1')].map(
    (h) => h.textContent?.trim() || h.querySelector('img')?.getAttribute('alt'),
  );

// SPEC §2's route table, the accessibility statement and the embeddable player.
const PAGES: [url: string, title: string, heading: string | null][] = [
  ['/', 'Home', SITE],
  ['/browse-all-videos', 'Browse Videos', 'Browse Videos'],
  ['/browse-all-videos/4', 'Browse Videos', 'Browse Videos'],
  ['/browse-all-videos/3/series/page/2', 'Browse Videos', 'Browse Videos'],
  ['/sublisting/series/news/page/1', 'Series', null],
  ['/video_v2/asset-detail/LPB-CL-1042', 'Video', null],
  ['/video-player/LPB-CL-1042', 'Video', null],
  ['/blog/b1', 'Spotlight On History', null],
  ['/search?keyword=flood&search_by=ALLFIELDS', 'Search Results for flood', null],
  ['/spotlight-on-history', 'Spotlight On History', 'Spotlight On History'],
  ['/about-ldma', 'About LDMA', null],
  ['/contact-us', 'Contact Us', 'CONTACT US'],
  ['/contact-success', 'Thank You', null],
  ['/accessibility', 'Accessibility', null],
  ['/not-found', 'Page Not Found', "We couldn't find that page"],
];

describe('rendering a page on the server', () => {
  it.each(PAGES)('renders %s as a whole document inside the shell', async (url, title, h1) => {
    const page = await render(url);
    expect(page.status).toBe(url === '/not-found' ? 404 : 200);
    expect(page.redirect).toBeUndefined();
    expect(page.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page.html).toContain('<html lang="en">');
    const { document } = page;
    expect(document.head.querySelector('title')?.textContent).toBe(`${title} | ${SITE}`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`^${ORIGIN}/`),
    );
    const nav = document.querySelector('nav[aria-label="Main"]');
    expect([...(nav?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toContain('HOME');
    expect(document.querySelector('footer')?.textContent).toContain(
      "PRESERVING LOUISIANA'S MEDIA HISTORY FOR FUTURE GENERATIONS",
    );
    if (h1) expect(headingTexts(document)).toContain(h1);
    expect(inlineScripts(document)).toEqual([]);
    expect(page.logger.entries.filter((e) => e.message === 'Error rendering page:')).toEqual([]);
  });

  it('renders the embeddable player without the shell', async () => {
    const page = await render('/embed/LPB-CL-1042?t=30');
    expect(page.status).toBe(200);
    expect(page.document.head.querySelector('title')?.textContent).toBe(`Video | ${SITE}`);
    expect(page.document.head.querySelector('meta[name="robots"]')).toHaveProperty(
      'content',
      'noindex',
    );
    expect(page.document.querySelector('nav')).toBeNull();
    expect(page.document.querySelector('main.embed')).not.toBeNull();
    expect(inlineScripts(page.document)).toEqual([]);
  });

  it('answers the 404 page with status 404', async () => {
    const page = await render('/not-found');
    expect(page.status).toBe(404);
    expect(page.document.body.textContent).toContain('404');
    expect(headingTexts(page.document)).toEqual(["We couldn't find that page"]);
    expect(page.document.head.querySelector('meta[name="robots"]')).toHaveProperty(
      'content',
      'noindex',
    );
  });

  it('answers an unknown path with the 404 page and status 404, without redirecting', async () => {
    const page = await render('/no/such/path');
    expect(page.status).toBe(404);
    expect(page.redirect).toBeUndefined();
    expect(headingTexts(page.document)).toEqual(["We couldn't find that page"]);
    expect(page.document.head.querySelector('title')?.textContent).toBe(`Page Not Found | ${SITE}`);
  });

  it('redirects a sub-listing without a page to its page 1', async () => {
    const page = await render('/sublisting/series/x');
    expect(page).toMatchObject({ status: 302, redirect: '/sublisting/series/x/page/1', html: '' });
  });

  it('takes a full address as well as a path', async () => {
    const page = await render(`${ORIGIN}/contact-us?subject=Hello`);
    expect(page.status).toBe(200);
    expect(headingTexts(page.document)).toEqual(['CONTACT US']);
  });

  it('names the site by the origin it is given', async () => {
    const page = await render('/video-player/LPB-CL-1042?t=30');
    expect(page.document.head.querySelector('link[rel="canonical"]')).toHaveProperty(
      'href',
      `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`,
    );
  });

  it('loads the entry from the site’s own files: style sheets and deferred scripts', async () => {
    const { document } = await render('/about-ldma');
    expect(
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual(ASSETS.styles);
    const scripts = [...document.querySelectorAll('script[src]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(ASSETS.scripts);
    expect(scripts.every((s) => s.hasAttribute('defer'))).toBe(true);
  });

  it('puts the page data and what hydration needs in a JSON block that cannot close itself', async () => {
    const data = { 'blog/b1': { ok: true, value: '</script><script>alert(1)</script>' } };
    const page = await render('/about-ldma', data);
    expect(page.html).not.toContain('</script><script>alert(1)');
    const block = page.document.getElementById(PAGE_STATE_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(block?.textContent).toContain('\\u003c/script>');
    const state = JSON.parse(block?.textContent ?? '') as PageState;
    expect(state).toEqual({ assets: ASSETS, origin: ORIGIN, data });
    expect(page.document.querySelectorAll('script:not([src])')).toHaveLength(
      page.document.querySelectorAll(
        'script[type="application/json"], script[type="application/ld+json"]',
      ).length,
    );
  });

  it("writes the route's structured data as text", async () => {
    const { document } = await render('/about-ldma');
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(
      blocks.map((b) => (JSON.parse(b.textContent ?? '') as { '@type': string })['@type']),
    ).toEqual(['Organization']);
  });

  it('sanitises a blog body without a browser window', () => {
    const html = sanitizeBlogHtml(
      '<h1>Flood</h1><p onclick="x()">Text</p><script>alert(1)</script>' +
        '<iframe src="https://cdn.jwplayer.com/players/a.html"></iframe><iframe src="https://evil.example.com/"></iframe>',
      { origin: ORIGIN, iframeHosts: ['cdn.jwplayer.com'] },
    );
    expect(html).toBe(
      '<h2>Flood</h2><p>Text</p><iframe src="https://cdn.jwplayer.com/players/a.html" title="Embedded video" loading="lazy"></iframe>',
    );
  });
});
