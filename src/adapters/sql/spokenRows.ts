import type { AssetType } from '../../core/entities/Asset';
import type { CollectionId } from '../../core/entities/Collection';
import type {
  FacetCount,
  IndexedMoment,
  SpokenHit,
  SpokenResults,
} from '../../core/entities/SpokenWords';
import { sentenceMoment } from '../../core/rules/spoken/sentenceMoment';
import { snippetParts } from './snippet';

/** The row SEARCH_SQL answers: a page of videos, their count and the facets. */
export interface SearchRow {
  total: number;
  collections: FacetCount<CollectionId>[];
  types: FacetCount<AssetType>[];
  hits: SpokenHit['asset'][];
}

/** A row MOMENTS_SQL answers: one matching line of a video. */
export interface MomentRow {
  asset: string;
  moments: number;
  offset_seconds: number;
  end_seconds: number;
  text: string;
  marked: string;
  /** The texts of the lines around it, in file order. */
  before: string[];
  after: string[];
}

/** A matching line as answers show it: in whole sentences, bounded (sentenceMoment). */
export function momentOf(row: MomentRow): IndexedMoment {
  const line = {
    offset: row.offset_seconds,
    end: row.end_seconds,
    text: row.text,
    snippet: snippetParts(row.marked),
  };
  return sentenceMoment(line, row.before, row.after);
}

/** A page of spoken results: each video with its first `perVideo` moments and their count. */
export function spokenResults(
  row: SearchRow,
  moments: readonly MomentRow[],
  perVideo: number,
): SpokenResults {
  const byAsset = new Map<string, MomentRow[]>();
  for (const moment of moments) {
    byAsset.set(moment.asset, [...(byAsset.get(moment.asset) ?? []), moment]);
  }
  return {
    total: row.total,
    collections: row.collections,
    types: row.types,
    hits: row.hits.map((asset) => {
      const rows = byAsset.get(asset.id) ?? [];
      return {
        asset,
        moments: rows.slice(0, perVideo).map(momentOf),
        momentCount: rows[0]?.moments ?? 0,
      };
    }),
  };
}
