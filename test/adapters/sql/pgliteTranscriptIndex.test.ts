/**
 * @jest-environment node
 */
import { PGlite } from '@electric-sql/pglite';
import { PgliteDatabase } from '../../../src/adapters/sql/PgliteDatabase';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { transcriptIndexPortContract } from '../transcriptIndexContract';
import { sqlIndexUnderContract } from './sqlIndexUnderContract';
import { termCountsUpgrade } from './termCountsUpgrade';
import { transcriptIndexContract, type ContractEngine } from './transcriptIndexContract';

let shared: SqlDatabase | undefined;

// Each contract opens a database of its own, and closes it when its tests are done.
const engine: ContractEngine = {
  async open() {
    shared = new PgliteDatabase(await PGlite.create());
    return shared;
  },
  async another() {
    if (!shared) throw new Error('open first');
    return shared;
  },
  async close() {
    await shared?.close();
  },
};

transcriptIndexContract('PGlite', engine);
transcriptIndexPortContract('PGlite', sqlIndexUnderContract(engine));
termCountsUpgrade('PGlite', async () => new PgliteDatabase(await PGlite.create()));
