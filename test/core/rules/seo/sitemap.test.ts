import { PARISHES } from '../../../../src/core/rules/places/gazetteer';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  blogSitemapPage,
  explorePagePaths,
  listedItemPath,
  originFreeSitemaps,
  sitemapFor,
  SITEMAP_NAMESPACE,
  SITEMAP_ORIGIN_RESERVE,
  SITEMAP_SLICE,
  sitemapFiles,
  sitemapIndexXml,
  splitSitemap,
  staticPagePaths,
  type SitemapLimits,
  type SitemapPage,
} from '../../../../src/core/rules/seo/sitemap';
import { SITE_ROUTES } from '../../../../src/core/routes/routeTable';
import { anAsset, aBlog, ORIGIN } from '../../../support/builders';

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap'].includes(name),
});

interface UrlSet {
  urlset: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] };
}
interface Index {
  sitemapindex: { '@_xmlns': string; sitemap: { loc: string }[] };
}

/** A well-formed sitemap file, parsed. */
function parsed<T>(xml: string): T {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parser.parse(xml) as T;
}

const pages = (n: number, prefix = '/video_v2/asset-detail/A-'): SitemapPage[] =>
  Array.from({ length: n }, (_, i) => ({ path: `${prefix}${i + 1}` }));

describe('the static pages of the sitemap', () => {
  it('are the canonical addresses of the pages anyone can reach without a search', () => {
    expect(staticPagePaths()).toEqual([
      '/',
      '/browse-all-videos',
      '/spotlight-on-history',
      '/about-ldma',
      '/contact-us',
      '/accessibility',
      '/explore',
      '/browse-all-videos/3/all/page/1',
      '/browse-all-videos/4/all/page/1',
      ...PARISHES.map((parish) => `/explore/parishes/${parish.slug}`),
    ]);
    expect(staticPagePaths()).toContain('/explore/parishes/st-landry');
    expect(staticPagePaths()).toContain('/explore/parishes/east-baton-rouge');
  });

  it('leave out every page that asks search engines not to list it', () => {
    const hidden = Object.values(SITE_ROUTES)
      .filter((route) => route.meta.robots === 'noindex')
      .flatMap((route) => route.patterns);
    expect(hidden).toEqual(
      expect.arrayContaining(['/search', '/not-found', '/contact-success', '/embed/:id']),
    );
    for (const path of staticPagePaths()) expect(hidden).not.toContain(path);
  });
});

describe('the explore pages the catalogue index names', () => {
  it('are each decade with videos, and the subjects and people of its overview, once each', () => {
    const named = (slug: string, count: number) => ({ slug, name: slug, count });
    expect(
      explorePagePaths({
        decades: [
          { value: 1950, count: 0 },
          { value: 1960, count: 12 },
          { value: 1980, count: 3 },
        ],
        subjects: [named('mardi-gras', 4), named('', 2), named('mardi-gras', 1)],
        people: [named('edwin-edwards', 2), named('nobody', 0)],
      }),
    ).toEqual([
      '/explore/decades/1960s',
      '/explore/decades/1980s',
      '/explore/subjects/mardi-gras',
      '/explore/people/edwin-edwards',
    ]);
  });

  it('are none for an empty index', () => {
    expect(explorePagePaths({ decades: [], subjects: [], people: [] })).toEqual([]);
  });
});

