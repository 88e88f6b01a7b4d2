import { Container } from 'inversify';
import { MemoryKeyValueStore } from './adapters/memory/MemoryKeyValueStore';
import { LPB, LSA } from './core/entities/Collection';
import type { Analytics } from './core/ports/Analytics';
import type { ArchiveApi } from './core/ports/ArchiveApi';
import type { BlogApi } from './core/ports/BlogApi';
import type { Captcha } from './core/ports/Captcha';
import type { CaptionSource } from './core/ports/CaptionSource';
import type { ContactApi } from './core/ports/ContactApi';
import type { KeyValueStore } from './core/ports/KeyValueStore';
import type { TranscriptSearch } from './core/ports/TranscriptIndex';
import type { Withdrawals } from './core/ports/Withdrawals';
import type { CatalogueExplorer } from './core/ports/Catalogue';
import type { ParishMap } from './core/ports/ParishMap';
import type { SearchFacetSource } from './core/ports/SearchFacets';
import { catalogueSearchFacets, ReadSearchFacets } from './core/use-cases/ReadSearchFacets';
import { ReadCatalogue } from './core/use-cases/ReadCatalogue';
import type { Logger } from './core/ports/Logger';
import { TOKENS } from './core/ports/tokens';
import type { VideoPlayer } from './core/ports/VideoPlayer';
import type { DefaultThumbnails } from './core/rules/media/media';
import { BrowsingMemory } from './core/stores/BrowsingMemory';
import { PageData } from './core/stores/PageData';
import { WatchingMemory } from './core/stores/WatchingMemory';
import { BrowseCollection } from './core/use-cases/BrowseCollection';
import { IdentifyItem } from './core/use-cases/IdentifyItem';
import { ListRelated } from './core/use-cases/ListRelated';
import { LoadHome } from './core/use-cases/LoadHome';
import { ReadBlogs } from './core/use-cases/ReadBlogs';
import { FindCollections } from './core/use-cases/FindCollections';
import { ReadTranscript } from './core/use-cases/ReadTranscript';
import { ResolveAsset } from './core/use-cases/ResolveAsset';
import { SearchArchive } from './core/use-cases/SearchArchive';
import { SearchSpokenWords } from './core/use-cases/SearchSpokenWords';
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
  /**
   * The catalogue index's decade and parishes of search results: the site's JSON endpoint in
   * a page the server sent. Left out on the server, where `catalogue` answers, and where
   * there is neither (the static build): search then has no such filters.
   */
  searchFacets?: SearchFacetSource;
  /** The parish map's shapes (the server: the browser takes them from the page's data). */
  parishMap?: ParishMap;
}

/**
 * What is one visitor's (on the server, one request's): the logger a page's failures are
 * noticed through, the analytics, the tab's and the device's storage.
 */
export type RequestPorts = Pick<PortAdapters, 'logger' | 'analytics' | 'storage'> & {
  deviceStorage: KeyValueStore;
};

/** What one page render knows beyond the adapters. */
export interface RenderContext {
  /** Answers already fetched for the page (server rendering). */
  pageData?: PageData;
  /** The site's origin; in the browser, the page's own. */
  siteOrigin?: string;
  /**
   * The request's own ports in place of the adapters' (the server: new for each request, the
   * rest made once per process). Both passes of a render share them.
   */
  request?: RequestPorts;
}

/** The composition root: binds every port to its adapter and builds what views use. */
export function createServices(adapters: PortAdapters, context: RenderContext = {}): Services {
  return servicesOver(adapters)(context);
}

/** What a process makes once and every set of services shares: ports and stateless use cases. */
interface Shared {
  archive: ArchiveApi;
  blogs: BlogApi;
  contact: ContactApi;
  captcha: Captcha;
  player: VideoPlayer;
  identifyItem: IdentifyItem;
  browse: BrowseCollection;
  listRelated: ListRelated;
  search: SearchArchive;
  searchSpokenWords: SearchSpokenWords;
  findCollections: FindCollections;
}

/**
 * Binds every port to its adapter once; each call of what it returns builds what views use
 * over those bindings, with services of its own (a server render's loading pass, then its
 * rendering pass, each with its own remembered state). The container resolves what holds no
 * visitor's state once, on first use; what takes the request's logger or storage is made for
 * each set of services, so a server's render never plans a resolution.
 */
