/** What PostgreSQL would answer that the PGlite thread must make up itself. */

/** PostgreSQL's error for a statement stopped by its time limit (SQLSTATE 57014). */
export function statementTimeoutError(): Error {
  const error = new Error('canceling statement due to statement timeout');
  error.name = 'error';
  return Object.assign(error, { code: '57014', severity: 'ERROR', routine: 'ProcessInterrupts' });
}

/** PostgreSQL's error for a statement in a transaction that failed (SQLSTATE 25P02). */
export function abortedTransaction(): Error {
  const error = new Error(
    'current transaction is aborted, commands ignored until end of transaction block',
  );
  error.name = 'error';
  return Object.assign(error, { code: '25P02', severity: 'ERROR' });
}

/**
 * `SET [LOCAL | SESSION] statement_timeout = N` (milliseconds, or with a unit): its scope and
 * limit; undefined for any other statement.
 */
export function statementTimeoutOf(sql: string): { local: boolean; ms: number } | undefined {
  const match =
    /^\s*SET\s+(?:(LOCAL|SESSION)\s+)?statement_timeout\s*(?:=|\bTO\b)\s*'?\s*(\d+)\s*(ms|s|min)?\s*'?\s*;?\s*$/i.exec(
      sql,
    );
  if (!match) return undefined;
  const unit = (match[3] ?? 'ms').toLowerCase();
  const factor = unit === 'min' ? 60_000 : unit === 's' ? 1000 : 1;
  return { local: match[1]?.toUpperCase() === 'LOCAL', ms: Number(match[2]) * factor };
}
