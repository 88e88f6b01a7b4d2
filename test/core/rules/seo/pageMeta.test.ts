import {
  canonicalPath,
  metaTags,
  pageTitle,
  reportedTitle,
  routeMeta,
  summarise,
  titled,
  withPatch,
} from '../../../../src/core/rules/seo/pageMeta';
import { matchSiteRoute } from '../../../../src/ui/routing';
import { ORIGIN } from '../../../support/builders';

const SITE = 'Louisiana Digital Media Archive';

describe('the meta data of each route', () => {
  it.each([
    ['/', '', 'Home', /Louisiana Public Broadcasting and the Louisiana State Archives/, ''],
    ['/browse-all-videos/3/series/page/2', '', 'Browse Videos', /by collection, series/, ''],
    ['/sublisting/series/LPB-SR-1001/page/1', '', 'Series', /videos of a series/, ''],
    ['/sublisting/topic/LPB-TP-1/page/1', '', 'Topic', /videos of a topic/, ''],
    ['/video_v2/asset-detail/A-1', '', 'Video', /historic video/, ''],
    ['/video-player/A-1', '?t=30', 'Video', /historic video/, ''],
    ['/embed/A-1', '', 'Video', /historic video/, 'noindex'],
    ['/blog/b7', '', 'Spotlight On History', /Spotlight On History post/, ''],
    ['/spotlight-on-history', '', 'Spotlight On History', /stories from Louisiana/, ''],
    ['/about-ldma', '', 'About LDMA', /collections, mission, partners/, ''],
    ['/contact-us', '', 'Contact Us', /footage licensing/, ''],
    ['/contact-success', '', 'Thank You', /Thank you/, 'noindex'],
    ['/accessibility', '', 'Accessibility', /WCAG 2.1 AA/, ''],
    ['/search', '?keyword=flood', 'Search Results for flood', /"flood"/, 'noindex'],
    ['/search', '', 'Search Results', /^Search the/, 'noindex'],
    ['/not-found', '', 'Page Not Found', /couldn't find/, 'noindex'],
    ['/sublisting/Series/LPB-SR-1001', '', 'Series', /videos of a series/, ''],
    ['/sublisting/program/P-1/page/1', '', 'Collection Listing', /A listing of videos/, ''],
    ['/sublisting/constructor/P-1/page/1', '', 'Collection Listing', /A listing of videos/, ''],
    ['/no/such/page', '', 'Page Not Found', /couldn't find/, 'noindex'],
  ])('%s%s is titled %p', (path, search, title, description, robots) => {
    const meta = routeMeta(matchSiteRoute(path), search, ORIGIN);
    expect(meta.title).toBe(`${title} | ${SITE}`);
    expect(pageTitle(matchSiteRoute(path), search)).toBe(meta.title);
    expect(meta.description).toMatch(description);
    expect(meta.robots).toBe(robots);
    expect(meta.type).toBe('website');
  });

  it.each([
    ['/video-player/A-1', '?t=1m', '/video_v2/asset-detail/A-1'],
    ['/video_v2/asset-detail/A-1', '', '/video_v2/asset-detail/A-1'],
    ['/embed/A%201', '?t=5', '/video_v2/asset-detail/A%201'],
    ['/search', '?keyword=%20flood%20&x=1', '/search?keyword=flood&search_by=ALLFIELDS'],
    ['/search', '?keyword=a&search_by=TITLE', '/search?keyword=a&search_by=TITLE'],
    ['/about-ldma/', '', '/about-ldma'],
    ['/', '?utm=1', '/'],
    ['/browse-all-videos/3/all/page/2', '', '/browse-all-videos/3/all/page/2'],
    // A browse page's canonical address is the address the page settles on.
    ['/browse-all-videos', '', '/browse-all-videos'],
    ['/browse-all-videos/3', '', '/browse-all-videos/3/all/page/1'],
    ['/browse-all-videos/4', '', '/browse-all-videos/4/all/page/1'],
    ['/browse-all-videos/9/zzz/page/-3', '', '/browse-all-videos'],
    ['/browse-all-videos/4/topic/page/2', '', '/browse-all-videos/4/all/page/2'],
    ['/browse-all-videos/3/PROGRAM/page/abc', '', '/browse-all-videos/3/program/page/1'],
  ])('%s%s has the canonical address %p', (path, search, canonical) => {
    expect(canonicalPath(matchSiteRoute(path), search)).toBe(canonical);
    expect(routeMeta(matchSiteRoute(path), search, ORIGIN).canonical).toBe(`${ORIGIN}${canonical}`);
  });
});

describe("a page's own meta data", () => {
  const base = routeMeta(matchSiteRoute('/video_v2/asset-detail/A-1'), '', ORIGIN);

  it('replaces what the page knows and keeps the rest', () => {
    const meta = withPatch(base, {
      title: titled('The 1927 Flood'),
      description: 'Newsreels of the flood.',
      image: 'https://example.org/flood.jpg',
      type: 'video.other',
    });
    expect(meta).toEqual({
      title: `The 1927 Flood | ${SITE}`,
      description: 'Newsreels of the flood.',
      canonical: `${ORIGIN}/video_v2/asset-detail/A-1`,
      image: 'https://example.org/flood.jpg',
      type: 'video.other',
      robots: '',
    });
  });

  it('keeps the route values for empty ones', () => {
    expect(withPatch(base, { title: '', description: '', image: undefined })).toEqual(base);
    expect(titled('  ')).toBe('');
  });

  it.each([
    ['Short text.', 200, 'Short text.'],
    ['  Spaced\n\nout   text ', 200, 'Spaced out text'],
    ['The governor explains the plan for a domed stadium.', 30, 'The governor explains the…'],
    ['Supercalifragilisticexpialidocious', 10, 'Supercali…'],
  ])('summarises %p in %p characters as %p', (text, max, summary) => {
    expect(summarise(text, max)).toBe(summary);
    expect(summary.length).toBeLessThanOrEqual(max);
  });
});

describe('the tags a page gets', () => {
  const tags = (meta: Parameters<typeof metaTags>[0]) =>
    Object.fromEntries(metaTags(meta).map((t) => [`${t.attribute}:${t.key}`, t.content]));

  it('has Open Graph and a large Twitter card with the picture', () => {
    const meta = {
      title: `The 1927 Flood | ${SITE}`,
      description: 'Newsreels of the flood.',
      canonical: `${ORIGIN}/blog/b7`,
      image: 'https://example.org/flood.jpg',
      type: 'article' as const,
      robots: '',
    };
    expect(tags(meta)).toEqual({
      'name:description': 'Newsreels of the flood.',
      'name:robots': '',
      'property:og:site_name': SITE,
      'property:og:type': 'article',
      'property:og:title': 'The 1927 Flood',
      'property:og:description': 'Newsreels of the flood.',
      'property:og:url': `${ORIGIN}/blog/b7`,
      'property:og:image': 'https://example.org/flood.jpg',
      'name:twitter:card': 'summary_large_image',
      'name:twitter:title': 'The 1927 Flood',
      'name:twitter:description': 'Newsreels of the flood.',
      'name:twitter:image': 'https://example.org/flood.jpg',
    });
  });

  it('names a picture served by the site by its absolute URL, as link previews need', () => {
    const t = tags({
      title: `The 1927 Flood | ${SITE}`,
      description: 'Newsreels of the flood.',
      canonical: `${ORIGIN}/blog/b7`,
      image: '/media/blog/b7.svg',
      type: 'article',
      robots: '',
    });
    expect(t['property:og:image']).toBe(`${ORIGIN}/media/blog/b7.svg`);
    expect(t['name:twitter:image']).toBe(`${ORIGIN}/media/blog/b7.svg`);
  });

  it('has a small card and no picture tags without a picture', () => {
    const t = tags(routeMeta(matchSiteRoute('/about-ldma'), '', ORIGIN));
    expect(t['name:twitter:card']).toBe('summary');
    expect(t['property:og:image']).toBe('');
    expect(t['property:og:title']).toBe('About LDMA');
  });
});

describe('the title a page view reports', () => {
  it('is the title shown, less what a visitor typed into a search', () => {
    const search = { id: 'search', params: {} } as const;
    expect(reportedTitle(search, '?keyword=my+address', 'Search Results for my address | X')).toBe(
      'Search Results | Louisiana Digital Media Archive',
    );
    const video = { id: 'assetDetail', params: { id: 'LPB-1' } } as const;
    expect(reportedTitle(video, '?t=30', 'The Great Flood | LDMA')).toBe('The Great Flood | LDMA');
    expect(reportedTitle(search, '', 'Search Results | LDMA')).toBe('Search Results | LDMA');
  });
});
