import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { errorFromWire } from '../shared/wireError';
import type {
  ThreadAnswer,
  ThreadAsk,
  ThreadData,
  ThreadReady,
  ThreadRequest,
} from './pgliteThreadMessages';
import { statementTimeoutError } from './pgliteStatements';

/**
 * Where the server bundle put the thread's script, relative to the bundle (rsbuild.config.ts);
 * the dev server's bundle names the source, absolute. Undefined when the sources run as they
 * are (tsx, jest).
 */
declare const PGLITE_THREAD_SCRIPT: string | undefined;

/** The thread's script: built JavaScript, or the TypeScript source (run through tsx). */
function threadScript(): string {
  const named = typeof PGLITE_THREAD_SCRIPT === 'string' ? PGLITE_THREAD_SCRIPT : undefined;
  return named ? resolve(__dirname, named) : join(__dirname, 'pgliteThread.ts');
}

interface Waiting {
  resolve(rows: unknown[] | undefined): void;
  reject(error: Error): void;
}

/** One PGlite thread: its worker, and the statements sent to it not yet answered. */
export class Engine {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private failure: Error | undefined;
  readonly exited: Promise<void>;

  private constructor(private readonly worker: Worker) {
    this.exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (answer: ThreadAnswer) => {
      const call = this.waiting.get(answer.id);
      if (!call) return;
      this.waiting.delete(answer.id);
      if (answer.ok) call.resolve(answer.rows);
      else call.reject(errorFromWire(answer.error));
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const call of this.waiting.values()) call.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.once('exit', (code) => fail(new Error(`The PGlite thread ended (exit code ${code})`)));
  }

  static start(data: ThreadData): Promise<Engine> {
    const script = threadScript();
    const worker = new Worker(script, {
      workerData: data,
      // The sources run as they are in development and tests: tsx compiles the thread's.
      ...(script.endsWith('.ts') ? { execArgv: ['--require', 'tsx/cjs'] } : {}),
    });
    return new Promise<Engine>((resolve, reject) => {
      const failed = (error: Error) => {
        off();
        void worker.terminate();
        reject(error);
      };
      const ended = (code: number) =>
        failed(new Error(`The PGlite thread ended (exit code ${code})`));
      const ready = (message: ThreadReady) => {
        off();
        if (message.ready) resolve(new Engine(worker));
        else failed(errorFromWire(message.error));
      };
      // Not removeAllListeners: the worker listens to its own listeners being added.
      const off = () => {
        worker.off('error', failed);
        worker.off('exit', ended);
        worker.off('message', ready);
      };
      worker.on('error', failed);
      worker.on('exit', ended);
      worker.on('message', ready);
    });
  }

  get alive(): boolean {
    return this.failure === undefined;
  }

  /** Sends one statement; past `limitMs` (0: none), `onLate` runs and the call rejects as PostgreSQL's cancel. */
  send(ask: ThreadRequest, limitMs: number, onLate: () => void): Promise<unknown[] | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer =
        limitMs > 0
          ? setTimeout(() => {
              this.waiting.delete(id);
              reject(statementTimeoutError());
              onLate();
            }, limitMs)
          : undefined;
      this.waiting.set(id, {
        resolve: (rows) => {
          clearTimeout(timer);
          resolve(rows);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.worker.postMessage({ ...ask, id } as ThreadAsk);
    });
  }

  /** Stops the thread where it stands (its WebAssembly with it). */
  async terminate(): Promise<void> {
    this.failure ??= new Error('The PGlite thread was stopped');
    await this.worker.terminate();
    await this.exited;
  }
}
