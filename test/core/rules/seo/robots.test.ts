import { disallowedPaths, robotsTxt } from '../../../../src/core/rules/seo/robots';
import { routeMeta } from '../../../../src/core/rules/seo/pageMeta';
import { SITE_ROUTES, type RouteMatch } from '../../../../src/core/routes/routeTable';
import { ORIGIN } from '../../../support/builders';

describe('robots.txt', () => {
  it('names the sitemap on the origin and keeps crawlers out of search and the embed', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        'User-agent: *',
        'Disallow: /search',
        'Disallow: /embed/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('disallows paths of routes the table itself keeps out of search engines', () => {
    const search: RouteMatch = { id: 'search', params: {} };
    const embed: RouteMatch = { id: 'embed', params: { id: 'X' } };
    expect(disallowedPaths()).toEqual(['/search', '/embed/']);
    expect(routeMeta(search, '?keyword=flood', ORIGIN).robots).toBe('noindex');
    expect(routeMeta(embed, '', ORIGIN).robots).toBe('noindex');
  });
});

describe('pages kept out of search engines', () => {
  it.each([
    ['search', {}],
    ['notFound', {}],
    ['embed', { id: 'LPB-CL-1042' }],
    ['contactSuccess', {}],
  ] as const)('%s stays noindex', (id, params) => {
    expect(SITE_ROUTES[id].meta.robots).toBe('noindex');
    expect(routeMeta({ id, params }, '', ORIGIN).robots).toBe('noindex');
  });

  it('are only those: the pages people look for are listed', () => {
    for (const id of [
      'home',
      'assetDetail',
      'videoPlayer',
      'blog',
      'blogList',
      'browse',
    ] as const) {
      expect(routeMeta({ id, params: { id: 'x' } }, '', ORIGIN).robots).toBe('');
    }
  });
});
