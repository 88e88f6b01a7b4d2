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
import { ExploreCatalogue } from '../../src/core/use-cases/ExploreCatalogue';
import { PublicAssets } from '../../src/core/use-cases/PublicAssets';
import { iiifCollectionResource } from '../../src/server/resources/iiifCollections';
import { record } from '../adapters/sql/catalogueContract';
import { anAssetDetail, archiveWith } from '../support/builders';

const ORIGIN = 'https://ldma.example';
let db: PgliteDatabase;
let logger: MemoryLogger;
let resource: ReturnType<typeof iiifCollectionResource>;
const hidden = new Set(['withdrawn']);
let failing = false;

beforeAll(async () => {
  db = new PgliteDatabase(await PGlite.create());
  await migrate(db);
  const catalogue = new PostgresCatalogue(db);
  for (const r of [
    record('houma-1968', {
      title: 'Shrimp season',
      coverages: ['Houma (La.)', '1968'],
      subjects: ['Shrimp industry'],
      thumbnail: '/media/thumbs/houma.jpg',
    }),
    record('withdrawn', { title: 'Gone', coverages: ['Houma (La.)', '1961'] }),
    record('orleans-1965', { title: '<b>Levee</b>', coverages: ['New Orleans (La.)', '1965'] }),
  ]) {
    await catalogue.storeRecord(r);
  }
  const archive = archiveWith({
    assetDetail: async (id: string): Promise<AssetDetail> => {
      if (failing) throw new Error('index gone');
      if (hidden.has(id)) throw new ApiError('assetDetail', 'HTTP 404', 404);
      return anAssetDetail({ isPublic: true });
    },
  });
  logger = new MemoryLogger();
  const explore = new ExploreCatalogue(catalogue, new PublicAssets(archive, logger));
  resource = iiifCollectionResource({ explore, logger });
});

afterAll(() => db.close());

async function get(path: string) {
  expect(resource.matches(path)).toBe(true);
  const answer = await resource.answer({ path, url: new URL(path, ORIGIN) });
  return { ...answer, json: answer.status === 200 ? JSON.parse(answer.body) : undefined };
}

describe('IIIF Collections of the catalogue', () => {
  it("lists a parish's public videos as manifests, open to other origins", async () => {
    const answer = await get('/iiif/collections/parishes/terrebonne');
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/ld\+json/);
    expect(answer.headers).toMatchObject({ 'Access-Control-Allow-Origin': '*' });
    expect(answer.json).toMatchObject({
      '@context': 'http://iiif.io/api/presentation/3/context.json',
      id: `${ORIGIN}/iiif/collections/parishes/terrebonne`,
      type: 'Collection',
      label: { en: ['Terrebonne Parish'] },
      homepage: [{ id: `${ORIGIN}/explore/parishes/terrebonne`, type: 'Text' }],
      items: [
        {
          id: `${ORIGIN}/iiif/houma-1968/manifest.json`,
          type: 'Manifest',
          label: { en: ['Shrimp season'] },
          thumbnail: [
            { id: `${ORIGIN}/media/thumbs/houma.jpg`, type: 'Image', format: 'image/jpeg' },
          ],
        },
      ],
    });
  });

  it('answers a decade oldest first, its titles as text', async () => {
    const answer = await get('/iiif/collections/decades/1960s');
    expect(answer.json.label).toEqual({ en: ['The 1960s'] });
    expect(answer.json.items.map((item: { id: string }) => item.id)).toEqual([
      `${ORIGIN}/iiif/orleans-1965/manifest.json`,
      `${ORIGIN}/iiif/houma-1968/manifest.json`,
    ]);
    expect(answer.json.items[0].label).toEqual({ en: ['<span>&lt;b&gt;Levee&lt;/b&gt;</span>'] });
  });

  it('answers a subject by its slug, named as the catalogue names it', async () => {
    const answer = await get('/iiif/collections/subjects/shrimp-industry');
    expect(answer.json.label).toEqual({ en: ['Shrimp industry'] });
    expect(answer.json.items).toHaveLength(1);
  });

  it('answers every parish, an empty one with no items', async () => {
    const answer = await get('/iiif/collections/parishes/west-carroll');
    expect(answer.status).toBe(200);
    expect(answer.json.items).toEqual([]);
  });

  it('answers 404 for a parish, decade or subject it does not know', async () => {
    for (const path of [
      '/iiif/collections/parishes/atlantis',
      '/iiif/collections/decades/1965s',
      '/iiif/collections/subjects/unheard-of',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
    expect(resource.matches('/iiif/collections/parishes/Orleans')).toBe(false);
    expect(resource.matches('/iiif/collections/people/ann')).toBe(false);
  });

  it('leaves out what the archive cannot vouch for, and answers 503 when the index fails', async () => {
    failing = true;
    try {
      const answer = await get('/iiif/collections/parishes/orleans');
      // The archive failing leaves every video out rather than failing the collection.
      expect(answer.status).toBe(200);
      expect(answer.json.items).toEqual([]);
    } finally {
      failing = false;
    }
    await db.exec('ALTER TABLE catalogue_records RENAME TO catalogue_gone');
    try {
      const answer = await get('/iiif/collections/parishes/orleans');
      expect(answer.status).toBe(503);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.headers).toMatchObject({ 'Retry-After': '30' });
    } finally {
      await db.exec('ALTER TABLE catalogue_gone RENAME TO catalogue_records');
    }
  });
});
