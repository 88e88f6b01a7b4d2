import { MAX_NAMED_COUNTS, type CatalogueOverview } from '../../../src/core/entities/Catalogue';
import type { PostgresCatalogue } from '../../../src/adapters/sql/PostgresCatalogue';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { migrate } from '../../../src/adapters/sql/migrate';
import { cataloguePlaces } from '../../../src/core/rules/places/resolvePlaces';
import { aStoredRecord } from '../../support/catalogue';

/** The hub's counts as the rows give them, each read over the whole catalogue. */
async function countedFromRows(db: SqlDatabase): Promise<CatalogueOverview> {
  const [totals] = await db.query<{ total: number; statewide: number; unknown: number }>(
    `SELECT (SELECT count(*)::int FROM catalogue_records) AS total,
      (SELECT count(*)::int FROM catalogue_records r WHERE r.statewide
        AND NOT EXISTS (SELECT 1 FROM catalogue_parishes p WHERE p.record = r.id)) AS statewide,
      (SELECT count(*)::int FROM catalogue_records WHERE decade IS NULL) AS unknown`,
  );
  const named = (kind: string) =>
    db.query<{ slug: string; name: string; count: number }>(
      `SELECT slug, min(name) AS name, count(DISTINCT record)::int AS count
      FROM catalogue_entities WHERE kind = $1 GROUP BY slug
      ORDER BY count(DISTINCT record) DESC, slug LIMIT $2`,
      [kind, MAX_NAMED_COUNTS],
    );
  return {
    total: totals?.total ?? -1,
    statewide: totals?.statewide ?? -1,
    unknownDate: totals?.unknown ?? -1,
    parishes: await db.query(`SELECT fips AS value, count(*)::int AS count
      FROM catalogue_parishes GROUP BY fips ORDER BY fips`),
    spokenParishes: await db.query(`SELECT fips AS value, count(DISTINCT record)::int AS count
      FROM catalogue_mentions GROUP BY fips ORDER BY fips`),
    decades: await db.query(`SELECT decade AS value, count(*)::int AS count
      FROM catalogue_records WHERE decade IS NOT NULL GROUP BY decade ORDER BY decade`),
    subjects: await named('subject'),
    people: await named('person'),
  };
}

/**
 * Records that share subjects and people, list some twice, name them differently, and are
 * statewide or not (Louisiana alone, a parish, or both).
 */
function crowd(n: number) {
  return Array.from({ length: n }, (_, i) =>
    aStoredRecord({
      id: `crowd-${i}`,
      title: `Crowd ${i}`,
      coverages: [
        ['Louisiana'],
        ['Houma (La.)', `19${50 + (i % 5) * 10}`],
        ['Louisiana', 'Houma (La.)'],
      ][i % 3],
      subjects: [i % 2 ? 'Shrimp industry' : 'shrimp Industry', `Topic ${i % 4}`, 'Floods'],
      contributors: [
        { name: 'Ann Doucet', role: 'Producer' },
        { name: i % 2 ? 'Ann Doucet' : 'Ann  Doucet', role: 'Director' },
        { name: `Person ${i % 7}`, role: 'Reporter' },
      ],
      dateIssued: i % 4 ? `19${60 + (i % 3) * 10}-01-01` : '',
      spoken: [
        { fips: '22109', text: 'Houma', offset: i, line: 'In Houma.' },
        { fips: '22109', text: 'Terrebonne', offset: i + 1, line: 'Terrebonne again.' },
        { fips: i % 2 ? '22057' : '22071', text: 'Thibodaux', offset: 3, line: 'Thibodaux.' },
      ],
    }),
  );
}

/**
 * The hub's counts, kept by migration 11 as the rows change, are those the rows give, after
 * any writes, replacements, drops and truncation, and however many writers at once.
 */
export function keptCountsContract(
  db: () => SqlDatabase,
  catalogue: () => PostgresCatalogue,
): void {
  describe("the hub's counts, kept as the rows change", () => {
    const expectCountsOfTheRows = async () => {
      const kept = await catalogue().overview();
      expect(kept).toEqual(await countedFromRows(db()));
      for (const { slug, name, count } of kept.people) {
        expect(await catalogue().person(slug)).toEqual({ slug, name, count });
      }
    };

    it('are those of the rows after records are written, replaced and dropped', async () => {
      await expectCountsOfTheRows();
      const records = crowd(24);
      for (const r of records) await catalogue().storeRecord(r);
      await expectCountsOfTheRows();
      for (const r of records.slice(0, 12)) {
        const coverages = r.coverages.length > 1 ? ['Lafourche Parish (La.)', '1990'] : [];
        await catalogue().storeRecord({
          ...r,
          coverages,
          places: cataloguePlaces({ ...r, coverages }),
          subjects: ['Floods', 'Floods'],
          contributors: [{ name: 'Zed Roy', role: 'Host' }],
          spoken: r.spoken?.slice(2),
        });
      }
      await expectCountsOfTheRows();
      for (const r of records.slice(8, 20)) await catalogue().dropRecord(r.id);
      await expectCountsOfTheRows();
      expect((await catalogue().overview()).total).toBe(4 + 12);
    });

    it('keep the least name of a slug, and the next one when it goes', async () => {
      const [lower, upper] = crowd(2);
      const shrimp = () => catalogue().subject('shrimp-industry');
      await catalogue().storeRecord(lower!);
      await catalogue().storeRecord(upper!);
      expect(await shrimp()).toMatchObject({ count: 4 });
      await expectCountsOfTheRows();
      for (const id of [upper!.id, 'shrimp', 'levee']) await catalogue().dropRecord(id);
      expect(await shrimp()).toEqual({
        slug: 'shrimp-industry',
        name: 'shrimp Industry',
        count: 1,
      });
      await catalogue().storeRecord(upper!);
      await catalogue().dropRecord(lower!.id);
      expect(await shrimp()).toEqual({
        slug: 'shrimp-industry',
        name: 'Shrimp industry',
        count: 1,
      });
    });

    it('are those of the rows with many writers at once', async () => {
      const records = crowd(40);
      await Promise.all(records.map((r) => catalogue().storeRecord(r)));
      await Promise.all(
        records.map((r, i) =>
          i % 3
            ? catalogue().storeRecord({ ...r, title: `${r.title}, again` })
            : catalogue().dropRecord(r.id),
        ),
      );
      await expectCountsOfTheRows();
    });

    it('are emptied with the tables', async () => {
      await db().exec('TRUNCATE catalogue_records CASCADE');
      expect(await catalogue().overview()).toEqual(await countedFromRows(db()));
      expect((await catalogue().overview()).total).toBe(0);
    });

    it('are counted from the records stored before migration 11 once it is applied', async () => {
      for (const r of crowd(12)) await catalogue().storeRecord(r);
      const before = await catalogue().overview();
      // As migration 10 left them: no counts, and statewide whatever the parishes.
      await db().exec(`DROP FUNCTION catalogue_counts_add, catalogue_counts_take,
          catalogue_counts_cleared, catalogue_record_counts, catalogue_records_counted,
          catalogue_parishes_counted, catalogue_mentions_counted, catalogue_entities_counted
          CASCADE;
        DROP TABLE catalogue_counts;
        UPDATE catalogue_records SET statewide = 'Louisiana' = ANY (coverages);
        DELETE FROM schema_migrations WHERE version = 11`);
      expect(await migrate(db())).toEqual([11]);
      expect(await catalogue().overview()).toEqual(before);
      await expectCountsOfTheRows();
    });
  });
}
