/**
 * @jest-environment node
 */
import {
  InMemoryTranscriptIndex,
  type TranscriptHoldings,
} from '../../../src/adapters/memory/InMemoryTranscriptIndex';
import { LPB } from '../../../src/core/entities/Collection';
import { transcriptIndexPortContract } from '../transcriptIndexContract';
import { asset, cues } from '../../support/transcriptIndexFixtures';

const holdings: TranscriptHoldings = { assets: new Map(), locks: new Set(), failures: new Map() };
const index = new InMemoryTranscriptIndex(holdings);

transcriptIndexPortContract('memory', {
  open: async () => index,
  empty: async () => {
    holdings.assets.clear();
    holdings.locks.clear();
    delete holdings.lastPass;
  },
  another: async () => index.another(),
  close: () => index.close(),
});

describe('InMemoryTranscriptIndex', () => {
  it('rejects every call of a closed handle, while another handle on the same data goes on', async () => {
    const first = new InMemoryTranscriptIndex();
    const second = first.another();
    await first.store(asset('a', LPB, 'Clip'), cues([0, 'The levee held.']));
    await first.close();
    await expect(first.state()).rejects.toThrow('closed');
    await expect(first.searchWithin('a', 'levee')).rejects.toThrow('closed');
    expect(await second.state()).toEqual({ assets: 1, cues: 1 });
    expect(await second.matching('levees')).toEqual(['a']);
  });
});
