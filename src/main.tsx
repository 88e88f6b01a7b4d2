import { buildConfig } from './config';
import { browserAdapters, createServices } from './container';
import { PageData, type LoadRecord } from './core/stores/PageData';
import { readPageState } from './ui/Document';
import { mountApp } from './ui/mountApp';
import { prefetchRoute } from './ui/preload';
import './ui/styles/global.css';

/** Gives the main thread back to the browser, so start-up is several short tasks, not one long one. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  // Present when the server rendered the page: hydrate with what it rendered from.
  const page = readPageState(document);
  const services = createServices(browserAdapters(buildConfig()), {
    siteOrigin: page?.state.origin,
    pageData: new PageData((page?.state.data ?? {}) as Record<string, LoadRecord>),
  });
  await nextTask();
  services.memory.start();
  // A server-rendered page already holds its data; the static page starts its requests early.
  if (!page) prefetchRoute(window.location.pathname, services);
  await mountApp(services, page);
}

void start();
