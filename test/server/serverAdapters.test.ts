/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { readConfig, type AppConfig } from '../../src/config/site';
import { InMemoryArchiveApi } from '../../src/adapters/memory/InMemoryArchiveApi';
import {
  SERVER_API_BYTES_IN_FLIGHT,
  SERVER_API_TIMEOUT_MS,
  serverAdapters as adaptersWith,
  type ServerAdapterOptions,
} from '../../src/serverAdapters';
import { indexPass } from '../../src/serverServices';
import { blogsOf, DEFAULT_THUMBNAILS } from '../support/builders';
import { clipRecords } from '../support/indexedClips';
import { MemoryTranscriptIndex } from '../support/memoryTranscriptIndex';
import { closeServer, listenOnLoopback } from './support';

// A stand-in archive API: the front page's trend ids, a caption file (as the demo serves its
// media), and a call that never answers.
let api: Server;
let apiUrl: string;
let requests: string[];

/** The server's adapters over this process's fetch, as a spy on it sees them. */
const serverAdapters = (config: AppConfig, options: Partial<ServerAdapterOptions> = {}) =>
  adaptersWith(config, { fetch: (input, init) => globalThis.fetch(input, init), ...options });

beforeAll(async () => {
  api = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/spotlightonhistory/frontpage/trends') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ trend1: '42', trend2: '7' }));
    }
    if (req.url?.startsWith('/getRelatedAssets/')) {
      res.setHeader('Content-Type', 'text/xml');
      res.end('<ArrayOfAsset></ArrayOfAsset>');
    }
    if (req.url?.startsWith('/captions/'))
      res.end('1\n00:00:01,000 --> 00:00:02,000\nThe levee held.\n');
  });
  apiUrl = `http://127.0.0.1:${await listenOnLoopback(api)}`;
});

beforeEach(() => {
  requests = [];
});

afterAll(() => closeServer(api));

