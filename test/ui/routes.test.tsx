import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchPath } from 'react-router-dom';
import {
  fillPattern,
  paths,
  patternParams,
  ROUTE_IDS,
  SITE_ROUTES,
  type RouteId,
} from '../../src/core/routes/routeTable';
import type { PagedQuery } from '../../src/core/entities/Browse';
import { matchSiteRoute } from '../../src/ui/routing';
import { anAsset, anAssetDetail } from '../support/builders';
import { renderApp, preloadPages } from '../support/renderApp';

// The pages' code is loaded before any test waits for what a page shows.
beforeAll(() => preloadPages(), 60_000);

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('route table', () => {
  it('sends an unknown path to the 404 page and reports only that page', async () => {
    const site = renderApp('/no/such/page');
    expect(await screen.findByText("We couldn't find that page")).toBeInTheDocument();
    expect(site.location().path).toBe('/not-found');
    await waitFor(() => expect(site.analytics.views).toHaveLength(1));
    await pause();
    expect(site.analytics.views).toEqual([
      { path: '/not-found', title: 'Page Not Found | Louisiana Digital Media Archive' },
    ]);
  });

  it('redirects sublisting/{category}/{id} to its page 1', async () => {
    const site = renderApp('/sublisting/Series/S1', {
      archive: {
        relatedPaged: async () => [anAsset({ title: 'Episode one' })],
        relatedCount: async () => 1,
        assetDetail: async (id) =>
          anAssetDetail({ id, assetType: 'Series', seriesTitle: 'Louisiana News Archive' }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Louisiana News Archive' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(site.location().path).toBe('/sublisting/series/S1/page/1'));
  });

  it.each(['/video_v2/asset-detail/LPB-CL-1042', '/video-player/LPB-CL-1042'])(
    'opens the video detail at %s',
    async (path) => {
      const asked: string[] = [];
      const site = renderApp(path, {
        archive: {
          assetDetail: async (id) => {
            asked.push(id);
            return anAssetDetail({ id, title: 'Governor McKeithen on the Superdome' });
          },
          related: async () => [],
          recentlyAdded: async () => [],
        },
      });
      await waitFor(() => expect(asked).toContain('LPB-CL-1042'));
      // Shown: whatever the page would do to its address once loaded, it has done.
      await screen.findByRole('heading', { level: 1, name: 'Governor McKeithen on the Superdome' });
      expect(site.location().path).toBe(path);
    },
  );

  it('keeps /browse-all-videos as the address of every collection, and asks for all of them', async () => {
    const asked: PagedQuery[] = [];
    const site = renderApp('/browse-all-videos', {
      archive: {
        pagedAssets: async (query) => {
          asked.push(query);
          return [];
        },
        pagedCount: async () => 0,
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Browse Videos' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).not.toHaveProperty('CollectionId');
    expect(site.location().path).toBe('/browse-all-videos');
  });
});

describe('404 page', () => {
  it('shows 404, the message and the hint', () => {
    renderApp('/not-found');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("If you followed a link, it may be broken or the item isn't public."),
    ).toBeInTheDocument();
  });

  it("sends 'Browse all videos' to browse-all-videos", async () => {
    const user = userEvent.setup();
    const site = renderApp('/not-found', {
      archive: { pagedAssets: async () => [], pagedCount: async () => 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Browse all videos' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse Videos' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(site.location().path).toBe('/browse-all-videos'));
    expect(screen.getByRole('radio', { name: 'LPB' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'LSA' })).not.toBeChecked();
  });
});

describe("the core's route table", () => {
  // SPEC §2's route table, written as it is there, with the route that shows each screen.
  const SPEC_ROUTES: [path: string, id: RouteId][] = [
    ['', 'home'],
    ['browse-all-videos', 'browse'],
    ['browse-all-videos/{collection}', 'browse'],
    ['browse-all-videos/{collection}/{category}/page/{page}', 'browse'],
    ['sublisting/{category}/{id}/page/{page}', 'subListing'],
    ['sublisting/{category}/{id}', 'subListingFirst'],
    ['video_v2/asset-detail/{id}', 'assetDetail'],
    ['video-player/{id}', 'videoPlayer'],
    ['blog/{id}', 'blog'],
    ['search', 'search'],
    ['spotlight-on-history', 'blogList'],
    ['about-ldma', 'about'],
    ['contact-us', 'contact'],
    ['contact-success', 'contactSuccess'],
    ['not-found', 'notFound'],
  ];
  // Not in SPEC §2: a shorter browse form the page rewrites, and two screens added since.
  const BEYOND_SPEC: [path: string, id: RouteId][] = [
    ['browse-all-videos/{collection}/{category}', 'browse'],
    ['accessibility', 'accessibility'],
    ['embed/{id}', 'embed'],
    // The catalogue by place, time, subject and person.
    ['explore', 'explore'],
    ['explore/parishes/{slug}', 'exploreParish'],
    ['explore/decades/{decade}', 'exploreDecade'],
    ['explore/subjects/{slug}', 'exploreSubject'],
    ['explore/people/{slug}', 'explorePerson'],
  ];
  const asPattern = (specPath: string) => `/${specPath.replace(/\{(\w+)\}/g, ':$1')}`;
  const table = ROUTE_IDS.flatMap((id) =>
    SITE_ROUTES[id].patterns.map((pattern): [string, RouteId] => [pattern, id]),
  );

  it("holds SPEC §2's routes, and only the documented others", () => {
    const documented = [...SPEC_ROUTES, ...BEYOND_SPEC].map(([path, id]) => [asPattern(path), id]);
    expect([...table].sort()).toEqual(documented.sort());
  });

  it('keeps the player for other sites out of the site shell, and every other route in it', () => {
    expect(ROUTE_IDS.filter((id) => !SITE_ROUTES[id].shell)).toEqual(['embed']);
  });

  it.each(table)('fills %s so that it matches its own route', (pattern, id) => {
    const params = Object.fromEntries(patternParams(pattern).map((p) => [p, `${p} 1&ü`]));
    const path = fillPattern(pattern, params);
    expect(matchPath(pattern, path)).not.toBeNull();
    expect(matchSiteRoute(path)).toEqual({ id, params });
  });

  it('answers a pathname matched before the same, whatever was done with the last answer', () => {
    const first = matchSiteRoute('/video_v2/asset-detail/LPB-1');
    (first.params as Record<string, string>).id = 'changed';
    (patternParams('/blog/:id') as string[]).push('extra');
    expect(matchSiteRoute('/video_v2/asset-detail/LPB-1')).toEqual({
      id: 'assetDetail',
      params: { id: 'LPB-1' },
    });
    expect(patternParams('/blog/:id')).toEqual(['id']);
  });

  const BUILT: [RouteId, string][] = [
    ['home', paths.home()],
    ['browse', paths.browse()],
    ['browse', paths.browse(4)],
    ['browse', paths.browse(3, 'series', 2)],
    ['subListingFirst', paths.subListingFirst('Series', 'S 1')],
    ['subListing', paths.subListing('series', 'S 1', 3)],
    ['assetDetail', paths.assetDetail('A/1')],
    ['videoPlayer', paths.videoPlayer('A 1')],
    ['blog', paths.blog('b7')],
    ['search', paths.search('flood', 'ALLFIELDS')],
    ['blogList', paths.blogList()],
    ['explore', paths.explore()],
    ['exploreParish', paths.exploreParish('st-landry', { decade: '1960s', sort: 'oldest' })],
    ['exploreDecade', paths.exploreDecade('1960s', { parish: 'orleans', page: 2 })],
    ['exploreSubject', paths.exploreSubject('mardi-gras')],
    ['explorePerson', paths.explorePerson('edwin-edwards')],
    ['about', paths.about()],
    ['contact', paths.contact()],
    ['contactSuccess', paths.contactSuccess()],
    ['accessibility', paths.accessibility()],
    ['notFound', paths.notFound()],
    ['embed', paths.embed('A?1')],
  ];

  it.each(BUILT)('builds %s addresses that match it: %s', (id, address) => {
    expect(matchSiteRoute(new URL(address, 'https://ldma.example.org').pathname).id).toBe(id);
  });

  it('has a builder for every route, each checked above', () => {
    expect(Object.keys(paths).sort()).toEqual([...ROUTE_IDS].sort());
    expect(new Set(BUILT.map(([id]) => id))).toEqual(new Set(ROUTE_IDS));
  });
});