describe('the pages of listed items', () => {
  it('are the detail page for a video and the first page of a series or topic', () => {
    expect(listedItemPath(anAsset({ identifier: 'LPB-CL-1042', type: 'Clip' }))).toBe(
      '/video_v2/asset-detail/LPB-CL-1042',
    );
    expect(listedItemPath(anAsset({ identifier: 'LPB-PR-7', type: 'Program' }))).toBe(
      '/video_v2/asset-detail/LPB-PR-7',
    );
    expect(listedItemPath(anAsset({ identifier: 'news', type: 'Series' }))).toBe(
      '/sublisting/series/news/page/1',
    );
    expect(listedItemPath(anAsset({ identifier: 'jazz', type: 'Topic' }))).toBe(
      '/sublisting/topic/jazz/page/1',
    );
  });

  it('use the numeric id when there is no identifier, encoded as the routes encode it', () => {
    expect(listedItemPath(anAsset({ id: '77', identifier: '' }))).toBe('/video_v2/asset-detail/77');
    expect(listedItemPath(anAsset({ identifier: 'A&B C' }))).toBe(
      '/video_v2/asset-detail/A%26B%20C',
    );
  });

  it('date a blog post by its date as W3C Datetime', () => {
    expect(blogSitemapPage(aBlog({ key: 'b7', date: '2024-03-05T00:00:00Z' }))).toEqual({
      path: '/blog/b7',
      lastmod: '2024-03-05',
    });
    expect(blogSitemapPage(aBlog({ key: 'b8', date: 'someday' }))).toEqual({
      path: '/blog/b8',
      lastmod: undefined,
    });
  });
});

describe('the sitemap files', () => {
  it('are an index in the sitemaps.org namespace naming each child on the origin', () => {
    const files = sitemapFiles(ORIGIN, {
      pages: [{ path: '/' }],
      blogs: [{ path: '/blog/b7', lastmod: '2024-03-05' }],
      videos: pages(3),
    });
    const index = parsed<Index>(files.index);
    expect(index.sitemapindex['@_xmlns']).toBe(SITEMAP_NAMESPACE);
    expect(index.sitemapindex.sitemap.map((s) => s.loc)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/blog.xml`,
      `${ORIGIN}/sitemaps/videos-1.xml`,
    ]);
    expect([...files.children.keys()]).toEqual(['pages', 'blog', 'videos-1']);

    const blog = parsed<UrlSet>(files.children.get('blog') ?? '');
    expect(blog.urlset['@_xmlns']).toBe(SITEMAP_NAMESPACE);
    expect(blog.urlset.url).toEqual([{ loc: `${ORIGIN}/blog/b7`, lastmod: '2024-03-05' }]);
    const videos = parsed<UrlSet>(files.children.get('videos-1') ?? '');
    expect(videos.urlset.url.map((u) => u.loc)).toEqual([
      `${ORIGIN}/video_v2/asset-detail/A-1`,
      `${ORIGIN}/video_v2/asset-detail/A-2`,
      `${ORIGIN}/video_v2/asset-detail/A-3`,
    ]);
  });

  it('leave out a child with no page, since a urlset needs one', () => {
    const files = sitemapFiles(ORIGIN, { pages: [{ path: '/' }], blogs: [], videos: [] });
    expect([...files.children.keys()]).toEqual(['pages']);
    expect(parsed<Index>(files.index).sitemapindex.sitemap).toHaveLength(1);
  });

  it('escape what XML would read as markup, in locations and dates', () => {
    const files = sitemapFiles(ORIGIN, {
      pages: [{ path: '/a?x=1&y=<2>\'"', lastmod: '<now>' }],
      blogs: [],
      videos: [],
    });
    const xml = files.children.get('pages') ?? '';
    expect(xml).toContain('/a?x=1&amp;y=&lt;2&gt;&apos;&quot;');
    expect(parsed<UrlSet>(xml).urlset.url[0]).toEqual({
      loc: `${ORIGIN}/a?x=1&y=<2>'"`,
      lastmod: '<now>',
    });
  });

  it('split the videos at the URL limit: videos-1, videos-2...', () => {
    const files = sitemapFiles(
      ORIGIN,
      { pages: [{ path: '/' }], blogs: [], videos: pages(5) },
      { maxUrls: 2, maxBytes: 50 * 1024 * 1024 },
    );
    expect([...files.children.keys()]).toEqual(['pages', 'videos-1', 'videos-2', 'videos-3']);
    const counts = ['videos-1', 'videos-2', 'videos-3'].map(
      (name) => parsed<UrlSet>(files.children.get(name) ?? '').urlset.url.length,
    );
    expect(counts).toEqual([2, 2, 1]);
  });

  it('split at the byte limit, each file within it', () => {
    const limit = 1_000;
    const files = splitSitemap(ORIGIN, pages(40), { maxUrls: 50_000, maxBytes: limit });
    expect(files.length).toBeGreaterThan(1);
    expect(files.flat()).toHaveLength(40);
    const all = sitemapFiles(
      ORIGIN,
      { pages: [], blogs: [], videos: pages(40) },
      {
        maxUrls: 50_000,
        maxBytes: limit,
      },
    );
    for (const [name, xml] of all.children) {
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limit);
      expect(parsed<UrlSet>(xml).urlset.url.length).toBeGreaterThan(0);
      expect(name).toMatch(/^videos-\d+$/);
    }
  });

  it('count bytes, not characters', () => {
    const accented = [{ path: `/blog/${'é'.repeat(100)}` }, { path: `/blog/${'é'.repeat(100)}x` }];
    // About 420 characters together, but over 600 bytes.
    expect(splitSitemap(ORIGIN, accented, { maxUrls: 10, maxBytes: 500 })).toHaveLength(2);
    expect(splitSitemap(ORIGIN, accented, { maxUrls: 10, maxBytes: 700 })).toHaveLength(1);
  });

  it('keep to the protocol limits by default: 50,000 URLs a file', () => {
    const files = splitSitemap(ORIGIN, pages(50_001));
    expect(files.map((f) => f.length)).toEqual([50_000, 1]);
  });

  it('leave out locations longer than the protocol allows', () => {
    const long = { path: `/blog/${'x'.repeat(2048)}` };
    expect(splitSitemap(ORIGIN, [long, { path: '/' }]).flat()).toHaveLength(1);
  });

  it('write an index of any locations', () => {
    const index = parsed<Index>(sitemapIndexXml([`${ORIGIN}/sitemaps/a.xml`]));
    expect(index.sitemapindex.sitemap).toEqual([{ loc: `${ORIGIN}/sitemaps/a.xml` }]);
  });
});

