/**
 * What the demo API answers: the in-memory archive's queries over the demo catalogue, so the
 * demo server and the in-memory adapters cannot disagree.
 */
import { ArchiveQueries } from '../src/adapters/memory/archiveQueries';
import type { DemoCatalogue } from './types';

export {
  browseFilterOf,
  PAGE_SIZE,
  pageOf,
  parseAssetType,
  parsePage,
} from '../src/adapters/memory/archiveQueries';

export class DemoQueries extends ArchiveQueries {
  constructor(readonly catalogue: DemoCatalogue) {
    super(catalogue.assets);
  }
}
