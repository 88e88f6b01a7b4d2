import { GTAG_SCRIPT, GtagAnalytics } from '../../../src/adapters/browser/GtagAnalytics';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

afterEach(() => {
  delete (window as GtagWindow).dataLayer;
  delete (window as GtagWindow).gtag;
  document.head.innerHTML = '';
});

function commands(): unknown[][] {
  return ((window as GtagWindow).dataLayer ?? []).map((args) =>
    Array.from(args as ArrayLike<unknown>),
  );
}

describe('the GA4 analytics adapter', () => {
  it('loads gtag.js once and sends one page_view per navigation with its path and title', () => {
    const analytics = new GtagAnalytics('G-TEST1');
    analytics.pageView('/about-ldma', 'About LDMA | Louisiana Digital Media Archive');
    analytics.pageView('/search?keyword=flood&search_by=ALLFIELDS', 'Search Results for flood');

    const tags = document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]).toHaveAttribute('src', `${GTAG_SCRIPT}?id=G-TEST1`);

    const sent = commands();
    expect(sent[0]?.[0]).toBe('js');
    expect(sent[1]).toEqual(['config', 'G-TEST1', { send_page_view: false }]);
    expect(sent.slice(2)).toEqual([
      [
        'event',
        'page_view',
        expect.objectContaining({
          page_path: '/about-ldma',
          page_title: 'About LDMA | Louisiana Digital Media Archive',
        }),
      ],
      [
        'event',
        'page_view',
        expect.objectContaining({
          page_path: '/search?keyword=flood&search_by=ALLFIELDS',
          page_title: 'Search Results for flood',
        }),
      ],
    ]);
  });

  it('pushes the arguments object gtag.js expects', () => {
    new GtagAnalytics('G-TEST1').pageView('/', 'Home');
    const first = (window as GtagWindow).dataLayer?.[0];
    expect(Array.isArray(first)).toBe(false);
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
  });

  it('sends nothing before the first page view', () => {
    new GtagAnalytics('G-TEST1');
    expect(document.querySelector('script')).toBeNull();
    expect((window as GtagWindow).dataLayer).toBeUndefined();
  });
});
