/** @jest-environment node */
import { openTranscriptIndex } from '../../src/adapters/sql/openTranscriptIndex';
import { LPB } from '../../src/core/entities/Collection';
import { indexWithdrawals } from '../../src/server/index/withdrawals';
import { aStoredRecord } from '../support/catalogue';
import { asset, cues } from '../support/transcriptIndexFixtures';

describe('indexWithdrawals', () => {
  it("drops a withdrawn video's cues and its catalogue record, once per window", async () => {
    const index = await openTranscriptIndex();
    try {
      await index.store(asset('a', LPB, 'Clip'), cues([0, 'The levee held.']));
      await index.catalogue().storeRecord(aStoredRecord({ id: 'a', coverages: ['Houma (La.)'] }));
      const withdrawals = indexWithdrawals(index, 60_000);
      await withdrawals.withdrawn('a');
      expect(await index.state()).toMatchObject({ assets: 0 });
      expect(await index.catalogue().records()).toEqual(new Set());
      // Stored again within the window (a pass): the same withdrawal writes nothing.
      await index.catalogue().storeRecord(aStoredRecord({ id: 'a' }));
      await withdrawals.withdrawn('a');
      expect(await index.catalogue().records()).toEqual(new Set(['a']));
    } finally {
      await index.close();
    }
  });
});
