/**
 * @jest-environment node
 */
import { Pool } from 'pg';
import { NodePostgresDatabase } from '../../../src/adapters/sql/NodePostgresDatabase';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { startTestPostgres, type TestPostgres } from '../../support/postgres';
import { catalogueContract } from './catalogueContract';

let server: TestPostgres | undefined;
let db: SqlDatabase | undefined;

// Never skipped: without a server (TEST_DATABASE_URL, or one scripts/postgres.sh can start)
// this rejects and every test of the file fails with the reason.
catalogueContract('PostgreSQL', {
  async open() {
    server = await startTestPostgres();
    db = new NodePostgresDatabase(new Pool({ connectionString: server.url, max: 4 }));
    return db;
  },
  async close() {
    await db?.close();
    await server?.stop();
  },
});
