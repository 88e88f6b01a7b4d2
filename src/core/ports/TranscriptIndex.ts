import type {
  FailedFile,
  IndexedAsset,
  IndexedCue,
  IndexedMoment,
  IndexState,
  SpokenResults,
  SpokenSearch,
} from '../entities/SpokenWords';
import type { CallOptions } from './CallOptions';

/**
 * Searching what is said in the archive's videos. The engine does the stemming, the query
 * syntax, the ranking and the snippets. On the server the index itself; in the browser the
 * site's JSON endpoint over it.
 */
export interface TranscriptSearch {
  /**
   * The videos whose spoken words match, most relevant first, a page at a time, with the
   * counts of the filters. A query with no searchable word (blank, only stop words, only
   * punctuation) answers no results, never an error. Rejects when the engine cannot be
   * reached or the query ran past the engine's time limit.
   */
  search(query: SpokenSearch, options?: CallOptions): Promise<SpokenResults>;

  /**
   * The moments of one video that match, in time order (IIIF Content Search inside a video).
   * Same query syntax and failures as `search`.
   */
  searchWithin(assetId: string, text: string, options?: CallOptions): Promise<IndexedMoment[]>;
}

/** What the index answers before the archive is asked which videos are public now. */
export interface TranscriptMatches extends TranscriptSearch {
  /**
   * The videos whose spoken words match `text` (the same syntax as `search`), most relevant
   * first, at most MAX_SPOKEN_VIDEOS; none for a query with no searchable word. Rejects as
   * `search` does.
   */
  matching(text: string, options?: CallOptions): Promise<string[]>;
}

/** What the indexer writes and reads back of the index. */
export interface TranscriptStore {
  /**
   * Replaces everything held for `asset` with `cues`, all at once: a reader sees the old
   * cues or the new ones, never half of either. An empty `cues` keeps the asset (with its
   * caption version) so that an unchanged empty file is skipped next time. A failure held
   * for the asset is forgotten. Rejects with AssetRefused when the engine refuses these
   * cues (a limit, an encoding, a constraint, its time limit): the old cues stay.
   */
  store(asset: IndexedAsset, cues: readonly IndexedCue[]): Promise<void>;

  /** Forgets an asset, its cues and any failure held for it; nothing happens for an asset it does not hold. */
  drop(assetId: string): Promise<void>;

  /** Remembers that storing `captionVersion` of an asset failed (its old cues, if any, stay). */
  markFailed(assetId: string, captionVersion: string, reason: string): Promise<void>;

  /** The failures held: asset id to the version that failed and why. */
  failures(): Promise<Map<string, FailedFile>>;

  /**
   * What the index holds of each asset: id to the caption version it was stored with. The
   * indexer reads it once per pass to skip unchanged files and drop assets that are gone.
   */
  versions(): Promise<Map<string, string>>;

  /** How many assets and cues it holds, and when a pass last finished. */
  state(): Promise<IndexState>;

  /** Records that an indexing pass finished at `at` (epoch ms). */
  markPass(at: number): Promise<void>;
}

/** One holder at a time across every process on one database (instances, workers, jobs). */
export interface PassLock {
  /**
   * Runs `task` only when no other process holds the lock `name`; resolves `undefined`
   * without running it otherwise. Rejects when the lock cannot be asked for.
   */
  exclusively<T>(name: string, task: () => Promise<T>): Promise<T | undefined>;
}

/**
 * The site's own index of what is said in the archive's videos (the cues of each public
 * video's captions, inside its clip): one adapter serves all three audiences.
 */
export interface TranscriptIndex extends TranscriptMatches, TranscriptStore, PassLock {
  /** Closes the connection (a command that exits, a server that stops). */
  close(): Promise<void>;
}
