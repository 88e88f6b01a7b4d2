/** @jest-environment node */
import { DEMO_IDS } from '../../demo-api/catalogue';
import type { BlogPage } from '../../src/core/entities/Blog';
import { readConfig } from '../../src/config/site';
import { contentSecurityPolicy } from '../../src/server/http/securityHeaders';
import { NO_SCRIPT_CSS } from '../../src/ui/components/NoScriptStyles';
import {
  aBlog,
  aPageOfAssets,
  anAsset,
  anAssetDetail,
  archiveWith,
  blogsWith,
} from '../support/builders';
import { demoCaptions } from '../support/demoCaptions';
import { served } from './support';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

/** The page controls of a paginator: tag, and address when it is a link. */
function controls(nav: Element | null | undefined) {
  return [...(nav?.querySelectorAll('.paginator__control') ?? [])].map((control) => ({
    name: control.getAttribute('aria-label'),
    tag: control.tagName,
    href: control.getAttribute('href'),
    disabled: control.hasAttribute('disabled'),
  }));
}

/** A listing of `total` items, 25 a page. */
function listing(total: number) {
  const page = (number: number) =>
    aPageOfAssets(number, total, (n) => ({ identifier: `C-${n}`, title: `Clip ${n}` }));
  return archiveWith({
    pagedAssets: async (query) => page(query.Page ?? 1),
    pagedCount: async () => total,
    relatedPaged: async (_id, n) => page(n),
    relatedCount: async () => total,
    assetDetail: async () => anAssetDetail({ seriesTitle: 'Louisiana News Archive' }),
  });
}

describe('the browse page without script', () => {
  it('links the first, previous, next and last controls to their pages, above and below', async () => {
    const { document } = await served('/browse-all-videos/3/series/page/2', {
      archive: listing(80),
    });
    const page = (n: number) => `/browse-all-videos/3/series/page/${n}`;
    for (const label of ['Pagination, top', 'Pagination, bottom']) {
      const nav = document.querySelector(`nav[aria-label="${label}"]`);
      expect(controls(nav)).toEqual([
        { name: 'First page', tag: 'A', href: page(1), disabled: false },
        { name: 'Previous page', tag: 'A', href: page(1), disabled: false },
        { name: 'Next page', tag: 'A', href: page(3), disabled: false },
        { name: 'Last page', tag: 'A', href: page(4), disabled: false },
      ]);
      // Links that navigate are announced as links.
      for (const link of nav?.querySelectorAll('a') ?? []) {
        expect(link.hasAttribute('role')).toBe(false);
      }
    }
  });

  it('renders the controls that lead nowhere as disabled buttons, not links', async () => {
    const { document } = await served('/browse-all-videos/3/all/page/1', { archive: listing(30) });
    expect(controls(document.querySelector('nav[aria-label="Pagination, top"]'))).toEqual([
      { name: 'First page', tag: 'BUTTON', href: null, disabled: true },
      { name: 'Previous page', tag: 'BUTTON', href: null, disabled: true },
      { name: 'Next page', tag: 'A', href: '/browse-all-videos/3/all/page/2', disabled: false },
      { name: 'Last page', tag: 'A', href: '/browse-all-videos/3/all/page/2', disabled: false },
    ]);
  });

  it('puts the filters in a GET form to /browse-all-videos with a submit button', async () => {
    const { document } = await served('/browse-all-videos/4/all/page/1', { archive: listing(5) });
    const form = document.querySelector('form.browse__filters');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/browse-all-videos');
    const radios = [...(form?.querySelectorAll('input[type="radio"]') ?? [])].map((r) => [
      r.getAttribute('name'),
      r.getAttribute('value'),
      r.hasAttribute('checked'),
    ]);
    expect(radios).toEqual([
      ['browse-collection', '3', false],
      ['browse-collection', '4', true],
      ['browse-category', 'all', true],
      ['browse-category', 'series', false],
    ]);
    const submit = form?.querySelector('button[type="submit"]');
    expect(submit?.textContent).toBe('Show videos');
  });

  it.each([
    ['?browse-collection=4&browse-category=series', '/browse-all-videos/4/series/page/1'],
    ['?browse-collection=3&browse-category=topic', '/browse-all-videos/3/topic/page/1'],
    ['?browse-collection=4&browse-category=program', '/browse-all-videos/4/all/page/1'],
    ['?browse-collection=3', '/browse-all-videos/3/all/page/1'],
  ])('redirects the sent form %s to the route %s', async (query, route) => {
    const page = await served(`/browse-all-videos${query}`, { archive: listing(5) });
    expect(page).toMatchObject({ status: 302, redirect: route, html: '' });
  });

  it('renders the plain address as before, without a redirect', async () => {
    const page = await served('/browse-all-videos/3/all/page/1?utm_source=mail', {
      archive: listing(5),
    });
    expect(page.status).toBe(200);
  });
});

