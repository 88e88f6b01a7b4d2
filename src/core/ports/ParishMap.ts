import type { Fips } from '../entities/Places';

/** One parish drawn on the map. */
export interface ParishShape {
  fips: Fips;
  name: string;
  slug: string;
  /** SVG path data in the map's frame (0,0 to width,height). */
  d: string;
  /** Where its label or marker goes: a point inside the parish, in the same frame. */
  label: { x: number; y: number };
}

/** Louisiana's 64 parishes projected into a width x height frame, in FIPS order. */
export interface ParishMapGeometry {
  width: number;
  height: number;
  parishes: ParishShape[];
}

/** Draws the parish map; the geometry is the same for every page, so it is made once. */
export interface ParishMap {
  geometry(): ParishMapGeometry;
}
