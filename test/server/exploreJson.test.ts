/**
 * @jest-environment node
 */
import { PGlite } from '@electric-sql/pglite';
import { ApiError } from '../../src/adapters/shared/ApiError';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { migrate } from '../../src/adapters/sql/migrate';
import { PgliteDatabase } from '../../src/adapters/sql/PgliteDatabase';
import { PostgresCatalogue } from '../../src/adapters/sql/PostgresCatalogue';
import type { AssetDetail } from '../../src/core/entities/AssetDetail';
import type {
  ExploreAnswer,
  ExploreFilter,
  ExploreQuery,
  ExploreSort,
} from '../../src/core/entities/Catalogue';
import type { CallOptions } from '../../src/core/ports/CallOptions';
import { ExploreCatalogue } from '../../src/core/use-cases/ExploreCatalogue';
import { PublicAssets } from '../../src/core/use-cases/PublicAssets';
import { exploreJsonResource } from '../../src/server/resources/exploreJson';
import { record } from '../adapters/sql/catalogueContract';
import { anAssetDetail, archiveWith } from '../support/builders';

const ORIGIN = 'https://ldma.example';

/** The catalogue, with the lists read of it: `explore among` is a read narrowed to some ids. */
class CountedCatalogue extends PostgresCatalogue {
  readonly reads: string[] = [];

  override matching(filter: ExploreFilter, sort: ExploreSort, options?: CallOptions) {
    this.reads.push('matching');
    return super.matching(filter, sort, options);
  }

  override explore(query: ExploreQuery, options?: CallOptions): Promise<ExploreAnswer> {
    this.reads.push(query.among ? 'explore among' : 'explore');
    return super.explore(query, options);
  }
}

let db: PgliteDatabase;
let catalogue: CountedCatalogue;
let resource: ReturnType<typeof exploreJsonResource>;

beforeAll(async () => {
  db = new PgliteDatabase(await PGlite.create());
  await migrate(db);
  catalogue = new CountedCatalogue(db);
  await catalogue.storeRecord(
    record('houma-1968', {
      title: 'Shrimp season',
      coverages: ['Houma (La.)', '1968'],
      subjects: ['Shrimp industry'],
      contributors: [{ name: 'Ann Doucet', role: 'Reporter' }],
      spoken: [{ fips: '22109', text: 'Houma', offset: 12.4, line: 'Back in Houma.' }],
    }),
  );
  await catalogue.storeRecord(
    record('withdrawn', {
      coverages: ['Houma (La.)', '1961'],
      spoken: [{ fips: '22109', text: 'Houma', offset: 3, line: 'Houma again.' }],
    }),
  );
  await catalogue.storeRecord(
    record('orleans-1982', { coverages: ['New Orleans (La.)'], dateIssued: '1982-01-02' }),
  );
  await catalogue.storeRecord(record('undated', { coverages: ['Houma (La.)'] }));
  const archive = archiveWith({
    assetDetail: async (id: string): Promise<AssetDetail> => {
      if (id === 'withdrawn') throw new ApiError('assetDetail', 'HTTP 404', 404);
      return anAssetDetail({ isPublic: true });
    },
  });
  const logger = new MemoryLogger();
  const explore = new ExploreCatalogue(catalogue, new PublicAssets(archive, logger));
  resource = exploreJsonResource({ explore, logger });
});

afterAll(() => db.close());

async function get(pathAndQuery: string) {
  const url = new URL(pathAndQuery, ORIGIN);
  expect(resource.matches(url.pathname)).toBe(true);
  const answer = await resource.answer({ path: url.pathname, url });
  return { ...answer, json: JSON.parse(answer.body) };
}

describe('explore JSON', () => {
  it("answers the hub's counts, spoken mentions apart, open to other origins", async () => {
    const answer = await get('/api/explore');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
    expect(answer.json.parishes).toEqual([
      {
        fips: '22071',
        slug: 'orleans',
        name: 'Orleans Parish',
        url: `${ORIGIN}/explore/parishes/orleans`,
        count: 1,
        spoken: 0,
      },
      {
        fips: '22109',
        slug: 'terrebonne',
        name: 'Terrebonne Parish',
        url: `${ORIGIN}/explore/parishes/terrebonne`,
        count: 3,
        spoken: 2,
      },
    ]);
    expect(answer.json.decades.map((d: { decade: string }) => d.decade)).toEqual([
      '1960s',
      '1980s',
    ]);
    expect(answer.json.unknownDate).toBe(1);
  });

  it("answers a parish's public videos with counts and its moments named on camera", async () => {
    const answer = await get('/api/explore/parishes/terrebonne?sort=oldest');
    expect(answer.json).toMatchObject({
      parish: { slug: 'terrebonne', name: 'Terrebonne Parish' },
      sort: 'oldest',
      page: 1,
      total: 2,
      pages: 1,
    });
    expect(answer.json.videos.map((v: { id: string }) => v.id)).toEqual(['houma-1968', 'undated']);
    expect(answer.json.videos[0]).toMatchObject({
      year: 1968,
      decade: '1960s',
      url: `${ORIGIN}/video_v2/asset-detail/houma-1968`,
    });
    expect(answer.json.facets.decades).toEqual([
      { decade: '1960s', label: '1960s', url: `${ORIGIN}/explore/decades/1960s`, count: 1 },
      { decade: null, label: 'Date unknown', url: null, count: 1 },
    ]);
    expect(answer.json.mentions).toEqual([
      expect.objectContaining({
        offset: 12.4,
        name: 'Houma',
        text: 'Back in Houma.',
        url: `${ORIGIN}/video_v2/asset-detail/houma-1968?keyword=Houma&t=12`,
      }),
    ]);
  });

  it('reads a list once when all its videos are public, again when one is withdrawn', async () => {
    catalogue.reads.length = 0;
    const orleans = await get('/api/explore/parishes/orleans');
    expect(orleans.json.total).toBe(1);
    expect(catalogue.reads).toEqual(['explore']);
    catalogue.reads.length = 0;
    const terrebonne = await get('/api/explore/parishes/terrebonne?sort=newest');
    expect(catalogue.reads).toEqual(['explore', 'explore among']);
    expect(terrebonne.json.total).toBe(2);
    expect(terrebonne.json.facets.parishes).toEqual([
      expect.objectContaining({ slug: 'terrebonne', count: 2 }),
    ]);
    expect(terrebonne.json.facets.decades.map((d: { count: number }) => d.count)).toEqual([1, 1]);
    expect(terrebonne.body).not.toContain('withdrawn');
    expect(terrebonne.json).not.toHaveProperty('candidates');
  });

  it('filters a page by the other dimensions', async () => {
    const answer = await get('/api/explore/parishes/terrebonne?decade=1960s');
    expect(answer.json.total).toBe(1);
    const person = await get('/api/explore/people/ann-doucet');
    expect(person.json.person).toMatchObject({ name: 'Ann Doucet', count: 1 });
    expect(person.json.videos).toHaveLength(1);
  });

  it('answers 404 for what it does not know and 400 for an odd query', async () => {
    expect((await get('/api/explore/parishes/atlantis')).status).toBe(404);
    expect((await get('/api/explore/decades/1965s')).status).toBe(404);
    expect((await get('/api/explore/subjects/unheard-of')).status).toBe(404);
    expect((await get('/api/explore/decades/1960s?sort=random')).json.error).toBe('bad-sort');
    expect((await get('/api/explore/decades/1960s?page=0')).json.error).toBe('bad-page');
    expect((await get('/api/explore/decades/1960s?parish=atlantis')).json.error).toBe('bad-filter');
  });
});
