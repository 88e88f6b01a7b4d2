import { GEONAMES_CREDIT } from '../../core/rules/places/towns';

/** 'video' or 'videos' after a count. */
export function videoCount(count: number): string {
  return `${count} ${count === 1 ? 'video' : 'videos'}`;
}

/** Said where town names (GeoNames) are used, as its licence asks. */
export function GeoNamesCredit() {
  return <p className="explore__credit">{GEONAMES_CREDIT}.</p>;
}

/** What an explore page shows when the site has no catalogue index (yet). */
export function CatalogueUnavailable() {
  return (
    <p className="explore__unavailable" role="status">
      The catalogue is not available yet. Browse or search the videos meanwhile.
    </p>
  );
}
