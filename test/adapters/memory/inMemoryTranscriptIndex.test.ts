/**
 * @jest-environment node
 */
import {
  InMemoryTranscriptIndex,
  type TranscriptHoldings,
} from '../../../src/adapters/memory/InMemoryTranscriptIndex';
import { transcriptIndexPortContract } from '../transcriptIndexContract';

const holdings: TranscriptHoldings = { assets: new Map(), locks: new Set() };
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
