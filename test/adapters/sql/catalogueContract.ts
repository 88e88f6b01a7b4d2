import { AssetRefused } from '../../../src/core/entities/AssetRefused';
import { LPB, LSA } from '../../../src/core/entities/Collection';
import type { CatalogueExplorer, StoredRecord } from '../../../src/core/ports/Catalogue';
import type { ExploreSort } from '../../../src/core/entities/Catalogue';
import type { Fips } from '../../../src/core/entities/Places';
import { migrate } from '../../../src/adapters/sql/migrate';
import { PostgresCatalogue } from '../../../src/adapters/sql/PostgresCatalogue';
import { cataloguePlaces } from '../../../src/core/rules/places/resolvePlaces';
import { aStoredRecord } from '../../support/catalogue';
import { sharedDatabase, UNHURRIED, type DatabaseEngine } from '../../support/sharedDatabase';
import { MAX_SPOKEN_VIDEOS } from '../../../src/core/entities/SpokenWords';
import { keptCountsContract } from './keptCountsContract';

const ORLEANS = '22071';
const TERREBONNE = '22109';
const LAFOURCHE = '22057';
const JEFFERSON_DAVIS = '22053';

/**
 * A parish with more than MAX_SPOKEN_VIDEOS videos: `matching` names the first of them, and a
 * list considers those same candidates, pages them and counts them alone (every explorer).
 */
export async function expectFirstCandidatesListed(
  catalogue: CatalogueExplorer,
  parish: Fips,
  sort: ExploreSort,
): Promise<void> {
  const ids = await catalogue.matching({ parish }, sort);
  expect(ids).toHaveLength(MAX_SPOKEN_VIDEOS);
  const second = await catalogue.explore({ sort, page: 2, pageSize: 24, parish });
  expect(second.candidates).toEqual(ids);
  expect(second.videos.map((v) => v.id)).toEqual(ids.slice(24, 48));
  expect(second.total).toBe(MAX_SPOKEN_VIDEOS);
  expect(second.parishes).toEqual([{ value: parish, count: MAX_SPOKEN_VIDEOS }]);
}

/** A record as the pass builds it, its places and time read by the rules. */
export function record(
  id: string,
  more: Partial<Omit<StoredRecord, 'places' | 'time'>> = {},
): StoredRecord {
  return aStoredRecord({
    title: `Title of ${id}`,
    seriesTitle: `Series of ${id}`,
    type: 'Program',
    duration: '00:28:00',
    thumbnail: `https://media.example/${id}.jpg`,
    ...more,
    id,
  });
}

const SHRIMP = record('shrimp', {
  title: 'Shrimp season',
  coverages: ['Houma (La.)', '1968'],
  subjects: ['Shrimp industry'],
  contributors: [
    { name: 'Ann Doucet', role: 'Producer' },
    { name: 'Jean Breaux', role: 'Interviewee' },
  ],
  genres: ['Documentary'],
  dateIssued: '1968-05-02',
  spoken: [{ fips: TERREBONNE, text: 'Houma', offset: 12, line: 'We sailed out of Houma.' }],
});
const LEVEE = record('levee', {
  title: 'The levee',
  coverages: ['New Orleans (La.)', 'Lafourche Parish (La.)'],
  subjects: ['Floods', 'Shrimp industry'],
  contributors: [{ name: 'Ann Doucet', role: 'Director' }],
  dateIssued: '1965',
  spoken: [
    { fips: LAFOURCHE, text: 'Thibodaux', offset: 40, line: 'Thibodaux was dry.' },
    { fips: TERREBONNE, text: 'Terrebonne Parish', offset: 5, line: 'In Terrebonne Parish.' },
  ],
});
const CAPITOL = record('capitol', {
  title: 'Session opens',
  collection: LSA,
  type: 'Clip' as never,
  coverages: ['Louisiana'],
  subjects: ['Legislative sessions'],
  contributors: [{ name: 'Édouard Roy', role: 'Reporter' }],
  dateIssued: '1982-04-01',
});
const UNKNOWN = record('unknown', {
  title: 'Rice harvest',
  abstract: 'Farmers near Jennings in Jefferson Davis Parish bring in the rice.',
  coverages: ['Washington (D.C.)'],
});

