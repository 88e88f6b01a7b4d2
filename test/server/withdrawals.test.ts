/** @jest-environment node */
import { openTranscriptIndex } from '../../src/adapters/sql/openTranscriptIndex';
import { LPB } from '../../src/core/entities/Collection';
import { indexWithdrawals } from '../../src/server/index/withdrawals';

describe('indexWithdrawals', () => {
  it("drops a withdrawn video's cues and its catalogue record, once per window", async () => {
    const index = await openTranscriptIndex();
    try {
      await index.store(
        {
          id: 'a',
          title: 'A',
          seriesTitle: '',
          type: 'Clip',
          collection: LPB,
          thumbnail: '',
          captionVersion: 'v1',
        },
        [{ offset: 0, end: 2, text: 'The levee held.' }],
      );
      await index.catalogue().storeRecord({
        id: 'a',
        title: 'A',
        seriesTitle: '',
        type: 'Clip',
        collection: LPB,
        abstract: '',
        subjects: [],
        genres: [],
        contributors: [],
        coverages: ['Houma (La.)'],
        dateIssued: '',
        duration: '',
        thumbnail: '',
        places: { parishes: ['22109'], statewide: false, places: [] },
        time: { known: false },
      });
      const withdrawals = indexWithdrawals(index, 60_000);
      await withdrawals.withdrawn('a');
      expect(await index.state()).toMatchObject({ assets: 0 });
      expect(await index.catalogue().records()).toEqual(new Set());
      // Stored again within the window (a pass): the same withdrawal writes nothing.
      await index.catalogue().storeRecord({
        id: 'a',
        title: 'A',
        seriesTitle: '',
        type: 'Clip',
        collection: LPB,
        abstract: '',
        subjects: [],
        genres: [],
        contributors: [],
        coverages: [],
        dateIssued: '',
        duration: '',
        thumbnail: '',
        places: { parishes: [], statewide: false, places: [] },
        time: { known: false },
      });
      await withdrawals.withdrawn('a');
      expect(await index.catalogue().records()).toEqual(new Set(['a']));
    } finally {
      await index.close();
    }
  });
});
