import type { AssetDetail } from '../entities/AssetDetail';
import type { ArchiveApi } from '../ports/ArchiveApi';
import type { CallOptions } from '../ports/CallOptions';
import type { Logger } from '../ports/Logger';
import { isNotFound } from '../ports/NotFound';
import type { Withdrawals } from '../ports/Withdrawals';

/** Archive checks one spoken-word answer makes at once. */
export const PUBLIC_CHECKS_AT_ONCE = 8;

/** Which of some assets the archive makes public now. */
export interface Publicity {
  /** Public now, in the order asked. */
  public: string[];
  /** The archive could not say (it failed or was too slow): never shown. */
  unknown: string[];
}

/**
 * The one place that decides whether the site may show an asset: the archive's own answer
 * now (through its cached answers, so within their window), public only when it says
 * `IsPublic`. An asset it does not find, or finds not public, leaves the site's own data at
 * once.
 */
export class PublicAssets {
  constructor(
    private readonly archive: ArchiveApi,
    private readonly logger: Logger,
    private readonly withdrawals?: Withdrawals,
  ) {}

  /**
   * The detail when the asset is public now; undefined when the archive does not find it
   * (logged) or it is not public. Rejects, unlogged, when the archive fails.
   */
  async detail(id: string, options?: CallOptions): Promise<AssetDetail | undefined> {
    let detail: AssetDetail | undefined;
    try {
      detail = await this.archive.assetDetail(id, options);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      this.logger.error('Error fetching asset details:', error);
    }
    if (detail?.isPublic) return detail;
    await this.withdraw(id);
    return undefined;
  }

  /** Whether the asset is public now; rejects when the archive fails. */
  async isPublic(id: string, options?: CallOptions): Promise<boolean> {
    return (await this.detail(id, options)) !== undefined;
  }

  /** Sorts `ids` by what the archive says of each now, PUBLIC_CHECKS_AT_ONCE at a time. */
  async sort(ids: readonly string[], options?: CallOptions): Promise<Publicity> {
    const caller = options?.signal;
    // The checks listen to a signal of the sort's own: one listener on the caller's, however
    // many checks run (several sorts of one page would pass Node's warning at 10).
    const own = new AbortController();
    const stop = () => own.abort(caller?.reason);
    if (caller?.aborted) stop();
    caller?.addEventListener('abort', stop, { once: true });
    const checks = { ...options, signal: own.signal };
    const answers = new Array<boolean | undefined>(ids.length);
    let next = 0;
    const checker = async () => {
      while (next < ids.length && !own.signal.aborted) {
        const at = next++;
        answers[at] = await this.isPublic(ids[at]!, checks).catch((error: unknown) => {
          if (!own.signal.aborted) this.logger.warn(`Asset ${ids[at]}: not checked:`, error);
          return undefined;
        });
      }
    };
    try {
      await Promise.all(
        Array.from({ length: Math.min(PUBLIC_CHECKS_AT_ONCE, ids.length) }, checker),
      );
    } finally {
      caller?.removeEventListener('abort', stop);
    }
    caller?.throwIfAborted();
    return {
      public: ids.filter((_, at) => answers[at] === true),
      unknown: ids.filter((_, at) => answers[at] === undefined),
    };
  }

  private async withdraw(id: string): Promise<void> {
    if (!this.withdrawals) return;
    await this.withdrawals.withdrawn(id).catch((error: unknown) => {
      this.logger.error(`Asset ${id}: not public, but the site's data still holds it:`, error);
    });
  }
}
