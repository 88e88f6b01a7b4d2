import type { Asset } from '../entities/Asset';
import { pagedQuery, type BrowseFilter } from '../entities/Browse';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';

export interface BrowseResult {
  items: Asset[];
  total: number;
}

/** One page of a collection under a category filter, with the total for the paginator. */
export class BrowseCollection {
  constructor(private readonly archive: ArchiveApi) {}

  async execute(filter: BrowseFilter, options?: CallOptions): Promise<BrowseResult> {
    const query = pagedQuery(filter);
    const [items, total] = await Promise.all([
      this.archive.pagedAssets(query, options),
      this.archive.pagedCount(
        { CollectionId: query.CollectionId, AssetType: query.AssetType },
        options,
      ),
    ]);
    return { items, total };
  }
}
