import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAsset, anAssetDetail, aBlog } from '../support/builders';
import { renderApp, preloadPages } from '../support/renderApp';
import { googleProblems } from '../support/googleRichResults';
import { schemaProblems } from '../support/schemaOrg';
import { aCue, ScriptedPlayer } from '../support/scriptedPlayer';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

const ORIGIN = window.location.origin;
const SITE = 'Louisiana Digital Media Archive';

const meta = (key: string) =>
  document.head
    .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
    ?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
/** Every JSON-LD node in the document (it stays where the page renders it), parsed. */
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
    const parsed = JSON.parse(s.textContent ?? '') as
      Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
const crumbNames = (node: Record<string, unknown> | undefined) =>
  (node?.itemListElement as { name: string }[]).map((crumb) => crumb.name);

/** The page's one block of JSON-LD, once it is there, with no schema.org problem in it. */
async function onlyJsonLd(): Promise<Record<string, unknown> | undefined> {
  await waitFor(() => expect(jsonLd()).toHaveLength(1));
  const [page] = jsonLd();
  expect(schemaProblems(page)).toEqual([]);
  return page;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head of each route', () => {
  it('names and describes the home page, and describes the archive and its partners', async () => {
    renderApp('/');
    await waitFor(() => expect(document.title).toBe(`Home | ${SITE}`));
    expect(meta('description')).toMatch(
      /Louisiana Public Broadcasting and the Louisiana State Archives/,
    );
    expect(canonical()).toBe(`${ORIGIN}/`);
    expect(meta('og:title')).toBe('Home');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe(`${ORIGIN}/`);
    expect(meta('og:site_name')).toBe(SITE);
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('robots')).toBeNull();
    await waitFor(() => expect(jsonLd().map((d) => d['@type'])).toEqual(['Organization']));
    const data = jsonLd();
    expect(schemaProblems(data)).toEqual([]);
  });

  it.each([
    ['/about-ldma', 'About LDMA', /collections, mission/],
    ['/contact-us', 'Contact Us', /footage licensing/],
    ['/accessibility', 'Accessibility', /WCAG 2\.1 AA/],
    ['/spotlight-on-history', 'Spotlight On History', /stories from Louisiana/],
  ])('gives %s its title, description and canonical address', async (path, title, description) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(`${title} | ${SITE}`));
    expect(meta('description')).toMatch(description);
    expect(meta('og:description')).toBe(meta('description'));
    expect(meta('twitter:title')).toBe(title);
    expect(canonical()).toBe(`${ORIGIN}${path}`);
  });

  it('keeps the 404 page out of search engines', async () => {
    renderApp('/not-found');
    await screen.findByText("We couldn't find that page");
    expect(document.title).toBe(`Page Not Found | ${SITE}`);
    expect(meta('robots')).toBe('noindex');
  });

  it('keeps search results out of search engines', async () => {
    renderApp('/search?keyword=flood', { archive: { search: async () => [] } });
    await screen.findByText('No results found for "flood"');
    expect(meta('robots')).toBe('noindex');
    expect(canonical()).toBe(`${ORIGIN}/search?keyword=flood&search_by=ALLFIELDS`);
  });

  it('makes browse a CollectionPage with breadcrumbs', async () => {
    renderApp('/browse-all-videos/4/series/page/1', {
      archive: { pagedAssets: async () => [], pagedCount: async () => 0 },
    });
    const page = await onlyJsonLd();
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Browse Videos: Louisiana State Archives: Series',
    });
  });

  it('describes a video with its own title, abstract, thumbnail and a VideoObject with its transcript', async () => {
    const detail = anAssetDetail({ id: 'LPB-CL-1042' });
    renderApp('/video-player/LPB-CL-1042?t=30', {
      player: new ScriptedPlayer([aCue(606, 609, 'The governor speaks.')]),
      archive: { assetDetail: async () => detail },
    });
    await waitFor(() =>
      expect(document.title).toBe(`Governor McKeithen on the Superdome | ${SITE}`),
    );
    expect(meta('description')).toBe('The governor explains the stadium plan.');
    expect(canonical()).toBe(`${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`);
    expect(meta('og:type')).toBe('video.other');
    expect(meta('og:title')).toBe('Governor McKeithen on the Superdome');
    expect(meta('og:image')).toBe('https://example.org/thumbs/1.jpg');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe('https://example.org/thumbs/1.jpg');
    await waitFor(() => expect(jsonLd()[0]?.transcript).toBe('The governor speaks.'));
    const data = jsonLd();
    expect(data).toHaveLength(2);
    expect(schemaProblems(data)).toEqual([]);
    expect(googleProblems(data).filter((p) => !p.startsWith('recommended'))).toEqual([]);
    expect(data[0]).toMatchObject({
      '@type': 'VideoObject',
      name: 'Governor McKeithen on the Superdome',
      duration: 'PT2M41S',
      embedUrl: `${ORIGIN}/embed/LPB-CL-1042`,
      isPartOf: { '@type': 'CreativeWorkSeries' },
    });
    expect(data[1]?.['@type']).toBe('BreadcrumbList');
    expect(crumbNames(data[1]).at(-1)).toBe('Governor McKeithen on the Superdome');
    expect(crumbNames(data[1]).slice(0, 2)).toEqual(['Home', 'Browse Videos']);
  });

  it('writes structured data as text, never as markup', async () => {
    const detail = anAssetDetail({
      id: 'X-1',
      title: 'Jazz </script><img src=x onerror=alert(1)>',
    });
    renderApp('/video_v2/asset-detail/X-1', { archive: { assetDetail: async () => detail } });
    await waitFor(() => expect(jsonLd()).toHaveLength(2));
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.children).toHaveLength(0);
    expect(script?.textContent).not.toContain('</script>');
    expect(jsonLd()[0]?.name).toBe('Jazz </script><img src=x onerror=alert(1)>');
    expect(document.head.querySelector('img')).toBeNull();
  });

  it('describes a blog post as an article with its picture, and a BlogPosting', async () => {
    const blog = aBlog({
      key: 'b7',
      title: 'The 1927 Flood on Film',
      description: 'How newsreels covered the flood.',
      picture: 'https://example.org/flood.jpg',
    });
    renderApp('/blog/b7', {
      blogs: { blog: async () => blog, allBlogs: async () => [blog] },
    });
    await waitFor(() => expect(document.title).toBe(`The 1927 Flood on Film | ${SITE}`));
    expect(meta('description')).toBe('How newsreels covered the flood.');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:image')).toBe('https://example.org/flood.jpg');
    const data = jsonLd();
    expect(schemaProblems(data)).toEqual([]);
    expect(data[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The 1927 Flood on Film',
      url: `${ORIGIN}/blog/b7`,
    });
    expect(data[1]?.['@type']).toBe('BreadcrumbList');
    expect(crumbNames(data[1])).toEqual(['Home', 'Spotlight On History', 'The 1927 Flood on Film']);
  });

  it('makes a sub-listing a CollectionPage listing its items', async () => {
    renderApp('/sublisting/series/S1/page/1', {
      archive: {
        relatedPaged: async () => [anAsset({ identifier: 'E1', title: 'Episode one' })],
        relatedCount: async () => 1,
        assetDetail: async (id) =>
          anAssetDetail({ id, assetType: 'Series', seriesTitle: 'Louisiana News Archive' }),
      },
    });
    await waitFor(() => expect(document.title).toBe(`Louisiana News Archive | ${SITE}`));
    const page = await onlyJsonLd();
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Louisiana News Archive',
      mainEntity: {
        itemListElement: [
          { position: 1, name: 'Episode one', url: `${ORIGIN}/video_v2/asset-detail/E1` },
        ],
      },
    });
  });

  it("puts the next route's head in place of a page's own when the visitor moves on", async () => {
    const user = userEvent.setup();
    const detail = anAssetDetail({ id: 'LPB-CL-1042' });
    renderApp('/video_v2/asset-detail/LPB-CL-1042', {
      archive: { assetDetail: async () => detail },
    });
    await waitFor(() =>
      expect(jsonLd().map((d) => d['@type'])).toEqual(['VideoObject', 'BreadcrumbList']),
    );
    await user.click(screen.getByRole('link', { name: 'ABOUT LDMA' }));
    await screen.findByRole('heading', { level: 1, name: /About/ });
    await waitFor(() => expect(jsonLd().map((d) => d['@type'])).toEqual(['Organization']));
    expect(document.title).toBe(`About LDMA | ${SITE}`);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:image')).toBeNull();
    expect(canonical()).toBe(`${ORIGIN}/about-ldma`);
  });
});

