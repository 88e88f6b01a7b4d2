/**
 * The records the in-memory adapters answer from: whole assets and blogs in the archive
 * API's wire shape (CONTRACT.md), with native booleans and numbers where the wire has text.
 */
import type { AssetType } from '../../core/entities/Asset';
import { COLLECTION_NAMES, LPB, type CollectionId } from '../../core/entities/Collection';
import { TITLE_FIELD } from '../shared/archiveRecords';

export interface MemoryDescription {
  text: string;
  type: string;
}

export interface MemoryGenre {
  text: string;
  authority: string;
}

export interface MemoryContributor {
  name: string;
  role: string;
}

/** One asset with every field the API sends, list and detail alike. */
export interface MemoryAsset {
  Id: string;
  Identifier: string;
  Type: AssetType;
  clipTitle: string;
  seriesTitle: string;
  programTitle: string;
  episodeTitle: string;
  topicTitle: string;
  segmentTitle: string;
  ThumbnailImage: string;
  IsDigitized: boolean;
  IsPublic: boolean;
  Collection: CollectionId;
  TrackViews: number;
  AssetType: AssetType;
  CollectionName: string;
  CollectionImageURL: string;
  subjects: string[];
  descriptions: MemoryDescription[];
  genres: MemoryGenre[];
  contributors: MemoryContributor[];
  publishers: string[];
  coverages: string[];
  Thumbnail: string;
  FormatLocation: string;
  FormatDuration: string;
  FormatTimeStart: string;
  DateIssued: string;
  /** Identifiers of the series, topics and programs this asset belongs to. */
  memberOf: string[];
  /** When the asset was added to the archive, ISO date (the recently added order). */
  addedAt: string;
}

export interface MemoryBlog {
  key: string;
  blogtitle: string;
  bloghtml: string;
  blogpic: string;
  blogdesc: string;
  blogdate: string;
  /** A boolean or the text `true`/`false`, as the real service sends either. */
  blogactive: boolean | string;
}

// The wire's own table, shared with the mapping to entities.
export { TITLE_FIELD };

/** An asset's own title: the title element named for its type. */
export function titleOf(asset: MemoryAsset): string {
  return asset[TITLE_FIELD[asset.Type]];
}

/** A whole record from a partial one: empty text and lists, public and digitized. */
export function completeAsset(fields: Partial<MemoryAsset>): MemoryAsset {
  const type = fields.Type ?? 'Clip';
  const collection = fields.Collection ?? LPB;
  return {
    Id: '',
    Identifier: '',
    Type: type,
    clipTitle: '',
    seriesTitle: '',
    programTitle: '',
    episodeTitle: '',
    topicTitle: '',
    segmentTitle: '',
    ThumbnailImage: '',
    IsDigitized: true,
    IsPublic: true,
    Collection: collection,
    TrackViews: 0,
    AssetType: type,
    CollectionName: COLLECTION_NAMES[collection],
    CollectionImageURL: '',
    subjects: [],
    descriptions: [],
    genres: [],
    contributors: [],
    publishers: [],
    coverages: [],
    Thumbnail: fields.ThumbnailImage ?? '',
    FormatLocation: '',
    FormatDuration: '',
    FormatTimeStart: '',
    DateIssued: '',
    memberOf: [],
    addedAt: '',
    ...fields,
  };
}

/** A whole blog record from a partial one (active unless told otherwise). */
export function completeBlog(fields: Partial<MemoryBlog>): MemoryBlog {
  return {
    key: '',
    blogtitle: '',
    bloghtml: '',
    blogpic: '',
    blogdesc: '',
    blogdate: '',
    blogactive: true,
    ...fields,
  };
}
