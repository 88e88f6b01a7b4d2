import type { Asset } from '../../core/entities/Asset';
import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { ApiAssetType, PagedQuery } from '../../core/entities/Browse';
import { isDotSegment, searchField } from '../../core/entities/Search';
import type { ArchiveApi } from '../../core/ports/ArchiveApi';
import type { CallOptions } from '../../core/ports/CallOptions';
import type { DefaultThumbnails } from '../../core/rules/media/media';
import type { HttpClient } from './HttpClient';
import { pathSegment, type Query } from './urls';

/** The paged calls' query; the count leaves the page out so every page shares one answer. */
function filterQuery(query: PagedQuery, withPage: boolean): Query {
  return {
    ...(withPage ? { Page: query.Page } : {}),
    CollectionId: query.CollectionId,
    AssetType: query.AssetType,
  };
}

type ArchiveXml = typeof import('./archiveXml');

/** The archive's asset calls over HTTP (CONTRACT.md); XML answers become entities. */
export class HttpArchiveApi implements ArchiveApi {
  private xmlReader?: Promise<ArchiveXml>;

  constructor(
    private readonly client: HttpClient,
    private readonly defaults: DefaultThumbnails,
  ) {}

  allAssets(type: ApiAssetType, options?: CallOptions): Promise<Asset[]> {
    return this.list('allAssets', `/getAllAssetsApi/${pathSegment(type)}`, undefined, options);
  }

  trending(options?: CallOptions): Promise<Asset[]> {
    return this.list('trending', '/trendingAssetsApi', undefined, options);
  }

  recentlyAdded(options?: CallOptions): Promise<Asset[]> {
    return this.list('recentlyAdded', '/recentlyAddedAssetsApi', undefined, options);
  }

  assetDetail(id: string, options?: CallOptions): Promise<AssetDetail> {
    return this.client.getParsed(
      'assetDetail',
      `/assetDetailsApi/${pathSegment(id)}`,
      undefined,
      this.parsed((xml, body) => xml.parseAssetDetail(body, id, this.defaults)),
      options,
    );
  }

  pagedAssets(query: PagedQuery, options?: CallOptions): Promise<Asset[]> {
    const q = filterQuery(query, true);
    return this.list('pagedAssets', '/getAllAssetsApiDataPaged', q, options);
  }

  pagedCount(query: PagedQuery, options?: CallOptions): Promise<number> {
    const q = filterQuery(query, false);
    return this.count('pagedCount', '/getAllAssetsApiPagedCount', q, options);
  }

  relatedPaged(id: string, page: number, options?: CallOptions): Promise<Asset[]> {
    const path = `/getRelatedAssetsPaged/${pathSegment(id)}/${pathSegment(page)}`;
    return this.list('relatedPaged', path, undefined, options);
  }

  related(id: string, options?: CallOptions): Promise<Asset[]> {
    return this.list('related', `/getRelatedAssets/${pathSegment(id)}`, undefined, options);
  }

  relatedCount(id: string, options?: CallOptions): Promise<number> {
    const path = `/getRelatedAssetsApiPagedCount/${pathSegment(id)}`;
    return this.count('relatedCount', path, undefined, options);
  }

  /**
   * An empty, `.` or `..` keyword finds nothing and sends nothing: as a path segment it would
   * be empty or step through the path. An unknown field searches ALLFIELDS.
   */
  search(keyword: string, searchBy: string, options?: CallOptions): Promise<Asset[]> {
    if (keyword === '' || isDotSegment(keyword)) return Promise.resolve([]);
    const path = `/search/${pathSegment(keyword)}/${pathSegment(searchField(searchBy))}`;
    return this.list('search', path, undefined, options);
  }

  private list(
    callName: string,
    path: string,
    query: Query | undefined,
    options: CallOptions | undefined,
  ): Promise<Asset[]> {
    return this.client.getParsed(
      callName,
      path,
      query,
      this.parsed((xml, body) => xml.parseAssetList(body, this.defaults)),
      options,
    );
  }

  private count(
    callName: string,
    path: string,
    query: Query | undefined,
    options: CallOptions | undefined,
  ): Promise<number> {
    const parse = this.parsed((xml, body) => xml.parseCount(body));
    return this.client.getParsed(callName, path, query, parse, options);
  }

  /**
   * A parser of answers whose XML reader downloads alongside the request: a page the server
   * rendered makes no call, so its first load carries no XML parser.
   */
  private parsed<T>(read: (xml: ArchiveXml, body: string) => T): (body: string) => Promise<T> {
    const reader = this.reader();
    return async (body) => read(await reader, body);
  }

  private reader(): Promise<ArchiveXml> {
    this.xmlReader ??= import('./archiveXml');
    // A failed download is tried again by the next call.
    this.xmlReader.catch(() => (this.xmlReader = undefined));
    return this.xmlReader;
  }
}
