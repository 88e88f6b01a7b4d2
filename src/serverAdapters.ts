import { ByteBudget } from './adapters/http/ByteBudget';
import { HttpArchiveApi } from './adapters/http/HttpArchiveApi';
import { HttpBlogApi } from './adapters/http/HttpBlogApi';
import { HttpCaptionSource } from './adapters/http/HttpCaptionSource';
import { HttpClient } from './adapters/http/HttpClient';
import { HttpContactApi } from './adapters/http/HttpContactApi';
import { ConsoleLogger } from './adapters/browser/ConsoleLogger';
import { MemoryKeyValueStore } from './adapters/memory/MemoryKeyValueStore';
import { RecordingAnalytics } from './adapters/memory/RecordingAnalytics';
import { InertCaptcha } from './adapters/server/InertCaptcha';
import { InertVideoPlayer } from './adapters/server/InertVideoPlayer';
import type { AppConfig } from './config/site';
import type { CaptionSource } from './core/ports/CaptionSource';
import type { CatalogueExplorer } from './core/ports/Catalogue';
import type { Logger } from './core/ports/Logger';
import type { ParishMap } from './core/ports/ParishMap';
import type { TranscriptMatches } from './core/ports/TranscriptIndex';
import type { Withdrawals } from './core/ports/Withdrawals';
import { ExploreCatalogue } from './core/use-cases/ExploreCatalogue';
import { PublicAssets } from './core/use-cases/PublicAssets';
import { PublicTranscripts } from './core/use-cases/PublicTranscripts';
import { DEFAULT_THUMBNAILS, type PortAdapters, type RequestPorts } from './container';

/** A server render waits at most this long for one archive API call. */
export const SERVER_API_TIMEOUT_MS = 2_500;
/** How long the server reuses a public API answer for every visitor. */
export const SERVER_API_CACHE_MS = 60_000;
/**
 * The answers the server keeps for every visitor, per process: a video page reads two (its
 * detail and related videos), so a browser's 200 held fewer than 100 pages, and a visitor
 * crowd going round more videos than that made every page ask the archive again.
 */
export const SERVER_API_CACHE_BODIES = 5_000;
/** The most bytes (UTF-8) those answers hold together, per process. */
export const SERVER_API_CACHE_BYTES = 48 * 1024 * 1024;
/** A walk over every page of the archive's lists (the sitemap) runs in the background. */
export const SERVER_WALK_TIMEOUT_MS = 10_000;
/**
 * The most the server's API calls may be reading at once, all calls together (each is held
 * to 5 MB too): six of the largest answers allowed, so many large answers at once cost at
 * most this much memory; calls past it fail like any failed call.
 */
export const SERVER_API_BYTES_IN_FLIGHT = 32 * 1024 * 1024;

let processBudget: ByteBudget | undefined;

/**
 * The process's one budget of SERVER_API_BYTES_IN_FLIGHT: every archive client and caption
 * reader the process makes (pages, machine resources, walks, the indexer) takes from it.
 */
export function serverBodyBudget(): ByteBudget {
  processBudget ??= new ByteBudget(SERVER_API_BYTES_IN_FLIGHT);
  return processBudget;
}

/** The server's adapters: the process's logger, and the adapters of one request. */
export interface ServerAdapters {
  logger: Logger;
  forRequest(): PortAdapters;
  /** What of `forRequest()` is new for each request: the rest is the process's. */
  requestPorts(): RequestPorts;
  /**
   * The archive for walks over every page of its lists: a client of its own that keeps
   * nothing, so a walk of hundreds of pages leaves visitors' answers in the shared cache.
   */
  forWalks(): Pick<PortAdapters, 'archive' | 'blogs'>;
  /**
   * Caption files for indexing passes: a reader of their own that keeps none (the pages'
   * cache stays theirs), within the process's byte budget.
   */
  passCaptions: CaptionSource;
  /** Exploring the catalogue, public videos only; none without a catalogue index. */
  explore?: ExploreCatalogue;
}

