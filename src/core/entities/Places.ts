/** A parish's five-digit county FIPS code: '22' (Louisiana) and three digits ('22071' Orleans). */
export type Fips = string;

/** One of Louisiana's 64 parishes, as the Census names it. */
export interface Parish {
  fips: Fips;
  /** The Census name without 'Parish': 'Orleans', 'St. Landry', 'LaSalle', 'De Soto'. */
  name: string;
  /** Its route name: 'orleans', 'st-landry', 'lasalle', 'de-soto'. */
  slug: string;
  /** Centroid of its shape (WGS 84), for schema.org `spatialCoverage`. */
  lat: number;
  lon: number;
}

/** A populated place of Louisiana (GeoNames) and the parish it lies in. */
export interface Town {
  name: string;
  parish: Fips;
  lat: number;
  lon: number;
}

/** Where a catalogue place was read. */
export type PlaceField = 'coverage' | 'subject' | 'title' | 'abstract';

/** One place of a record resolved to a parish, with the words it was read from. */
export interface CataloguePlace {
  fips: Fips;
  field: PlaceField;
  /** The words as written ('Houma (La.)', 'Lafourche Parish'). */
  text: string;
}

/** What a catalogue record says it is about, parish by parish. */
export interface CataloguePlaces {
  /** Distinct parishes, in FIPS order. */
  parishes: Fips[];
  /** The record names Louisiana itself (statewide, not any one parish). */
  statewide: boolean;
  /** Each place read, in the record's order (a parish may appear several times). */
  places: CataloguePlace[];
}

/** A parish or one of its towns named on camera. */
export interface SpokenPlace {
  fips: Fips;
  /** The words as said ('Houma', 'Terrebonne Parish'). */
  text: string;
  /** Seconds into the clip where the line starts (a moment link's `t`). */
  offset: number;
}

/** One caption line to read places from. */
export interface PlaceLine {
  offset: number;
  text: string;
}

/**
 * When a record is from: a year when DateIssued (or else a single year of its coverages)
 * gives one, otherwise a decade when its coverages give only that; 'unknown' is never guessed.
 */
export type AssetTime =
  | { known: true; year: number | undefined; decade: number; from: 'dateIssued' | 'coverage' }
  | { known: false };
