import { parseAssetType, type Asset, type AssetType } from '../../core/entities/Asset';
import type { AssetDetail, Contributor, Description, Genre } from '../../core/entities/AssetDetail';
import { detailCollection, parseCollection } from '../../core/entities/Collection';
import { isTrueFlag } from '../../core/rules/values/flags';
import { normaliseMediaUrl, type DefaultThumbnails } from '../../core/rules/media/media';

/**
 * Asset records as the archive sends them, field names as in CONTRACT.md. The XML parser
 * builds these from elements (all text); the in-memory adapters hold them as data (where
 * numbers and booleans may be native). Either way one mapping turns them into entities, so
 * both adapters give the same answers.
 */
export type WireValue = string | number | boolean | null | undefined;

export interface AssetRecord {
  Id?: WireValue;
  Identifier?: WireValue;
  Type?: WireValue;
  clipTitle?: WireValue;
  seriesTitle?: WireValue;
  programTitle?: WireValue;
  episodeTitle?: WireValue;
  topicTitle?: WireValue;
  segmentTitle?: WireValue;
  ThumbnailImage?: WireValue;
  IsDigitized?: WireValue;
  IsPublic?: WireValue;
  Collection?: WireValue;
  TrackViews?: WireValue;
}

/** The fields of a list item, in the order the XML parser looks for them. */
export const ASSET_RECORD_FIELDS = [
  'Id',
  'Identifier',
  'Type',
  'clipTitle',
  'seriesTitle',
  'programTitle',
  'episodeTitle',
  'topicTitle',
  'segmentTitle',
  'ThumbnailImage',
  'IsDigitized',
  'IsPublic',
  'Collection',
  'TrackViews',
] as const satisfies readonly (keyof AssetRecord)[];

export interface AssetDetailRecord {
  AssetType?: WireValue;
  /** Not in every archive's details: the list items' collection number, where it is sent. */
  Collection?: WireValue;
  /** The same number under the paged calls' name for it. */
  CollectionId?: WireValue;
  CollectionName?: WireValue;
  CollectionImageURL?: WireValue;
  seriesTitle?: WireValue;
  clipTitle?: WireValue;
  segmentTitle?: WireValue;
  episodeTitle?: WireValue;
  programTitle?: WireValue;
  topicTitle?: WireValue;
  subjects?: readonly WireValue[];
  descriptions?: readonly { text?: WireValue; type?: WireValue }[];
  genres?: readonly { text?: WireValue; authority?: WireValue }[];
  contributors?: readonly { name?: WireValue; role?: WireValue }[];
  publishers?: readonly WireValue[];
  coverages?: readonly WireValue[];
  Thumbnail?: WireValue;
  IsDigitized?: WireValue;
  IsPublic?: WireValue;
  FormatLocation?: WireValue;
  FormatDuration?: WireValue;
  FormatTimeStart?: WireValue;
  DateIssued?: WireValue;
}

/** The single-text fields of a detail, in the order the XML parser looks for them. */
export const DETAIL_TEXT_FIELDS = [
  'AssetType',
  'Collection',
  'CollectionId',
  'CollectionName',
  'CollectionImageURL',
  'seriesTitle',
  'clipTitle',
  'segmentTitle',
  'episodeTitle',
  'programTitle',
  'topicTitle',
  'Thumbnail',
  'IsDigitized',
  'IsPublic',
  'FormatLocation',
  'FormatDuration',
  'FormatTimeStart',
  'DateIssued',
] as const satisfies readonly (keyof AssetDetailRecord)[];

/** Any wire value as trimmed text; missing, null and non-scalar values are ''. */
export function wireText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** A whole number of at least 0; anything else (missing, negative, `12abc`) is 0. */
export function wireCount(value: unknown): number {
  const raw = wireText(value);
  if (!/^\d+$/.test(raw)) return 0;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : 0;
}

/** The element that carries an asset's own title, by type (CONTRACT.md). */
export const TITLE_FIELD = {
  Clip: 'clipTitle',
  Series: 'seriesTitle',
  Program: 'programTitle',
  Episode: 'episodeTitle',
  Topic: 'topicTitle',
  Segment: 'segmentTitle',
} as const satisfies Record<AssetType, keyof AssetRecord>;

// When the title named for the type is empty: the detail page's order, the series last
// because it is already the card's subtitle.
const TITLE_FALLBACK: readonly (keyof AssetRecord)[] = [
  'episodeTitle',
  'programTitle',
  'topicTitle',
  'clipTitle',
  'segmentTitle',
  'seriesTitle',
];

