/**
 * @jest-environment node
 */
import { Pool } from 'pg';
import { NodePostgresDatabase } from '../../../src/adapters/sql/NodePostgresDatabase';
import type { SqlDatabase } from '../../../src/adapters/sql/SqlDatabase';
import { startTestPostgres, type TestPostgres } from '../../support/postgres';
import { transcriptIndexContract } from './transcriptIndexContract';

let server: TestPostgres | undefined;
const opened: SqlDatabase[] = [];

function connect(url: string): SqlDatabase {
  const db = new NodePostgresDatabase(new Pool({ connectionString: url, max: 4 }));
  opened.push(db);
  return db;
}

transcriptIndexContract('PostgreSQL', {
  async open() {
    server = await startTestPostgres();
    return connect(server.url);
  },
  async another() {
    if (!server) throw new Error('open first');
    return connect(server.url);
  },
  async close() {
    await Promise.all(opened.map((db) => db.close()));
    await server?.stop();
  },
});
