import type { AssetTime, Parish } from '../../entities/Places';
import type { JsonLd } from '../seo/jsonLd';
import { parishTitle } from './gazetteer';

/**
 * A parish as schema.org `spatialCoverage`: a Place named '{Name} Parish, Louisiana' with its
 * centroid, and its page when one is given.
 */
export function parishPlace(parish: Parish, url?: string): JsonLd {
  return {
    '@type': 'Place',
    name: `${parishTitle(parish)}, Louisiana`,
    ...(url ? { url } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: parish.lat, longitude: parish.lon },
  };
}

/** schema.org `temporalCoverage`: the year, or the decade as an ISO 8601 interval. */
export function temporalCoverage(time: AssetTime): string | undefined {
  if (!time.known) return undefined;
  if (time.year !== undefined) return String(time.year);
  return `${time.decade}/${time.decade + 9}`;
}
