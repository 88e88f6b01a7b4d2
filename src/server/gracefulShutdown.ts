import type { Server, ServerResponse } from 'node:http';

/**
 * Stops accepting connections, lets requests in flight finish, and resolves once every
 * connection is closed; after `timeoutMs` the rest are cut and it resolves false.
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
    // Runs before the site's handler, so no answer has started yet.
    server.prependListener('request', (_req, res: ServerResponse) => {
      res.setHeader('Connection', 'close');
    });
  });
}
