import type { CatalogueRecord } from '../../src/core/entities/Catalogue';
import { LPB } from '../../src/core/entities/Collection';
import type { StoredRecord } from '../../src/core/ports/Catalogue';
import { assetTime } from '../../src/core/rules/places/assetTime';
import { cataloguePlaces } from '../../src/core/rules/places/resolvePlaces';

/**
 * A record as a pass stores it, its places and time read by the site's own rules; without
 * `spoken`, storing it keeps the places its lines already name.
 */
export function aStoredRecord(
  fields: Partial<Omit<StoredRecord, 'places' | 'time'>> & { id: string },
): StoredRecord {
  const base = {
    title: `Video ${fields.id}`,
    seriesTitle: '',
    type: 'Clip' as const,
    collection: LPB as CatalogueRecord['collection'],
    abstract: '',
    subjects: [],
    genres: [],
    contributors: [],
    coverages: [],
    dateIssued: '',
    duration: '00:01:00',
    thumbnail: '',
    ...fields,
  };
  return { ...base, places: cataloguePlaces(base), time: assetTime(base) };
}

/** A catalogue record whose places and time are resolved by the site's own rules. */
export function aCatalogueRecord(
  fields: Partial<Omit<CatalogueRecord, 'places' | 'time'>> & { id: string },
): CatalogueRecord {
  return { ...aStoredRecord(fields), spoken: fields.spoken ?? [] };
}

/** A video of Terrebonne parish: its coverage names Houma, and so does one of its lines. */
export const SHRIMP_SEASON = aCatalogueRecord({
  id: 'A1',
  title: 'Shrimp Season in Houma',
  coverages: ['Houma (La.)'],
  dateIssued: '1967-08-14',
  subjects: ['Shrimp industry'],
  contributors: [{ name: 'Edwin Edwards', role: 'Interviewee' }],
  spoken: [{ fips: '22109', text: 'Houma', offset: 65, line: 'Down the bayou from Houma.' }],
});
