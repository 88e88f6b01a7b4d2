import type { SearchFacetSource } from '../../src/core/ports/SearchFacets';
import { render } from '@testing-library/react';
import { StrictMode, useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { DemoCaptcha } from '../../src/adapters/browser/DemoCaptcha';
import { InMemoryContactApi } from '../../src/adapters/memory/InMemoryContactApi';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { RecordingAnalytics } from '../../src/adapters/memory/RecordingAnalytics';
import { createServices, type PortAdapters } from '../../src/container';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import type { BlogApi } from '../../src/core/ports/BlogApi';
import type { Captcha } from '../../src/core/ports/Captcha';
import type { ContactApi } from '../../src/core/ports/ContactApi';
import type { TranscriptSearch } from '../../src/core/ports/TranscriptIndex';
import type { CatalogueExplorer } from '../../src/core/ports/Catalogue';
import type { ParishMap } from '../../src/core/ports/ParishMap';
import type { VideoPlayer } from '../../src/core/ports/VideoPlayer';
import { App } from '../../src/ui/App';
import { Layout } from '../../src/ui/components/Layout';
import { ServicesProvider, type Services } from '../../src/ui/services';
import { archiveWith, blogsWith } from './builders';
import { ScriptedPlayer } from './scriptedPlayer';

/** @deprecated The shared player fake is ScriptedPlayer (test/support/scriptedPlayer.ts). */
export const FakePlayer = ScriptedPlayer;

/**
 * Loads every page's code, which the site loads on demand, so a test that visits many
 * screens waits only for their data.
 */
export async function preloadPages(): Promise<void> {
  await Promise.all([
    import('../../src/ui/pages/HomePage'),
    import('../../src/ui/pages/BrowsePage'),
    import('../../src/ui/pages/SubListingPage'),
    import('../../src/ui/pages/AssetPage'),
    import('../../src/ui/pages/BlogPage'),
    import('../../src/ui/pages/SearchPage'),
    import('../../src/ui/pages/BlogListPage'),
    import('../../src/ui/pages/AboutPage'),
    import('../../src/ui/pages/ContactPage'),
  ]);
}

/** A promise settled from outside, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface RenderOptions {
  /** The archive calls the test names; the home and side panels' lists default to empty. */
  archive?: Partial<ArchiveApi>;
  /** The blog calls the test names; the home page's front-page ids default to none. */
  blogs?: Partial<BlogApi>;
  contact?: ContactApi;
  captcha?: Captcha;
  player?: VideoPlayer;
  analytics?: RecordingAnalytics;
  logger?: MemoryLogger;
  /** Pass the same store to two renders to act as a reload of the tab. */
  storage?: MemoryKeyValueStore;
  /** Render inside React's StrictMode (effects mount twice). */
  strict?: boolean;
  /** Spoken-word search; left out, the site has none (as the static build). */
  transcripts?: TranscriptSearch;
  /** The catalogue index of the explore pages; left out, the site has none. */
  catalogue?: CatalogueExplorer;
  /** The search results' facets as the browser asks them (the site's endpoint). */
  searchFacets?: SearchFacetSource;
  parishMap?: ParishMap;
}

/** Where the router is, and how it got there (PUSH, REPLACE or POP). */
export interface Whereabouts {
  pathname: string;
  search: string;
  action: string;
  /** Path and query together. */
  path: string;
}

export interface TestServices {
  services: Services;
  adapters: PortAdapters;
  analytics: RecordingAnalytics;
  logger: MemoryLogger;
  storage: MemoryKeyValueStore;
}

/** `base` with the calls `port` has, which may be a literal or a whole adapter (a class). */
function overlay<T extends object>(base: T, port: Partial<T> | undefined): T {
  if (!port) return base;
  const out = { ...base };
  for (const name of Object.keys(base) as (keyof T)[]) {
    const call = port[name];
    if (typeof call === 'function') out[name] = call.bind(port) as T[keyof T];
  }
  return out;
}

/** Services from the composition root over fakes of the ports; any call not named rejects. */
export function servicesWith(options: RenderOptions = {}): TestServices {
  const analytics = options.analytics ?? new RecordingAnalytics();
  const logger = options.logger ?? new MemoryLogger();
  const storage = options.storage ?? new MemoryKeyValueStore();
  const adapters: PortAdapters = {
    archive: overlay(
      // The shell and side panels may ask; an empty archive keeps them quiet.
      archiveWith({ recentlyAdded: async () => [], related: async () => [] }),
      options.archive,
    ),
    blogs: overlay(
      blogsWith({ frontpageBlogIds: async () => [], frontpageTrendIds: async () => [] }),
      options.blogs,
    ),
    contact: options.contact ?? new InMemoryContactApi(),
    captcha: options.captcha ?? new DemoCaptcha(),
    player: options.player ?? new ScriptedPlayer(),
    analytics,
    logger,
    storage,
    ...(options.transcripts ? { transcripts: options.transcripts } : {}),
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
    ...(options.searchFacets ? { searchFacets: options.searchFacets } : {}),
    ...(options.parishMap ? { parishMap: options.parishMap } : {}),
  };
  const services = createServices(adapters);
  services.memory.start();
  return { services, adapters, analytics, logger, storage };
}

function LocationProbe({ onChange }: { onChange: (where: Whereabouts) => void }) {
  const { pathname, search } = useLocation();
  const action = useNavigationType();
  // In the commit itself, so the location is current as soon as the page's DOM is.
  useLayoutEffect(() => {
    onChange({ pathname, search, action, path: pathname + search });
  }, [pathname, search, action, onChange]);
  return null;
}

/**
 * The whole site (route table, shell, pages) at `path`, or at the last of several history
 * entries, over the ports `options` names and quiet fakes for the rest.
 */
export function renderApp(path: string | string[], options: RenderOptions = {}) {
  const built = servicesWith(options);
  const entries = Array.isArray(path) ? path : [path];
  let where: Whereabouts = { pathname: '', search: '', action: '', path: '' };
  const record = (next: Whereabouts) => {
    where = next;
  };
  let ui: ReactElement = (
    <ServicesProvider services={built.services}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <App />
        <LocationProbe onChange={record} />
      </MemoryRouter>
    </ServicesProvider>
  );
  if (options.strict) ui = <StrictMode>{ui}</StrictMode>;
  const view = render(ui);
  return { ...view, ...built, location: (): Whereabouts => where };
}

/**
 * One page, `element` at the route `pattern`, inside the site's shell at `path`: for a page
 * the route table does not have. The ports are fakes as in `renderApp`.
 */
export function renderInShell(
  path: string,
  pattern: string,
  element: ReactElement,
  options: RenderOptions = {},
) {
  const built = servicesWith(options);
  const view = render(
    <ServicesProvider services={built.services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path={pattern} element={element} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
  return { ...view, ...built };
}
