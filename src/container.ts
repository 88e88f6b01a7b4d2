import { Container } from 'inversify';
import { HttpArchiveApi } from './adapters/http/HttpArchiveApi';
import { HttpBlogApi } from './adapters/http/HttpBlogApi';
import { HttpCaptionSource } from './adapters/http/HttpCaptionSource';
import { ByteBudget } from './adapters/http/ByteBudget';
import { HttpClient } from './adapters/http/HttpClient';
import { HttpContactApi } from './adapters/http/HttpContactApi';
import { ConsoleLogger } from './adapters/browser/ConsoleLogger';
import { MemoryKeyValueStore } from './adapters/memory/MemoryKeyValueStore';
import { RecordingAnalytics } from './adapters/memory/RecordingAnalytics';
import { InertCaptcha } from './adapters/server/InertCaptcha';
import { InertVideoPlayer } from './adapters/server/InertVideoPlayer';
import type { AppConfig } from './config/site';
import { LPB, LSA } from './core/entities/Collection';
import type { Analytics } from './core/ports/Analytics';
import type { ArchiveApi } from './core/ports/ArchiveApi';
import type { BlogApi } from './core/ports/BlogApi';
import type { Captcha } from './core/ports/Captcha';
import type { CaptionSource } from './core/ports/CaptionSource';
import type { ContactApi } from './core/ports/ContactApi';
import type { KeyValueStore } from './core/ports/KeyValueStore';
import type { TranscriptMatches, TranscriptSearch } from './core/ports/TranscriptIndex';
import type { Withdrawals } from './core/ports/Withdrawals';
import type { CatalogueExplorer, CatalogueStore } from './core/ports/Catalogue';
import type { ParishMap } from './core/ports/ParishMap';
import { ExploreCatalogue } from './core/use-cases/ExploreCatalogue';
import { ReadCatalogue } from './core/use-cases/ReadCatalogue';
import type { Logger } from './core/ports/Logger';
import { TOKENS } from './core/ports/tokens';
import type { TranscriptIndex } from './core/ports/TranscriptIndex';
import type { VideoPlayer } from './core/ports/VideoPlayer';
import type { DefaultThumbnails } from './core/rules/media/media';
import { BrowsingMemory } from './core/stores/BrowsingMemory';
import { PageData } from './core/stores/PageData';
import { WatchingMemory } from './core/stores/WatchingMemory';
import { BrowseCollection } from './core/use-cases/BrowseCollection';
import { IdentifyItem } from './core/use-cases/IdentifyItem';
import { IndexTranscripts } from './core/use-cases/IndexTranscripts';
import { ListLatest } from './core/use-cases/ListLatest';
import { ListRelated } from './core/use-cases/ListRelated';
import { PublicAssets } from './core/use-cases/PublicAssets';
import { PublicTranscripts } from './core/use-cases/PublicTranscripts';
import { LoadHome } from './core/use-cases/LoadHome';
import { ReadBlogs } from './core/use-cases/ReadBlogs';
import { FindCollections } from './core/use-cases/FindCollections';
import { ReadCaptions } from './core/use-cases/ReadCaptions';
import { ReadTranscript } from './core/use-cases/ReadTranscript';
import { ResolveAsset } from './core/use-cases/ResolveAsset';
import { RunIndexPass } from './core/use-cases/RunIndexPass';
import { SearchArchive } from './core/use-cases/SearchArchive';
import { SearchSpokenWords } from './core/use-cases/SearchSpokenWords';
import { SearchWithinVideo } from './core/use-cases/SearchWithinVideo';
import { WalkArchive } from './core/use-cases/WalkArchive';
import type { SubmitContact } from './core/use-cases/SubmitContact';
import lpbThumbnail from './ui/assets/default-thumbnail-lpb.webp';
import lsaThumbnail from './ui/assets/default-thumbnail-lsa.webp';
import { madeOnFirstUse } from './madeOnFirstUse';
import type { Services } from './ui/services';

export const DEFAULT_THUMBNAILS: DefaultThumbnails = { [LPB]: lpbThumbnail, [LSA]: lsaThumbnail };

