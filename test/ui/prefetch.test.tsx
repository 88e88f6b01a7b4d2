import { screen } from '@testing-library/react';
import { LPB, LSA } from '../../src/core/entities/Collection';
import type { PagedQuery } from '../../src/core/entities/Browse';
import { prefetchRoute } from '../../src/ui/preload';
import { FakeFetch } from '../adapters/http/fakeFetch';
import { httpPortsOver } from '../adapters/http/testClient';
import { renderApp, servicesWith } from '../support/renderApp';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Services whose archive and blog calls are only recorded, never answered. */
function recordingServices() {
  const calls: string[] = [];
  const pending = <T,>(name: string) => {
    calls.push(name);
    return new Promise<T>(() => undefined);
  };
  const { services, logger } = servicesWith({
    archive: {
      recentlyAdded: () => pending('recentlyAdded'),
      allAssets: (type) => pending(`allAssets ${type}`),
      pagedAssets: (q: PagedQuery) =>
        pending(`pagedAssets ${q.CollectionId} ${q.AssetType || 'all'} ${q.Page}`),
      pagedCount: () => pending('pagedCount'),
    },
    blogs: {
      frontpageBlogIds: () => pending('frontpageBlogIds'),
      frontpageTrendIds: () => pending('frontpageTrendIds'),
      blog: (key) => pending(`blog ${key}`),
      allBlogs: () => pending('allBlogs'),
    },
  });
  return { services, logger, calls };
}

describe('prefetching a route before its page has loaded', () => {
  it('starts every home request for /', () => {
    const { services, calls } = recordingServices();
    prefetchRoute('/', services);
    expect(calls.sort()).toEqual([
      'allAssets Topic',
      'frontpageBlogIds',
      'frontpageTrendIds',
      'recentlyAdded',
    ]);
  });

  it('starts the browse page of the address, read like the page reads it', () => {
    const { services, calls } = recordingServices();
    prefetchRoute('/browse-all-videos/3/series/page/2', services);
    expect(calls).toEqual([`pagedAssets ${LPB} Series 2`, 'pagedCount']);

    calls.length = 0;
    prefetchRoute('/browse-all-videos/4', services);
    expect(calls).toEqual([`pagedAssets ${LSA} all 1`, 'pagedCount']);
  });

  it('starts the blog and the sidebar list for /blog/{id}', () => {
    const { services, calls } = recordingServices();
    prefetchRoute('/blog/b7', services);
    expect(calls.sort()).toEqual(['allBlogs', 'blog b7']);
  });

  it('starts nothing for pages whose requests it does not know', () => {
    const { services, calls } = recordingServices();
    prefetchRoute('/about-ldma', services);
    prefetchRoute('/not-a-page', services);
    expect(calls).toEqual([]);
  });

  it('logs nothing when a prefetched request fails: the page reports it', async () => {
    const { services, logger } = servicesWith({
      archive: { recentlyAdded: async () => Promise.reject(new Error('down')) },
      blogs: { frontpageBlogIds: async () => Promise.reject(new Error('down')) },
    });
    prefetchRoute('/', services);
    prefetchRoute('/blog/b1', services);
    await settle();
    expect(logger.messages).toEqual([]);
  });

  it('lets the page join the prefetched requests instead of asking twice', async () => {
    const net = new FakeFetch((request) =>
      request.url.endsWith('/b1')
        ? { body: JSON.stringify({ key: 'b1', blogtitle: 'A spotlight', blogactive: true }) }
        : { body: '[]' },
    );
    net.hold();
    const { archive, blogs } = httpPortsOver(net);
    const ports = { archive, blogs };
    prefetchRoute('/blog/b1', servicesWith(ports).services);
    const prefetched = net.requests.map((r) => r.url);
    expect(prefetched).toHaveLength(2);

    renderApp('/blog/b1', ports);
    net.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'A spotlight' })).toBeVisible();
    const urls = net.requests.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(prefetched));
    expect(new Set(urls).size).toBe(urls.length);
  });
});
