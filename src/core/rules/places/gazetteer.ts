import type { Fips, Parish, Town } from '../../entities/Places';
import data from './gazetteer.json';

/** Where the gazetteer's names come from, as its licences ask to say. */
export const GAZETTEER_SOURCES: readonly { part: string; data: string; licence: string }[] =
  data.meta.sources;

/** GeoNames' licence asks for this credit wherever its town names are shown or used. */
export const GEONAMES_CREDIT = 'Town names and coordinates: GeoNames (geonames.org), CC BY 4.0';

/** Louisiana's 64 parishes in FIPS order. */
export const PARISHES: readonly Parish[] = data.parishes;

/** Louisiana's towns (GeoNames), by name then parish. */
export const TOWNS: readonly Town[] = data.towns;

const byFips = new Map(PARISHES.map((parish) => [parish.fips, parish]));
const bySlug = new Map(PARISHES.map((parish) => [parish.slug, parish]));

export function parishByFips(fips: Fips): Parish | undefined {
  return byFips.get(fips);
}

/** The parish a route names, or undefined for any other text (the page answers 404). */
export function parishBySlug(slug: string): Parish | undefined {
  return bySlug.get(slug);
}

/** The page title's name: 'Orleans Parish', 'St. Landry Parish'. */
export function parishTitle(parish: Parish): string {
  return `${parish.name} Parish`;
}

/**
 * A route name for any label: lowercase ASCII words joined by '-', accents dropped
 * ('St. Landry' -> 'st-landry', 'Cajuns' -> 'cajuns', 'Mardi Gras' -> 'mardi-gras').
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
