import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { SqlDatabase, SqlSession } from './SqlDatabase';

function sessionOf(db: PGlite | Transaction): SqlSession {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

/**
 * PGlite: PostgreSQL in the process, on one connection. Its own queue runs one statement at
 * a time and keeps other callers out of an open transaction.
 */
export class PgliteDatabase implements SqlDatabase {
  private readonly session: SqlSession;

  /** `release`: called once closed (gives up the data folder). */
  constructor(
    private readonly db: PGlite,
    private readonly release: () => void = () => undefined,
  ) {
    this.session = sessionOf(db);
  }

  query<R>(sql: string, params?: readonly unknown[]): Promise<R[]> {
    return this.session.query<R>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.session.exec(sql);
  }

  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(sessionOf(tx)));
  }

  // The one connection is the session.
  withSession<T>(
    work: (session: SqlSession & Pick<SqlDatabase, 'transaction'>) => Promise<T>,
  ): Promise<T> {
    return work(this);
  }

  async close(): Promise<void> {
    if (this.db.closed) return;
    try {
      await this.db.close();
    } finally {
      this.release();
    }
  }
}