describe('sitemaps made once for every origin', () => {
  /** Runs a sliced build to its end, counting its pauses. */
  function built(sources: Parameters<typeof originFreeSitemaps>[0], limits?: SitemapLimits) {
    const steps = originFreeSitemaps(sources, limits);
    let pauses = 0;
    for (;;) {
      const step = steps.next();
      if (step.done) return { files: step.value, pauses };
      pauses += 1;
    }
  }
  const sources = {
    pages: [{ path: '/' }],
    blogs: [{ path: '/blog/a&b', lastmod: '2024-03-05' }],
    videos: pages(5),
  };

  it('give each origin the files made for it', () => {
    const { files } = built(sources);
    for (const origin of [ORIGIN, 'http://127.0.0.1:8080', 'http://[::1]']) {
      const own = sitemapFiles(origin, sources);
      expect(sitemapFor(files.index, origin)).toBe(own.index);
      expect([...files.children.keys()]).toEqual([...own.children.keys()]);
      for (const [name, xml] of files.children) {
        expect(sitemapFor(xml, origin)).toBe(own.children.get(name));
      }
    }
  });

  it('are written in slices, pausing after every few thousand pages', () => {
    const { pauses } = built({ pages: [], blogs: [], videos: pages(5 * SITEMAP_SLICE) });
    expect(pauses).toBeGreaterThanOrEqual(5);
  });

  it('keep every file within the byte limit for the longest origin they take', () => {
    const limit = 2_000;
    const { files } = built(
      { pages: [], blogs: [], videos: pages(40) },
      { maxUrls: 50_000, maxBytes: limit },
    );
    const longest = `https://${'a'.repeat(SITEMAP_ORIGIN_RESERVE - 'https://'.length)}`;
    expect(files.children.size).toBeGreaterThan(1);
    for (const xml of files.children.values()) {
      expect(Buffer.byteLength(sitemapFor(xml, longest))).toBeLessThanOrEqual(limit);
    }
  });
});
