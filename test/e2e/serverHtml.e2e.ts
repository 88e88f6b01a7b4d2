import type { Page } from 'playwright-core';
import { closeBrowser, launch, siteUrl } from './support/browser';
import { ROUTES } from './support/routes';
import { DEMO_IDS, FIRST_BLOG_PAGE, normalDemo } from './support/site';

// What the production server's first answer holds, read without running it: what a crawler,
// a link preview or a visitor without JavaScript gets.

const SITE = 'Louisiana Digital Media Archive';
const VIDEO = `/video_v2/asset-detail/${DEMO_IDS.playableClip}`;
const VIDEO_TITLE = 'Governor McKeithen on the Superdome';

/** A blank page whose DOMParser reads the answers: it parses as a browser does, runs nothing. */
let reader: Page;

beforeAll(async () => {
  await normalDemo();
  reader = await (await (await launch()).newContext()).newPage();
});
afterAll(closeBrowser);

/** An answer's document, queried the way the browser would see it before any script. */
class Html {
  constructor(readonly text: string) {}

  /** The trimmed text of each element `selector` matches. */
  texts(selector: string): Promise<string[]> {
    return reader.evaluate(
      ([html, query]) =>
        Array.from(
          new DOMParser().parseFromString(html, 'text/html').querySelectorAll(query),
          (el) => (el.textContent ?? '').trim(),
        ),
      [this.text, selector] as const,
    );
  }

  /** The name of each level-one heading: its text, or its picture's (Home's logo). */
  headings(): Promise<string[]> {
    return reader.evaluate(
      (html) =>
        Array.from(
          new DOMParser().parseFromString(html, 'text/html').querySelectorAll('main h1'),
          (h) => (h.textContent ?? '').trim() || (h.querySelector('img')?.alt ?? '').trim(),
        ),
      this.text,
    );
  }

  /** The attribute of the first element `selector` matches; null without either. */
  attribute(selector: string, name: string): Promise<string | null> {
    return reader.evaluate(
      ([html, query, attr]) =>
        new DOMParser()
          .parseFromString(html, 'text/html')
          .querySelector(query)
          ?.getAttribute(attr) ?? null,
      [this.text, selector, name] as const,
    );
  }

  /** The attribute of every element `selector` matches that has it. */
  attributes(selector: string, name: string): Promise<string[]> {
    return reader.evaluate(
      ([html, query, attr]) =>
        Array.from(
          new DOMParser().parseFromString(html, 'text/html').querySelectorAll(query),
        ).flatMap((el) => el.getAttribute(attr) ?? []),
      [this.text, selector, name] as const,
    );
  }

  async title(): Promise<string> {
    return (await this.texts('head title'))[0] ?? '';
  }

  async structuredData(): Promise<Record<string, unknown>[]> {
    // A block holds one node or a list of them.
    return (await this.texts('script[type="application/ld+json"]')).flatMap((text) => {
      const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(parsed) ? parsed : [parsed];
    });
  }

  /** Scripts the page would run that are not the site's own files, and handlers in markup. */
  scriptsOfItsOwn(): Promise<{
    inline: string[];
    foreign: string[];
    handlers: string[];
    urls: string[];
  }> {
    return reader.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const start = (el: Element) => el.outerHTML.slice(0, 80);
      const scripts = Array.from(doc.querySelectorAll('script'));
      const data = ['application/json', 'application/ld+json'];
      const all = Array.from(doc.querySelectorAll('*'));
      return {
        inline: scripts
          .filter((s) => !s.hasAttribute('src') && !data.includes(s.getAttribute('type') ?? ''))
          .map(start),
        foreign: scripts
          .flatMap((s) => s.getAttribute('src') ?? [])
          .filter((src) => !src.startsWith('/static/')),
        handlers: all
          .filter((el) => el.getAttributeNames().some((n) => n.startsWith('on')))
          .map(start),
        urls: all
          .filter((el) =>
            ['href', 'src', 'action', 'formaction'].some((n) =>
              /^\s*javascript:/i.test(el.getAttribute(n) ?? ''),
            ),
          )
          .map(start),
      };
    }, this.text);
  }
}

interface Answer {
  status: number;
  headers: Headers;
  doc: Html;
}

/** The server's answer to `path`, redirects followed unless `redirect: 'manual'`. */
async function get(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(siteUrl(path), init);
  return {
    status: response.status,
    headers: response.headers,
    doc: new Html(await response.text()),
  };
}

