import { abortedTransaction, statementTimeoutOf } from './pgliteStatements';
import { Engine } from './pgliteEngine';
import type { ThreadData, ThreadRequest } from './pgliteThreadMessages';
import type { SqlDatabase, SqlSession } from './SqlDatabase';

const tagOf = (value: object) => Object.prototype.toString.call(value);

/**
 * Rows made again of this context's arrays, objects and dates: a message arrives built in
 * the context that made the Worker, which is another one when the caller runs in a VM
 * context (jest's), where `instanceof Array` would then fail.
 */
function inThisContext(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return Array.from(value as unknown[], inThisContext);
  const tag = tagOf(value);
  if (tag === '[object Date]') return new Date((value as Date).getTime());
  if (tag === '[object Uint8Array]') return new Uint8Array(value as Uint8Array);
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = inThisContext(field);
  return copy;
}

function rowsOf(rows: unknown[] | undefined): unknown[] {
  if (!rows) return [];
  // The same context (a server, a job): the rows as they came, at no cost.
  return rows instanceof Array ? rows : (inThisContext(rows) as unknown[]);
}

export interface PgliteThreadOptions {
  /** PGlite's data folder; in memory without (then a restart starts empty). */
  dataDir?: string;
  /** Called once closed (gives up the data folder). */
  release?: () => void;
  /** Told when a new thread replaced one that stopped (a statement past its limit, a crash), or failed to open. */
  onRestart?: (error?: unknown) => void;
}

/**
 * PGlite in a thread of its own, so no statement runs on the event loop of the process that
 * serves. One statement runs at a time, and a transaction keeps every other caller out (as
 * PGlite's own queue does).
 *
 * PGlite has no timer to cancel a statement, so this enforces `statement_timeout` itself
 * (set by `SET [LOCAL] statement_timeout`, as on PostgreSQL): past it, the caller rejects
 * with PostgreSQL's error (SQLSTATE 57014), the thread is stopped, which stops the work, and
 * a new one opens the data folder again; calls meanwhile wait for it.
 */
export class PgliteThreadDatabase implements SqlDatabase {
  private engine: Promise<Engine>;
  /** Callers take turns: one statement, or one whole transaction, at a time. */
  private turn: Promise<void> = Promise.resolve();
  private sessionLimitMs = 0;
  private closed = false;

  private constructor(
    first: Engine,
    private readonly options: PgliteThreadOptions,
  ) {
    this.engine = Promise.resolve(first);
  }

  static async open(options: PgliteThreadOptions = {}): Promise<PgliteThreadDatabase> {
    const engine = await Engine.start(PgliteThreadDatabase.data(options));
    return new PgliteThreadDatabase(engine, options);
  }

  private static data(options: PgliteThreadOptions): ThreadData {
    return options.dataDir ? { dataDir: options.dataDir } : {};
  }

  query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    return this.inTurn(() => this.statement<R>(undefined, sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.inTurn(async () => {
      await this.statement(undefined, sql);
    });
  }

  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    return this.inTurn(() => this.inTransaction(work));
  }

  // The one connection is the session.
  withSession<T>(
    work: (session: SqlSession & Pick<SqlDatabase, 'transaction'>) => Promise<T>,
  ): Promise<T> {
    return work(this);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.turn;
      const engine = await this.engine.catch(() => undefined);
      if (engine?.alive) {
        await engine.send({ op: 'close' }, 0, () => undefined).catch(() => undefined);
        await engine.terminate();
      }
    } finally {
      this.options.release?.();
    }
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The transcript index is closed'));
    const run = this.turn.then(work);
    this.turn = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private async inTransaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    const engine = await this.current();
    const tx = { engine, localLimitMs: undefined as number | undefined };
    await this.send(tx, { op: 'exec', sql: 'BEGIN' });
    try {
      const result = await work({
        query: (sql, params = []) => this.statement(tx, sql, params),
        exec: async (sql) => {
          await this.statement(tx, sql);
        },
      });
      await this.send(tx, { op: 'exec', sql: 'COMMIT' });
      return result;
    } catch (error) {
      // A transaction whose thread was stopped ended with it.
      if (tx.engine.alive)
        await this.send(tx, { op: 'exec', sql: 'ROLLBACK' }).catch(() => undefined);
      throw error;
    }
  }

  private async statement<R>(
    tx: { engine: Engine; localLimitMs: number | undefined } | undefined,
    sql: string,
    params?: readonly unknown[],
  ): Promise<R[]> {
    const limit = statementTimeoutOf(sql);
    const rows = await this.send(
      tx,
      params ? { op: 'query', sql, params: [...params] } : { op: 'exec', sql },
    );
    if (limit && tx && limit.local) tx.localLimitMs = limit.ms;
    else if (limit && !limit.local) this.sessionLimitMs = limit.ms;
    return rowsOf(rows) as R[];
  }

  private async send(
    tx: { engine: Engine; localLimitMs: number | undefined } | undefined,
    ask: ThreadRequest,
  ): Promise<unknown[] | undefined> {
    const engine = tx ? tx.engine : await this.current();
    if (tx && !engine.alive) throw abortedTransaction();
    const limitMs = tx?.localLimitMs ?? this.sessionLimitMs;
    return engine.send(ask, limitMs, () => this.restart(engine));
  }

  /** The thread, a new one started when the last has ended. */
  private async current(): Promise<Engine> {
    const engine = await this.engine.catch(() => undefined);
    if (engine?.alive) return engine;
    return this.restart(engine);
  }

  private restart(from: Engine | undefined): Promise<Engine> {
    const next = (async () => {
      if (from) await from.terminate();
      return Engine.start(PgliteThreadDatabase.data(this.options));
    })();
    next.then(
      () => this.options.onRestart?.(),
      (error: unknown) => this.options.onRestart?.(error),
    );
    this.engine = next;
    return next;
  }
}
