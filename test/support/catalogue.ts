import type { CatalogueRecord } from '../../src/core/entities/Catalogue';
import { LPB } from '../../src/core/entities/Collection';
import { assetTime } from '../../src/core/rules/places/assetTime';
import { cataloguePlaces } from '../../src/core/rules/places/resolvePlaces';

/** A catalogue record whose places and time are resolved by the site's own rules. */
export function aCatalogueRecord(
  fields: Partial<Omit<CatalogueRecord, 'places' | 'time'>> & { id: string },
): CatalogueRecord {
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
    spoken: [],
    ...fields,
  };
  return { ...base, places: cataloguePlaces(base), time: assetTime(base) };
}