/** The port adapters a build runs with. Tests pass in-memory ones. */
export interface PortAdapters {
  archive: ArchiveApi;
  blogs: BlogApi;
  contact: ContactApi;
  captcha: Captcha;
  player: VideoPlayer;
  analytics: Analytics;
  logger: Logger;
  /** The tab's storage: the way back through lists. */
  storage: KeyValueStore;
  /** The device's storage: where clips were left, captions on or off. Left out: memory. */
  deviceStorage?: KeyValueStore;
  /**
   * Caption files for transcripts rendered before a player exists (the server). Left out in
   * the browser, where the player reads them.
   */
  captions?: CaptionSource;
  /**
   * Spoken-word search: the index itself on the server, the site's JSON endpoint in a page the
   * server sent. Left out where there is none (the static build): the search page says so.
   */
  transcripts?: TranscriptSearch;
  /** The server's own data, told of each asset the archive no longer makes public. */
  withdrawals?: Withdrawals;
  /**
   * The catalogue index the explore pages read (the server). Left out where there is none:
   * those pages say the catalogue is not available yet.
   */
  catalogue?: CatalogueExplorer;
  /** The parish map's shapes (the server: the browser takes them from the page's data). */
  parishMap?: ParishMap;
}

/** A server render waits at most this long for one archive API call. */
export const SERVER_API_TIMEOUT_MS = 2_500;
/** How long the server reuses a public API answer for every visitor. */
export const SERVER_API_CACHE_MS = 60_000;
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
  return {
    logger,
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
      analytics: new RecordingAnalytics(),
      logger,
      storage: new MemoryKeyValueStore(),
      deviceStorage: new MemoryKeyValueStore(),
    }),
  };
}

/** What one page render knows beyond the adapters. */
export interface RenderContext {
  /** Answers already fetched for the page (server rendering). */
  pageData?: PageData;
  /** The site's origin; in the browser, the page's own. */
  siteOrigin?: string;
}

/** The composition root: binds every port to its adapter and builds what views use. */
export function createServices(adapters: PortAdapters, context: RenderContext = {}): Services {
  return servicesOver(adapters)(context);
}

/**
 * Binds every port to its adapter once; each call of what it returns builds what views use
 * over those bindings, with services of its own (a server render's loading pass, then its
 * rendering pass, each with its own remembered state).
 */
export function servicesOver(adapters: PortAdapters): (context?: RenderContext) => Services {
  const c = new Container();
  c.bind<ArchiveApi>(TOKENS.ArchiveApi).toConstantValue(adapters.archive);
  c.bind<BlogApi>(TOKENS.BlogApi).toConstantValue(adapters.blogs);
  c.bind<ContactApi>(TOKENS.ContactApi).toConstantValue(adapters.contact);
  c.bind<Captcha>(TOKENS.Captcha).toConstantValue(adapters.captcha);
  c.bind<VideoPlayer>(TOKENS.VideoPlayer).toConstantValue(adapters.player);
  c.bind<Analytics>(TOKENS.Analytics).toConstantValue(adapters.analytics);
  c.bind<Logger>(TOKENS.Logger).toConstantValue(adapters.logger);
  c.bind<KeyValueStore>(TOKENS.KeyValueStore).toConstantValue(adapters.storage);
  c.bind<KeyValueStore>(TOKENS.DeviceKeyValueStore).toConstantValue(
    adapters.deviceStorage ?? new MemoryKeyValueStore(),
  );

  const { ArchiveApi: A, BlogApi: B, ContactApi: C, Logger: L } = TOKENS;
  // One of each per set of services: `madeOnFirstUse` keeps what it made.
  c.bind(BrowsingMemory).toResolvedValue(
    (storage: KeyValueStore) => new BrowsingMemory(storage),
    [TOKENS.KeyValueStore],
  );
  c.bind(WatchingMemory).toResolvedValue(
    (storage: KeyValueStore) => new WatchingMemory(storage),
    [TOKENS.DeviceKeyValueStore],
  );
  c.bind(BrowseCollection).toResolvedValue((a: ArchiveApi) => new BrowseCollection(a), [A]);
  c.bind(ListRelated).toResolvedValue((a: ArchiveApi) => new ListRelated(a), [A]);
  c.bind(IdentifyItem).toResolvedValue((a: ArchiveApi) => new IdentifyItem(a), [A]);
  c.bind(ResolveAsset).toResolvedValue(
    (a: ArchiveApi, l: Logger) => new ResolveAsset(a, l, adapters.withdrawals),
    [A, L],
  );
  c.bind(SearchArchive).toResolvedValue((a: ArchiveApi) => new SearchArchive(a), [A]);
  c.bind(SearchSpokenWords).toDynamicValue(() => new SearchSpokenWords(adapters.transcripts));
  c.bind(LoadHome).toResolvedValue(
    (a: ArchiveApi, b: BlogApi, l: Logger) => new LoadHome(a, b, l),
    [A, B, L],
  );
  c.bind(FindCollections).toResolvedValue((a: ArchiveApi) => new FindCollections(a), [A]);
  c.bind(ReadBlogs).toResolvedValue((b: BlogApi, l: Logger) => new ReadBlogs(b, l), [B, L]);
  c.bind(ReadTranscript).toResolvedValue(
    (l: Logger) => new ReadTranscript(adapters.captions, l),
    [L],
  );

  return (context = {}) =>
    madeOnFirstUse<Services>(
      {
        memory: () => c.get(BrowsingMemory),
        watching: () => c.get(WatchingMemory),
        logger: () => c.get<Logger>(L),
        analytics: () => c.get<Analytics>(TOKENS.Analytics),
        captcha: () => c.get<Captcha>(TOKENS.Captcha),
        player: () => c.get<VideoPlayer>(TOKENS.VideoPlayer),
        identifyItem: () => c.get(IdentifyItem),
        browse: () => c.get(BrowseCollection),
        listRelated: () => c.get(ListRelated),
        resolveAsset: () => c.get(ResolveAsset),
        search: () => c.get(SearchArchive),
        searchSpokenWords: () => c.get(SearchSpokenWords),
        loadHome: () => c.get(LoadHome),
        findCollections: () => c.get(FindCollections),
        readBlogs: () => c.get(ReadBlogs),
        readTranscript: () => c.get(ReadTranscript),
      },
      {
        // class-validator is only downloaded with the contact page, which is what needs it.
        submitContact: (): Promise<SubmitContact> =>
          import('./core/use-cases/SubmitContact').then(
            (m) => new m.SubmitContact(c.get<ContactApi>(C), c.get<Logger>(L)),
          ),
        defaultThumbnails: DEFAULT_THUMBNAILS,
        exploreCatalogue: adapters.catalogue ? new ReadCatalogue(adapters.catalogue) : undefined,
        parishMap: adapters.parishMap,
        pageData: context.pageData ?? new PageData(),
        siteOrigin: context.siteOrigin ?? globalThis.location?.origin ?? '',
        // The server's render and the browser's hydration of it say otherwise.
        siteServer: false,
      },
    );
}

