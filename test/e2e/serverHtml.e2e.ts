import { JSDOM } from 'jsdom';
import { siteUrl } from './support/browser';
import { ROUTES } from './support/routes';
import { DEMO_IDS, normalDemo } from './support/site';

// What the production server's first answer holds, read without a browser: what a crawler,
// a link preview or a visitor without JavaScript gets.

beforeAll(normalDemo);

const SITE = 'Louisiana Digital Media Archive';
const VIDEO = `/video_v2/asset-detail/${DEMO_IDS.playableClip}`;
const VIDEO_TITLE = 'Governor McKeithen on the Superdome';

interface Answer {
  status: number;
  headers: Headers;
  html: string;
  doc: Document;
}

/** The server's answer to `path`, redirects followed unless `manual`. */
async function get(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(siteUrl(path), init);
  const html = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    html,
    doc: new JSDOM(html).window.document,
  };
}

const texts = (doc: Document, selector: string) =>
  Array.from(doc.querySelectorAll(selector), (el) => (el.textContent ?? '').trim());
const attribute = (doc: Document, selector: string, name: string) =>
  doc.querySelector(selector)?.getAttribute(name) ?? null;
const structuredData = (doc: Document) =>
  texts(doc, 'script[type="application/ld+json"]').map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

describe('every route, as the server first sends it', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))(
    '%s has its heading, title, description, canonical link and Open Graph title',
    async (_path, route) => {
      const { status, doc } = await get(route.path);
      expect(status).toBe(route.lands === '/not-found' ? 404 : 200);
      expect(texts(doc, 'main h1')).toEqual([route.heading]);
      expect(doc.title).toBe(route.title);
      expect(attribute(doc, 'meta[name="description"]', 'content')).toMatch(/\S/);
      expect(attribute(doc, 'link[rel="canonical"]', 'href')).toBe(siteUrl(route.lands));
      expect(attribute(doc, 'meta[property="og:title"]', 'content')).toBe(
        route.title.replace(` | ${SITE}`, ''),
      );
    },
  );
});

describe('the content of the main pages, in the first answer', () => {
  it('home: the carousel, the sliders and their cards, and the organisation', async () => {
    const { doc } = await get('/');
    expect(texts(doc, 'main h2')).toEqual(
      expect.arrayContaining(['The 1927 Flood on Film', 'Trending Now', 'New Additions']),
    );
    expect(texts(doc, 'main .card__title')).toEqual(
      expect.arrayContaining([VIDEO_TITLE, 'Superdome Opening Day']),
    );
    expect(structuredData(doc)).toEqual([expect.objectContaining({ '@type': 'Organization' })]);
  });

  it('browse: the range and the first 25 results', async () => {
    const { doc } = await get('/browse-all-videos/3/all/page/1');
    expect(texts(doc, '.paginator__range')[0]).toBe('1 – 25 of 152');
    const titles = texts(doc, 'main ul.grid .card__title');
    expect(titles).toHaveLength(25);
    expect(titles).toContain('Louisiana News Archive');
  });

  it('a series listing: its title, range and members', async () => {
    const { doc } = await get(`/sublisting/series/${DEMO_IDS.bigSeries}/page/1`);
    expect(texts(doc, 'main h1')).toEqual(['Louisiana News Archive']);
    expect(texts(doc, '.paginator__range')[0]).toBe('1 – 25 of 41');
    expect(texts(doc, 'main ul.grid .card__title')).toHaveLength(25);
  });

  it('a video: title, series, description, details, related videos and its structured data', async () => {
    const { doc } = await get(VIDEO);
    expect(texts(doc, 'main h1')).toEqual([VIDEO_TITLE]);
    const main = doc.querySelector('main')?.textContent ?? '';
    expect(main).toContain('Louisiana News Archive');
    expect(main).toContain('Governor John McKeithen explains the plan for a domed stadium');
    expect(texts(doc, 'main dl.watch__details dt')).toEqual(
      expect.arrayContaining(['Collection', 'Genre', 'Date Issued', 'Duration', 'Contributors']),
    );
    expect(texts(doc, 'main h2')).toContain('Related Videos');
    expect(texts(doc, 'main .card__title')).toContain(
      'Hurricane Audrey Survivors Return to Cameron',
    );
    expect(structuredData(doc)).toEqual([
      expect.objectContaining({ '@type': ['VideoObject', 'Clip'], name: VIDEO_TITLE }),
    ]);
  });

  it('a blog post: its body and the other posts', async () => {
    const { doc } = await get('/blog/b2');
    expect(texts(doc, 'main article h2')).toContain('Art deco and limestone');
    expect(texts(doc, 'main article p').join(' ')).toMatch(/\w{4,}/);
    const sidebar = texts(doc, 'main aside h3');
    expect(sidebar).toContain('The 1927 Flood on Film');
    expect(sidebar).not.toContain('Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months');
    expect(structuredData(doc)).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
      }),
    ]);
  });

  it('the blog list: the first six posts', async () => {
    const { doc } = await get('/spotlight-on-history');
    expect(texts(doc, 'main .blog-card h2')).toEqual([
      'The 1927 Flood on Film',
      'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
      'Carnival Before Television: Mardi Gras in the Newsreels',
      'Voices of the Civil Rights Movement in Louisiana',
      'Fiddles, Accordions & Washboards: Cajun and Creole Music in the Archive',
      'Building the Superdome',
    ]);
  });

  it('search: the results, kept out of search engines', async () => {
    const { doc } = await get('/search?keyword=superdome&search_by=ALLFIELDS');
    expect(texts(doc, 'main .card__title')).toEqual(
      expect.arrayContaining(['Superdome Opening Day', VIDEO_TITLE]),
    );
    expect(attribute(doc, 'meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('about: the text and the New Additions sidebar', async () => {
    const { doc } = await get('/about-ldma');
    expect(doc.querySelector('main')?.textContent).toContain(
      'opened to the public on January 20, 2015',
    );
    expect(texts(doc, 'main h2')).toContain('New Additions');
    expect(texts(doc, 'main .card__title')).toHaveLength(4);
  });
});

