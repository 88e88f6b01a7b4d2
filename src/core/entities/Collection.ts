import { toText } from '../rules/values/text';

/** The two partner collections. The numbers are the archive API's `Collection` values. */
export const LPB = 3;
export const LSA = 4;
export type CollectionId = typeof LPB | typeof LSA;

export const COLLECTION_NAMES: Record<CollectionId, string> = {
  [LPB]: 'Louisiana Public Broadcasting',
  [LSA]: 'Louisiana State Archives',
};

export function isCollectionId(value: unknown): value is CollectionId {
  return value === LPB || value === LSA;
}

/** Reads a collection from route or wire text; anything else is undefined. */
export function parseCollection(value: unknown): CollectionId | undefined {
  const n = Number(toText(value) || Number.NaN);
  return isCollectionId(n) ? n : undefined;
}

/**
 * The collection of an asset detail: the first of its collection numbers that is 3 or 4, where
 * the archive sends one, as it does for every list item; otherwise its name, where the state archives' name
 * ('Louisiana State Archives', 'State Archives, Louisiana Secretary of State') marks LSA and
 * any other name LPB, the broadcaster that holds most of the archive.
 */
export function detailCollection(numbers: readonly unknown[], name: string): CollectionId {
  for (const number of numbers) {
    const collection = parseCollection(number);
    if (collection) return collection;
  }
  return collectionFromName(name);
}

/** A collection's name: the state archives' (or the Secretary of State's) marks LSA. */
export function collectionFromName(name: string): CollectionId {
  return /state\s+archives|secretary\s+of\s+state/i.test(name) ? LSA : LPB;
}
