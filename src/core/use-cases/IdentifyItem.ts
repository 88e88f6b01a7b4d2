import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';

/** A listed item's type as its own detail says (a listing may be out of date). */
export class IdentifyItem {
  constructor(private readonly archive: ArchiveApi) {}

  /** Rejects when the detail cannot be loaded; a detail without a type keeps `listedType`. */
  async execute(identifier: string, listedType: string, options?: CallOptions): Promise<string> {
    const detail = await this.archive.assetDetail(identifier, options);
    return detail.assetType || listedType;
  }
}
