import type { CollectionId } from './Collection';

export interface Description {
  text: string;
  type: string;
}
export interface Genre {
  text: string;
  authority: string;
}
export interface Contributor {
  name: string;
  role: string;
}

/** `GET /assetDetailsApi/{id}`, with media URLs already normalised. */
export interface AssetDetail {
  /** The id the detail was asked for (the answer does not repeat it). */
  id: string;
  assetType: string;
  collectionName: string;
  collectionImageUrl: string;
  collection: CollectionId;
  title: string;
  segmentTitle: string;
  seriesTitle: string;
  subjects: string[];
  /** Only Abstract descriptions are kept. */
  descriptions: Description[];
  genres: Genre[];
  /** Only contributors with both a name and a role are kept. */
  contributors: Contributor[];
  publishers: string[];
  coverages: string[];
  thumbnail: string;
  isDigitized: boolean;
  isPublic: boolean;
  /** FormatLocation: the media file. */
  mediaUrl: string;
  /** FormatDuration as sent (hh:mm:ss or anything else). */
  duration: string;
  /** FormatTimeStart as sent. */
  timeStart: string;
  dateIssued: string;
}
