import type { CatalogueRecord } from '../../src/core/entities/Catalogue';
import type { CatalogueStore, StoredRecord } from '../../src/core/ports/Catalogue';

/**
 * A catalogue store in memory for the indexer's tests: each record held whole, its mentions
 * kept when a store leaves them out. `refuse` answers an error to reject a record with;
 * `stop()` makes every later call reject, as a database that went away does.
 */
export class MemoryCatalogue implements CatalogueStore {
  readonly held = new Map<string, CatalogueRecord>();
  readonly dropped: string[] = [];
  refuse?: (record: StoredRecord) => Error | undefined;
  private stopped = false;

  stop(): void {
    this.stopped = true;
  }

  private async reachable(): Promise<void> {
    await Promise.resolve();
    if (this.stopped) throw new Error('Connection terminated unexpectedly');
  }

  async storeRecord(record: StoredRecord): Promise<void> {
    await this.reachable();
    const refusal = this.refuse?.(record);
    if (refusal) throw refusal;
    const spoken = record.spoken ?? this.held.get(record.id)?.spoken ?? [];
    this.held.set(record.id, { ...record, spoken });
  }

  async dropRecord(id: string): Promise<void> {
    await this.reachable();
    if (this.held.delete(id)) this.dropped.push(id);
  }

  async records(): Promise<Set<string>> {
    await this.reachable();
    return new Set(this.held.keys());
  }
}
