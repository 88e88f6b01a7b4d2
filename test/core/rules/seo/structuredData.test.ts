import {
  absoluteUrl,
  blogPosting,
  breadcrumbList,
  collectionPage,
  isoDate,
  isoDateTime,
  isoDuration,
  organization,
  videoObject,
  type VideoPage,
} from '../../../../src/core/rules/seo/structuredData';
import {
  blogBreadcrumbs,
  routeStructuredData,
  subListingData,
  videoBreadcrumbs,
} from '../../../../src/core/rules/seo/siteData';
import { parishBySlug } from '../../../../src/core/rules/places/gazetteer';
import { matchSiteRoute } from '../../../../src/ui/routing';
import { anAssetDetail, ORIGIN } from '../../../support/builders';
import { googleProblems } from '../../../support/googleRichResults';
import { schemaProblems } from '../../../support/schemaOrg';
import { itMaps } from '../../../support/tables';

describe('ISO 8601 values', () => {
  itMaps(isoDuration, '%p seconds is %p', [
    [161, 'PT2M41S'],
    [0, 'PT0S'],
    [59, 'PT59S'],
    [60, 'PT1M'],
    [3600, 'PT1H'],
    [3661, 'PT1H1M1S'],
    [5400, 'PT1H30M'],
    [-4, 'PT0S'],
    [Number.NaN, 'PT0S'],
  ]);

  itMaps(isoDate, 'the date %p is %p', [
    ['1967-08-14', '1967-08-14'],
    ['1967-8-4', '1967-08-04'],
    ['1967-08', '1967-08'],
    ['1967', '1967'],
    ['08/14/1967', '1967-08-14'],
    ['circa 1970', undefined],
    ['', undefined],
  ]);

  itMaps(isoDateTime, 'the date-time %p is %p', [
    ['2024-03-05T00:00:00Z', '2024-03-05'],
    ['March 5, 2024 12:00 UTC', '2024-03-05T12:00:00.000Z'],
    ['not a date', undefined],
    ['', undefined],
  ]);

  itMaps((url: string) => absoluteUrl(url, ORIGIN), '%p against the origin is %p', [
    ['/static/logo.svg', `${ORIGIN}/static/logo.svg`],
    ['https://cdn.example.org/a.jpg', 'https://cdn.example.org/a.jpg'],
    ['', ''],
  ]);
});

function page(fields: Parameters<typeof anAssetDetail>[0] = {}, extra: Partial<VideoPage> = {}) {
  const detail = anAssetDetail({ id: 'LPB-CL-1042', ...fields });
  return {
    detail,
    title: detail.title,
    description: 'The governor explains the stadium plan.',
    url: `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`,
    embedUrl: `${ORIGIN}/embed/LPB-CL-1042`,
    origin: ORIGIN,
    ...extra,
  };
}

