import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  ATOM_NAMESPACE,
  blogFeed,
  FEED_TITLES,
  newestBlogs,
  rfc822Date,
  rssXml,
  videoFeed,
} from '../../../../src/core/rules/seo/feeds';
import { aBlog, anAsset, anAssetDetail, ORIGIN } from '../../../support/builders';

const BUILT = new Date('2024-04-01T12:30:00Z');
// RFC 822 as RSS 2.0 uses it, with a four-digit year.
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

interface Item {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate?: string;
  description?: string;
  'media:thumbnail'?: { '@_url': string };
}
interface Rss {
  rss: {
    '@_version': string;
    '@_xmlns:atom': string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      pubDate?: string;
      lastBuildDate: string;
      'atom:link': { '@_href': string; '@_rel': string; '@_type': string };
      item?: Item[];
    };
  };
}

function parsed(xml: string): Rss {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(
    xml,
  ) as Rss;
}

describe('the blog feed', () => {
  const blogs = [
    aBlog({
      key: 'b7',
      title: 'The 1927 Flood on Film',
      description: 'How <b>newsreels</b> covered it & more.',
      date: '2024-03-05T00:00:00Z',
      picture: 'https://example.org/flood.jpg',
    }),
    aBlog({ key: 'b8', title: 'Jazz & Blues', date: '2023-11-20', picture: '' }),
  ];

  it('is RSS 2.0 with the channel elements the format requires and a self link', () => {
    const { rss } = parsed(rssXml(blogFeed(blogs), ORIGIN, BUILT));
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:atom']).toBe(ATOM_NAMESPACE);
    const { channel } = rss;
    expect(channel.title).toBe(FEED_TITLES.blog);
    expect(channel.link).toBe(`${ORIGIN}/spotlight-on-history`);
    expect(channel.description).toMatch(/Spotlight On History/);
    expect(channel.language).toBe('en-us');
    expect(channel['atom:link']).toEqual({
      '@_href': `${ORIGIN}/feeds/blog.xml`,
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    });
    expect(channel.lastBuildDate).toBe('Mon, 01 Apr 2024 12:30:00 GMT');
    expect(channel.pubDate).toBe('Tue, 05 Mar 2024 00:00:00 GMT');
  });

  it('has an item per post: title, link, permanent guid, RFC 822 date, escaped description', () => {
    const xml = rssXml(blogFeed(blogs), ORIGIN, BUILT);
    const items = parsed(xml).rss.channel.item ?? [];
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(first).toMatchObject({
      title: 'The 1927 Flood on Film',
      link: `${ORIGIN}/blog/b7`,
      guid: { '#text': `${ORIGIN}/blog/b7`, '@_isPermaLink': 'true' },
      pubDate: 'Tue, 05 Mar 2024 00:00:00 GMT',
      'media:thumbnail': { '@_url': 'https://example.org/flood.jpg' },
    });
    // Plain text, escaped as HTML for readers, then as XML.
    expect(first?.description).toBe('How &lt;b&gt;newsreels&lt;/b&gt; covered it &amp; more.');
    expect(xml).toContain('How &amp;lt;b&amp;gt;newsreels');
    expect(second?.title).toBe('Jazz & Blues');
    expect(second?.pubDate).toMatch(RFC_822);
    expect(second?.['media:thumbnail']).toBeUndefined();
  });

  it('leaves the date out of a post whose date cannot be read', () => {
    const items = parsed(rssXml(blogFeed([aBlog({ date: 'soon' })]), ORIGIN, BUILT)).rss.channel
      .item;
    expect(items?.[0]?.pubDate).toBeUndefined();
  });

  it('takes the newest active posts first, at most the limit', () => {
    const posts = [
      aBlog({ key: 'old', date: '2020-01-01' }),
      aBlog({ key: 'draft', date: '2025-01-01', active: false }),
      aBlog({ key: 'new', date: '2024-06-01' }),
      aBlog({ key: 'undated', date: '' }),
    ];
    expect(newestBlogs(posts).map((b) => b.key)).toEqual(['new', 'old', 'undated']);
    expect(newestBlogs(posts, 1).map((b) => b.key)).toEqual(['new']);
  });
});

describe('the new videos feed', () => {
  it("lists Home's New Additions with their abstracts, linked to their canonical pages", () => {
    const item = anAsset({
      identifier: 'LPB-CL-1042',
      title: 'List title',
      thumbnail: '/static/lpb.svg',
    });
    const detail = anAssetDetail({ id: 'LPB-CL-1042' });
    const series = anAsset({
      identifier: 'news',
      type: 'Series',
      title: 'News',
      seriesTitle: 'News',
    });
    const { channel } = parsed(
      rssXml(videoFeed([{ item, detail }, { item: series }]), ORIGIN, BUILT),
    ).rss;
    expect(channel.title).toBe(FEED_TITLES.videos);
    expect(channel.link).toBe(`${ORIGIN}/`);
    expect(channel['atom:link']['@_href']).toBe(`${ORIGIN}/feeds/videos.xml`);
    expect(channel.lastBuildDate).toMatch(RFC_822);
    const [video, listing] = channel.item ?? [];
    expect(video).toMatchObject({
      title: 'Governor McKeithen on the Superdome',
      link: `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`,
      guid: { '#text': `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`, '@_isPermaLink': 'true' },
      description: 'The governor explains the stadium plan.',
      'media:thumbnail': { '@_url': 'https://example.org/thumbs/1.jpg' },
    });
    // The archive sends no date an asset was added.
    expect(video?.pubDate).toBeUndefined();
    expect(listing).toMatchObject({
      title: 'News',
      link: `${ORIGIN}/sublisting/series/news/page/1`,
      description: 'News',
    });
  });

  it('makes a site-relative thumbnail absolute', () => {
    const item = anAsset({ thumbnail: '/static/lpb.svg' });
    const [video] = parsed(rssXml(videoFeed([{ item }]), ORIGIN, BUILT)).rss.channel.item ?? [];
    expect(video?.['media:thumbnail']).toEqual({ '@_url': `${ORIGIN}/static/lpb.svg` });
  });

  it('is still a valid channel with no item', () => {
    const { channel } = parsed(rssXml(videoFeed([]), ORIGIN, BUILT)).rss;
    expect(channel.item).toBeUndefined();
    expect(channel.pubDate).toBeUndefined();
  });
});

describe('RFC 822 dates', () => {
  it.each([
    ['2024-03-05T00:00:00Z', 'Tue, 05 Mar 2024 00:00:00 GMT'],
    ['2024-03-05', 'Tue, 05 Mar 2024 00:00:00 GMT'],
    ['2024-03-05T10:15:00-05:00', 'Tue, 05 Mar 2024 15:15:00 GMT'],
  ])('writes %s as %s', (value, expected) => {
    expect(rfc822Date(value)).toBe(expected);
    expect(expected).toMatch(RFC_822);
  });

  it('reads nothing from what is not a date', () => {
    expect(rfc822Date('')).toBeUndefined();
    expect(rfc822Date('not a date')).toBeUndefined();
  });
});
