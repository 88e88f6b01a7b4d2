/**
 * PGlite's own thread (see PgliteThreadDatabase): it opens the data folder and runs the
 * statements the process sends, one at a time. Its entry in the server bundle is
 * `pgliteThread.js` (rsbuild.config.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { errorToWire } from '../shared/wireError';
import type { ThreadAnswer, ThreadAsk, ThreadData, ThreadReady } from './pgliteThreadMessages';

async function run(port: NonNullable<typeof parentPort>, data: ThreadData): Promise<void> {
  let db: PGlite;
  try {
    db = await PGlite.create(data.dataDir);
  } catch (error) {
    port.postMessage({ ready: false, error: errorToWire(error) } satisfies ThreadReady);
    return;
  }
  port.on('message', (ask: ThreadAsk) => {
    const answer = async (): Promise<ThreadAnswer> => {
      if (ask.op === 'query') {
        const result = await db.query(ask.sql, ask.params);
        return { id: ask.id, ok: true, rows: result.rows };
      }
      if (ask.op === 'exec') await db.exec(ask.sql);
      else if (!db.closed) await db.close();
      return { id: ask.id, ok: true };
    };
    void answer()
      .catch((error: unknown): ThreadAnswer => ({
        id: ask.id,
        ok: false,
        error: errorToWire(error),
      }))
      .then((message) => {
        port.postMessage(message);
        if (ask.op === 'close') port.close();
      });
  });
  port.postMessage({ ready: true } satisfies ThreadReady);
}

if (parentPort) void run(parentPort, workerData as ThreadData);