describe('a video as schema.org data', () => {
  it('is a VideoObject typed plainly for a clip, its series named with isPartOf', () => {
    const data = videoObject(page({}, { transcript: 'The governor speaks.' }));
    expect(schemaProblems(data)).toEqual([]);
    // Google's video and key-moment fields, required and recommended, are all there.
    expect(googleProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Governor McKeithen on the Superdome',
      description: 'The governor explains the stadium plan.',
      thumbnailUrl: 'https://example.org/thumbs/1.jpg',
      dateCreated: '1967-08-14',
      uploadDate: '1967-08-14',
      duration: 'PT2M41S',
      contentUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
      embedUrl: `${ORIGIN}/embed/LPB-CL-1042`,
      transcript: 'The governor speaks.',
      isPartOf: { '@type': 'CreativeWorkSeries', name: 'Louisiana News Archive' },
      contributor: [{ '@type': 'Person', name: 'John McKeithen' }],
      publisher: [{ '@type': 'Organization', name: 'WBRZ' }],
    });
    for (const key of ['partOfSeries', 'startOffset', 'endOffset'])
      expect(data).not.toHaveProperty(key);
  });

  it.each(['Clip', 'Segment', 'segment', 'Program', 'Episode'])(
    'is one VideoObject, never of two types, for a %s',
    (assetType) => {
      const data = videoObject(page({ assetType }));
      expect(data['@type']).toBe('VideoObject');
      expect(data.isPartOf).toEqual({
        '@type': 'CreativeWorkSeries',
        name: 'Louisiana News Archive',
      });
    },
  );

  it("names a program's series with isPartOf too", () => {
    const data = videoObject(page({ assetType: 'Program' }));
    expect(schemaProblems(data)).toEqual([]);
    expect(data['@type']).toBe('VideoObject');
    expect(data.isPartOf).toEqual({
      '@type': 'CreativeWorkSeries',
      name: 'Louisiana News Archive',
    });
    expect(data).not.toHaveProperty('startOffset');
  });

  it('leaves out what the archive did not send, and makes site-relative pictures absolute', () => {
    const data = videoObject(
      page(
        {
          assetType: 'Episode',
          seriesTitle: '',
          duration: '',
          genres: [],
          subjects: [],
          contributors: [],
          publishers: [],
          thumbnail: '/static/default-thumbnail-lpb.webp',
        },
        { description: '' },
      ),
    );
    expect(schemaProblems(data)).toEqual([]);
    expect(data.thumbnailUrl).toBe(`${ORIGIN}/static/default-thumbnail-lpb.webp`);
    for (const key of [
      'description',
      'duration',
      'genre',
      'keywords',
      'contributor',
      'publisher',
      'isPartOf',
      'transcript',
    ]) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it('has no creation date when the date issued cannot be read, which the check reports', () => {
    const data = videoObject(page({ dateIssued: 'unknown' }));
    expect(data).not.toHaveProperty('dateCreated');
    expect(schemaProblems(data)).toEqual(['[0]: VideoObject needs uploadDate or dateCreated']);
    expect(googleProblems(data)).toEqual(['[0]: VideoObject needs uploadDate']);
  });
});

describe("a video's place and time as schema.org data", () => {
  const orleans = parishBySlug('orleans')!;
  const terrebonne = parishBySlug('terrebonne')!;

  it('places it in the parish its catalogue names, with the centroid and the parish page', () => {
    const data = videoObject(page({ coverages: ['New Orleans (La.)'], dateIssued: '1967-08-14' }));
    expect(data.spatialCoverage).toEqual({
      '@type': 'Place',
      name: 'Orleans Parish, Louisiana',
      url: `${ORIGIN}/explore/parishes/orleans`,
      geo: { '@type': 'GeoCoordinates', latitude: orleans.lat, longitude: orleans.lon },
    });
    expect(data.temporalCoverage).toBe('1967');
    expect(schemaProblems(data)).toEqual([]);
    expect(googleProblems(data)).toEqual([]);
  });

  it('lists each parish of a record about several', () => {
    const data = videoObject(
      page({ coverages: ['Houma (La.)', 'New Orleans (La.)'], subjects: ['Shrimp industry'] }),
    );
    const places = data.spatialCoverage as { name: string; geo: { latitude: number } }[];
    expect(places.map((place) => place.name)).toEqual([
      'Orleans Parish, Louisiana',
      'Terrebonne Parish, Louisiana',
    ]);
    expect(places[1]?.geo.latitude).toBe(terrebonne.lat);
    expect(schemaProblems(data)).toEqual([]);
  });

  it('covers Louisiana as a whole for a statewide record, and nothing for places elsewhere', () => {
    const statewide = videoObject(page({ coverages: ['Louisiana'], title: 'The Legislature' }));
    expect(statewide.spatialCoverage).toEqual({ '@type': 'State', name: 'Louisiana' });
    expect(schemaProblems(statewide)).toEqual([]);
    const elsewhere = videoObject(
      page({ coverages: ['Washington (D.C.)', 'Paris (France)'], title: 'Abroad' }),
    );
    expect(elsewhere).not.toHaveProperty('spatialCoverage');
  });

  it('gives the decade as an interval when only the coverages date it, and no time when nothing does', () => {
    const decade = videoObject(page({ dateIssued: '', coverages: ['1960s'] }));
    expect(decade.temporalCoverage).toBe('1960/1969');
    expect(schemaProblems(decade).filter((p) => p.includes('temporalCoverage'))).toEqual([]);
    const year = videoObject(page({ dateIssued: '', coverages: ['Houma (La.)', '1958'] }));
    expect(year.temporalCoverage).toBe('1958');
    const unknown = videoObject(page({ dateIssued: '', coverages: ['1950s', '1970s'] }));
    expect(unknown).not.toHaveProperty('temporalCoverage');
  });
});

describe('the structural check itself', () => {
  it.each([
    [{ '@type': 'VideoObject', name: 'x' }, '@context is not https://schema.org'],
    [{ '@context': 'https://schema.org', '@type': 'Movie', name: 'x' }, 'unknown type Movie'],
    [
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'x', duration: 'PT1M' },
      'Organization has no property duration',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'x',
        thumbnailUrl: 'https://a/b.jpg',
        dateCreated: '1967',
        contentUrl: 'https://a/b.mp4',
        embedUrl: 'https://a/embed',
        duration: '00:02:41',
      },
      'duration: not ISO 8601: 00:02:41',
    ],
    [
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'x', url: '/about' },
      'url: not an absolute URL: /about',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: 'x',
        geo: { '@type': 'GeoCoordinates', latitude: 130, longitude: -90 },
      },
      'latitude: not a coordinate: 130',
    ],
    [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: 'x',
        url: 'https://a/',
        temporalCoverage: '1960s',
      },
      'temporalCoverage: not an ISO 8601 date or interval: 1960s',
    ],
  ])('reports %p', (data, problem) => {
    expect(schemaProblems(data).join('\n')).toContain(problem);
  });
});