function firstNonEmpty(values: readonly unknown[]): string {
  for (const value of values) {
    const text = wireText(value);
    if (text) return text;
  }
  return '';
}

/** The title of a list item: the field named for its type, else the first non-empty title. */
export function assetTitle(record: AssetRecord): string {
  const type = parseAssetType(wireText(record.Type));
  const fields = type ? [TITLE_FIELD[type], ...TITLE_FALLBACK] : TITLE_FALLBACK;
  return firstNonEmpty(fields.map((field) => record[field]));
}

/** One list item as an entity (CONTRACT.md "Asset list item"); never throws. */
export function assetFromRecord(record: AssetRecord, defaults: DefaultThumbnails): Asset {
  const collection = parseCollection(wireText(record.Collection));
  return {
    id: wireText(record.Id),
    identifier: wireText(record.Identifier),
    type: parseAssetType(wireText(record.Type)),
    title: assetTitle(record),
    seriesTitle: wireText(record.seriesTitle),
    thumbnail: normaliseMediaUrl(wireText(record.ThumbnailImage), collection, defaults),
    isDigitized: isTrueFlag(record.IsDigitized),
    isPublic: isTrueFlag(record.IsPublic),
    collection,
    trackViews: wireCount(record.TrackViews),
  };
}

/** The title of a detail: episode, program, topic or clip title, then the segment title. */
export function detailTitle(record: AssetDetailRecord): string {
  return firstNonEmpty([
    record.episodeTitle,
    record.programTitle,
    record.topicTitle,
    record.clipTitle,
    record.segmentTitle,
  ]);
}

function list<T>(value: unknown): readonly T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function field(item: unknown, name: string): unknown {
  return typeof item === 'object' && item !== null && Object.hasOwn(item, name)
    ? (item as Record<string, unknown>)[name]
    : undefined;
}

/** A list of texts without the empty ones. */
function texts(value: unknown): string[] {
  return list<unknown>(value)
    .map(wireText)
    .filter((text) => text !== '');
}

/** Only Abstract descriptions are kept (any case), and only those with text. */
function abstracts(value: unknown): Description[] {
  return list<unknown>(value)
    .map((item) => ({ text: wireText(field(item, 'text')), type: wireText(field(item, 'type')) }))
    .filter((d) => d.text !== '' && d.type.toLowerCase() === 'abstract');
}

function genres(value: unknown): Genre[] {
  return list<unknown>(value)
    .map((item) => ({
      text: wireText(field(item, 'text')),
      authority: wireText(field(item, 'authority')),
    }))
    .filter((g) => g.text !== '');
}

/** A contributor is kept only when both the name and the role are there. */
function contributors(value: unknown): Contributor[] {
  return list<unknown>(value)
    .map((item) => ({ name: wireText(field(item, 'name')), role: wireText(field(item, 'role')) }))
    .filter((c) => c.name !== '' && c.role !== '');
}

/**
 * An asset detail as an entity (CONTRACT.md "Asset detail"). `id` is the id that was asked
 * for, since the answer does not repeat it. Never throws.
 */
export function assetDetailFromRecord(
  record: AssetDetailRecord,
  id: string,
  defaults: DefaultThumbnails,
): AssetDetail {
  const collectionName = wireText(record.CollectionName);
  const collection = detailCollection([record.Collection, record.CollectionId], collectionName);
  const collectionImage = wireText(record.CollectionImageURL);
  return {
    id,
    assetType: wireText(record.AssetType),
    collectionName,
    // A logo, not a thumbnail: upgraded like other media URLs but with no default image.
    collectionImageUrl: collectionImage
      ? normaliseMediaUrl(collectionImage, collection, defaults)
      : '',
    collection,
    title: detailTitle(record),
    segmentTitle: wireText(record.segmentTitle),
    seriesTitle: wireText(record.seriesTitle),
    subjects: texts(record.subjects),
    descriptions: abstracts(record.descriptions),
    genres: genres(record.genres),
    contributors: contributors(record.contributors),
    publishers: texts(record.publishers),
    coverages: texts(record.coverages),
    thumbnail: normaliseMediaUrl(wireText(record.Thumbnail), collection, defaults),
    isDigitized: isTrueFlag(record.IsDigitized),
    isPublic: isTrueFlag(record.IsPublic),
    mediaUrl: normaliseMediaUrl(wireText(record.FormatLocation), collection, defaults),
    duration: wireText(record.FormatDuration),
    timeStart: wireText(record.FormatTimeStart),
    dateIssued: wireText(record.DateIssued),
  };
}
