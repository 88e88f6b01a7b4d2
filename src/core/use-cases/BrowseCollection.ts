import type { Asset } from '../entities/Asset';
import { countQuery, pagedQuery, type BrowseFilter } from '../entities/Browse';
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
    const [items, total] = await Promise.all([
      this.archive.pagedAssets(pagedQuery(filter), options),
      this.archive.pagedCount(countQuery(filter), options),
    ]);
    return { items, total };
  }
}
