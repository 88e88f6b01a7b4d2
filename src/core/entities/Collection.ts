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

/** Asset details carry only the collection's name; the archives' name marks LSA. */
export function collectionFromName(name: string): CollectionId {
  return /state\s+archives/i.test(name) ? LSA : LPB;
}
