import { screen, waitFor } from '@testing-library/react';
import { fromDemoCatalogue } from '../support/demoAdapters';
import { DEMO_IDS } from '../../demo-api/catalogue';
import { preloadPages, renderApp } from '../support/renderApp';

// A page opened in a new tab gets no handle on this one (window.opener) and no referrer.

const PAGES = [
  '/',
  '/browse-all-videos/3/all/page/1',
  `/sublisting/series/${DEMO_IDS.bigSeries}/page/1`,
  '/search?keyword=Louisiana&search_by=ALLFIELDS',
  `/video_v2/asset-detail/${DEMO_IDS.playableClip}`,
  '/spotlight-on-history',
  ...['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'].map((key) => `/blog/${key}`),
  '/about-ldma',
  '/contact-us',
  '/contact-success',
  '/not-found',
];

beforeAll(preloadPages);

it.each(PAGES)(
  'every link that opens a new tab on %s has rel="noopener noreferrer"',
  async (path) => {
    const { archive, blogs, contact } = fromDemoCatalogue();
    renderApp(path, { archive, blogs, contact });
    await waitFor(() => expect(screen.getByRole('main').textContent).not.toBe(''));
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());

    const newTab = Array.from(document.querySelectorAll('a[target]')).filter(
      (link) => link.getAttribute('target')?.toLowerCase() !== '_self',
    );
    // The shell alone has the partner logos.
    expect(newTab.length).toBeGreaterThan(0);
    for (const link of newTab) {
      const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      expect({ href: link.getAttribute('href'), rel }).toEqual({
        href: link.getAttribute('href'),
        rel: expect.arrayContaining(['noopener', 'noreferrer']),
      });
    }
  },
);
