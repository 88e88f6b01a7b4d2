/**
 * @jest-environment node
 */
import { PGlite } from '@electric-sql/pglite';
import { PgliteDatabase } from '../../../src/adapters/sql/PgliteDatabase';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { catalogueContract } from './catalogueContract';

let db: SqlDatabase | undefined;

catalogueContract('PGlite', {
  async open() {
    db = new PgliteDatabase(await PGlite.create());
    return db;
  },
  async close() {
    await db?.close();
  },
});