describe("the server's adapters", () => {
  it("give each request its own storage and analytics: no visitor's state is shared", () => {
    const server = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
    const one = server.forRequest();
    const other = server.forRequest();
    one.storage.set('browse', 'page 3');
    expect(other.storage.get('browse')).toBeNull();
    expect(other.analytics).not.toBe(one.analytics);
  });

  describe('with answers held open', () => {
    /**
     * Every fetch answers a little under 4 MB (within the 5 MB of a call and the 4 MB of a
     * caption file, so eight fit the budget with their ends), held open until `end()`.
     */
    function heldAnswers() {
      const ends: (() => void)[] = [];
      let read = 0;
      const network = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
        let cancelled = false;
        let sent = false;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent) return;
            sent = true;
            read += 1;
            controller.enqueue(
              new TextEncoder().encode(`<ArrayOfAsset>${' '.repeat((4 << 20) - 1024)}`),
            );
            ends.push(() => {
              if (cancelled) return;
              controller.enqueue(new TextEncoder().encode('</ArrayOfAsset>'));
              controller.close();
            });
          },
          // The refused answer is cancelled: nothing to end then.
          cancel: () => {
            cancelled = true;
          },
        });
        return new Response(stream);
      });
      return {
        /** Resolves once `count` answers are being read. */
        async reading(count: number) {
          while (read < count) await new Promise((resolve) => setTimeout(resolve, 1));
        },
        end: () => ends.forEach((end) => end()),
        restore: () => network.mockRestore(),
      };
    }

    let answers: ReturnType<typeof heldAnswers>;

    beforeEach(() => {
      answers = heldAnswers();
    });

    afterEach(() => answers.restore());

    it('bound the bytes all API calls read at once, not only each one', async () => {
      expect(SERVER_API_BYTES_IN_FLIGHT).toBe(32 * 1024 * 1024);
      const server = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
      const calls = Array.from({ length: 9 }, (_, i) =>
        server.forRequest().archive.search(`big-${i}`, 'ALLFIELDS'),
      );
      // The first to settle is the one refused, while the others hold their 4 MB: 36 MB in all.
      await Promise.race(calls.map((call) => call.catch(() => undefined)));
      answers.end();
      const outcomes = await Promise.allSettled(calls);
      const reasons = outcomes.flatMap((o) =>
        o.status === 'rejected' ? [String((o.reason as Error).message)] : [],
      );
      expect(reasons).toEqual([
        `search failed: answers being read at once passed ${SERVER_API_BYTES_IN_FLIGHT} bytes`,
      ]);
    });

    it('count caption files being read in the same bound', async () => {
      const server = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
      const file = 'https://media.example.org/captions/long.srt';
      const calls = [
        ...Array.from({ length: 7 }, (_, i) =>
          server.forRequest().archive.search(`big-${i}`, 'ALLFIELDS'),
        ),
        server.forRequest().captions?.cues(file),
      ];
      await answers.reading(8);
      const other = 'https://media.example.org/captions/other.srt';
      await expect(server.forRequest().captions?.cues(other)).rejects.toThrow(
        `Caption file ${other}: answers being read at once passed ${SERVER_API_BYTES_IN_FLIGHT} bytes`,
      );
      answers.end();
      const outcomes = await Promise.allSettled(calls);
      expect(outcomes.map((o) => o.status)).toEqual(Array(8).fill('fulfilled'));
    });

    it("hold every set of adapters the process makes to the same bound: the pages' and the indexer's", async () => {
      const pages = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
      const calls = [
        ...Array.from({ length: 7 }, (_, i) =>
          pages.forRequest().archive.search(`big-${i}`, 'ALLFIELDS'),
        ),
        pages.forRequest().captions?.cues('https://media.example.org/captions/long.srt'),
      ];
      await answers.reading(8);
      // What another composition root of the process makes (the indexing's) reads within it too.
      const indexing = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
      const other = 'https://media.example.org/captions/other.srt';
      const refused = indexing.forRequest().captions?.cues(other);
      // The indexer's caption reader, over an archive in memory naming one clip.
      const archive = new InMemoryArchiveApi({ assets: clipRecords(1) }, DEFAULT_THUMBNAILS);
      const walks = { archive, blogs: blogsOf([]) };
      const indexer = indexPass(
        { ...indexing, forWalks: () => walks },
        new MemoryTranscriptIndex(),
      );
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const pass = indexer.execute({});
      // Without one bound, these two are read as well: let them finish either way.
      await Promise.race([pass, answers.reading(10)]);
      answers.end();
      const summary = await pass;
      const warned = warn.mock.calls.map((call) => String((call[1] as Error).message));
      warn.mockRestore();
      await expect(refused).rejects.toThrow(
        `Caption file ${other}: answers being read at once passed ${SERVER_API_BYTES_IN_FLIGHT} bytes`,
      );
      expect(summary).toMatchObject({ seen: 1, failed: 1 });
      expect(warned).toEqual([
        `Caption file https://media.example.org/captions/video/c1.srt: answers being read at once passed ${SERVER_API_BYTES_IN_FLIGHT} bytes`,
      ]);
      const outcomes = await Promise.allSettled(calls);
      expect(outcomes.map((o) => o.status)).toEqual(Array(8).fill('fulfilled'));
    });
  });

  it('share public API answers between requests', async () => {
    const server = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
    expect(await server.forRequest().blogs.frontpageTrendIds()).toEqual(['42', '7']);
    expect(await server.forRequest().blogs.frontpageTrendIds()).toEqual(['42', '7']);
    expect(requests).toEqual(['/spotlightonhistory/frontpage/trends']);
  });

  it("keep the answers of a crowd going round many videos' pages, for every visitor", async () => {
    const server = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
    const ids = Array.from({ length: 1_000 }, (_, i) => `LPB-${i}`);
    // One at a time: a thousand at once would wait on the machine, not on the cache.
    const round = async () => {
      for (const id of ids) await server.forRequest().archive.related(id);
    };
    await round();
    expect(requests).toHaveLength(1_000);
    await round();
    expect(requests).toHaveLength(1_000);
  });

  it('walk the lists with a client of their own that keeps nothing', async () => {
    const server = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
    const walks = server.forWalks();
    expect(walks.blogs).not.toBe(server.forRequest().blogs);
    expect(await walks.blogs.frontpageTrendIds()).toEqual(['42', '7']);
    expect(await walks.blogs.frontpageTrendIds()).toEqual(['42', '7']);
    expect(await server.forRequest().blogs.frontpageTrendIds()).toEqual(['42', '7']);
    expect(requests).toEqual([
      '/spotlightonhistory/frontpage/trends',
      '/spotlightonhistory/frontpage/trends',
      '/spotlightonhistory/frontpage/trends',
    ]);
  });

  it('read caption files named by a path on the site from the media origin, never the API', async () => {
    const path = '/captions/media/video/demo_clip.srt';
    const demo = serverAdapters(readConfig({ PUBLIC_API_HOST: 'https://archive.example.org' }), {
      mediaOrigin: apiUrl,
    });
    expect(await demo.forRequest().captions?.cues(path)).toEqual([
      { start: 1, end: 2, text: 'The levee held.' },
    ]);
    // One source, and its cache, for every request: pages' transcripts and the server's files.
    expect(demo.forRequest().captions).toBe(demo.forRequest().captions);
    const production = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl }));
    expect(await production.forRequest().captions?.cues(path)).toEqual([]);
    expect(requests).toEqual([path]);
  });

  it('give up on an API call that does not answer in time', async () => {
    const { blogs } = serverAdapters(readConfig({ PUBLIC_API_HOST: apiUrl })).forRequest();
    const started = Date.now();
    // The API never answers this call: only the server's deadline ends it.
    await expect(blogs.frontpageBlogIds()).rejects.toThrow(
      `frontpageBlogIds failed: timed out after ${SERVER_API_TIMEOUT_MS} ms`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(SERVER_API_TIMEOUT_MS - 50);
  });

  it('never show a captcha or mount a player: effects do not run on the server', async () => {
    const { captcha, player } = serverAdapters(readConfig({})).forRequest();
    const container = {} as HTMLElement;
    await expect(
      captcha.render(container, { onSolved: () => undefined, onExpired: () => undefined }),
    ).resolves.toBeUndefined();
    await expect(
      player.mount(container, {
        mediaUrl: '',
        captionUrl: '',
        poster: '',
        title: '',
        collection: 3,
        start: 0,
        end: undefined,
      }),
    ).rejects.toThrow();
  });
});
