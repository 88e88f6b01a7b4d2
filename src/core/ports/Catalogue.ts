import type {
  AssetFacets,
  CatalogueOverview,
  CatalogueRecord,
  ExploreAnswer,
  ExploreFilter,
  ExploreQuery,
  NamedCount,
  SpokenMention,
  SpokenPlaceLine,
} from '../entities/Catalogue';
import type { Fips } from '../entities/Places';
import type { CallOptions } from './CallOptions';

/**
 * Exploring the catalogue by place, time, subject and person (visitors). Every answer is of
 * the videos the index holds; the use cases narrow them to what the archive makes public now
 * (`among`). Rejects when the engine cannot be reached or ran past its time limit.
 */
export interface CatalogueExplorer {
  /** The hub's counts. */
  overview(options?: CallOptions): Promise<CatalogueOverview>;

  /**
   * The ids of the videos a filter holds, in the order `sort` gives, at most MAX_SPOKEN_VIDEOS
   * (the candidates a use case checks before `explore`).
   */
  matching(
    filter: ExploreFilter,
    sort: ExploreQuery['sort'],
    options?: CallOptions,
  ): Promise<string[]>;

  /**
   * A page of the first MAX_SPOKEN_VIDEOS videos a filter holds (among `among` when given) in
   * the query's order, the other dimensions' counts of them, and their ids: the candidates
   * `matching` answers, with the page they give, in one read.
   */
  explore(query: ExploreQuery, options?: CallOptions): Promise<ExploreAnswer>;

  /** Moments where a parish or one of its towns is named on camera, by video then time. */
  mentions(
    parish: Fips,
    limit: number,
    among?: readonly string[],
    options?: CallOptions,
  ): Promise<SpokenMention[]>;

  /**
   * The decade and parishes of those of `ids` the index holds (at most MAX_FACET_IDS are
   * read), in no set order; an id it does not hold is left out.
   */
  facetsOf(ids: readonly string[], options?: CallOptions): Promise<AssetFacets[]>;

  /** A subject or a person by slug, with its count; undefined when the index has none. */
  subject(slug: string, options?: CallOptions): Promise<NamedCount | undefined>;
  person(slug: string, options?: CallOptions): Promise<NamedCount | undefined>;
}

/**
 * A record as the indexer stores it: `spoken` left out keeps the mentions held (its caption
 * file was not read this pass, or could not be stored).
 */
export type StoredRecord = Omit<CatalogueRecord, 'spoken'> & { spoken?: SpokenPlaceLine[] };

/** What the indexer writes of the catalogue. */
export interface CatalogueStore {
  /**
   * Replaces the record of `record.id` whole (its places, people, subjects, and its mentions
   * when given). Rejects with AssetRefused when the engine refuses this record's data.
   */
  storeRecord(record: StoredRecord): Promise<void>;
  /** Forgets a video; nothing happens for one it does not hold. */
  dropRecord(id: string): Promise<void>;
  /** The ids of the records held. */
  records(): Promise<Set<string>>;
}

/** The catalogue as one adapter serves it: visitors explore it, the indexer writes it. */
export type Catalogue = CatalogueExplorer & CatalogueStore;
