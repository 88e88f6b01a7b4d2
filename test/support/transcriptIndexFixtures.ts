import type { AssetType } from '../../src/core/entities/Asset';
import { LPB, LSA, type CollectionId } from '../../src/core/entities/Collection';
import type { IndexedAsset, IndexedCue, SpokenSearch } from '../../src/core/entities/SpokenWords';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';

/** The transcript index's contract tests' videos, their lines and their queries. */

export function asset(
  id: string,
  collection: CollectionId,
  type: AssetType | '',
  more: Partial<IndexedAsset> = {},
): IndexedAsset {
  return {
    id,
    title: `Title of ${id}`,
    seriesTitle: `Series of ${id}`,
    type,
    collection,
    thumbnail: `https://media.example/${id}.jpg`,
    captionVersion: `v1-${id}`,
    ...more,
  };
}

export function cues(...lines: [number, string][]): IndexedCue[] {
  return lines.map(([offset, text]) => ({ offset, end: offset + 4, text }));
}

export const FLOOD = asset('flood-1927', LPB, 'Program');
export const GOVERNOR = asset('governor', LSA, 'Clip');
export const FIDDLERS = asset('fiddlers', LPB, 'Clip');

export const FLOOD_CUES = cues(
  [0, 'The levee broke at Mounds Landing in April.'],
  [5, 'Water covered the delta for months.'],
  [10, 'Engineers argued about the levees for years.'],
  [15, 'My grandfather built levees along the river.'],
  [20, 'Levees and more levees, levees everywhere: that was the whole plan.'],
);
export const GOVERNOR_CUES = cues(
  [0, 'The governor spoke about the flood relief.'],
  [4, 'Relief came slowly to the parishes.'],
);
export const FIDDLERS_CUES = cues(
  [0, 'He played the fiddle at every dance.'],
  [3, 'The levee was where we danced on Saturday.'],
);

export function query(text: string, more: Partial<SpokenSearch> = {}): SpokenSearch {
  return { text, page: 1, pageSize: 10, momentsPerVideo: 3, ...more };
}

/** Stores the three videos with their lines. */
export async function storeThree(index: Pick<TranscriptIndex, 'store'>): Promise<void> {
  await index.store(FLOOD, FLOOD_CUES);
  await index.store(GOVERNOR, GOVERNOR_CUES);
  await index.store(FIDDLERS, FIDDLERS_CUES);
}

/** The ids of the videos a search finds, in the order it ranks them. */
export async function foundIds(
  index: Pick<TranscriptIndex, 'search'>,
  text: string,
  more: Partial<SpokenSearch> = {},
): Promise<string[]> {
  return (await index.search(query(text, more))).hits.map((hit) => hit.asset.id);
}