export function servicesOver(adapters: PortAdapters): (context?: RenderContext) => Services {
  const c = new Container();
  c.bind<ArchiveApi>(TOKENS.ArchiveApi).toConstantValue(adapters.archive);
  c.bind<BlogApi>(TOKENS.BlogApi).toConstantValue(adapters.blogs);
  c.bind<ContactApi>(TOKENS.ContactApi).toConstantValue(adapters.contact);
  c.bind<Captcha>(TOKENS.Captcha).toConstantValue(adapters.captcha);
  c.bind<VideoPlayer>(TOKENS.VideoPlayer).toConstantValue(adapters.player);

  const { ArchiveApi: A } = TOKENS;
  c.bind(BrowseCollection).toResolvedValue((a: ArchiveApi) => new BrowseCollection(a), [A]);
  c.bind(ListRelated).toResolvedValue((a: ArchiveApi) => new ListRelated(a), [A]);
  c.bind(IdentifyItem).toResolvedValue((a: ArchiveApi) => new IdentifyItem(a), [A]);
  c.bind(SearchArchive).toResolvedValue((a: ArchiveApi) => new SearchArchive(a), [A]);
  c.bind(SearchSpokenWords).toDynamicValue(() => new SearchSpokenWords(adapters.transcripts));
  c.bind(FindCollections).toResolvedValue((a: ArchiveApi) => new FindCollections(a), [A]);

  const shared = madeOnFirstUse<Shared>(
    {
      archive: () => c.get<ArchiveApi>(A),
      blogs: () => c.get<BlogApi>(TOKENS.BlogApi),
      contact: () => c.get<ContactApi>(TOKENS.ContactApi),
      captcha: () => c.get<Captcha>(TOKENS.Captcha),
      player: () => c.get<VideoPlayer>(TOKENS.VideoPlayer),
      identifyItem: () => c.get(IdentifyItem),
      browse: () => c.get(BrowseCollection),
      listRelated: () => c.get(ListRelated),
      search: () => c.get(SearchArchive),
      searchSpokenWords: () => c.get(SearchSpokenWords),
      findCollections: () => c.get(FindCollections),
    },
    {},
  );
  const facetSource =
    adapters.searchFacets ?? (adapters.catalogue && catalogueSearchFacets(adapters.catalogue));
  const exploreCatalogue = adapters.catalogue && new ReadCatalogue(adapters.catalogue);
  const ownPorts: RequestPorts = {
    logger: adapters.logger,
    analytics: adapters.analytics,
    storage: adapters.storage,
    deviceStorage: adapters.deviceStorage ?? new MemoryKeyValueStore(),
  };

  return (context = {}) => {
    const { logger, analytics, storage, deviceStorage } = context.request ?? ownPorts;
    return madeOnFirstUse<Services>(
      {
        // One of each per set of services: `madeOnFirstUse` keeps what it made.
        memory: () => new BrowsingMemory(storage),
        watching: () => new WatchingMemory(deviceStorage),
        captcha: () => shared.captcha,
        player: () => shared.player,
        identifyItem: () => shared.identifyItem,
        browse: () => shared.browse,
        listRelated: () => shared.listRelated,
        resolveAsset: () => new ResolveAsset(shared.archive, logger, adapters.withdrawals),
        search: () => shared.search,
        searchSpokenWords: () => shared.searchSpokenWords,
        searchFacets: () => new ReadSearchFacets(facetSource, logger),
        loadHome: () => new LoadHome(shared.archive, shared.blogs, logger),
        findCollections: () => shared.findCollections,
        readBlogs: () => new ReadBlogs(shared.blogs, logger),
        readTranscript: () => new ReadTranscript(adapters.captions, logger),
      },
      {
        logger,
        analytics,
        // class-validator is only downloaded with the contact page, which is what needs it.
        submitContact: (): Promise<SubmitContact> =>
          import('./core/use-cases/SubmitContact').then(
            (m) => new m.SubmitContact(shared.contact, logger),
          ),
        defaultThumbnails: DEFAULT_THUMBNAILS,
        exploreCatalogue,
        parishMap: adapters.parishMap,
        pageData: context.pageData ?? new PageData(),
        siteOrigin: context.siteOrigin ?? globalThis.location?.origin ?? '',
        // The server's render and the browser's hydration of it say otherwise.
        siteServer: false,
      },
    );
  };
}
