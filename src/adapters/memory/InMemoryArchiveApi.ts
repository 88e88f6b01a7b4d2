import type { Asset } from '../../core/entities/Asset';
import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { ApiAssetType, PagedQuery } from '../../core/entities/Browse';
import { DEFAULT_SEARCH_FIELD } from '../../core/entities/Search';
import type { ArchiveApi, CallOptions } from '../../core/ports/ArchiveApi';
import type { DefaultThumbnails } from '../../core/rules/media/media';
import {
  browseFilterOf,
  DemoQueries,
  pageOf,
  parseAssetType,
  parsePage,
  type BrowseFilter,
} from '../../demo/queries';
import { servedUrlResolver, type UrlResolver } from '../../demo/served';
import { completeAsset } from '../../demo/catalogue';
import type { DemoAsset } from '../../demo/types';
import { assetDetailFromRecord, assetFromRecord } from '../http/archiveRecords';
import { memoryCall, notFound, type Failure } from './memoryCall';

export interface InMemoryArchiveOptions {
  /** Origin that makes the catalogue's served paths (`/media/...`) absolute. Default: none. */
  mediaOrigin?: string;
  /** Every call rejects: true like an HTTP 500, or with this Error. */
  fail?: Failure;
}

/**
 * The archive's asset calls answered from wire records held in memory, with the demo API's
 * semantics (src/demo/queries.ts: public assets only, title order, 25 a page, related by
 * membership, folded phrase search). Records become entities through the same mapping as
 * the XML answers, so this adapter and HttpArchiveApi over the demo API agree.
 */
export class InMemoryArchiveApi implements ArchiveApi {
  private readonly queries: DemoQueries;
  private readonly resolve: UrlResolver;
  private failure: Failure;

  constructor(
    data: { assets: readonly Partial<DemoAsset>[] },
    private readonly defaults: DefaultThumbnails,
    options: InMemoryArchiveOptions = {},
  ) {
    const assets = data.assets.map(completeAsset);
    this.queries = new DemoQueries({ assets, blogs: [], trends: [], frontpageBlogs: [] });
    this.resolve = servedUrlResolver(options.mediaOrigin);
    this.failure = options.fail ?? false;
  }

  /** From now on every call rejects (true: like an HTTP 500), or succeeds again (false). */
  failWith(failure: Failure): void {
    this.failure = failure;
  }

  allAssets(type: ApiAssetType, options?: CallOptions): Promise<Asset[]> {
    return this.list('allAssets', options, () => this.queries.allOfType(parseAssetType(type)));
  }

  trending(options?: CallOptions): Promise<Asset[]> {
    return this.list('trending', options, () => this.queries.trending());
  }

  recentlyAdded(options?: CallOptions): Promise<Asset[]> {
    return this.list('recentlyAdded', options, () => this.queries.recent());
  }

  assetDetail(id: string, options?: CallOptions): Promise<AssetDetail> {
    return memoryCall('assetDetail', options, this.failure, () => {
      const asset = this.queries.find(id);
      if (!asset) throw notFound('assetDetail');
      return assetDetailFromRecord(this.served(asset), id, this.defaults);
    });
  }

  pagedAssets(query: PagedQuery, options?: CallOptions): Promise<Asset[]> {
    return this.list('pagedAssets', options, () => {
      const filter = browseFilter(query);
      return filter ? pageOf(this.queries.browse(filter), pageNumber(query.Page)) : [];
    });
  }

  pagedCount(query: PagedQuery, options?: CallOptions): Promise<number> {
    return memoryCall('pagedCount', options, this.failure, () => {
      const filter = browseFilter(query);
      return filter ? this.queries.browse(filter).length : 0;
    });
  }

  relatedPaged(id: string, page: number, options?: CallOptions): Promise<Asset[]> {
    return this.list('relatedPaged', options, () =>
      pageOf(this.queries.related(id), pageNumber(page)),
    );
  }

  related(id: string, options?: CallOptions): Promise<Asset[]> {
    return this.list('related', options, () => this.queries.related(id));
  }

  relatedCount(id: string, options?: CallOptions): Promise<number> {
    return memoryCall('relatedCount', options, this.failure, () => this.queries.related(id).length);
  }

  /** Like HttpArchiveApi: an empty keyword finds nothing; a blank field means ALLFIELDS. */
  search(keyword: string, searchBy: string, options?: CallOptions): Promise<Asset[]> {
    if (keyword === '') return Promise.resolve([]);
    const field = String(searchBy ?? '').trim() || DEFAULT_SEARCH_FIELD;
    return this.list('search', options, () => this.queries.search(keyword, field));
  }

  private list(
    callName: string,
    options: CallOptions | undefined,
    find: () => DemoAsset[],
  ): Promise<Asset[]> {
    return memoryCall(callName, options, this.failure, () =>
      find().map((asset) => assetFromRecord(this.served(asset), this.defaults)),
    );
  }

  /** The record as the demo server sends it: served paths made absolute. */
  private served(asset: DemoAsset): DemoAsset {
    return {
      ...asset,
      ThumbnailImage: this.resolve(asset.ThumbnailImage),
      Thumbnail: this.resolve(asset.Thumbnail),
      FormatLocation: this.resolve(asset.FormatLocation),
      CollectionImageURL: this.resolve(asset.CollectionImageURL),
    };
  }
}

/** A page number as the demo server reads it from the URL (bad numbers: an empty page). */
function pageNumber(page: number | undefined): number {
  return parsePage(page === undefined ? undefined : String(page));
}

/** The demo server's reading of the paged query; null when it can match nothing. */
function browseFilter(query: PagedQuery): BrowseFilter | null {
  // Values the HTTP adapter leaves out of the query string read as "no filter" there too.
  return browseFilterOf(String(query.CollectionId ?? ''), String(query.AssetType ?? ''));
}
