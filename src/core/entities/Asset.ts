import type { CollectionId } from './Collection';

export const ASSET_TYPES = ['Clip', 'Series', 'Program', 'Episode', 'Topic', 'Segment'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** One `<Asset>` of a list answer, with media URLs already normalised. */
export interface Asset {
  id: string;
  identifier: string;
  /** One of ASSET_TYPES, or '' when the archive sent something else. */
  type: AssetType | '';
  title: string;
  seriesTitle: string;
  thumbnail: string;
  isDigitized: boolean;
  isPublic: boolean;
  collection: CollectionId | undefined;
  trackViews: number;
}

export function parseAssetType(value: string): AssetType | '' {
  const found = ASSET_TYPES.find((t) => t.toLowerCase() === value.trim().toLowerCase());
  return found ?? '';
}

/** Series and topics are containers: they open a sub-listing, not a player. */
export function isContainer(type: string): boolean {
  const t = type.toLowerCase();
  return t === 'series' || t === 'topic';
}

/** The line under a card's title: the series title, unless the card is that series itself. */
export function cardSubtitle(item: Pick<Asset, 'title' | 'seriesTitle'>): string {
  const series = item.seriesTitle.trim();
  return series === item.title.trim() ? '' : series;
}
