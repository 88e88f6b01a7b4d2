import type { AssetType } from './Asset';
import type { CollectionId } from './Collection';
import type { AssetTime, CataloguePlaces, Fips, SpokenPlace } from './Places';
import type { FacetCount, IndexedAsset } from './SpokenWords';

/** A contributor kept by the catalogue: both a name and a role (CONTRACT.md). */
export interface CatalogueContributor {
  name: string;
  role: string;
}

/** A place named on camera with the caption line it was said in. */
export interface SpokenPlaceLine extends SpokenPlace {
  line: string;
}

/** What the catalogue index holds of one public video, read from its detail by a pass. */
export interface CatalogueRecord {
  id: string;
  title: string;
  seriesTitle: string;
  type: AssetType | '';
  collection: CollectionId;
  /** The first abstract, or ''. */
  abstract: string;
  subjects: string[];
  genres: string[];
  contributors: CatalogueContributor[];
  coverages: string[];
  /** As the archive wrote it ('1967-08-14'), or ''. */
  dateIssued: string;
  /** `hh:mm:ss` or ''. */
  duration: string;
  thumbnail: string;
  /** Resolved from coverages, subjects, title and abstract (rules/places). */
  places: CataloguePlaces;
  time: AssetTime;
  /** Parishes and towns named on camera, each with its moment and line (rules/places). */
  spoken: SpokenPlaceLine[];
}

/** How explore lists are ordered. */
export type ExploreSort = 'relevance' | 'oldest' | 'newest';
export const EXPLORE_SORTS: readonly ExploreSort[] = ['relevance', 'oldest', 'newest'];

/** Videos per explore page. */
export const EXPLORE_PAGE_SIZE = 24;
/** Subjects and people an answer counts at most, the most used first. */
export const MAX_NAMED_COUNTS = 20;
/** Moments of a parish named on camera that one answer lists at most. */
export const MAX_MENTIONS = 200;

/**
 * What an explore list is narrowed to: any of its dimensions. A subject or a person is
 * named by its slug (rules/places `slugOf` of its name).
 */
export interface ExploreFilter {
  parish?: Fips;
  /** The decade's first year: 1960 for the 1960s. */
  decade?: number;
  subject?: string;
  person?: string;
}

export interface ExploreQuery extends ExploreFilter {
  sort: ExploreSort;
  /** 1-based. */
  page: number;
  pageSize: number;
  /**
   * The only videos the answer may show or count (those the archive makes public now); all
   * when left out.
   */
  among?: readonly string[];
}

/** A video in an explore list: what search results show of it, and its time. */
export interface ExploreVideo extends Omit<IndexedAsset, 'captionVersion'> {
  /** Undefined when its date is unknown (or only its decade is known). */
  year?: number;
  decade?: number;
}

/** A named entity with its count of videos. */
export interface NamedCount {
  slug: string;
  name: string;
  count: number;
}

/** One page of an explore list, with the counts of the other dimensions within it. */
export interface ExploreResults {
  videos: ExploreVideo[];
  total: number;
  parishes: FacetCount<Fips>[];
  /** `value` null counts the videos whose date is unknown. */
  decades: FacetCount<number | null>[];
  subjects: NamedCount[];
  people: NamedCount[];
}

/**
 * A list as the index answers it: the page and counts of the videos it considered, and
 * their ids, so that one read can be checked against the archive and kept.
 */
export interface ExploreAnswer extends ExploreResults {
  /** The ids of the videos counted, in the list's order (at most MAX_SPOKEN_VIDEOS). */
  candidates: string[];
}

/** The explore hub: every dimension with its counts, of videos by their catalogue places. */
export interface CatalogueOverview {
  /** Every parish that has videos, by FIPS; parishes with none are left out. */
  parishes: FacetCount<Fips>[];
  /** Videos naming a parish or one of its towns on camera, per parish, kept apart. */
  spokenParishes: FacetCount<Fips>[];
  /** Statewide videos (Louisiana itself, no one parish). */
  statewide: number;
  decades: FacetCount<number>[];
  /** Videos whose date is unknown: counted, never guessed. */
  unknownDate: number;
  /** The most used, most first. */
  subjects: NamedCount[];
  people: NamedCount[];
  /** Videos in the catalogue index. */
  total: number;
}

/** A moment where a parish, or one of its towns, is named on camera. */
export interface SpokenMention {
  video: ExploreVideo;
  offset: number;
  /** The caption line it was said in. */
  text: string;
  /** The place as said in it ('Houma', 'Terrebonne Parish'). */
  name: string;
}

/** Search results whose decade and parishes one answer of the index gives at most. */
export const MAX_FACET_IDS = 5000;

/**
 * What the index says of one video for the search results' filters: its decade (left out
 * when its date is unknown) and the parishes of its catalogue places.
 */
export interface AssetFacets {
  id: string;
  decade?: number;
  /** Distinct, in FIPS order. */
  parishes: Fips[];
}