/** The contract every engine of the catalogue keeps. */
export function catalogueContract(name: string, engine: DatabaseEngine): void {
  describe(`PostgresCatalogue on ${name}`, () => {
    const db = sharedDatabase(engine, ['catalogue_records']);
    let catalogue: PostgresCatalogue;

    beforeAll(() => {
      catalogue = new PostgresCatalogue(db(), UNHURRIED);
    });

    beforeEach(async () => {
      for (const r of [SHRIMP, LEVEE, CAPITOL, UNKNOWN]) await catalogue.storeRecord(r);
    });

    const page = { sort: 'relevance' as const, page: 1, pageSize: 24 };

    keptCountsContract(db, () => catalogue);

    it('counts videos by their catalogue parishes, spoken mentions apart', async () => {
      const overview = await catalogue.overview();
      expect(overview.total).toBe(4);
      expect(overview.parishes).toEqual(
        [
          { value: LAFOURCHE, count: 1 },
          { value: ORLEANS, count: 1 },
          { value: JEFFERSON_DAVIS, count: 1 },
          { value: TERREBONNE, count: 1 },
        ].sort((a, b) => a.value.localeCompare(b.value)),
      );
      expect(overview.spokenParishes).toEqual([
        { value: LAFOURCHE, count: 1 },
        { value: TERREBONNE, count: 2 },
      ]);
      expect(overview.statewide).toBe(1);
    });

    it('counts decades, and dates it does not know apart', async () => {
      const overview = await catalogue.overview();
      expect(overview.decades).toEqual([
        { value: 1960, count: 2 },
        { value: 1980, count: 1 },
      ]);
      expect(overview.unknownDate).toBe(1);
    });

    it('counts subjects and people by slug, the most used first', async () => {
      const overview = await catalogue.overview();
      expect(overview.subjects[0]).toEqual({
        slug: 'shrimp-industry',
        name: 'Shrimp industry',
        count: 2,
      });
      expect(overview.people).toEqual([
        { slug: 'ann-doucet', name: 'Ann Doucet', count: 2 },
        { slug: 'edouard-roy', name: 'Édouard Roy', count: 1 },
        { slug: 'jean-breaux', name: 'Jean Breaux', count: 1 },
      ]);
      expect(await catalogue.person('edouard-roy')).toEqual({
        slug: 'edouard-roy',
        name: 'Édouard Roy',
        count: 1,
      });
      expect(await catalogue.subject('nothing-here')).toBeUndefined();
    });

    it('lists a parish with the other dimensions counted within it', async () => {
      const results = await catalogue.explore({ ...page, parish: TERREBONNE });
      expect(results.videos.map((v) => v.id)).toEqual(['shrimp']);
      expect(results.total).toBe(1);
      expect(results.decades).toEqual([{ value: 1960, count: 1 }]);
      expect(results.people.map((p) => p.slug)).toEqual(['ann-doucet', 'jean-breaux']);
      expect(results.videos[0]).toEqual({
        id: 'shrimp',
        title: 'Shrimp season',
        seriesTitle: 'Series of shrimp',
        type: 'Program',
        collection: LPB,
        thumbnail: 'https://media.example/shrimp.jpg',
        year: 1968,
        decade: 1960,
      });
    });

    it('lists and counts a video once however often it names the person', async () => {
      const twice = record('twice', {
        contributors: [
          { name: 'Ann Doucet', role: 'Producer' },
          { name: 'Ann Doucet', role: 'Director' },
        ],
      });
      await catalogue.storeRecord(twice);
      const results = await catalogue.explore({ ...page, person: 'ann-doucet' });
      expect(results.videos.map((v) => v.id).sort()).toEqual(['levee', 'shrimp', 'twice']);
      expect(results.total).toBe(3);
      expect(results.people[0]).toEqual({ slug: 'ann-doucet', name: 'Ann Doucet', count: 3 });
      const ids = await catalogue.matching({ person: 'ann-doucet' }, 'relevance');
      expect(ids.sort()).toEqual(['levee', 'shrimp', 'twice']);
    });

    it('combines filters: a decade within a subject', async () => {
      const results = await catalogue.explore({
        ...page,
        subject: 'shrimp-industry',
        decade: 1960,
      });
      expect(results.total).toBe(2);
      expect(results.parishes).toEqual([
        { value: LAFOURCHE, count: 1 },
        { value: ORLEANS, count: 1 },
        { value: TERREBONNE, count: 1 },
      ]);
      const none = await catalogue.explore({ ...page, person: 'edouard-roy', decade: 1960 });
      expect(none).toEqual({
        videos: [],
        total: 0,
        parishes: [],
        decades: [],
        subjects: [],
        people: [],
        candidates: [],
      });
    });

    describe('a parish within a subject or a person', () => {
      const TERREBONNE_SHRIMP = { parish: TERREBONNE, subject: 'shrimp-industry' };
      const SECOND = record('second', {
        title: 'Another catch',
        coverages: ['Houma (La.)'],
        subjects: ['Floods', 'Shrimp industry'],
        contributors: [{ name: 'Ann Doucet', role: 'Producer' }],
        dateIssued: '1975-01-01',
      });
      const FIRST = record('first', {
        title: 'Zydeco boats',
        coverages: ['Houma (La.)'],
        subjects: ['Shrimp industry'],
        dateIssued: '1990',
      });
      const ABSTRACT = record('abstract', {
        title: 'A',
        abstract: 'A trip through Houma.',
        subjects: ['Shrimp industry'],
        dateIssued: '1962',
      });
      const ids = async (query: Partial<Parameters<PostgresCatalogue['explore']>[0]>) =>
        (await catalogue.explore({ ...page, ...query })).videos.map((v) => v.id);

      beforeEach(async () => {
        for (const r of [SECOND, FIRST, ABSTRACT]) await catalogue.storeRecord(r);
      });

      /** The lists these records give, whatever keeps them. */
      async function expectTheLists(): Promise<void> {
        // The parish's field, then how early the subject is listed, then the title.
        expect(await ids(TERREBONNE_SHRIMP)).toEqual(['shrimp', 'first', 'second', 'abstract']);
        expect(await catalogue.matching(TERREBONNE_SHRIMP, 'relevance')).toEqual([
          'shrimp',
          'first',
          'second',
          'abstract',
        ]);
        expect(await ids({ ...TERREBONNE_SHRIMP, sort: 'oldest' })).toEqual([
          'abstract',
          'shrimp',
          'second',
          'first',
        ]);
        expect(await ids({ ...TERREBONNE_SHRIMP, decade: 1960 })).toEqual(['shrimp', 'abstract']);
        expect(await ids({ parish: TERREBONNE, person: 'ann-doucet' })).toEqual([
          'second',
          'shrimp',
        ]);
        expect(await ids({ ...TERREBONNE_SHRIMP, person: 'ann-doucet' })).toEqual([
          'shrimp',
          'second',
        ]);
        const counted = await catalogue.explore({ ...page, ...TERREBONNE_SHRIMP, pageSize: 1 });
        expect(counted.total).toBe(4);
        expect(counted.candidates).toEqual(['shrimp', 'first', 'second', 'abstract']);
        expect(counted.decades).toEqual([
          { value: 1960, count: 2 },
          { value: 1970, count: 1 },
          { value: 1990, count: 1 },
        ]);
        expect(counted.parishes).toEqual([{ value: TERREBONNE, count: 4 }]);
        expect(counted.subjects.map((n) => [n.slug, n.count])).toEqual([
          ['shrimp-industry', 4],
          ['floods', 1],
        ]);
        expect(counted.videos).toEqual([
          expect.objectContaining({ id: 'shrimp', title: 'Shrimp season', year: 1968 }),
        ]);
      }

      it('lists by relevance and by date, narrowed and counted', async () => {
        await expectTheLists();
        expect(await ids({ parish: LAFOURCHE, subject: 'shrimp-industry' })).toEqual(['levee']);
        expect(await ids({ parish: TERREBONNE, subject: 'legislative-sessions' })).toEqual([]);
      });

      it('follows a record replaced or dropped', async () => {
        await catalogue.storeRecord({ ...FIRST, subjects: ['Floods'] });
        const again = record('second', {
          ...SECOND,
          title: 'Another catch, again',
          subjects: ['Shrimp industry'],
        });
        await catalogue.storeRecord(again);
        expect(await ids(TERREBONNE_SHRIMP)).toEqual(['second', 'shrimp', 'abstract']);
        const [video] = (await catalogue.explore({ ...page, ...TERREBONNE_SHRIMP })).videos;
        expect(video?.title).toBe('Another catch, again');
        await catalogue.storeRecord({
          ...again,
          coverages: [],
          places: cataloguePlaces({ ...again, coverages: [] }),
        });
        expect(await ids(TERREBONNE_SHRIMP)).toEqual(['shrimp', 'abstract']);
        await catalogue.dropRecord('shrimp');
        expect(await ids(TERREBONNE_SHRIMP)).toEqual(['abstract']);
        expect(await ids({ parish: TERREBONNE, person: 'ann-doucet' })).toEqual([]);
      });

      it('lists the records stored before migration 10 once it is applied', async () => {
        await db().exec(`DROP TABLE catalogue_parish_named;
          DELETE FROM schema_migrations WHERE version = 10`);
        expect(await migrate(db())).toEqual([10]);
        await expectTheLists();
      });
    });

    it('sorts oldest and newest by year, unknown dates last either way', async () => {
      const ids = async (sort: 'oldest' | 'newest') =>
        (await catalogue.explore({ ...page, sort })).videos.map((v) => v.id);
      expect(await ids('oldest')).toEqual(['levee', 'shrimp', 'capitol', 'unknown']);
      expect(await ids('newest')).toEqual(['capitol', 'shrimp', 'levee', 'unknown']);
      expect(await catalogue.matching({}, 'newest')).toEqual([
        'capitol',
        'shrimp',
        'levee',
        'unknown',
      ]);
    });

    it("lists a parish's records stored before migration 12 once it is applied", async () => {
      await catalogue.storeRecord(record('also', { coverages: ['Houma (La.)'], title: 'A catch' }));
      const lists = async () =>
        Promise.all(
          (['relevance', 'oldest', 'newest'] as const).flatMap((sort) =>
            [TERREBONNE, LAFOURCHE].map((parish) => catalogue.explore({ ...page, sort, parish })),
          ),
        );
      const before = await lists();
      expect(before[0]?.videos.map((v) => v.id)).toEqual(['also', 'shrimp']);
      await db().exec(`DROP INDEX catalogue_parishes_listed;
        ALTER TABLE catalogue_parishes DROP COLUMN title, DROP COLUMN year, DROP COLUMN decade;
        CREATE INDEX catalogue_parishes_fips ON catalogue_parishes (fips, record);
        DELETE FROM schema_migrations WHERE version = 12`);
      expect(await migrate(db())).toEqual([12]);
      expect(await lists()).toEqual(before);
    });

    it('counts the parishes, subjects and people of records stored before migration 13 once it is applied', async () => {
      await catalogue.storeRecord(
        record('twice', {
          coverages: ['Houma (La.)', 'Thibodaux (La.)'],
          subjects: ['Shrimp industry', 'Shrimp Industry'],
          contributors: [
            { name: 'Ann Doucet', role: 'Producer' },
            { name: 'Ann Doucet', role: 'Director' },
          ],
        }),
      );
      const answers = async () =>
        Promise.all([
          catalogue.explore(page),
          catalogue.explore({ ...page, parish: TERREBONNE }),
          catalogue.explore({ ...page, decade: 1960, sort: 'newest' }),
          catalogue.explore({ ...page, parish: TERREBONNE, person: 'ann-doucet' }),
          catalogue.facetsOf(['twice', 'shrimp', 'levee']),
        ]);
      const before = await answers();
      expect(before[1].parishes).toEqual([
        { value: TERREBONNE, count: 2 },
        { value: LAFOURCHE, count: 1 },
      ]);
      expect(before[1].subjects).toContainEqual({
        slug: 'shrimp-industry',
        name: 'Shrimp Industry',
        count: 2,
      });
      await db().exec(`ALTER TABLE catalogue_records
          DROP COLUMN parishes, DROP COLUMN subjects, DROP COLUMN people;
        DELETE FROM schema_migrations WHERE version = 13`);
      expect(await migrate(db())).toEqual([13]);
      expect(await answers()).toEqual(before);
    });

    it('counts unknown dates as a decade of null', async () => {
      const results = await catalogue.explore(page);
      expect(results.decades).toEqual([
        { value: 1960, count: 2 },
        { value: 1980, count: 1 },
        { value: null, count: 1 },
      ]);
    });

    it('puts a parish its coverages name before one only its abstract names', async () => {
      const abstract = record('abstract', {
        title: 'A',
        abstract: 'A trip through Houma.',
      });
      await catalogue.storeRecord(abstract);
      expect(await catalogue.matching({ parish: TERREBONNE }, 'relevance')).toEqual([
        'shrimp',
        'abstract',
      ]);
    });

    it('pages, and shows and counts only the videos `among` names', async () => {
      const first = await catalogue.explore({ ...page, sort: 'oldest', pageSize: 2 });
      const second = await catalogue.explore({ ...page, sort: 'oldest', pageSize: 2, page: 2 });
      expect([...first.videos, ...second.videos].map((v) => v.id)).toEqual([
        'levee',
        'shrimp',
        'capitol',
        'unknown',
      ]);
      expect(first.total).toBe(4);
      expect(first.candidates).toEqual(['levee', 'shrimp', 'capitol', 'unknown']);
      const among = await catalogue.explore({ ...page, among: ['levee', 'capitol'] });
      expect(among.candidates.sort()).toEqual(['capitol', 'levee']);
      expect(among.total).toBe(2);
      expect(among.videos.map((v) => v.id).sort()).toEqual(['capitol', 'levee']);
      expect(among.people.map((p) => [p.slug, p.count])).toEqual([
        ['ann-doucet', 1],
        ['edouard-roy', 1],
      ]);
      expect((await catalogue.explore({ ...page, among: [] })).total).toBe(0);
    });

    it('answers at most MAX_SPOKEN_VIDEOS candidates', async () => {
      const many = Array.from({ length: MAX_SPOKEN_VIDEOS + 5 }, (_, i) =>
        record(`many-${String(i).padStart(4, '0')}`, { coverages: ['Houma (La.)'] }),
      );
      for (const r of many) await catalogue.storeRecord(r);
      await expectFirstCandidatesListed(catalogue, TERREBONNE, 'relevance');
      const past = await catalogue.explore({ ...page, parish: TERREBONNE, page: 43 });
      expect(past.videos).toEqual([]);
      expect(past.total).toBe(MAX_SPOKEN_VIDEOS);
    }, 120_000);

    it("answers the decade and parishes of a search's results it holds", async () => {
      const facets = await catalogue.facetsOf(['levee', 'capitol', 'unknown', 'not-held', 'levee']);
      expect(facets.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: 'capitol', decade: 1980, parishes: [] },
        { id: 'levee', decade: 1960, parishes: [LAFOURCHE, ORLEANS] },
        { id: 'unknown', parishes: [JEFFERSON_DAVIS] },
      ]);
      expect(await catalogue.facetsOf([])).toEqual([]);
    });

    it('lists the moments a parish is named on camera, by video then time', async () => {
      const mentions = await catalogue.mentions(TERREBONNE, 10);
      expect(mentions.map((m) => [m.video.id, m.offset, m.name, m.text])).toEqual([
        ['shrimp', 12, 'Houma', 'We sailed out of Houma.'],
        ['levee', 5, 'Terrebonne Parish', 'In Terrebonne Parish.'],
      ]);
      expect((await catalogue.mentions(TERREBONNE, 10, ['levee'])).map((m) => m.video.id)).toEqual([
        'levee',
      ]);
      expect(await catalogue.mentions(TERREBONNE, 1)).toHaveLength(1);
    });

    it('replaces a record whole, and keeps its mentions when none are given', async () => {
      const { spoken: _spoken, ...fields } = SHRIMP;
      await catalogue.storeRecord({
        ...fields,
        coverages: ['Lafourche Parish (La.)'],
        places: cataloguePlaces({ ...fields, coverages: ['Lafourche Parish (La.)'] }),
        contributors: [],
      });
      const results = await catalogue.explore({ ...page, parish: TERREBONNE });
      expect(results.total).toBe(0);
      expect(await catalogue.person('jean-breaux')).toBeUndefined();
      expect((await catalogue.mentions(TERREBONNE, 10)).map((m) => m.video.id)).toContain('shrimp');
      await catalogue.storeRecord({ ...SHRIMP, spoken: [] });
      expect((await catalogue.mentions(TERREBONNE, 10)).map((m) => m.video.id)).toEqual(['levee']);
    });

    it('drops a record with everything it held', async () => {
      await catalogue.dropRecord('levee');
      await catalogue.dropRecord('never-held');
      expect([...(await catalogue.records())].sort()).toEqual(['capitol', 'shrimp', 'unknown']);
      expect((await catalogue.overview()).spokenParishes).toEqual([
        { value: TERREBONNE, count: 1 },
      ]);
      expect(await catalogue.person('ann-doucet')).toEqual({
        slug: 'ann-doucet',
        name: 'Ann Doucet',
        count: 1,
      });
    });

    it('refuses a record the engine cannot take as that record alone', async () => {
      await expect(catalogue.storeRecord(record('x'.repeat(10_000_000)))).rejects.toBeInstanceOf(
        AssetRefused,
      );
      expect((await catalogue.overview()).total).toBe(4);
    });

    it('takes hostile text as data', async () => {
      const hostile = record("o'brien; DROP TABLE catalogue_records; --", {
        title: "Robert's \u0000 \u202e film",
        subjects: ["'; DELETE FROM catalogue_entities; --"],
      });
      await catalogue.storeRecord(hostile);
      expect((await catalogue.overview()).total).toBe(5);
      const [video] = (await catalogue.explore({ ...page, subject: slugOfHostile })).videos;
      expect(video?.title).toBe("Robert's film");
    });
  });
}

const slugOfHostile = 'delete-from-catalogue-entities';
