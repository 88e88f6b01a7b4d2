import type { Pool, PoolClient } from 'pg';
import type { SqlDatabase, SqlSession } from './SqlDatabase';

function sessionOf(client: Pool | PoolClient): SqlSession {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as R[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

async function inTransaction<T>(client: PoolClient, work: (tx: SqlSession) => Promise<T>) {
  await client.query('BEGIN');
  try {
    const result = await work(sessionOf(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** A PostgreSQL server through a node-postgres pool. */
export class NodePostgresDatabase implements SqlDatabase {
  private readonly session: SqlSession;

  constructor(private readonly pool: Pool) {
    this.session = sessionOf(pool);
  }

  query<R>(sql: string, params?: readonly unknown[]): Promise<R[]> {
    return this.session.query<R>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.session.exec(sql);
  }

  async transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await inTransaction(client, work);
    } catch (error) {
      // A connection that failed mid-transaction is not handed to the next caller.
      if (!(error instanceof Error && 'code' in error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async withSession<T>(
    work: (session: SqlSession & Pick<SqlDatabase, 'transaction'>) => Promise<T>,
  ): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await work({
        ...sessionOf(client),
        transaction: (inner) => inTransaction(client, inner),
      });
    } finally {
      // Closed rather than pooled: whatever the session held (advisory locks) ends with it.
      client.release(true);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
