import type {
  FailedFile,
  IndexedAsset,
  IndexedCue,
  IndexedMoment,
  IndexState,
  SpokenResults,
} from '../../src/core/entities/SpokenWords';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';

/**
 * A transcript index in memory for the indexer's tests: what it holds, each asset stored
 * whole. `stop()` makes every later call reject, as a database that went away does; locks
 * are shared by the instances made with the same `locks` set, as one database's are.
 */
export class MemoryTranscriptIndex implements TranscriptIndex {
  readonly assets = new Map<string, { asset: IndexedAsset; cues: IndexedCue[] }>();
  readonly passes: number[] = [];
  readonly stores: string[] = [];
  readonly failed = new Map<string, FailedFile>();
  /** An error `store` rejects with instead of storing, when it answers one. */
  refuse?: (asset: IndexedAsset, cues: readonly IndexedCue[]) => Error | undefined;
  private stopped = false;

  constructor(private readonly locks: Set<string> = new Set()) {}

  /** From now on every call rejects. */
  stop(): void {
    this.stopped = true;
  }

  private async reachable(): Promise<void> {
    await Promise.resolve();
    if (this.stopped) throw new Error('Connection terminated unexpectedly');
  }

  async store(asset: IndexedAsset, cues: readonly IndexedCue[]): Promise<void> {
    await this.reachable();
    this.stores.push(asset.id);
    const refusal = this.refuse?.(asset, cues);
    if (refusal) throw refusal;
    this.failed.delete(asset.id);
    this.assets.set(asset.id, { asset: { ...asset }, cues: cues.map((cue) => ({ ...cue })) });
  }

  async drop(assetId: string): Promise<void> {
    await this.reachable();
    this.assets.delete(assetId);
    this.failed.delete(assetId);
  }

  async markFailed(assetId: string, captionVersion: string, reason: string): Promise<void> {
    await this.reachable();
    this.failed.set(assetId, { captionVersion, reason });
  }

  async failures(): Promise<Map<string, FailedFile>> {
    await this.reachable();
    return new Map(this.failed);
  }

  async versions(): Promise<Map<string, string>> {
    await this.reachable();
    return new Map([...this.assets].map(([id, held]) => [id, held.asset.captionVersion]));
  }

  async state(): Promise<IndexState> {
    await this.reachable();
    let cues = 0;
    for (const held of this.assets.values()) cues += held.cues.length;
    const lastPass = this.passes.at(-1);
    return { assets: this.assets.size, cues, ...(lastPass === undefined ? {} : { lastPass }) };
  }

  async exclusively<T>(name: string, task: () => Promise<T>): Promise<T | undefined> {
    await this.reachable();
    if (this.locks.has(name)) return undefined;
    this.locks.add(name);
    try {
      return await task();
    } finally {
      this.locks.delete(name);
    }
  }

  async markPass(at: number): Promise<void> {
    await this.reachable();
    this.passes.push(at);
  }

  async close(): Promise<void> {
    this.stopped = true;
  }

  async search(): Promise<SpokenResults> {
    await this.reachable();
    return { hits: [], total: 0, collections: [], types: [] };
  }

  async matching(): Promise<string[]> {
    await this.reachable();
    return [];
  }

  async searchWithin(): Promise<IndexedMoment[]> {
    await this.reachable();
    return [];
  }
}