describe("the check against Google's documented fields", () => {
  it.each([
    [
      {
        '@type': 'BlogPosting',
        headline: 'x',
        publisher: { '@type': 'Organization', name: 'A', logo: 'https://a/l.png' },
      },
      '[0].publisher: logo is not an ImageObject',
    ],
    [
      {
        '@type': ['VideoObject', 'Clip'],
        name: 'x',
        thumbnailUrl: 'https://a/t.jpg',
        uploadDate: '2020',
        startOffset: 3,
      },
      '[0]: Clip needs url',
    ],
    [
      {
        '@type': ['VideoObject', 'Clip'],
        name: 'x',
        thumbnailUrl: 'https://a/t.jpg',
        uploadDate: '2020',
      },
      '[0]: VideoObject must have one type',
    ],
    [
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home' },
          { '@type': 'ListItem', position: 2, name: 'Here' },
        ],
      },
      '[0]: crumb 1 needs item',
    ],
    [{ '@type': 'BlogPosting', headline: 'x' }, 'recommended: [0]: BlogPosting lacks dateModified'],
  ])('reports %p', (data, problem) => {
    expect(googleProblems(data)).toContain(problem);
  });
});

describe('breadcrumbs, listings, the archive and blog posts as schema.org data', () => {
  it('numbers breadcrumbs from 1', () => {
    const data = breadcrumbList([
      { name: 'Home', url: `${ORIGIN}/` },
      { name: 'Browse Videos', url: `${ORIGIN}/browse-all-videos` },
    ]);
    expect(schemaProblems(data)).toEqual([]);
    expect(googleProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Browse Videos',
        item: `${ORIGIN}/browse-all-videos`,
      },
    ]);
  });

  it('makes a sub-listing a CollectionPage with its breadcrumbs and its items in order', () => {
    const data = subListingData({
      origin: ORIGIN,
      heading: 'Louisiana News Archive',
      path: '/sublisting/series/LPB-SR-1001/page/1',
      items: [
        { name: 'Clip one', url: `${ORIGIN}/video-player/A-1` },
        { name: 'Clip two', url: `${ORIGIN}/video-player/A-2` },
      ],
    });
    expect(schemaProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Louisiana News Archive',
      url: `${ORIGIN}/sublisting/series/LPB-SR-1001/page/1`,
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, name: 'Home' },
          { position: 2, name: 'Browse Videos' },
          { position: 3, name: 'Louisiana News Archive' },
        ],
      },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { position: 1, name: 'Clip one', url: `${ORIGIN}/video-player/A-1` },
          { position: 2, name: 'Clip two', url: `${ORIGIN}/video-player/A-2` },
        ],
      },
    });
  });

  it.each([
    ['/browse-all-videos', ['Home', 'Browse Videos']],
    ['/browse-all-videos/3', ['Home', 'Browse Videos', 'Louisiana Public Broadcasting']],
    [
      '/browse-all-videos/4/series/page/2',
      ['Home', 'Browse Videos', 'Louisiana State Archives', 'Series'],
    ],
    ['/browse-all-videos/3/all/page/1', ['Home', 'Browse Videos', 'Louisiana Public Broadcasting']],
    ['/browse-all-videos/all/series/page/2', ['Home', 'Browse Videos', 'Series']],
    ['/browse-all-videos/all/all/page/3', ['Home', 'Browse Videos']],
    ['/browse-all-videos?category=series&page=2', ['Home', 'Browse Videos', 'Series']],
  ])('makes browse at %p a CollectionPage with the crumbs %p', (address, crumbs) => {
    const [path = '', search = ''] = address.split(/(?=\?)/);
    const data = routeStructuredData(matchSiteRoute(path), ORIGIN, '/logo.svg', search);
    expect(schemaProblems(data)).toEqual([]);
    expect(data?.['@type']).toBe('CollectionPage');
    const list = (data?.breadcrumb as { itemListElement: { name: string }[] }).itemListElement;
    expect(list.map((c) => c.name)).toEqual(crumbs);
  });

  it('names every collection by its category alone, linking to its own address', () => {
    const data = routeStructuredData(
      matchSiteRoute('/browse-all-videos'),
      ORIGIN,
      '/logo.svg',
      '?category=topic&page=2',
    );
    expect(data).toMatchObject({
      name: 'Browse Videos: Topics',
      url: `${ORIGIN}/browse-all-videos?category=topic&page=2`,
    });
    const list = (data?.breadcrumb as { itemListElement: { item: string }[] }).itemListElement;
    expect(list.at(-1)?.item).toBe(`${ORIGIN}/browse-all-videos?category=topic`);
  });

  it.each(['/', '/about-ldma'])('describes the archive and its partners on %p', (path) => {
    const data = routeStructuredData(matchSiteRoute(path), ORIGIN, '/static/ldma-logo.webp');
    expect(schemaProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Louisiana Digital Media Archive',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/static/ldma-logo.webp`,
    });
    expect((data?.member as { name: string }[]).map((m) => m.name)).toEqual([
      'Louisiana Public Broadcasting',
      'Louisiana State Archives',
      'Louisiana Secretary of State',
    ]);
  });

  it.each(['/search', '/contact-us', '/blog/b7', '/video_v2/asset-detail/A-1'])(
    'has no route data on %p (its page adds its own, if any)',
    (path) => {
      expect(routeStructuredData(matchSiteRoute(path), ORIGIN, '/logo.svg')).toBeUndefined();
    },
  );

  it('describes the archive as a valid Organization', () => {
    expect(schemaProblems(organization(ORIGIN, '/logo.svg'))).toEqual([]);
  });

  it('makes a blog post a BlogPosting by the archive', () => {
    const data = blogPosting({
      title: 'The 1927 Flood on Film',
      description: 'How newsreels covered the flood.',
      picture: 'https://example.org/flood.jpg',
      date: '2024-03-05T00:00:00Z',
      url: `${ORIGIN}/blog/b7`,
      origin: ORIGIN,
      logo: { url: '/static/ldma-logo.webp', width: 600, height: 128 },
    });
    expect(schemaProblems(data)).toEqual([]);
    expect(googleProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The 1927 Flood on Film',
      image: 'https://example.org/flood.jpg',
      datePublished: '2024-03-05',
      dateModified: '2024-03-05',
      mainEntityOfPage: `${ORIGIN}/blog/b7`,
      publisher: {
        '@type': 'Organization',
        name: 'Louisiana Digital Media Archive',
        url: `${ORIGIN}/`,
        logo: {
          '@type': 'ImageObject',
          url: `${ORIGIN}/static/ldma-logo.webp`,
          width: 600,
          height: 128,
        },
      },
    });
  });

  it('gives a CollectionPage without items no item list', () => {
    const data = collectionPage({
      name: 'Browse Videos',
      url: `${ORIGIN}/browse-all-videos`,
      breadcrumbs: [],
    });
    expect(data).not.toHaveProperty('mainEntity');
  });
});

