/** @jest-environment node */
import { InMemoryCatalogue } from '../../src/adapters/memory/InMemoryCatalogue';
import { CensusParishMap } from '../../src/adapters/geo/CensusParishMap';
import { anAssetDetail, archiveWith } from '../support/builders';
import { aCatalogueRecord, SHRIMP_SEASON } from '../support/catalogue';
import { served } from './support';

jest.mock('jsdom', () => jest.requireActual('../support/jestJsdom'));

const catalogue = new InMemoryCatalogue([
  SHRIMP_SEASON,
  aCatalogueRecord({
    id: 'A2',
    title: 'Mardi Gras in New Orleans',
    coverages: ['New Orleans (La.)'],
    dateIssued: '1962',
    subjects: ['Mardi Gras'],
  }),
]);

describe('the explore pages without script', () => {
  it('draws the hub map of 64 parish links, each named with its count', async () => {
    const { document, status } = await served('/explore', {
      catalogue,
      parishMap: new CensusParishMap(),
    });
    expect(status).toBe(200);
    const links = [...document.querySelectorAll('svg a')];
    expect(links).toHaveLength(64);
    expect(
      links
        .find((a) => a.getAttribute('aria-label')?.startsWith('Terrebonne'))
        ?.getAttribute('aria-label'),
    ).toBe('Terrebonne Parish: 1 video, named on camera in 1 video');
    expect(document.querySelector('h1')?.textContent).toBe('Explore by Place and Time');
  });

  it('answers an unknown parish with the 404 page', async () => {
    const { status, document } = await served('/explore/parishes/atlantis', { catalogue });
    expect(status).toBe(404);
    expect(document.querySelector('h1')?.textContent).toBe("We couldn't find that page");
  });

  it("lists a parish page's videos, its sorts, its moments on camera and the GeoNames credit", async () => {
    const { document, status } = await served('/explore/parishes/terrebonne', { catalogue });
    expect(status).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe('Terrebonne Parish');
    const video = [...document.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Shrimp Season in Houma'),
    );
    expect(video?.getAttribute('href')).toBe('/video_v2/asset-detail/A1');
    const sorts = [...document.querySelectorAll('nav[aria-label="Sort videos"] a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('aria-current'),
    ]);
    expect(sorts).toEqual([
      ['Relevance', '/explore/parishes/terrebonne', 'true'],
      ['Oldest', '/explore/parishes/terrebonne?sort=oldest', null],
      ['Newest', '/explore/parishes/terrebonne?sort=newest', null],
    ]);
    const moment = document.querySelector('.explore-mentions a');
    expect(moment?.getAttribute('href')).toBe('/video_v2/asset-detail/A1?keyword=Houma&t=65');
    expect(document.body.textContent).toContain('GeoNames');
    // The page's data holds the page, not the ids the index considered for it.
    expect(document.getElementById('page-data')?.textContent).toContain('Shrimp Season in Houma');
    expect(document.getElementById('page-data')?.textContent).not.toContain('candidates');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
      .find((d) => d['@type'] === 'CollectionPage');
    expect(data).toMatchObject({
      name: 'Terrebonne Parish',
      spatialCoverage: { '@type': 'Place', name: 'Terrebonne Parish, Louisiana' },
    });
  });

  it('says so on the page of a parish without videos', async () => {
    const { document, status } = await served('/explore/parishes/cameron', { catalogue });
    expect(status).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe('Cameron Parish');
    expect(document.body.textContent).toContain('No public videos here yet.');
  });

  it('narrows a decade page by parish, with counts, as links', async () => {
    const { document } = await served('/explore/decades/1960s', { catalogue });
    expect(document.querySelector('h1')?.textContent).toBe('1960s');
    const parishes = [...document.querySelectorAll('#facet-parish ~ ul a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(parishes).toEqual(
      expect.arrayContaining([
        ['Orleans Parish', '/explore/decades/1960s?parish=orleans'],
        ['Terrebonne Parish', '/explore/decades/1960s?parish=terrebonne'],
      ]),
    );
    const subject = await served('/explore/people/edwin-edwards', {
      catalogue: new InMemoryCatalogue(
        ['1990', '1955', '1972'].map((dateIssued, i) =>
          aCatalogueRecord({
            id: `E${i}`,
            dateIssued,
            contributors: [{ name: 'Edwin Edwards', role: 'Interviewee' }],
          }),
        ),
      ),
    });
    expect(
      [...subject.document.querySelectorAll('#facet-decade ~ ul a')].map((a) => a.textContent),
    ).toEqual(['1950s', '1970s', '1990s']);
    const narrowed = await served('/explore/decades/1960s?parish=orleans', { catalogue });
    expect(narrowed.document.body.textContent).toContain('Mardi Gras in New Orleans');
    expect(narrowed.document.body.textContent).not.toContain('Shrimp Season in Houma');
  });

  it('names a subject and a person page by their names', async () => {
    const subject = await served('/explore/subjects/mardi-gras', { catalogue });
    expect(subject.document.querySelector('h1')?.textContent).toBe('Mardi Gras');
    const person = await served('/explore/people/edwin-edwards', { catalogue });
    expect(person.document.querySelector('h1')?.textContent).toBe('Edwin Edwards');
  });

  it.each([
    '/explore/decades/1965',
    '/explore/decades/sixties',
    '/explore/subjects/nothing-here',
    '/explore/people/nobody',
  ])('answers %s with the 404 page', async (url) => {
    const { status } = await served(url, { catalogue });
    expect(status).toBe(404);
  });

  it('says the catalogue is not available when its index cannot be read, not that it is empty', async () => {
    const down = () => Promise.reject(new Error('the database is down'));
    const broken = Object.assign(new InMemoryCatalogue([SHRIMP_SEASON]), {
      overview: down,
      explore: down,
      mentions: down,
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const url of ['/explore', '/explore/parishes/terrebonne']) {
        const { document } = await served(url, { catalogue: broken });
        const text = document.body.textContent;
        expect(text).toContain('The catalogue is not available yet.');
        expect(text).not.toContain('No public videos here yet.');
        expect(text).not.toContain('0 videos in the catalogue');
      }
    } finally {
      errors.mockRestore();
    }
  });

  it('says the catalogue is not available where the server has none', async () => {
    const hub = await served('/explore');
    expect(hub.status).toBe(200);
    expect(hub.document.body.textContent).toContain('The catalogue is not available yet.');
    const parish = await served('/explore/parishes/orleans');
    expect(parish.document.querySelector('h1')?.textContent).toBe('Orleans Parish');
    expect(parish.document.body.textContent).toContain('The catalogue is not available yet.');
  });
});

describe("the video page's schema.org VideoObject in the first HTML", () => {
  it('says where the video is about (its parish, with coordinates) and when', async () => {
    const { document } = await served('/video_v2/asset-detail/LPB-CL-1042', {
      archive: archiveWith({
        assetDetail: async () =>
          anAssetDetail({ coverages: ['Houma (La.)', '1958'], dateIssued: '' }),
        related: async () => [],
        recentlyAdded: async () => [],
      }),
    });
    // A block holds one node or a list of them (the video and its breadcrumbs).
    const video = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap<Record<string, unknown>>(
        (s) =>
          JSON.parse(s.textContent ?? '{}') as Record<string, unknown> | Record<string, unknown>[],
      )
      .find((d) => d['@type'] === 'VideoObject');
    expect(video).toMatchObject({
      spatialCoverage: {
        '@type': 'Place',
        name: 'Terrebonne Parish, Louisiana',
        url: expect.stringMatching(/^https?:\/\/[^/]+\/explore\/parishes\/terrebonne$/),
        geo: {
          '@type': 'GeoCoordinates',
          latitude: expect.any(Number),
          longitude: expect.any(Number),
        },
      },
      temporalCoverage: '1958',
    });
  });
});
