import { nextTask } from './adapters/browser/nextTask';
import type { LoadRecord } from './core/stores/PageData';
import './ui/styles/global.css';

// The code comes with the page's own script file ("eager": no request of its own); importing
// it in steps runs its modules in separate tasks instead of one long one before anything else.
async function start(): Promise<void> {
  await nextTask();
  const { buildConfig } = await import(/* webpackMode: "eager" */ './config/site');
  const { createServices } = await import(/* webpackMode: "eager" */ './container');
  const { browserAdapters } = await import(/* webpackMode: "eager" */ './browserAdapters');
  const { PageData } = await import(/* webpackMode: "eager" */ './core/stores/PageData');
  const { readPageState } = await import(/* webpackMode: "eager" */ './ui/Document');
  await nextTask();
  // Present when the server rendered the page: hydrate with what it rendered from.
  const page = readPageState(document);
  const services = createServices(browserAdapters(buildConfig(), { siteServer: page !== null }), {
    siteOrigin: page?.state.origin,
    pageData: new PageData((page?.state.data ?? {}) as Record<string, LoadRecord>),
  });
  // A server-rendered page already holds its data; the static page starts its requests now.
  if (!page) {
    const { prefetchRoute } = await import(/* webpackMode: "eager" */ './ui/preload');
    prefetchRoute(window.location.pathname, services, window.location.search);
  }
  await nextTask();
  services.memory.start();
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ './ui/mountApp');
  await nextTask();
  await mountApp(services, page);
}

void start();