describe('breadcrumbs of a video and of a blog post', () => {
  it('leads a video from Home through Browse Videos and its collection to itself', () => {
    const url = `${ORIGIN}/video_v2/asset-detail/LPB-CL-1042`;
    const data = videoBreadcrumbs({ origin: ORIGIN, collection: 3, title: 'The Flood', url });
    expect(schemaProblems(data)).toEqual([]);
    expect(googleProblems(data)).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Browse Videos',
          item: `${ORIGIN}/browse-all-videos`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Louisiana Public Broadcasting',
          item: `${ORIGIN}/browse-all-videos/3`,
        },
        { '@type': 'ListItem', position: 4, name: 'The Flood', item: url },
      ],
    });
  });

  it('leaves the collection out when the video has none known', () => {
    const data = videoBreadcrumbs({ origin: ORIGIN, title: 'X', url: `${ORIGIN}/video-player/X` });
    const names = (data.itemListElement as { name: string }[]).map((crumb) => crumb.name);
    expect(names).toEqual(['Home', 'Browse Videos', 'X']);
  });

  it('leads a blog post from Home through Spotlight On History to itself', () => {
    const url = `${ORIGIN}/blog/b1`;
    const data = blogBreadcrumbs({ origin: ORIGIN, title: 'After the Storm', url });
    expect(schemaProblems(data)).toEqual([]);
    expect(googleProblems(data)).toEqual([]);
    expect(
      (data.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item]),
    ).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Spotlight On History', `${ORIGIN}/spotlight-on-history`],
      ['After the Storm', url],
    ]);
  });
});
