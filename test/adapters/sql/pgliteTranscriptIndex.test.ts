/**
 * @jest-environment node
 */
import { PGlite } from '@electric-sql/pglite';
import { PgliteDatabase } from '../../../src/adapters/sql/PgliteDatabase';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { transcriptIndexContract } from './transcriptIndexContract';

let shared: SqlDatabase | undefined;

transcriptIndexContract('PGlite', {
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
});