/**
 * The use cases of what the server answers besides pages: sitemaps, feeds, oEmbed, IIIF, a
 * video's captions and transcript files, and spoken-word search.
 */
export interface MachineServices {
  walkArchive: WalkArchive;
  listLatest: ListLatest;
  resolveAsset: ResolveAsset;
  readCaptions: ReadCaptions;
  readTranscript: ReadTranscript;
  searchSpokenWords: SearchSpokenWords;
  /** Undefined when the server has no spoken-word index. */
  searchWithinVideo?: SearchWithinVideo;
}

/**
 * Walks read through the walk client; feeds and single assets share the pages' cache, and
 * captions the pages' caption source (and its cache).
 */
export function machineServices(
  adapters: Pick<ServerAdapters, 'logger' | 'forRequest' | 'forWalks'>,
): MachineServices {
  const ports = adapters.forRequest();
  const walks = adapters.forWalks();
  return {
    walkArchive: new WalkArchive(walks.archive, walks.blogs),
    listLatest: new ListLatest(ports.archive, ports.blogs, ports.logger),
    resolveAsset: new ResolveAsset(ports.archive, ports.logger, ports.withdrawals),
    readCaptions: new ReadCaptions(ports.captions, ports.logger),
    readTranscript: new ReadTranscript(ports.captions, ports.logger),
    searchSpokenWords: new SearchSpokenWords(ports.transcripts),
    ...(ports.transcripts ? { searchWithinVideo: new SearchWithinVideo(ports.transcripts) } : {}),
  };
}

/**
 * A pass of the transcript index under the shared lock: the archive read through the walk's
 * client, caption files through the passes' own reader.
 */
export function indexPass(
  adapters: ServerAdapters,
  index: TranscriptIndex & { catalogue?(): CatalogueStore },
): RunIndexPass {
  const { archive, blogs } = adapters.forWalks();
  const indexer = new IndexTranscripts(
    new WalkArchive(archive, blogs),
    archive,
    adapters.passCaptions,
    index,
    adapters.logger,
    undefined,
    // The catalogue lives in the index's database when it has one.
    index.catalogue?.(),
  );
  return new RunIndexPass(index, indexer);
}