describe('every route, as the server first sends it', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))(
    '%s has its heading, title, description, canonical link and Open Graph title',
    async (_path, route) => {
      const { status, doc } = await get(route.path);
      expect(status).toBe(route.lands === '/not-found' ? 404 : 200);
      expect(await doc.headings()).toEqual([route.heading]);
      expect(await doc.title()).toBe(route.title);
      expect(await doc.attribute('meta[name="description"]', 'content')).toMatch(/\S/);
      expect(await doc.attribute('link[rel="canonical"]', 'href')).toBe(
        siteUrl(route.canonical ?? route.lands),
      );
      expect(await doc.attribute('meta[property="og:title"]', 'content')).toBe(
        route.title.replace(` | ${SITE}`, ''),
      );
    },
  );
});

describe('the content of the main pages, in the first answer', () => {
  it('home: the carousel, the sliders and their cards, and the organisation', async () => {
    const { doc } = await get('/');
    expect(await doc.texts('main h2')).toEqual(
      expect.arrayContaining(['The 1927 Flood on Film', 'Trending Now', 'New Additions']),
    );
    expect(await doc.texts('main .card__title')).toEqual(
      expect.arrayContaining([VIDEO_TITLE, 'Superdome Opening Day']),
    );
    expect(await doc.structuredData()).toEqual([
      expect.objectContaining({ '@type': 'Organization' }),
    ]);
  });

  it('browse: the range and the first 25 results', async () => {
    const { doc } = await get('/browse-all-videos/3/all/page/1');
    expect((await doc.texts('.paginator__range'))[0]).toBe('1 – 25 of 152');
    const titles = await doc.texts('main ul.grid .card__title');
    expect(titles).toHaveLength(25);
    expect(titles).toContain('Louisiana News Archive');
  });

  it('a series listing: its title, range and members', async () => {
    const { doc } = await get(`/sublisting/series/${DEMO_IDS.bigSeries}/page/1`);
    expect(await doc.texts('main h1')).toEqual(['Louisiana News Archive']);
    expect((await doc.texts('.paginator__range'))[0]).toBe('1 – 25 of 41');
    expect(await doc.texts('main ul.grid .card__title')).toHaveLength(25);
  });

  it('a video: title, series, description, details, related videos and structured data', async () => {
    const { doc } = await get(VIDEO);
    expect(await doc.texts('main h1')).toEqual([VIDEO_TITLE]);
    const [main = ''] = await doc.texts('main');
    expect(main).toContain('Louisiana News Archive');
    expect(main).toContain('Governor John McKeithen explains the plan for a domed stadium');
    expect(await doc.texts('main dl.watch__details dt')).toEqual(
      expect.arrayContaining(['Collection', 'Genre', 'Date Issued', 'Duration', 'Contributors']),
    );
    expect(await doc.texts('main h2')).toContain('Related Videos');
    expect(await doc.texts('main .card__title')).toContain(
      'Hurricane Audrey Survivors Return to Cameron',
    );
    expect(await doc.structuredData()).toEqual([
      expect.objectContaining({ '@type': 'VideoObject', name: VIDEO_TITLE }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
  });

  it('a blog post: its body and the other posts', async () => {
    const { doc } = await get('/blog/b2');
    expect(await doc.texts('main article h2')).toContain('Art deco and limestone');
    expect((await doc.texts('main article p')).join(' ')).toMatch(/\w{4,}/);
    const sidebar = await doc.texts('main aside h3');
    expect(sidebar).toContain('The 1927 Flood on Film');
    expect(sidebar).not.toContain('Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months');
    expect(await doc.structuredData()).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Huey Long’s Capitol: Thirty-Four Floors in Fourteen Months',
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]);
  });

  it('the blog list: the first six posts', async () => {
    const { doc } = await get('/spotlight-on-history');
    expect(await doc.texts('main .blog-card h2')).toEqual(FIRST_BLOG_PAGE);
  });

  it('search: the results, kept out of search engines', async () => {
    const { doc } = await get('/search?keyword=superdome&search_by=ALLFIELDS');
    expect(await doc.texts('main .card__title')).toEqual(
      expect.arrayContaining(['Superdome Opening Day', VIDEO_TITLE]),
    );
    expect(await doc.attribute('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('about: the text and the New Additions sidebar', async () => {
    const { doc } = await get('/about-ldma');
    const [main = ''] = await doc.texts('main');
    expect(main).toContain('opened to the public on January 20, 2015');
    expect(await doc.texts('main h2')).toContain('New Additions');
    expect(await doc.texts('main .card__title')).toHaveLength(4);
  });
});

describe('status codes and redirects', () => {
  it.each(['/not-found', '/no/such/path'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const { status, doc, headers } = await get(path);
      expect(status).toBe(404);
      expect(await doc.texts('main h1')).toEqual(["We couldn't find that page"]);
      expect(await doc.attribute('meta[name="robots"]', 'content')).toBe('noindex');
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    },
  );

  it.each(['/blog/zzz', '/sublisting/series/NOPE/page/1', '/sublisting/topic/NOPE/page/4'])(
    '%s (an id the archive does not have) answers 404 with the not-found page',
    async (path) => {
      const { status, doc, headers } = await get(path, { redirect: 'manual' });
      expect(status).toBe(404);
      expect(await doc.texts('main h1')).toEqual(["We couldn't find that page"]);
      expect(await doc.attribute('meta[name="robots"]', 'content')).toBe('noindex');
      expect(headers.get('cache-control')).toBe('public, max-age=30');
    },
  );

  it('a series without a page goes to its page 1', async () => {
    const path = `/sublisting/series/${DEMO_IDS.bigSeries}`;
    const { status, headers } = await get(path, { redirect: 'manual' });
    expect([status, headers.get('location')]).toEqual([302, `${path}/page/1`]);
  });

  it.each([
    '/video_v2/asset-detail/LPB-CL-999999',
    '/video-player/no-such-asset',
    `/video_v2/asset-detail/${DEMO_IDS.nonPublicClip}`,
  ])('%s (unknown or not public) goes to /not-found', async (path) => {
    const { status, headers } = await get(path, { redirect: 'manual' });
    expect([status, headers.get('location')]).toEqual([302, '/not-found']);
  });
});

describe('headers', () => {
  /** The home page's script files and style sheets. */
  async function builtFiles(): Promise<string[]> {
    const { doc } = await get('/');
    return [
      ...(await doc.attributes('script[src]', 'src')),
      ...(await doc.attributes('link[rel="stylesheet"]', 'href')),
    ];
  }

  it('every answer forbids framing, sniffing, leaking the address and powerful features', async () => {
    const [file = ''] = await builtFiles();
    // A page, the 404 page, a redirect and a built file.
    for (const path of ['/', '/no/such/path', `/sublisting/series/${DEMO_IDS.bigSeries}`, file]) {
      const { headers } = await get(path, { redirect: 'manual' });
      const policy = headers.get('content-security-policy') ?? '';
      expect([path, policy]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
      expect([path, policy]).toEqual([path, expect.stringContaining("script-src 'self'")]);
      expect([path, policy]).toEqual([path, expect.not.stringMatching(/script-src[^;]*unsafe/)]);
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

  it('built files are kept for good, pages only briefly', async () => {
    const { headers } = await get('/');
    expect(headers.get('cache-control')).not.toContain('immutable');
    const files = await builtFiles();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const answer = await fetch(siteUrl(file));
      expect([file, answer.status, answer.headers.get('cache-control')]).toEqual([
        expect.stringMatching(/^\/static\//),
        200,
        expect.stringMatching(/max-age=31536000.*immutable/),
      ]);
    }
  });

  it.each(['br', 'gzip'])('pages and built files are sent compressed with %s', async (encoding) => {
    const [file = ''] = await builtFiles();
    for (const path of ['/', file]) {
      const answer = await fetch(siteUrl(path), { headers: { 'Accept-Encoding': encoding } });
      expect([path, answer.headers.get('content-encoding')]).toEqual([path, encoding]);
      expect(answer.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decodes it: what arrives is still the whole page or script.
      expect((await answer.text()).length).toBeGreaterThan(1000);
    }
  });
});

describe('style in the first answer', () => {
  // A page whose style sheet arrived only with its route's script would be laid out twice.
  it.each([
    ['/', 'home-section'],
    ['/browse-all-videos/3', 'browse__results'],
    [VIDEO, 'watch__player'],
    ['/blog/b2', 'blog'],
    ['/about-ldma', 'about__text'],
    ['/contact-us', 'contact__form'],
  ])('%s links the style sheet that lays out its content (.%s)', async (path, name) => {
    const { doc } = await get(path);
    expect(await doc.attributes(`main .${name}`, 'class')).not.toEqual([]);
    const sheets = await doc.attributes('head link[rel="stylesheet"]', 'href');
    const css = await Promise.all(sheets.map(async (href) => (await fetch(siteUrl(href))).text()));
    expect(css.join('\n')).toMatch(new RegExp(`\\.${name}[\\s{,.:\\[]`));
  });
});

describe('no script in the page itself', () => {
  it.each([
    '/',
    '/browse-all-videos/3/all/page/1',
    VIDEO,
    '/blog/b2',
    '/search?keyword=superdome&search_by=ALLFIELDS',
    '/contact-us',
    `/embed/${DEMO_IDS.playableClip}`,
  ])(
    '%s loads only the site’s own script files, with no inline script or handler',
    async (path) => {
      const { doc } = await get(path);
      expect(await doc.scriptsOfItsOwn()).toEqual({
        inline: [],
        foreign: [],
        handlers: [],
        urls: [],
      });
    },
  );
});