describe('the sub-listing without script', () => {
  it('links its paginator to the pages of the same listing', async () => {
    const { document } = await served('/sublisting/series/LPB-SE-NEWS/page/3', {
      archive: listing(60),
    });
    const page = (n: number) => `/sublisting/series/LPB-SE-NEWS/page/${n}`;
    expect(controls(document.querySelector('nav.paginator'))).toEqual([
      { name: 'First page', tag: 'A', href: page(1), disabled: false },
      { name: 'Previous page', tag: 'A', href: page(2), disabled: false },
      { name: 'Next page', tag: 'BUTTON', href: null, disabled: true },
      { name: 'Last page', tag: 'BUTTON', href: null, disabled: true },
    ]);
  });
});

describe('the blog list without script', () => {
  const pages: Record<number, BlogPage> = {
    1: { data: [aBlog({ title: 'First post' })], totalItems: 3, pageSize: 1, pageNumber: 1 },
    2: { data: [aBlog({ title: 'Second post' })], totalItems: 3, pageSize: 1, pageNumber: 2 },
    3: { data: [aBlog({ title: 'Third post' })], totalItems: 3, pageSize: 1, pageNumber: 3 },
  };
  const blogs = blogsWith({
    blogPage: async (n) => {
      const page = pages[n];
      if (!page) throw new Error(`HTTP 404 for page ${n}`);
      return page;
    },
  });
  const titles = (document: Document) =>
    [...document.querySelectorAll('.blog-card__title')].map((t) => t.textContent);

  it('shows the page named by ?page= and links the others the same way', async () => {
    const { document } = await served('/spotlight-on-history?page=2', { blogs });
    expect(titles(document)).toEqual(['Second post']);
    expect(controls(document.querySelector('nav[aria-label="Blog pages"]'))).toEqual([
      { name: 'First page', tag: 'A', href: '/spotlight-on-history?page=1', disabled: false },
      { name: 'Previous page', tag: 'A', href: '/spotlight-on-history?page=1', disabled: false },
      { name: 'Next page', tag: 'A', href: '/spotlight-on-history?page=3', disabled: false },
      { name: 'Last page', tag: 'A', href: '/spotlight-on-history?page=3', disabled: false },
    ]);
  });

  it('shows the first page without a query', async () => {
    const { document } = await served('/spotlight-on-history', { blogs });
    expect(titles(document)).toEqual(['First post']);
  });
});

