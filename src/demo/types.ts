/** Record types of the demo catalogue, in the archive API's wire shape (CONTRACT.md). */

export type DemoAssetType = 'Clip' | 'Series' | 'Program' | 'Episode' | 'Topic' | 'Segment';
export type DemoContainerType = 'Series' | 'Topic' | 'Program';
export type DemoMemberType = 'Clip' | 'Episode' | 'Segment';
/** 3 = Louisiana Public Broadcasting (LPB), 4 = Louisiana State Archives (LSA). */
export type DemoCollectionId = 3 | 4;

export interface DemoDescription {
  text: string;
  type: string;
}

export interface DemoGenre {
  text: string;
  authority: string;
}

export interface DemoContributor {
  name: string;
  role: string;
}

/**
 * One asset with every field the API sends, list and detail alike. Flags are booleans here
 * and become `True`/`False` text on the wire. URLs that start with `/` are served by the
 * demo server itself and are made absolute with its origin when rendered.
 */
export interface DemoAsset {
  Id: string;
  Identifier: string;
  Type: DemoAssetType;
  clipTitle: string;
  seriesTitle: string;
  programTitle: string;
  episodeTitle: string;
  topicTitle: string;
  segmentTitle: string;
  ThumbnailImage: string;
  IsDigitized: boolean;
  IsPublic: boolean;
  Collection: DemoCollectionId;
  TrackViews: number;
  AssetType: DemoAssetType;
  CollectionName: string;
  CollectionImageURL: string;
  subjects: string[];
  descriptions: DemoDescription[];
  genres: DemoGenre[];
  contributors: DemoContributor[];
  publishers: string[];
  coverages: string[];
  Thumbnail: string;
  FormatLocation: string;
  FormatDuration: string;
  FormatTimeStart: string;
  DateIssued: string;
  /** Identifiers of the series, topics and programs this asset belongs to (demo only). */
  memberOf: string[];
  /** When the asset was added to the archive, ISO date (demo only; recentlyAdded order). */
  addedAt: string;
}

export interface DemoBlog {
  key: string;
  blogtitle: string;
  bloghtml: string;
  blogpic: string;
  blogdesc: string;
  blogdate: string;
  /** A boolean or the text `true`/`false`, as the real service sends either. */
  blogactive: boolean | string;
}

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
