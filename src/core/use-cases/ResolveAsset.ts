import type { Asset } from '../entities/Asset';
import type { AssetDetail } from '../entities/AssetDetail';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';
import type { Logger } from '../ports/Logger';
import type { Withdrawals } from '../ports/Withdrawals';
import { PublicAssets } from './PublicAssets';

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
 * The asset of a detail page: not public or unknown (the archive answered not found) means
 * not found; a failure (the archive down or slow) rejects, so that whoever shows the answer
 * can tell an outage from a missing asset and never keep it. The side panel holds the first
 * 3 related assets, or the first 3 new additions when none exist.
 */
export class ResolveAsset {
  private readonly publicAssets: PublicAssets;

  /** `withdrawals` hears of each asset found not public (the server's own data). */
  constructor(
    private readonly archive: ArchiveApi,
    private readonly logger: Logger,
    withdrawals?: Withdrawals,
  ) {
    this.publicAssets = new PublicAssets(archive, logger, withdrawals);
  }

  /**
   * The asset alone, for a page that shows no side panel (the embedded player) and for what
   * programs read: undefined when it is unknown (logged) or not public. Rejects, unlogged,
   * when the archive fails: the caller logs it and says it is unavailable.
   */
  publicDetail(id: string, options?: CallOptions): Promise<AssetDetail | undefined> {
    return this.publicAssets.detail(id, options);
  }

  /**
   * Rejects when the archive fails (logged by the store that shows it); an unknown asset is
   * logged here and is not found.
   */
  async execute(id: string, options?: CallOptions): Promise<ResolvedAsset> {
    const related = this.archive.related(id, options).catch((error: unknown) => {
      if (!options?.signal?.aborted) this.logger.error('Error fetching related assets:', error);
      return [] as Asset[];
    });
    const detail = await this.publicAssets.detail(id, options);
    if (!detail) return { found: false };
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
