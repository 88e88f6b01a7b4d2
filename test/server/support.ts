import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A server's answer as it came over the wire: the body still compressed, if it was. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An answer with its body as text, unzipped. */
export type TextAnswer = Omit<RawAnswer, 'body'> & { body: string };

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Aborts the request: the client goes away. */
  signal?: AbortSignal;
}

/** A server on a loopback port, with requests to it and a way to close it. */
export interface Listening {
  readonly server: Server;
  readonly port: number;
  /** One request; the path is sent exactly as given. */
  get(path: string, options?: RequestOptions): Promise<RawAnswer>;
  close(): Promise<void>;
}

/** Starts `server` on a free loopback port and resolves to that port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes `server` and the connections still open to it. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** One request to the loopback `port`; the path is sent exactly as given. */
export function request(
  port: number,
  path: string,
  options: RequestOptions = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        signal: options.signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Starts `server` on a free loopback port. */
export async function listening(server: Server): Promise<Listening> {
  const port = await listenOnLoopback(server);
  return {
    server,
    port,
    get: (path, options) => request(port, path, options),
    close: () => closeServer(server),
  };
}

/** `answer` with its body as text, unzipped if it came gzipped. */
export function asText(answer: RawAnswer): TextAnswer {
  const gzipped = answer.headers['content-encoding'] === 'gzip';
  return { ...answer, body: (gzipped ? gunzipSync(answer.body) : answer.body).toString() };
}