export interface ServerAdapterOptions {
  /**
   * Where caption files named by a path on the site (`/captions/...`, the demo archive's) are
   * read from: the origin the site passes those paths on to (DEMO_MEDIA_ORIGIN), so the server
   * reads what the visitor's player would. Without one the site serves no such file, and the
   * server reads none.
   */
  mediaOrigin?: string;
  /**
   * The spoken-word index, ready to search (see src/server/index/spokenWordsIndex.ts): visitors
   * search it through the archive's word on what is public now.
   */
  transcripts?: TranscriptMatches;
  /** Where the index hears of assets the archive no longer makes public. */
  withdrawals?: Withdrawals;
  /**
   * The catalogue index (in the spoken-word index's database): visitors explore it through
   * the archive's word on what is public now.
   */
  catalogue?: CatalogueExplorer;
  /** The parishes' shapes for the explore hub's map, drawn once per process. */
  parishMap?: ParishMap;
  /**
   * What the archive clients and caption readers fetch with: the server's, which reaches only
   * the hosts it may (src/server/http/outbound.ts).
   */
  fetch: typeof fetch;
}

/**
 * The server's adapters. The HTTP client and the API adapters are shared by the process: they
 * hold only public API answers (no cookies, no visitor's data). What holds a visitor's state
 * (storage, analytics) is new for each request.
 */
export function serverAdapters(config: AppConfig, options: ServerAdapterOptions): ServerAdapters {
  const logger = new ConsoleLogger();
  const bodyBudget = serverBodyBudget();
  const { fetch } = options;
  const client = new HttpClient({
    baseUrl: config.apiHost,
    fetch,
    timeoutMs: SERVER_API_TIMEOUT_MS,
    cacheTtlMs: SERVER_API_CACHE_MS,
    cacheMaxBodies: SERVER_API_CACHE_BODIES,
    cacheMaxBytes: SERVER_API_CACHE_BYTES,
    bodyBudget,
  });
  const archive = new HttpArchiveApi(client, DEFAULT_THUMBNAILS);
  const blogs = new HttpBlogApi(client, DEFAULT_THUMBNAILS);
  const contact = new HttpContactApi(client);
  const captcha = new InertCaptcha();
  const player = new InertVideoPlayer();
  const { withdrawals } = options;
  const publicAssets = new PublicAssets(archive, logger, withdrawals);
  const transcripts =
    options.transcripts && new PublicTranscripts(options.transcripts, publicAssets);
  const catalogue = options.catalogue && new ExploreCatalogue(options.catalogue, publicAssets);
  // Never from the request's Host header: a visitor must not choose what the server reads.
  const pathOrigin = options.mediaOrigin;
  const captions = new HttpCaptionSource({ pathOrigin, fetch, bodyBudget });
  const walkClient = new HttpClient({
    baseUrl: config.apiHost,
    fetch,
    timeoutMs: SERVER_WALK_TIMEOUT_MS,
    cacheTtlMs: 0,
    bodyBudget,
  });
  const walks = {
    archive: new HttpArchiveApi(walkClient, DEFAULT_THUMBNAILS),
    blogs: new HttpBlogApi(walkClient, DEFAULT_THUMBNAILS),
  };
  const requestPorts = (): RequestPorts => ({
    analytics: new RecordingAnalytics(),
    logger,
    storage: new MemoryKeyValueStore(),
    deviceStorage: new MemoryKeyValueStore(),
  });
  return {
    logger,
    requestPorts,
    forWalks: () => walks,
    passCaptions: new HttpCaptionSource({ pathOrigin, fetch, bodyBudget, cacheEntries: 0 }),
    ...(catalogue && { explore: catalogue }),
    forRequest: () => ({
      archive,
      blogs,
      contact,
      captcha,
      player,
      captions,
      transcripts,
      withdrawals,
      catalogue,
      parishMap: options.parishMap,
      ...requestPorts(),
    }),
  };
}
