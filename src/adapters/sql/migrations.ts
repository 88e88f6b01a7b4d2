import transcripts from './migrations/001_transcripts';
import passages from './migrations/002_passages';
import boundedPassages from './migrations/003_bounded_passages';
import catalogue from './migrations/004_catalogue';

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
];
