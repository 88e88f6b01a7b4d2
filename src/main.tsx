import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { buildConfig } from './config';
import {
  browserAdapters,
  createServices,
  DEFAULT_THUMBNAILS,
  type PortAdapters,
} from './container';
import { App } from './ui/App';
import { prefetchRoute } from './ui/preload';
import { ServicesProvider } from './ui/services';
import './ui/styles/global.css';

async function adaptersFor(): Promise<PortAdapters> {
  const config = buildConfig();
  const adapters = browserAdapters(config);
  if (config.adapters !== 'memory') return adapters;
  // The demo catalogue is only downloaded by builds that ask for it.
  const { demoAdapters } = await import('./adapters/memory/demo');
  return {
    ...adapters,
    ...demoAdapters({ defaults: DEFAULT_THUMBNAILS, mediaOrigin: config.apiHost }),
  };
}

async function start(): Promise<void> {
  const services = createServices(await adaptersFor());
  services.memory.start();
  prefetchRoute(window.location.pathname, services);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ServicesProvider>
    </StrictMode>,
  );
}

void start();
