import { LPB } from '../../../src/core/entities/Collection';
import { migrate } from '../../../src/adapters/sql/migrate';
import { MIGRATIONS } from '../../../src/adapters/sql/migrations';
import { PostgresTranscriptIndex } from '../../../src/adapters/sql/PostgresTranscriptIndex';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { asset, cues } from '../../support/transcriptIndexFixtures';
import { UNHURRIED } from '../../support/sharedDatabase';

/** An index stored before migration 9 (the word counts' key with the count) keeps ranking by them. */
export function termCountsUpgrade(engine: string, empty: () => Promise<SqlDatabase>): void {
  it(`keeps ranking an index stored before migration 9 by its word counts on ${engine}`, async () => {
    const db = await empty();
    try {
      await migrate(
        db,
        MIGRATIONS.filter((migration) => migration.version < 9),
      );
      const index = new PostgresTranscriptIndex(db, UNHURRIED);
      const once = asset('once', LPB, 'Clip');
      const thrice = asset('thrice', LPB, 'Clip');
      await index.store(once, cues([0, 'The levee held.']));
      await index.store(thrice, cues([0, 'A levee.'], [5, 'The levee broke.'], [9, 'Levees.']));
      expect(await migrate(db)).toEqual(
        MIGRATIONS.filter((migration) => migration.version >= 9).map((m) => m.version),
      );
      expect(await index.matching('levee')).toEqual([thrice.id, once.id]);
      const twice = asset('twice', LPB, 'Clip');
      await index.store(twice, cues([0, 'The levee, the levee.']));
      await index.store(once, cues([0, 'No levee here.']));
      expect(await index.matching('levee')).toEqual([thrice.id, twice.id, once.id]);
      expect(
        (await index.search({ text: 'levee', page: 1, pageSize: 10, momentsPerVideo: 1 })).total,
      ).toBe(3);
    } finally {
      await db.close();
    }
  });
}
