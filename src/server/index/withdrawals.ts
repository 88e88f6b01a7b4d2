import { LRUCache } from 'lru-cache';
import type { CatalogueStore } from '../../core/ports/Catalogue';
import type { TranscriptIndex } from '../../core/ports/TranscriptIndex';
import type { Withdrawals } from '../../core/ports/Withdrawals';

/** Assets remembered as already dropped: a withdrawn page read by many costs one write. */
const REMEMBERED_DROPS = 10_000;

/**
 * Drops from the index (its cues, and its catalogue record when the index holds a catalogue)
 * each asset the archive no longer makes public, once per `windowMs` (the archive answers'
 * cache window: no read in it can bring the asset back).
 */
export function indexWithdrawals(
  index: Pick<TranscriptIndex, 'drop'> & { catalogue?(): Pick<CatalogueStore, 'dropRecord'> },
  windowMs: number,
): Withdrawals {
  const dropped = new LRUCache<string, true>({ max: REMEMBERED_DROPS, ttl: windowMs });
  return {
    async withdrawn(assetId) {
      if (dropped.has(assetId)) return;
      await index.drop(assetId);
      await index.catalogue?.().dropRecord(assetId);
      dropped.set(assetId, true);
    },
  };
}
