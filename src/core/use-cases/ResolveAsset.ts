import type { Asset } from '../entities/Asset';
import type { AssetDetail } from '../entities/AssetDetail';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';
import type { Logger } from '../ports/Logger';

export const SIDE_PANEL_SIZE = 3;

export type SidePanelKind = 'related' | 'newAdditions';

export type ResolvedAsset =
  | {
      found: true;
      detail: AssetDetail;
      side: { kind: SidePanelKind; items: Asset[] };
    }
  | { found: false };

/**
 * The asset of a detail page: not public, unknown or failed means not found. The side
 * panel holds the first 3 related assets, or the first 3 new additions when none exist.
 */
export class ResolveAsset {
  constructor(
    private readonly archive: ArchiveApi,
    private readonly logger: Logger,
  ) {}

  /**
   * The asset alone, for a page that shows no side panel (the embedded player): undefined
   * when it is unknown, not public or failed to load (logged).
   */
  async publicDetail(id: string, options?: CallOptions): Promise<AssetDetail | undefined> {
    try {
      const detail = await this.archive.assetDetail(id, options);
      return detail.isPublic ? detail : undefined;
    } catch (error) {
      if (!options?.signal?.aborted) this.logger.error('Error fetching asset details:', error);
      return undefined;
    }
  }

  async execute(id: string, options?: CallOptions): Promise<ResolvedAsset> {
    const related = this.archive.related(id, options).catch((error: unknown) => {
      this.logger.error('Error fetching related assets:', error);
      return [] as Asset[];
    });
    let detail: AssetDetail;
    try {
      detail = await this.archive.assetDetail(id, options);
    } catch (error) {
      this.logger.error('Error fetching asset details:', error);
      return { found: false };
    }
    if (!detail.isPublic) return { found: false };
    const relatedItems = await related;
    if (relatedItems.length > 0) {
      return {
        found: true,
        detail,
        side: { kind: 'related', items: relatedItems.slice(0, SIDE_PANEL_SIZE) },
      };
    }
    const additions = await this.archive.recentlyAdded(options).catch((error: unknown) => {
      this.logger.error('Error fetching new additions:', error);
      return [] as Asset[];
    });
    return {
      found: true,
      detail,
      side: { kind: 'newAdditions', items: additions.slice(0, SIDE_PANEL_SIZE) },
    };
  }
}
