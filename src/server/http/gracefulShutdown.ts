import type { Server, ServerResponse } from 'node:http';

/** The answers each server has not finished yet, for closeGracefully. */
const unfinished = new WeakMap<Server, Set<ServerResponse>>();

/**
 * Keeps the answers `server` is working on, so a graceful close can mark them: call once,
 * before the server listens (createSiteServer does).
 */
export function trackAnswers(server: Server): void {
  const answers = new Set<ServerResponse>();
  unfinished.set(server, answers);
  server.on('request', (_req, res: ServerResponse) => {
    answers.add(res);
    res.once('close', () => answers.delete(res));
  });
}

/** Tells the client this connection ends with the answer, if the answer has not started. */
function lastOnConnection(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/**
 * Stops accepting connections, lets requests in flight finish, and resolves once every
 * connection is closed; after `timeoutMs` the rest are cut and it resolves false. Answers
 * in flight, and any request still arriving on an open connection, say `Connection: close`,
 * so a keep-alive client never sends another request on a connection about to close.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    // A keep-alive connection turns idle when its last answer is sent; close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve(false);
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweep);
      resolve(true);
    });
    server.closeIdleConnections();
    for (const res of unfinished.get(server) ?? []) lastOnConnection(res);
    // Runs before the site's handler, so no answer has started yet.
    server.prependListener('request', (_req, res: ServerResponse) => lastOnConnection(res));
  });
}
