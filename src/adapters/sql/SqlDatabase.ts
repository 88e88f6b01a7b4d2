/**
 * The seam between the transcript index and a PostgreSQL engine: PGlite in the process, or
 * a server through node-postgres. Both run the same SQL.
 */
export interface SqlSession {
  /** One statement with `$1`-style parameters; its rows. */
  query<R>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** Several statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
}

export interface SqlDatabase extends SqlSession {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it rejects.
   * Nothing else runs inside it.
   */
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection held for its whole duration (session-level advisory
   * locks live and die with their connection).
   */
  withSession<T>(
    work: (session: SqlSession & Pick<SqlDatabase, 'transaction'>) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}
