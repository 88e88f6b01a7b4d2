import { createContext, useContext, type ReactNode } from 'react';
import type { DefaultThumbnails } from '../core/rules/media/media';
import type { Analytics } from '../core/ports/Analytics';
import type { Captcha } from '../core/ports/Captcha';
import type { Logger } from '../core/ports/Logger';
import type { VideoPlayer } from '../core/ports/VideoPlayer';
import type { BrowsingMemory } from '../core/stores/BrowsingMemory';
import type { WatchingMemory } from '../core/stores/WatchingMemory';
import type { BrowseCollection } from '../core/use-cases/BrowseCollection';
import type { ListRelated } from '../core/use-cases/ListRelated';
import type { FindCollections } from '../core/use-cases/FindCollections';
import type { LoadHome } from '../core/use-cases/LoadHome';
import type { ReadBlogs } from '../core/use-cases/ReadBlogs';
import type { ReadTranscript } from '../core/use-cases/ReadTranscript';
import type { ResolveAsset } from '../core/use-cases/ResolveAsset';
import type { SearchArchive } from '../core/use-cases/SearchArchive';
import type { SearchSpokenWords } from '../core/use-cases/SearchSpokenWords';
import type { ReadSearchFacets } from '../core/use-cases/ReadSearchFacets';
import type { SubmitContact } from '../core/use-cases/SubmitContact';
import type { PageData } from '../core/stores/PageData';
import type { IdentifyItem } from '../core/use-cases/IdentifyItem';
import type { ExploreSource } from '../core/use-cases/ReadCatalogue';
import type { ParishMap } from '../core/ports/ParishMap';

/** What views may use: use cases, the shared memory and the browser-facing ports. */
export interface Services {
  memory: BrowsingMemory;
  /** What the device remembers about watching (resume positions, captions). */
  watching: WatchingMemory;
  logger: Logger;
  analytics: Analytics;
  captcha: Captcha;
  player: VideoPlayer;
  identifyItem: IdentifyItem;
  browse: BrowseCollection;
  listRelated: ListRelated;
  resolveAsset: ResolveAsset;
  search: SearchArchive;
  /** What is said in the videos (the site's own index); answers `absent` where there is none. */
  searchSpokenWords: SearchSpokenWords;
  /** The catalogue index's decade and parishes of search results; unavailable where none. */
  searchFacets: ReadSearchFacets;
  /** Loaded on demand: its validation library is only needed by the contact page. */
  submitContact: () => Promise<SubmitContact>;
  loadHome: LoadHome;
  /** Series and topics by title (the About page's links). */
  findCollections: FindCollections;
  readBlogs: ReadBlogs;
  /** A video's transcript from its caption file, where no player reads it (the server). */
  readTranscript: ReadTranscript;
  defaultThumbnails: DefaultThumbnails;
  /** The catalogue by place, time, subject and person; undefined where the site has none. */
  exploreCatalogue?: ExploreSource;
  /** The parish map's shapes, where they are drawn (the server). */
  parishMap?: ParishMap;
  /** Answers the server already fetched for the page being hydrated (empty otherwise). */
  pageData: PageData;
  /** The site's own origin (`https://host`), for absolute links; from the request on the server. */
  siteOrigin: string;
  /**
   * The site's server sent the page, so what it serves besides pages (captions, transcript
   * files) is there to link to. False on the static site.
   */
  siteServer: boolean;
}

/**
 * The same services with `values` in place of theirs. Made as a view onto them, not a copy, so
 * what they make on first use is still made only when used.
 */
export function servicesOverriding(services: Services, values: Partial<Services>): Services {
  return Object.assign(Object.create(services) as Services, values);
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider above it');
  return services;
}
