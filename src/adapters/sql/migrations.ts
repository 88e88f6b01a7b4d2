import transcripts from './migrations/001_transcripts';
import passages from './migrations/002_passages';
import boundedPassages from './migrations/003_bounded_passages';
import catalogue from './migrations/004_catalogue';
import termCounts from './migrations/005_term_counts';
import exploreIndexes from './migrations/006_explore_indexes';
import recordsByTitle from './migrations/007_records_by_title';
import recordsListed from './migrations/008_records_listed';
import termCountsCovered from './migrations/009_term_counts_covered';
import parishNamed from './migrations/010_parish_named';
import catalogueCounts from './migrations/011_catalogue_counts';
import parishesListed from './migrations/012_parishes_listed';
import recordsCounted from './migrations/013_records_counted';

export interface Migration {
  /** Applied in ascending order, each once. */
  version: number;
  name: string;
  sql: string;
}

/** Every migration, oldest first. A new one is a new numbered file added here; none is ever edited. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: '001_transcripts', sql: transcripts },
  { version: 2, name: '002_passages', sql: passages },
  { version: 3, name: '003_bounded_passages', sql: boundedPassages },
  { version: 4, name: '004_catalogue', sql: catalogue },
  { version: 5, name: '005_term_counts', sql: termCounts },
  { version: 6, name: '006_explore_indexes', sql: exploreIndexes },
  { version: 7, name: '007_records_by_title', sql: recordsByTitle },
  { version: 8, name: '008_records_listed', sql: recordsListed },
  { version: 9, name: '009_term_counts_covered', sql: termCountsCovered },
  { version: 10, name: '010_parish_named', sql: parishNamed },
  { version: 11, name: '011_catalogue_counts', sql: catalogueCounts },
  { version: 12, name: '012_parishes_listed', sql: parishesListed },
  { version: 13, name: '013_records_counted', sql: recordsCounted },
];
