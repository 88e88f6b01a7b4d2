import type { Asset } from '../entities/Asset';
import type { AssetDetail } from '../entities/AssetDetail';
import type { ApiAssetType, PagedQuery } from '../entities/Browse';
import type { CallOptions } from './CallOptions';

/**
 * The asset half of the archive API (SPEC §7, CONTRACT.md).
 * Every method rejects with an Error naming the call when the call fails: network error,
 * timeout, non-2xx status, or a body that is not what the contract says. An answer with no
 * assets resolves to []. URLs in results are already normalised (see rules/media).
 */
export interface ArchiveApi {
  /** `GET /getAllAssetsApi/{type}`. */
  allAssets(type: ApiAssetType, options?: CallOptions): Promise<Asset[]>;
  /** `GET /trendingAssetsApi`. */
  trending(options?: CallOptions): Promise<Asset[]>;
  /** `GET /recentlyAddedAssetsApi`, newest first. */
  recentlyAdded(options?: CallOptions): Promise<Asset[]>;
  /** `GET /assetDetailsApi/{id}`. Rejects when the asset does not exist. */
  assetDetail(id: string, options?: CallOptions): Promise<AssetDetail>;
  /** `GET /getAllAssetsApiDataPaged`, 25 a page. */
  pagedAssets(query: PagedQuery, options?: CallOptions): Promise<Asset[]>;
  /** `GET /getAllAssetsApiPagedCount`: the total for the same query; 0 when unknown. */
  pagedCount(query: PagedQuery, options?: CallOptions): Promise<number>;
  /** `GET /getRelatedAssetsPaged/{id}/{page}`: members of a series or topic, 25 a page. */
  relatedPaged(id: string, page: number, options?: CallOptions): Promise<Asset[]>;
  /** `GET /getRelatedAssets/{id}`. */
  related(id: string, options?: CallOptions): Promise<Asset[]>;
  /** `GET /getRelatedAssetsApiPagedCount/{id}`. */
  relatedCount(id: string, options?: CallOptions): Promise<number>;
  /** `GET /search/{keyword}/{searchBy}`. */
  search(keyword: string, searchBy: string, options?: CallOptions): Promise<Asset[]>;
}