describe('the header without script', () => {
  it('searches with a GET form to /search with keyword and search_by=ALLFIELDS', async () => {
    const { document } = await served('/about-ldma');
    const form = document.querySelector('form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(
      [...(form?.querySelectorAll('input') ?? [])].map((input) => [
        input.getAttribute('type'),
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
    ).toEqual([
      ['text', 'keyword', ''],
      ['hidden', 'search_by', 'ALLFIELDS'],
    ]);
    expect(form?.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('keeps the BROWSE VIDEO links in the page', async () => {
    const { document } = await served('/about-ldma');
    const links = [...document.querySelectorAll('.browse-menu__list a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Louisiana Public Broadcasting', '/browse-all-videos/3'],
      ['Louisiana State Archives', '/browse-all-videos/4'],
    ]);
  });

  it('unfolds the menu, shows the search box and opens BROWSE VIDEO by CSS in <noscript>', async () => {
    const { document } = await served('/about-ldma');
    const style = document.head.querySelector('noscript > style');
    expect(style?.textContent).toBe(NO_SCRIPT_CSS);
    // After the site's style sheets, so it wins where both say something.
    const order = [...document.head.children].map((e) => e.tagName);
    expect(order.indexOf('NOSCRIPT')).toBeGreaterThan(order.lastIndexOf('LINK'));
  });

  it("makes BROWSE VIDEO a link to every collection's videos, in <noscript>", async () => {
    const { document } = await served('/about-ldma');
    const links = [...document.querySelectorAll('.browse-menu > noscript > a')];
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('role')]),
    ).toEqual([['BROWSE VIDEO', '/browse-all-videos', null]]);
  });

  it('states no expanded or collapsed menu that no script could change', async () => {
    const { document } = await served('/about-ldma');
    for (const toggle of ['.site-nav__toggle', 'button.browse-menu__button']) {
      const button = document.querySelector(toggle);
      expect(button?.tagName).toBe('BUTTON');
      expect(button?.hasAttribute('aria-expanded')).toBe(false);
      expect(button?.hasAttribute('aria-controls')).toBe(false);
    }
    // Whatever still states one is a control the no-script styles take away.
    const hidden = /^([^{]*)\{\s*display: none;/m.exec(NO_SCRIPT_CSS)?.[1] ?? '';
    for (const stated of document.querySelectorAll('header [aria-expanded]')) {
      expect(stated.matches(hidden)).toBe(true);
    }
  });
});

describe('the no-script styles', () => {
  const rule = (selector: string) =>
    new RegExp(`${selector.replace(/[.[\]()>]/g, '\\$&')}[^{]*\\{[^}]*`).exec(NO_SCRIPT_CSS)?.[0];

  it('hides the BROWSE VIDEO button, which only script can open', () => {
    expect(rule('.browse-menu__button')).toMatch(/display: none/);
  });

  it('hides the controls only script can work, and shows what they would open', () => {
    expect(rule('.search-box__icon')).toMatch(/display: none/);
    expect(rule('.search-box__panel[hidden]')).toMatch(/display: flex/);
    expect(rule('.site-nav__list')).toMatch(/display: block/);
    expect(NO_SCRIPT_CSS).toMatch(/\.browse-menu:focus-within > \.browse-menu__list\[hidden\]/);
  });

  it("hides the player's bar of scripted controls, which stays empty without script", async () => {
    expect(rule('.player-bar')).toMatch(/display: none/);
    const { document } = await served('/video_v2/asset-detail/LPB-CL-1042', {
      archive: archiveWith({
        assetDetail: async () =>
          anAssetDetail({ mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/a_iPod.mp4' }),
        related: async () => [],
        recentlyAdded: async () => [],
      }),
    });
    expect(document.querySelector('.player-bar')).not.toBeNull();
  });
});

describe('the video page without script', () => {
  it("plays the clip's window with the browser's own player and English captions", async () => {
    const { document } = await served('/video_v2/asset-detail/LPB-CL-1042', {
      archive: archiveWith({
        assetDetail: async () =>
          anAssetDetail({
            mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
            timeStart: '00:10:05',
            duration: '00:02:41',
          }),
        related: async () => [],
        recentlyAdded: async () => [],
      }),
    });
    const video = document.querySelector('.watch__player video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    expect(video?.getAttribute('src')).toBe(
      'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4#t=605,766',
    );
    const track = video?.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(track?.getAttribute('label')).toBe('English');
    expect(track?.hasAttribute('default')).toBe(true);
    expect(track?.getAttribute('src')).toBe('/captions/LPB-CL-1042.vtt');
  });

  it('starts at the ?t= time, counted from the clip start', async () => {
    const { document } = await served('/video-player/A-7?t=30', {
      archive: archiveWith({
        assetDetail: async () => anAssetDetail({ timeStart: '00:10:05', duration: '00:02:41' }),
        related: async () => [],
        recentlyAdded: async () => [],
      }),
    });
    expect(document.querySelector('.watch__player video')?.getAttribute('src')).toMatch(
      /#t=635,766$/,
    );
  });

  it('leaves the track out when the media has no caption file', async () => {
    const { document } = await served('/video_v2/asset-detail/A-2', {
      archive: archiveWith({
        assetDetail: async () => anAssetDetail({ mediaUrl: 'https://media.example.org/a.webm' }),
        related: async () => [],
        recentlyAdded: async () => [],
      }),
    });
    expect(document.querySelector('.watch__player video')).not.toBeNull();
    expect(document.querySelector('.watch__player track')).toBeNull();
  });

  it('gives the embeddable player the same fallback', async () => {
    const { document } = await served('/embed/LPB-CL-1042', {
      archive: archiveWith({ assetDetail: async () => anAssetDetail() }),
    });
    expect(document.querySelector('.embed__player video track')?.getAttribute('src')).toBe(
      '/captions/LPB-CL-1042.vtt',
    );
  });
});

describe('the contact page without script', () => {
  it('says in the form that sending needs JavaScript for the captcha', async () => {
    const { document } = await served('/contact-us');
    const note = document.querySelector('form.contact__form noscript p');
    expect(note?.textContent?.replace(/\s+/g, ' ')).toBe(
      'Sending a message needs JavaScript for its captcha. Please turn JavaScript on to send this form.',
    );
  });
});

describe("the site's policy lets all of this work", () => {
  const directive = (name: string) =>
    contentSecurityPolicy(readConfig({}))
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1);

  it('plays the captions track from the site itself', () => {
    expect(directive('media-src')).toContain("'self'");
  });

  it('sends the search and filter forms to the site itself', () => {
    expect(directive('form-action')).toEqual(["'self'"]);
  });

  it('applies the <noscript> styles (inline) and runs no inline script', () => {
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('the buttons that lead elsewhere, without script', () => {
  const buttonLink = (document: Document, name: string) =>
    [...document.querySelectorAll('a[role="button"]')].find((a) => a.textContent?.trim() === name);

  it.each([
    ['/not-found', 'Browse all videos', '/browse-all-videos'],
    ['/contact-success', 'Go Back Home', '/'],
    [`/sublisting/series/${DEMO_IDS.lpbSeries}/page/1`, 'Back to Browse', '/browse-all-videos'],
    ['/blog/b1', 'Back to Browse', '/spotlight-on-history'],
    ['/video_v2/asset-detail/LPB-CL-1042', '‹ Back', '/browse-all-videos'],
  ])('%s: %s is a link to %s', async (url, name, href) => {
    const { document } = await served(url);
    expect(buttonLink(document, name)?.getAttribute('href')).toBe(href);
  });

  it("links the carousel's View Full Post to its post", async () => {
    const { document } = await served('/');
    const view = buttonLink(document, 'View Full Post');
    expect(view?.getAttribute('href')).toMatch(/^\/blog\/[^/]+$/);
  });
});

describe('a video opened from a search, without script', () => {
  // The demo's segment on the Caernarvon levee; its captions mention the flood three times.
  const VIDEO = '/video_v2/asset-detail/LPB-SG-1138';
  const moment = (path: string, t?: number) =>
    `${path}?keyword=flood${t === undefined ? '' : `&t=${t}`}`;
  const open = (url: string) => served(url, { captions: demoCaptions() });

  it('renders the transcript with the keyword marked, "n of m" and a link to each mention', async () => {
    const { document } = await open(moment(VIDEO));
    const transcript = document.querySelector('section#transcript');
    expect(transcript).not.toBeNull();
    const marks = [...(transcript?.querySelectorAll('.transcript__lines mark') ?? [])];
    expect(marks.map((mark) => mark.textContent)).toEqual(['flood', 'Flood', 'flood']);
    expect(transcript?.querySelector('[role="status"]')?.textContent).toBe('1 of 3');
    const mentions = transcript?.querySelector('ol[aria-label="Mentions of flood"]');
    const links = [...(mentions?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('tabindex'),
    ]);
    expect(links).toEqual([
      ['0:00', moment(VIDEO, 0), null],
      ['0:10', moment(VIDEO, 10), null],
      ['0:12', moment(VIDEO, 12), null],
    ]);
    const timeline = [...(transcript?.querySelectorAll('.transcript__timeline a') ?? [])];
    expect(timeline.map((a) => a.getAttribute('href'))).toEqual([
      moment(VIDEO, 0),
      moment(VIDEO, 10),
      moment(VIDEO, 12),
    ]);
  });

  it('links previous and next to the mentions around the current one, on both video routes', async () => {
    const player = '/video-player/LPB-SG-1138';
    const { document } = await open(moment(player, 10));
    expect(document.querySelector('#transcript [role="status"]')?.textContent).toBe('2 of 3');
    const step = (name: string) =>
      document.querySelector(`#transcript a[role="button"][aria-label="${name}"]`);
    expect(step('Previous match')?.getAttribute('href')).toBe(moment(player, 0));
    expect(step('Next match')?.getAttribute('href')).toBe(moment(player, 12));
    expect(document.querySelector('.transcript__row--current')?.textContent).toContain(
      'Floodwater poured through',
    );
    // The video starts at the mention.
    expect(document.querySelector('.watch__player video')?.getAttribute('src')).toMatch(
      /#t=10,16$/,
    );
  });

  it("searches the transcript with a GET form of the page's own address", async () => {
    const { document } = await open(moment(VIDEO));
    const form = document.querySelector('form.transcript__search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe(VIDEO);
    expect(form?.querySelector('input[type="search"]')?.getAttribute('name')).toBe('keyword');
    expect(form?.querySelector('input[type="search"]')?.getAttribute('value')).toBe('flood');
  });

  it("links the transcript's downloads to the files the server serves", async () => {
    const { document } = await open(moment(VIDEO));
    const downloads = [...document.querySelectorAll('#transcript a.transcript__download')];
    expect(
      downloads.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('download')]),
    ).toEqual([
      [
        'Download transcript (.txt)',
        '/transcripts/LPB-SG-1138.txt',
        'dynamiting-the-caernarvon-levee-transcript.txt',
      ],
      [
        'Download transcript (.vtt)',
        '/transcripts/LPB-SG-1138.vtt',
        'dynamiting-the-caernarvon-levee-transcript.vtt',
      ],
      [
        'Download transcript (.srt)',
        '/transcripts/LPB-SG-1138.srt',
        'dynamiting-the-caernarvon-levee-transcript.srt',
      ],
    ]);
  });

  it('renders no transcript without a keyword, as before', async () => {
    const captions = demoCaptions();
    const { document } = await served(VIDEO, { captions });
    expect(document.querySelector('section#transcript')).toBeNull();
    expect(captions.asked).toEqual([]);
  });
});

describe('the search results without script', () => {
  it('searches again with a GET form to /search that holds the words searched for', async () => {
    const { document } = await served('/search?keyword=flood', {
      archive: archiveWith({
        search: async () => [anAsset({ identifier: 'C1', title: 'The 1927 Flood' })],
      }),
    });
    const form = document.querySelector('main form[role="search"][aria-label="Search again"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.querySelector('input[name="keyword"]')?.getAttribute('value')).toBe('flood');
    expect(form?.querySelector('input[name="search_by"]')?.getAttribute('value')).toBe('ALLFIELDS');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Search again');
  });
});

describe('the search results filters, without script', () => {
  const BASE = '/search?keyword=flood&search_by=ALLFIELDS';
  const filterLinks = (document: Document, facet: string) => {
    const label = [...document.querySelectorAll('.search-filters__label')].find(
      (p) => p.textContent === facet,
    );
    const list = document.querySelector(`ul[aria-labelledby="${label?.id ?? ''}"]`);
    return [...(list?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('aria-current'),
    ]);
  };

  it('links each collection and type, with its count, to page 1 of its results', async () => {
    const { document } = await served(`${BASE}&page=1`);
    expect(filterLinks(document, 'Collection:')).toEqual([
      ['All (14)', BASE, 'true'],
      ['LPB (11)', `${BASE}&collection=3`, null],
      ['LSA (3)', `${BASE}&collection=4`, null],
    ]);
    expect(filterLinks(document, 'Type:')).toEqual([
      ['All (14)', BASE, 'true'],
      ['Clip (7)', `${BASE}&type=clip`, null],
      ['Series (1)', `${BASE}&type=series`, null],
      ['Program (1)', `${BASE}&type=program`, null],
      ['Topic (1)', `${BASE}&type=topic`, null],
      ['Segment (4)', `${BASE}&type=segment`, null],
    ]);
  });

  it('shows the results of the filter in the address, with counts within it', async () => {
    const { document } = await served(`${BASE}&collection=4`);
    const titles = [...document.querySelectorAll('main .card__title')].map((t) => t.textContent);
    expect(titles).toEqual([
      'Flood Refugees at Baton Rouge',
      'State Archives Newsreels',
      'Building the Bonnet Carré Spillway',
    ]);
    expect(filterLinks(document, 'Type:').slice(0, 3)).toEqual([
      ['All (3)', `${BASE}&collection=4`, 'true'],
      ['Clip (2)', `${BASE}&collection=4&type=clip`, null],
      ['Series (1)', `${BASE}&collection=4&type=series`, null],
    ]);
    expect(document.querySelector('nav[aria-label="Pagination, top"]')?.textContent).toContain(
      '1 – 3 of 3',
    );
  });
});

describe("the video page's controls without script", () => {
  const VIDEO = '/video_v2/asset-detail/LPB-SG-1138';
  const open = (url: string) => served(url, { captions: demoCaptions() });
  const main = (document: Document) => document.querySelector('main') as Element;
  const named = (root: Element, name: string) =>
    [...root.querySelectorAll('button, a, input, summary')].filter(
      (control) =>
        control.textContent?.replace(/\s+/g, ' ').trim().startsWith(name) ||
        control.getAttribute('aria-label') === name,
    );

  it('shows DESCRIPTION and DETAILS open, with no button that no script could work', async () => {
    const { document } = await open(VIDEO);
    const panels = [...main(document).querySelectorAll('.watch__panels section')];
    expect(panels.map((panel) => panel.querySelector('h2')?.textContent)).toEqual([
      'DESCRIPTION',
      'DETAILS',
    ]);
    for (const panel of panels) {
      expect(panel.querySelector('button')).toBeNull();
      expect(panel.querySelector('.disclosure__panel')?.hasAttribute('hidden')).toBe(false);
    }
    expect(panels[1]?.textContent).toContain('Collection');
  });

  it.each(['Share', 'Cite', 'Mark the start', 'Mark the end', 'Autoscroll'])(
    'leaves %s out of the page until script runs',
    async (name) => {
      const { document } = await open(`${VIDEO}?keyword=flood`);
      expect(document.querySelector('section#transcript')).not.toBeNull();
      expect(named(main(document), name)).toEqual([]);
      expect(main(document).textContent).not.toContain(name === 'Autoscroll' ? name : '▾');
    },
  );

  it('keeps Request this footage, a link', async () => {
    const { document } = await open(VIDEO);
    const [request] = named(main(document), 'Request this footage');
    expect(request?.tagName).toBe('A');
    expect(request?.getAttribute('href')).toMatch(/^\/contact-us\?/);
  });

  it("makes every transcript line a link to its own moment (?t=), on the page's own route", async () => {
    const player = '/video-player/LPB-SG-1138';
    const { document } = await open(`${player}?keyword=flood`);
    const lines = [...document.querySelectorAll('#transcript .transcript__lines li')];
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      const link = line.querySelector('.transcript__line');
      expect(link?.tagName).toBe('A');
      const time = link?.querySelector('.transcript__time')?.textContent ?? '';
      const [m = '0', s = '0'] = time.split(':');
      expect(link?.getAttribute('href')).toBe(
        `${player}?keyword=flood&t=${Number(m) * 60 + Number(s)}`,
      );
    }
  });

  it('has no control in its content that needs script: every button sends a form or is disabled', async () => {
    const { document } = await open(`${VIDEO}?keyword=flood`);
    const scripted = [...main(document).querySelectorAll('button')].filter(
      (button) =>
        !button.hasAttribute('disabled') &&
        !(button.getAttribute('type') === 'submit' && button.closest('form')),
    );
    expect(scripted.map((button) => button.outerHTML)).toEqual([]);
    expect(main(document).querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
  });
});
