import { migrate } from '../../../src/adapters/sql/migrate';
import { PostgresTranscriptIndex } from '../../../src/adapters/sql/PostgresTranscriptIndex';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import type { IndexUnderContract } from '../transcriptIndexContract';
import type { ContractEngine } from './transcriptIndexContract';
import { UNHURRIED } from '../../support/sharedDatabase';

/** The SQL index on one engine, under the contract every adapter of the port keeps. */
export function sqlIndexUnderContract(engine: ContractEngine): IndexUnderContract {
  let db: SqlDatabase | undefined;
  const opened = (): SqlDatabase => {
    if (!db) throw new Error('open first');
    return db;
  };
  return {
    async open() {
      db = await engine.open();
      await migrate(db);
      return new PostgresTranscriptIndex(db, UNHURRIED);
    },
    empty: () =>
      opened().exec(
        'TRUNCATE transcript_assets, transcript_cues, transcript_passages, transcript_terms, transcript_state',
      ),
    another: async () => new PostgresTranscriptIndex(await engine.another(), UNHURRIED),
    close: () => engine.close(),
  };
}
