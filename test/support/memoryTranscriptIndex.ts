import type {
  FailedFile,
  IndexedAsset,
  IndexedCue,
  IndexState,
} from '../../src/core/entities/SpokenWords';
import { InMemoryTranscriptIndex } from '../../src/adapters/memory/InMemoryTranscriptIndex';

/**
 * The in-memory transcript index with hooks for the indexer's tests: what it holds
 * (`assets`, each stored whole), the passes it recorded and the assets it was asked to
 * store. `stop()` makes every later call reject, as a database that went away does; locks
 * are shared by the instances made with the same `locks` set, as one database's are.
 */
export class MemoryTranscriptIndex extends InMemoryTranscriptIndex {
  /** Every pass recorded, in order; the last is the index's last pass. */
  readonly passes: number[] = [];
  readonly stores: string[] = [];
  /** An error `store` rejects with instead of storing, when it answers one. */
  refuse?: (asset: IndexedAsset, cues: readonly IndexedCue[]) => Error | undefined;
  private stopped = false;

  constructor(locks: Set<string> = new Set()) {
    super({ assets: new Map(), locks, failures: new Map() });
  }

  get assets(): Map<
    string,
    { readonly asset: IndexedAsset; readonly cues: readonly IndexedCue[] }
  > {
    return this.holdings.assets;
  }

  /** The caption versions whose storing failed, by asset. */
  get failed(): ReadonlyMap<string, FailedFile> {
    return this.holdings.failures;
  }

  /** From now on every call rejects. */
  stop(): void {
    this.stopped = true;
  }

  protected override async ready(): Promise<void> {
    await super.ready();
    if (this.stopped) throw new Error('Connection terminated unexpectedly');
  }

  override async store(asset: IndexedAsset, cues: readonly IndexedCue[]): Promise<void> {
    await this.ready();
    this.stores.push(asset.id);
    const refusal = this.refuse?.(asset, cues);
    if (refusal) throw refusal;
    await super.store(asset, cues);
  }

  override async markPass(at: number): Promise<void> {
    await super.markPass(at);
    this.passes.push(at);
  }

  override async state(): Promise<IndexState> {
    const { assets, cues } = await super.state();
    const lastPass = this.passes.at(-1);
    return { assets, cues, ...(lastPass === undefined ? {} : { lastPass }) };
  }

  override async close(): Promise<void> {
    this.stopped = true;
    await super.close();
  }
}
