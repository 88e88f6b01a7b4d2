import type { Asset } from '../../core/entities/Asset';
import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { ApiAssetType, PagedQuery } from '../../core/entities/Browse';
import { isDotSegment, searchField } from '../../core/entities/Search';
import type { ArchiveApi } from '../../core/ports/ArchiveApi';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { DefaultThumbnails } from '../../core/rules/media/media';
import { assetDetailFromRecord, assetFromRecord } from '../shared/archiveRecords';
import {
  ArchiveQueries,
  browseFilterOf,
  pageOf,
  parseAssetType,
  parsePage,
  type BrowseFilter,
} from './archiveQueries';
import { memoryCall, notFound, type Failure } from './memoryCall';
import { completeAsset, type MemoryAsset } from './records';

export interface InMemoryArchiveData {
  /** The archive's assets; fields left out take completeAsset's defaults. */
  assets: readonly Partial<MemoryAsset>[];
}

export interface InMemoryArchiveOptions {
  /** Every call rejects: true like an HTTP 500, or with this Error. */
  fail?: Failure;
}

/**
 * The archive's asset calls answered from wire records held in memory (archiveQueries.ts:
 * public assets only, title order, 25 a page, related by membership, folded phrase search).
 * Records become entities through the same mapping as the XML answers, so this adapter and
 * HttpArchiveApi over an API with the same records agree. URLs are answered as the records
 * hold them.
 */
export class InMemoryArchiveApi implements ArchiveApi {
  private readonly queries: ArchiveQueries;
  private failure: Failure;

  constructor(
    data: InMemoryArchiveData,
    private readonly defaults: DefaultThumbnails,
    options: InMemoryArchiveOptions = {},
  ) {
    this.queries = new ArchiveQueries(data.assets.map(completeAsset));
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
      return assetDetailFromRecord(asset, id, this.defaults);
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

  /** Like HttpArchiveApi: an empty, `.` or `..` keyword finds nothing; unknown fields mean ALLFIELDS. */
  search(keyword: string, searchBy: string, options?: CallOptions): Promise<Asset[]> {
    if (keyword === '' || isDotSegment(keyword)) return Promise.resolve([]);
    const field = searchField(searchBy);
    return this.list('search', options, () => this.queries.search(keyword, field));
  }

  private list(
    callName: string,
    options: CallOptions | undefined,
    find: () => MemoryAsset[],
  ): Promise<Asset[]> {
    return memoryCall(callName, options, this.failure, () =>
      find().map((asset) => assetFromRecord(asset, this.defaults)),
    );
  }
}

/** A page number as an HTTP server reads it from the URL (bad numbers: an empty page). */
function pageNumber(page: number | undefined): number {
  return parsePage(page === undefined ? undefined : String(page));
}

/** The paged query as an HTTP server reads it; null when it can match nothing. */
function browseFilter(query: PagedQuery): BrowseFilter | null {
  // Values the HTTP adapter leaves out of the query string read as "no filter" there too.
  return browseFilterOf(String(query.CollectionId ?? ''), String(query.AssetType ?? ''));
}
