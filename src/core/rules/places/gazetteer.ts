import type { Fips, Parish } from '../../entities/Places';
import data from './parishes.json';

/** Where a part of the gazetteer comes from, as its licence asks to say. */
export interface GazetteerSource {
  part: string;
  package: string;
  data: string;
  licence: string;
}

/** The parishes' source: the Census shapes of us-atlas. */
export const PARISH_SOURCE: GazetteerSource = data.meta.source;

/** Louisiana's 64 parishes in FIPS order (scripts/gazetteer.mjs). */
export const PARISHES: readonly Parish[] = data.parishes;

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
