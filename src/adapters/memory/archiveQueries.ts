/**
 * What the archive answers, computed from asset records: browse pages, related items,
 * search, recent and trending. Lists leave out non-public assets, except search, so a
 * visitor can still reach a non-public asset's page and be sent to not-found. The demo API
 * answers over HTTP from these same queries.
 */
import type { AssetType } from '../../core/entities/Asset';
import { isCollectionId, type CollectionId } from '../../core/entities/Collection';
import { TITLE_FIELD, titleOf, type MemoryAsset } from './records';

export const PAGE_SIZE = 25;
/** How many items the recent and trending lists carry. */
const SHORT_LIST = 12;

const CONTAINER_TYPES: ReadonlySet<AssetType> = new Set(['Series', 'Topic', 'Program']);
// Recent and trending cards open the video page, so they hold things that play.
const PLAYABLE_TYPES: ReadonlySet<AssetType> = new Set(['Clip', 'Episode', 'Segment', 'Program']);
const ALL_TYPES: AssetType[] = ['Clip', 'Series', 'Program', 'Episode', 'Topic', 'Segment'];

export interface BrowseFilter {
  /** null: both collections. */
  collection: CollectionId | null;
  /** null: every type. */
  type: AssetType | null;
}

/** `Series`, `series` and `SERIES` all name the Series type; anything else is null. */
export function parseAssetType(raw: string): AssetType | null {
  const wanted = raw.trim().toLowerCase();
  return ALL_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

/**
 * A 1-based page number. Missing or empty means `fallback`; anything that is not a plain
 * positive integer (negative, zero, `2.5`, `abc`, absurdly large) is 0, an empty page.
 */
export function parsePage(raw: string | null | undefined, fallback = 1): number {
  if (raw === null || raw === undefined || raw.trim() === '') return fallback;
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return 0;
  return Number(text);
}

/**
 * The browse filter of a paged query from its raw `CollectionId` and `AssetType` values;
 * empty means "no filter", and null means the query can match nothing.
 */
export function browseFilterOf(rawCollection: string, rawType: string): BrowseFilter | null {
  const collectionText = rawCollection.trim();
  const typeText = rawType.trim();
  const collection = collectionText === '' ? null : Number(collectionText);
  if (collection !== null && !isCollectionId(collection)) return null;
  const type = typeText === '' ? null : parseAssetType(typeText);
  if (typeText !== '' && type === null) return null;
  return { collection, type };
}

export function pageOf<T>(items: T[], page: number): T[] {
  if (!Number.isSafeInteger(page) || page < 1) return [];
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** Folds case, accents and curly quotes so `governors` finds `Governor’s`. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .toLowerCase();
}

const byTitle = (a: MemoryAsset, b: MemoryAsset): number =>
  titleOf(a).localeCompare(titleOf(b), 'en', { sensitivity: 'base', numeric: true });

// Browse shows series, topics and programs before the items inside them.
const TYPE_RANK: Record<AssetType, number> = {
  Series: 0,
  Topic: 1,
  Program: 2,
  Episode: 3,
  Clip: 3,
  Segment: 3,
};

const byRankThenTitle = (a: MemoryAsset, b: MemoryAsset): number =>
  TYPE_RANK[a.Type] - TYPE_RANK[b.Type] || byTitle(a, b);

const byDateThenTitle = (a: MemoryAsset, b: MemoryAsset): number =>
  a.DateIssued.localeCompare(b.DateIssued) || byTitle(a, b);

function titlesOf(asset: MemoryAsset): string[] {
  return Object.values(TITLE_FIELD)
    .map((field) => asset[field])
    .filter(Boolean);
}

function searchTexts(asset: MemoryAsset, searchBy: string): string[] {
  const titles = titlesOf(asset);
  const subjects = asset.subjects;
  const descriptions = asset.descriptions.map((d) => d.text);
  const contributors = asset.contributors.map((c) => c.name);
  switch (searchBy.trim().toUpperCase()) {
    case 'TITLE':
      return titles;
    case 'SUBJECT':
      return subjects;
    case 'DESCRIPTION':
      return descriptions;
    case 'CONTRIBUTOR':
      return contributors;
    default: // ALLFIELDS, and anything unknown
      return [...titles, ...subjects, ...descriptions, ...contributors, ...asset.coverages];
  }
}

export class ArchiveQueries {
  private readonly byKey = new Map<string, MemoryAsset>();

  constructor(private readonly assets: readonly MemoryAsset[]) {
    // Identifiers win over numeric Ids; the site uses both in its routes.
    for (const asset of assets) this.byKey.set(asset.Id, asset);
    for (const asset of assets) this.byKey.set(asset.Identifier, asset);
  }

  private get visible(): MemoryAsset[] {
    return this.assets.filter((asset) => asset.IsPublic);
  }

  /** Any asset, public or not, by Identifier or numeric Id. */
  find(id: string): MemoryAsset | undefined {
    return this.byKey.get(id);
  }

  /** `GET /getAllAssetsApi/{type}`: public assets of one type, both collections. */
  allOfType(type: AssetType | null): MemoryAsset[] {
    if (!type) return [];
    return this.visible.filter((asset) => asset.Type === type).sort(byTitle);
  }

  /** Browse: every public asset matching the filter, containers first, then by title. */
  browse(filter: BrowseFilter): MemoryAsset[] {
    return this.visible
      .filter((asset) => filter.collection === null || asset.Collection === filter.collection)
      .filter((asset) => filter.type === null || asset.Type === filter.type)
      .sort(byRankThenTitle);
  }

  /**
   * A series, topic or program: its public members in date order. Any other asset: the
   * other public members of the first series, topic or program it belongs to.
   */
  related(id: string): MemoryAsset[] {
    const asset = this.find(id);
    if (!asset) return [];
    if (CONTAINER_TYPES.has(asset.Type)) return this.membersOf(asset.Identifier);
    const parent = asset.memberOf[0];
    if (!parent) return [];
    return this.membersOf(parent).filter((member) => member !== asset);
  }

  private membersOf(identifier: string): MemoryAsset[] {
    return this.visible
      .filter((asset) => asset.memberOf.includes(identifier))
      .sort(byDateThenTitle);
  }

  /** Newest additions first. */
  recent(): MemoryAsset[] {
    return this.visible
      .filter((asset) => PLAYABLE_TYPES.has(asset.Type))
      .sort((a, b) => b.addedAt.localeCompare(a.addedAt) || Number(b.Id) - Number(a.Id))
      .slice(0, SHORT_LIST);
  }

  /** Most viewed first. */
  trending(): MemoryAsset[] {
    return this.visible
      .filter((asset) => PLAYABLE_TYPES.has(asset.Type) && asset.IsDigitized)
      .sort((a, b) => b.TrackViews - a.TrackViews || byTitle(a, b))
      .slice(0, SHORT_LIST);
  }

  /**
   * Case-, accent- and quote-insensitive phrase search. Includes non-public assets, as the
   * real index does. Title matches come first.
   */
  search(keyword: string, searchBy: string): MemoryAsset[] {
    const phrase = fold(keyword.trim());
    if (!phrase) return [];
    const hits = this.assets.filter((asset) =>
      searchTexts(asset, searchBy).some((text) => fold(text).includes(phrase)),
    );
    const inTitle = (asset: MemoryAsset): boolean =>
      titlesOf(asset).some((title) => fold(title).includes(phrase));
    return [...hits.filter(inTitle), ...hits.filter((asset) => !inTitle(asset))];
  }
}