describe('the alternate forms a page names in its head', () => {
  /** Every `<link rel="alternate">` in the head: type, address and title. */
  const alternates = () =>
    [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => ({
      type: link.getAttribute('type'),
      href: link.getAttribute('href'),
      title: link.getAttribute('title'),
    }));
  const BLOG_FEED = {
    type: 'application/rss+xml',
    href: `${ORIGIN}/feeds/blog.xml`,
    title: `Spotlight On History | ${SITE}`,
  };
  const VIDEO_FEED = {
    type: 'application/rss+xml',
    href: `${ORIGIN}/feeds/videos.xml`,
    title: `New Additions | ${SITE}`,
  };

  it('names both feeds on the home page', async () => {
    renderApp('/');
    await waitFor(() => expect(document.title).toBe(`Home | ${SITE}`));
    expect(alternates()).toEqual([VIDEO_FEED, BLOG_FEED]);
  });

  it("names the blog's feed on the blog list", async () => {
    renderApp('/spotlight-on-history');
    await waitFor(() => expect(document.title).toBe(`Spotlight On History | ${SITE}`));
    expect(alternates()).toEqual([BLOG_FEED]);
  });

  it("names the blog's feed on a post", async () => {
    const blog = aBlog({ key: 'b7', title: 'The 1927 Flood on Film' });
    renderApp('/blog/b7', { blogs: { blog: async () => blog, allBlogs: async () => [blog] } });
    await waitFor(() => expect(document.title).toBe(`The 1927 Flood on Film | ${SITE}`));
    expect(alternates()).toEqual([BLOG_FEED]);
  });

  it.each(['/video_v2/asset-detail/LPB-CL-1042', '/video-player/LPB-CL-1042?t=30'])(
    'names the oEmbed answer and the IIIF manifest of the video on %s',
    async (path) => {
      renderApp(path, {
        archive: { assetDetail: async () => anAssetDetail({ id: 'LPB-CL-1042' }) },
      });
      const title = 'Governor McKeithen on the Superdome';
      await waitFor(() => expect(document.title).toBe(`${title} | ${SITE}`));
      const page = encodeURIComponent(`${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`);
      expect(alternates()).toEqual([
        {
          type: 'application/json+oembed',
          href: `${ORIGIN}/oembed?url=${page}&format=json`,
          title,
        },
        {
          type: 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
          href: `${ORIGIN}/iiif/LPB-CL-1042/manifest.json`,
          title,
        },
      ]);
    },
  );

  it('names none on search results, kept out of search engines', async () => {
    renderApp('/search?keyword=flood', { archive: { search: async () => [] } });
    await screen.findByText('No results found for "flood"');
    expect(meta('robots')).toBe('noindex');
    expect(alternates()).toEqual([]);
  });

  it('names none on the 404 page, kept out of search engines', async () => {
    renderApp('/not-found');
    await screen.findByText("We couldn't find that page");
    expect(meta('robots')).toBe('noindex');
    expect(alternates()).toEqual([]);
  });

  it('keeps the embeddable player out of search engines, its canonical page the detail', async () => {
    renderApp('/embed/LPB-CL-1042', {
      archive: { assetDetail: async () => anAssetDetail({ id: 'LPB-CL-1042' }) },
    });
    await waitFor(() =>
      expect(document.title).toBe(`Governor McKeithen on the Superdome | ${SITE}`),
    );
    expect(meta('robots')).toBe('noindex');
    expect(canonical()).toBe(`${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`);
    expect(alternates()).toEqual([]);
  });
});