describe('status codes and redirects', () => {
  it.each(['/not-found', '/no/such/path'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const { status, doc, headers } = await get(path);
      expect(status).toBe(404);
      expect(texts(doc, 'main h1')).toEqual(["We couldn't find that page"]);
      expect(attribute(doc, 'meta[name="robots"]', 'content')).toBe('noindex');
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    },
  );

  it('a series without a page goes to its page 1', async () => {
    const path = `/sublisting/series/${DEMO_IDS.bigSeries}`;
    const { status, headers } = await get(path, { redirect: 'manual' });
    expect([status, headers.get('location')]).toEqual([302, `${path}/page/1`]);
  });

  it.each([
    `/video_v2/asset-detail/LPB-CL-999999`,
    `/video-player/no-such-asset`,
    `/video_v2/asset-detail/${DEMO_IDS.nonPublicClip}`,
  ])('%s (unknown or not public) goes to /not-found', async (path) => {
    const { status, headers } = await get(path, { redirect: 'manual' });
    expect([status, headers.get('location')]).toEqual([302, '/not-found']);
  });
});

describe('headers', () => {
  /** Paths of every kind of answer: pages, the 404 page, a redirect, a built file. */
  async function kinds(): Promise<string[]> {
    const { doc } = await get('/');
    const script = attribute(doc, 'script[src]', 'src') ?? '';
    return ['/', '/no/such/path', `/sublisting/series/${DEMO_IDS.bigSeries}`, script];
  }

  it('every answer forbids framing, sniffing, leaking the address and powerful features', async () => {
    for (const path of await kinds()) {
      const { headers } = await get(path, { redirect: 'manual' });
      const policy = headers.get('content-security-policy') ?? '';
      expect([path, policy]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
      expect([path, policy]).toEqual([path, expect.stringContaining("script-src 'self'")]);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect([path, headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect([path, headers.get('referrer-policy')]).toEqual([
        path,
        'strict-origin-when-cross-origin',
      ]);
      expect([path, headers.get('permissions-policy')]).toEqual([
        path,
        expect.stringContaining('camera=()'),
      ]);
    }
  });

  it('the embeddable player may be framed by any site', async () => {
    const { status, headers } = await get(`/embed/${DEMO_IDS.playableClip}`);
    expect(status).toBe(200);
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors *');
    expect(policy).not.toContain("frame-ancestors 'none'");
  });

  it('built files are cached for good, pages briefly', async () => {
    const { doc, headers } = await get('/');
    expect(headers.get('cache-control')).not.toContain('immutable');
    const files = [
      ...Array.from(doc.querySelectorAll('script[src]'), (s) => s.getAttribute('src') ?? ''),
      ...Array.from(doc.querySelectorAll('link[rel="stylesheet"]'), (l) => l.getAttribute('href')),
    ];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      expect(file).toMatch(/^\/static\//);
      const answer = await fetch(siteUrl(file ?? ''));
      expect([file, answer.status, answer.headers.get('cache-control')]).toEqual([
        file,
        200,
        expect.stringMatching(/max-age=31536000.*immutable/),
      ]);
    }
  });

  it.each(['br', 'gzip'])('pages and built files are sent compressed with %s', async (encoding) => {
    const { doc } = await get('/');
    const script = attribute(doc, 'script[src]', 'src') ?? '';
    for (const path of ['/', script]) {
      const answer = await fetch(siteUrl(path), { headers: { 'Accept-Encoding': encoding } });
      expect([path, answer.headers.get('content-encoding')]).toEqual([path, encoding]);
      expect(answer.headers.get('vary')).toContain('Accept-Encoding');
      // Decoded by fetch: the body is still the page or the script.
      expect((await answer.text()).length).toBeGreaterThan(1000);
    }
  });
});

describe('no script in the page itself', () => {
  it.each([
    '/',
    '/browse-all-videos/3/all/page/1',
    VIDEO,
    '/blog/b2',
    '/search?keyword=superdome&search_by=ALLFIELDS',
    `/embed/${DEMO_IDS.playableClip}`,
  ])('%s has only the site’s own script files, data blocks and no handlers', async (path) => {
    const { doc } = await get(path);
    const scripts = Array.from(doc.querySelectorAll('script'));
    const inline = scripts.filter(
      (s) =>
        !s.hasAttribute('src') &&
        !['application/json', 'application/ld+json'].includes(s.getAttribute('type') ?? ''),
    );
    expect(inline.map((s) => s.outerHTML.slice(0, 80))).toEqual([]);
    const sources = scripts.flatMap((s) => s.getAttribute('src') ?? []);
    expect(sources.filter((src) => !src.startsWith('/static/'))).toEqual([]);
    const handlers = Array.from(doc.querySelectorAll('*')).filter((el) =>
      el.getAttributeNames().some((name) => name.startsWith('on')),
    );
    expect(handlers.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    const scriptUrls = Array.from(doc.querySelectorAll('[href], [src], [action]')).filter((el) =>
      ['href', 'src', 'action'].some((name) =>
        /^\s*javascript:/i.test(el.getAttribute(name) ?? ''),
      ),
    );
    expect(scriptUrls.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });
});
