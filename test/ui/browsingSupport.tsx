import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { MemoryKeyValueStore } from '../../src/adapters/memory/MemoryKeyValueStore';
import { RecordingAnalytics } from '../../src/adapters/memory/RecordingAnalytics';
import { createServices } from '../../src/container';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import type { BlogApi } from '../../src/core/ports/BlogApi';
import { App } from '../../src/ui/App';
import { ServicesProvider, type Services } from '../../src/ui/services';
import { archiveWith, blogsWith, ListLogger } from '../support/builders';

export { media } from '../support/setup';

export interface Harness {
  services: Services;
  analytics: RecordingAnalytics;
  logger: ListLogger;
  storage: MemoryKeyValueStore;
  /** The router's current path and query. */
  location: () => string;
}

export interface HarnessOptions {
  archive?: Partial<ArchiveApi>;
  blogs?: Partial<BlogApi>;
  storage?: MemoryKeyValueStore;
  strict?: boolean;
}

/** Services from the composition root over literal fakes of the ports. */
export function servicesWith(options: HarnessOptions = {}) {
  const analytics = new RecordingAnalytics();
  const logger = new ListLogger();
  const storage = options.storage ?? new MemoryKeyValueStore();
  const services = createServices({
    archive: archiveWith(options.archive ?? {}),
    blogs: blogsWith({
      frontpageBlogIds: async () => [],
      frontpageTrendIds: async () => [],
      ...options.blogs,
    }),
    contact: { send: async () => undefined, verifyCaptcha: async () => undefined },
    captcha: { render: async () => undefined, reset: () => undefined, dispose: () => undefined },
    player: { mount: () => Promise.reject(new Error('no player in these tests')) },
    analytics,
    logger,
    storage,
  });
  services.memory.start();
  return { services, analytics, logger, storage };
}

/** Renders the whole site (route table, shell, pages) at `path`. */
export function renderSite(path: string, options: HarnessOptions = {}): Harness {
  const built = servicesWith(options);
  const where = { current: path };
  function LocationSpy() {
    const location = useLocation();
    where.current = location.pathname + location.search;
    return null;
  }
  let ui: ReactElement = (
    <ServicesProvider services={built.services}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationSpy />
      </MemoryRouter>
    </ServicesProvider>
  );
  if (options.strict) ui = <StrictMode>{ui}</StrictMode>;
  render(ui);
  return { ...built, location: () => where.current };
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
