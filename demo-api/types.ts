/** Record types of the demo catalogue, in the archive API's wire shape (CONTRACT.md). */

import type {
  MemoryAsset,
  MemoryBlog,
  MemoryContributor,
  MemoryDescription,
  MemoryGenre,
} from '../src/adapters/memory/records';

export type DemoAssetType = MemoryAsset['Type'];
export type DemoContainerType = 'Series' | 'Topic' | 'Program';
export type DemoMemberType = 'Clip' | 'Episode' | 'Segment';
/** 3 = Louisiana Public Broadcasting (LPB), 4 = Louisiana State Archives (LSA). */
export type DemoCollectionId = MemoryAsset['Collection'];
export type DemoDescription = MemoryDescription;
export type DemoGenre = MemoryGenre;
export type DemoContributor = MemoryContributor;

/**
 * One asset with every field the API sends, list and detail alike: the in-memory archive's
 * record, so the demo API and the in-memory adapters answer from the same data. Flags are
 * booleans here and become `True`/`False` text on the wire. URLs that start with `/` are
 * served by the demo server itself and are made absolute with its origin when rendered.
 */
export type DemoAsset = MemoryAsset;

export type DemoBlog = MemoryBlog;

/** `[{ "trend1": "1042", ... }]`: keys starting with `trend`, each an asset id. */
export type DemoTrends = Array<Record<string, string>>;
/** `[{ "blog1": "b1", ... }]`: keys starting with `blog`, each a blog key. */
export type DemoFrontpageBlogs = Array<Record<string, string>>;

export interface DemoCatalogue {
  assets: DemoAsset[];
  blogs: DemoBlog[];
  trends: DemoTrends;
  frontpageBlogs: DemoFrontpageBlogs;
}

/** Names of the notable assets that tests and demos refer to (see DEMO_IDS). */
export type DemoTag =
  | 'playableClip'
  | 'playableFromStart'
  | 'noCaptionsClip'
  | 'untimedClip'
  | 'notDigitizedClip'
  | 'nonPublicClip'
  | 'nonPublicLsaClip'
  | 'emptyThumbnailClip'
  | 's3ThumbnailClip'
  | 'httpThumbnailClip'
  | 'leadingZeroClip'
  | 'leadingZeroLsaClip'
  | 'ampersandTitleClip'
  | 'curlyApostropheClip'
  | 'noteFirstClip'
  | 'noAbstractClip'
  | 'emptyRoleClip'
  | 'standaloneClip'
  | 'bigSeries'
  | 'bigTopic'
  | 'lpbSeries'
  | 'lsaSeries'
  | 'lsaClip'
  | 'lsaSegment'
  | 'topic'
  | 'program'
  | 'programSegment'
  | 'episode';
