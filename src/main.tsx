import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { buildConfig } from './config';
import { browserAdapters, createServices } from './container';
import { App } from './ui/App';
import { prefetchRoute } from './ui/preload';
import { ServicesProvider } from './ui/services';
import './ui/styles/global.css';

async function start(): Promise<void> {
  const services = createServices(browserAdapters(buildConfig()));
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
