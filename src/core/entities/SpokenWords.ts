import type { AssetType } from './Asset';
import type { CollectionId } from './Collection';

/** What search results show and filter on, for one indexed video. */
export interface IndexedAsset {
  /** The asset's identifier, as in its detail route. */
  id: string;
  title: string;
  seriesTitle: string;
  type: AssetType | '';
  collection: CollectionId;
  thumbnail: string;
  /**
   * What the caption file was when it was stored (its ETag, Last-Modified or a digest of
   * its text): the same version next time means the file has not changed.
   */
  captionVersion: string;
}

/** One caption line inside the clip, timed as the video page's transcript times it. */
export interface IndexedCue {
  /** Seconds into the clip where the line starts (the transcript's `?t=`). */
  offset: number;
  /** Seconds into the clip where it ends. */
  end: number;
  /** Plain text, one line. */
  text: string;
}

/** A matching line of a video. */
export interface IndexedMoment {
  offset: number;
  end: number;
  text: string;
  /**
   * The line with the matched words marked: plain text split into parts, `match` true for a
   * matched word. Never HTML.
   */
  snippet: SnippetPart[];
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

/** A search of the spoken words. */
export interface SpokenSearch {
  /** The visitor's words, in web search syntax (words, "a phrase", -word, OR). */
  text: string;
  collection?: CollectionId;
  type?: AssetType;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Moments shown per video. */
  momentsPerVideo: number;
  /**
   * The only videos the answer may show or count (those the archive makes public now); all
   * that match when left out.
   */
  among?: readonly string[];
}

/** One video of the results. */
export interface SpokenHit {
  asset: Omit<IndexedAsset, 'captionVersion'>;
  /** The best moments, in time order, at most `momentsPerVideo`. */
  moments: IndexedMoment[];
  /** How many lines of the video match in all. */
  momentCount: number;
}

export interface FacetCount<T> {
  value: T;
  count: number;
}

export interface SpokenResults {
  hits: SpokenHit[];
  /** Videos that match, within the filters chosen. */
  total: number;
  /** Videos that match per collection (within the type chosen). */
  collections: FacetCount<CollectionId>[];
  /** Videos that match per type (within the collection chosen). */
  types: FacetCount<AssetType>[];
}

/** A caption file version storing failed with: remembered so it is not read and failed again. */
export interface FailedFile {
  /** The asset's caption version (as `IndexedAsset.captionVersion`) that failed. */
  captionVersion: string;
  reason: string;
}

export interface IndexState {
  assets: number;
  cues: number;
  /** Epoch ms of the last finished pass; undefined before the first. */
  lastPass?: number;
}

/** Spoken-word results per page. */
export const SPOKEN_PAGE_SIZE = 10;
/** Moments shown under each video. */
export const MOMENTS_PER_VIDEO = 3;
/** The most moments an index answers inside one video (JSON `asset=`, IIIF search). */
export const MAX_MOMENTS_WITHIN = 1000;
/** The largest page an index answers, whatever it is asked. */
export const MAX_INDEX_PAGE_SIZE = 100;
/** The most moments an index answers per video in a search. */
export const MAX_MOMENTS_PER_VIDEO = 20;

/** The most videos one spoken-word search ranks, checks and counts: its last page's worth. */
export const MAX_SPOKEN_VIDEOS = 1000;
/** A longer query is cut to this many characters before it reaches the engine. */
export const MAX_SPOKEN_QUERY_CHARS = 200;
/**
 * The most characters (UTF-16 units) of a line one moment shows: a longer line gives the
 * part around its first matched word, with '…' where it was cut.
 */
export const MAX_MOMENT_CHARS = 300;
/** The most words one moment marks; later matches in its text show unmarked. */
export const MAX_MARKS_PER_MOMENT = 5;
