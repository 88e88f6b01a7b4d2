import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { createServices, type PortAdapters } from '../../src/container';
import { machineServices } from '../../src/serverServices';
import { PageData } from '../../src/core/stores/PageData';
import { loadPage } from '../../src/server/render/loadPage';
import { createSiteServer, type SiteServerOptions } from '../../src/server/http/siteServer';
import type { Logger } from '../../src/core/ports/Logger';
import type { SiteResource } from '../../src/server/resources/resources';
import { iiifSearchResource } from '../../src/server/resources/iiifSearch';
import { spokenWordsResource } from '../../src/server/resources/spokenWordsEndpoint';
import { demoPorts } from '../support/demoAdapters';
import { ORIGIN } from '../support/builders';

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
export async function listenOnLoopback(server: Server | NetServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Closes `server` and the connections still open to it. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * One request to the loopback `port`, on a connection of its own; the path is sent exactly as
 * given. (A kept-alive connection could be closed by the server, idle past its keep-alive
 * timeout on a busy machine, just as the next request is written to it: ECONNRESET.)
 */
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
        agent: false,
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

const ASSETS = { scripts: ['/static/js/index.js'], styles: ['/static/css/index.css'] };

/**
 * A page as the site server sends it (its data loaded first), on the demo's ports but for
 * `ports`, parsed as a browser without script parses it: `<noscript>` content is markup.
 * The calling test file maps jsdom: `jest.mock('jsdom', () => jest.requireActual('…/jestJsdom'))`.
 */
export async function served(url: string, ports: Partial<PortAdapters> = {}) {
  // Loaded on a call, not above: the other tests importing this file do not map jsdom.
  const [{ renderPage }, { JSDOM }] = await Promise.all([
    import('../../src/server/render/renderPage'),
    import('jsdom'),
  ]);
  const adapters = demoPorts(ports);
  const recorder = PageData.recorder();
  const loading = createServices(adapters, { siteOrigin: ORIGIN, pageData: recorder });
  await loadPage(loading, new URL(url, ORIGIN), 5000);
  const page = await renderPage({
    url,
    origin: ORIGIN,
    assets: ASSETS,
    services: createServices(
      { ...adapters, storage: new MemoryKeyValueStore() },
      { siteOrigin: ORIGIN, pageData: recorder.replay() },
    ),
    data: recorder.toJSON(),
  });
  const { document } = new JSDOM(page.html).window;
  return { ...page, document };
}

/**
 * A site server on loopback whose every page is a placeholder and that logs no requests:
 * what it answers besides pages (its resources) is under test.
 */
export function resourceSite(
  options: Omit<SiteServerOptions, 'render' | 'policy' | 'accessLog'>,
): Promise<Listening> {
  return listening(
    createSiteServer({
      render: async () => ({ status: 200, html: '<!doctype html><title>Page</title>' }),
      policy: "default-src 'self'",
      accessLog: () => undefined,
      ...options,
    }),
  );
}

/** What answers searches of spoken words: the IIIF search of one video and the site's API. */
export function spokenSearchResources(
  machine: ReturnType<typeof machineServices>,
  logger: Logger,
): SiteResource[] {
  const publicDetail = machine.resolveAsset.publicDetail.bind(machine.resolveAsset);
  return [
    iiifSearchResource({ publicDetail, searchWithin: machine.searchWithinVideo, logger }),
    spokenWordsResource({
      search: machine.searchSpokenWords,
      searchWithin: machine.searchWithinVideo,
      logger,
    }),
  ];
}

/** The renders a stand-in renderer has started, so that a test can wait for their end. */
export class StartedRenders {
  private readonly started: Promise<unknown>[] = [];

  /** `render`, counted among those started. */
  add<T>(render: Promise<T>): Promise<T> {
    this.started.push(render);
    return render;
  }

  /**
   * Resolves once every render started so far has ended and the server has done with its
   * answer (kept it, sent it, logged a failure): promise reactions alone, which all run
   * before the next turn of the event loop.
   */
  async ended(): Promise<void> {
    await Promise.allSettled(this.started);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
