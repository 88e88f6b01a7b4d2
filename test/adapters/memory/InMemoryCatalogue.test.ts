import { InMemoryCatalogue } from '../../../src/adapters/memory/InMemoryCatalogue';
import { MAX_SPOKEN_VIDEOS } from '../../../src/core/entities/SpokenWords';
import { aCatalogueRecord } from '../../support/catalogue';
import { expectFirstCandidatesListed } from '../sql/catalogueContract';

const TERREBONNE = '22109';
const page = { sort: 'oldest' as const, page: 1, pageSize: 24 };

/** The explore answer the SQL catalogue's contract asks for, kept by the fake the tests use. */
describe('InMemoryCatalogue', () => {
  it('pages and counts the first MAX_SPOKEN_VIDEOS videos of a list, and names them', async () => {
    const records = Array.from({ length: MAX_SPOKEN_VIDEOS + 5 }, (_, i) =>
      aCatalogueRecord({
        id: `v${String(i).padStart(4, '0')}`,
        coverages: ['Houma (La.)'],
        dateIssued: String(1950 + (i % 50)),
      }),
    );
    await expectFirstCandidatesListed(new InMemoryCatalogue(records), TERREBONNE, 'oldest');
  });

  it('shows, counts and names only the videos `among` names', async () => {
    const catalogue = new InMemoryCatalogue(
      ['a', 'b', 'c'].map((id) => aCatalogueRecord({ id, coverages: ['Houma (La.)'] })),
    );
    const answer = await catalogue.explore({ ...page, among: ['c', 'a'] });
    expect(answer.candidates.sort()).toEqual(['a', 'c']);
    expect(answer.videos.map((v) => v.id).sort()).toEqual(['a', 'c']);
    expect(answer.total).toBe(2);
  });

  it('counts as statewide a video that names Louisiana and no parish, as the SQL catalogue does', async () => {
    const catalogue = new InMemoryCatalogue([
      aCatalogueRecord({ id: 'state', coverages: ['Louisiana'] }),
      aCatalogueRecord({ id: 'both', coverages: ['Louisiana', 'Houma (La.)'] }),
    ]);
    const overview = await catalogue.overview();
    expect(overview.statewide).toBe(1);
    expect(overview.parishes).toEqual([{ value: TERREBONNE, count: 1 }]);
  });
});
