import type { FailedFile } from '../entities/SpokenWords';
import type { CatalogueStore } from '../ports/Catalogue';
import type { TranscriptIndex } from '../ports/TranscriptIndex';
import { IndexFailure, messageOf, writeToIndex } from './indexFailure';

/**
 * What the index holds when a pass begins: each asset's stored version, the versions that
 * failed, the catalogue's records; and the dropping of what it holds.
 */
export class HeldAssets {
  private constructor(
    readonly versions: Map<string, string>,
    readonly failures: Map<string, FailedFile>,
    readonly records: Set<string>,
    private readonly index: TranscriptIndex,
    private readonly catalogue: CatalogueStore | undefined,
  ) {}

  /** Reads what the index and the catalogue hold; failing, the index has failed. */
  static async read(index: TranscriptIndex, catalogue?: CatalogueStore): Promise<HeldAssets> {
    try {
      const [versions, failures, records] = await Promise.all([
        index.versions(),
        index.failures(),
        catalogue?.records() ?? new Set<string>(),
      ]);
      return new HeldAssets(versions, failures, records, index, catalogue);
    } catch (error) {
      throw new IndexFailure(`the index cannot be read: ${messageOf(error)}`, { cause: error });
    }
  }

  /** Drops the cues held of `id`, and its catalogue record with `record`; whether anything was held and dropped. */
  async drop(id: string, record: boolean): Promise<boolean> {
    const cues = this.versions.has(id) || this.failures.has(id);
    if (cues) await writeToIndex(() => this.index.drop(id));
    const catalogue = this.catalogue;
    const recorded = record && catalogue !== undefined && this.records.has(id);
    if (recorded) await writeToIndex(() => catalogue.dropRecord(id));
    return cues || recorded;
  }

  /** After a complete walk: drops what is held that the walk no longer lists; how many. */
  async dropUnlisted(listed: ReadonlySet<string>): Promise<number> {
    const ids = new Set([...this.versions.keys(), ...this.failures.keys(), ...this.records]);
    let dropped = 0;
    for (const id of ids) {
      if (listed.has(id)) continue;
      await this.drop(id, true);
      dropped += 1;
    }
    return dropped;
  }
}
