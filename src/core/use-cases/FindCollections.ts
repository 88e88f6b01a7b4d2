import type { Asset } from '../entities/Asset';
import type { ApiAssetType } from '../entities/Browse';
import { COLLECTION_NAMES, LPB, LSA, type CollectionId } from '../entities/Collection';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';

/** A series or topic the About page links to, as the archive lists it. */
export interface FoundCollection {
  title: string;
  category: 'series' | 'topic';
  /** The archive's identifier for it: its sub-listing's address. */
  id: string;
  /** Which collection it belongs to, in words. */
  note: string;
}

/** How many of each list a collection offers: a few places to start, not a catalogue. */
export const SERIES_PER_COLLECTION = 2;
export const TOPICS_PER_COLLECTION = 1;

const LISTS: { category: FoundCollection['category']; type: ApiAssetType; count: number }[] = [
  { category: 'series', type: 'Series', count: SERIES_PER_COLLECTION },
  { category: 'topic', type: 'Topic', count: TOPICS_PER_COLLECTION },
];

const linkable = (item: Asset, type: ApiAssetType) =>
  item.type === type && item.isPublic && item.identifier.trim() !== '' && item.title.trim() !== '';

function noteOf(category: FoundCollection['category'], collection: CollectionId | undefined) {
  const kind = category === 'series' ? 'a series' : 'a topic';
  return collection === undefined
    ? `${kind} in the archive`
    : `${kind} from ${COLLECTION_NAMES[collection]}`;
}

/**
 * A few series and topics to start from, taken from the archive's own lists of every series
 * and topic (`GET /getAllAssetsApi/{type}`), whatever the archive: the first of each
 * collection's (LPB's, then LSA's), or the first of the lists when their items name no
 * collection. Each is public and has an identifier, so each links to a real sub-listing.
 * Rejects when a list cannot be read.
 */
export class FindCollections {
  constructor(private readonly archive: ArchiveApi) {}

  async execute(options?: CallOptions): Promise<FoundCollection[]> {
    const lists = await Promise.all(LISTS.map(({ type }) => this.archive.allAssets(type, options)));
    const found: FoundCollection[] = [];
    const seen = new Set<string>();
    const take = (collection: CollectionId | undefined, anyCollection: boolean) => {
      LISTS.forEach(({ category, type, count }, i) => {
        const picked = (lists[i] ?? [])
          .filter((item) => linkable(item, type))
          .filter((item) => anyCollection || item.collection === collection)
          .filter((item) => !seen.has(`${category}|${item.identifier}`))
          .slice(0, count);
        for (const item of picked) {
          seen.add(`${category}|${item.identifier}`);
          found.push({
            title: item.title.trim(),
            category,
            id: item.identifier,
            note: noteOf(category, item.collection),
          });
        }
      });
    };
    for (const collection of [LPB, LSA] as const) take(collection, false);
    if (found.length === 0) take(undefined, true);
    return found;
  }
}
