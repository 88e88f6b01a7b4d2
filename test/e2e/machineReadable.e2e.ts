import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import { iiifProblems } from '../support/iiifChecker';
import { apiUrl, closeBrowser, siteUrl } from './support/browser';
import { describeOnServer } from './support/mode';
import { DEMO_IDS, newVisitor, normalDemo, visit } from './support/site';

// What other programs read from the production server: robots.txt, sitemaps, feeds, oEmbed
// and IIIF manifests, and the links to them in the pages' first HTML. The static pass has
// no server to answer them.

const CLIP = DEMO_IDS.playableClip;
const VIDEO = `/video_v2/asset-detail/${CLIP}`;
const VIDEO_TITLE = 'Governor McKeithen on the Superdome';
const IIIF_TYPE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';

const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'item'].includes(name),
});

async function fetched(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(siteUrl(path));
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

function parsedXml<T>(text: string): T {
  expect(XMLValidator.validate(text)).toBe(true);
  return xml.parse(text) as T;
}

/** The `<link rel="alternate">` of a page's first HTML, as a browser reads it. */
async function alternatesOf(reader: Page, path: string) {
  const { text } = await fetched(path);
  return reader.evaluate(
    (html) =>
      Array.from(
        new DOMParser()
          .parseFromString(html, 'text/html')
          .head.querySelectorAll('link[rel="alternate"]'),
        (link) => ({
          type: link.getAttribute('type'),
          href: link.getAttribute('href'),
          title: link.getAttribute('title'),
        }),
      ),
    text,
  );
}

beforeAll(normalDemo);
afterAll(closeBrowser);

describeOnServer('what other programs read from the site', () => {
  it('robots.txt names the sitemap and keeps crawlers out of search and the embed', async () => {
    const robots = await fetched('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /search',
        'Disallow: /embed/',
        `Sitemap: ${siteUrl('/sitemap.xml')}`,
      ]),
    );
  });

  it('the sitemap index names its children, and the pages they list answer', async () => {
    const index = await fetched('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toBe('application/xml; charset=utf-8');
    const children = parsedXml<{ sitemapindex: { sitemap: { loc: string }[] } }>(
      index.text,
    ).sitemapindex.sitemap.map((s) => s.loc);
    expect(children).toEqual([
      siteUrl('/sitemaps/pages.xml'),
      siteUrl('/sitemaps/blog.xml'),
      siteUrl('/sitemaps/videos-1.xml'),
    ]);

    const locs = async (loc: string) =>
      parsedXml<{ urlset: { url: { loc: string }[] } }>(
        (await fetched(new URL(loc).pathname)).text,
      ).urlset.url.map((u) => u.loc);
    const videos = await locs(siteUrl('/sitemaps/videos-1.xml'));
    expect(videos).toContain(siteUrl(VIDEO));
    expect(videos).not.toContain(siteUrl(`/video_v2/asset-detail/${DEMO_IDS.nonPublicClip}`));
    const [post] = await locs(siteUrl('/sitemaps/blog.xml'));
    const pages = await locs(siteUrl('/sitemaps/pages.xml'));
    for (const loc of [videos[0], post, ...pages]) {
      expect(loc).toBeDefined();
      const page = await fetch(loc as string, { redirect: 'manual' });
      expect([loc, page.status]).toEqual([loc, 200]);
    }
  });

  it('the feeds are RSS 2.0 of the blog and of the new videos', async () => {
    for (const [path, link] of [
      ['/feeds/blog.xml', /\/blog\/[^/]+$/],
      ['/feeds/videos.xml', /\/video_v2\/asset-detail\/[^/]+$/],
    ] as const) {
      const feed = await fetched(path);
      expect(feed.status).toBe(200);
      expect(feed.type).toBe('application/rss+xml; charset=utf-8');
      const { rss } = parsedXml<{
        rss: {
          '@_version': string;
          channel: {
            title: string;
            'atom:link': { '@_href': string };
            item: { link: string; title: string }[];
          };
        };
      }>(feed.text);
      expect(rss['@_version']).toBe('2.0');
      expect(rss.channel['atom:link']['@_href']).toBe(siteUrl(path));
      expect(rss.channel.item.length).toBeGreaterThan(0);
      for (const item of rss.channel.item) expect(item.link).toMatch(link);
    }
  });

  it('oEmbed answers for a video page, and its iframe plays the video on another page', async () => {
    const query = new URLSearchParams({ url: siteUrl(VIDEO), format: 'json', maxwidth: '480' });
    const answer = await fetched(`/oembed?${query.toString()}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/json; charset=utf-8');
    const json = JSON.parse(answer.text) as {
      type: string;
      html: string;
      width: number;
      title: string;
    };
    expect(json).toMatchObject({ type: 'video', title: VIDEO_TITLE, width: 480, height: 310 });
    expect((await fetched('/oembed?format=json')).status).toBe(400);
    expect(
      (
        await fetched(
          `/oembed?${new URLSearchParams({ url: siteUrl(VIDEO), format: 'xml' }).toString()}`,
        )
      ).status,
    ).toBe(501);

    // Another site (the demo API's origin) pastes the html into one of its pages.
    const visitor = await newVisitor();
    try {
      await visitor.page.goto(apiUrl('/spotlightonhistory/blogs'));
      await visitor.page.evaluate((html) => {
        document.body.innerHTML = html;
      }, json.html);
      const frame = visitor.page.frameLocator('iframe');
      await frame.getByRole('link', { name: new RegExp(VIDEO_TITLE) }).waitFor();
      await frame.locator('video, .jwplayer').first().waitFor({ state: 'attached' });
    } finally {
      await visitor.close();
    }
  });

  it('the IIIF manifest passes the checks viewers rely on, and other sites can read it', async () => {
    const manifest = await fetched(`/iiif/${CLIP}/manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.type).toBe(IIIF_TYPE);
    const json = JSON.parse(manifest.text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(iiifProblems(json)).toEqual([]);
    expect(json.id).toBe(siteUrl(`/iiif/${CLIP}/manifest.json`));
    const captions = json.items[0].annotations[0].items[0].body.id as string;
    expect(captions).toBe(siteUrl(`/captions/${CLIP}.vtt`));
    expect((await fetched(`/iiif/${DEMO_IDS.nonPublicClip}/manifest.json`)).status).toBe(404);

    // A viewer on another origin (here the demo API's) reads the manifest and the captions.
    const visitor = await newVisitor();
    try {
      await visitor.page.goto(apiUrl('/spotlightonhistory/blogs'));
      const read = await visitor.page.evaluate(
        async (urls) =>
          Promise.all(
            urls.map(async (url) => {
              const response = await fetch(url);
              return { status: response.status, start: (await response.text()).slice(0, 6) };
            }),
          ),
        [siteUrl(`/iiif/${CLIP}/manifest.json`), captions],
      );
      expect(read).toEqual([
        { status: 200, start: '{"@con' },
        { status: 200, start: 'WEBVTT' },
      ]);
    } finally {
      await visitor.close();
    }
  });

  it("names them in the pages' first HTML, and Share offers the manifest", async () => {
    const visitor = await newVisitor();
    try {
      const page = encodeURIComponent(siteUrl(VIDEO));
      expect(await alternatesOf(visitor.page, `/video-player/${CLIP}`)).toEqual([
        {
          type: 'application/json+oembed',
          href: siteUrl(`/oembed?url=${page}&format=json`),
          title: VIDEO_TITLE,
        },
        { type: IIIF_TYPE, href: siteUrl(`/iiif/${CLIP}/manifest.json`), title: VIDEO_TITLE },
      ]);
      const home = await alternatesOf(visitor.page, '/');
      expect(home.map((link) => [link.type, link.href])).toEqual([
        ['application/rss+xml', siteUrl('/feeds/videos.xml')],
        ['application/rss+xml', siteUrl('/feeds/blog.xml')],
      ]);
      expect(await alternatesOf(visitor.page, '/spotlight-on-history')).toHaveLength(1);
      expect(await alternatesOf(visitor.page, '/search?keyword=flood')).toEqual([]);
    } finally {
      await visitor.close();
    }

    const watcher = await visit(VIDEO);
    try {
      await watcher.page.getByRole('button', { name: /^Share/ }).click();
      const link = watcher.page.getByRole('link', { name: 'IIIF manifest' });
      expect(await link.getAttribute('href')).toBe(siteUrl(`/iiif/${CLIP}/manifest.json`));
      expect(watcher.problems).toEqual([]);
    } finally {
      await watcher.close();
    }
  });
});
