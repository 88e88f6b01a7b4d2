import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadRoute } from './App';
import { Document, type PageState } from './Document';
import { servicesOverriding, ServicesProvider, type Services } from './services';

/**
 * Resolves once the server's page has been painted whole (its load event, then a frame), or
 * at the visitor's first press: the page shows before the work of bringing it alive begins,
 * and a visitor who reaches for it early does not wait for the last image.
 */
function pagePainted(): Promise<void> {
  return new Promise((resolve) => {
    const early = ['pointerdown', 'keydown'] as const;
    const done = () => {
      for (const type of early) window.removeEventListener(type, done, true);
      window.removeEventListener('load', afterFrame);
      resolve();
    };
    const afterFrame = () => requestAnimationFrame(() => setTimeout(done, 0));
    for (const type of early) window.addEventListener(type, done, true);
    if (document.readyState === 'complete') afterFrame();
    else window.addEventListener('load', afterFrame, { once: true });
  });
}

/**
 * Starts the site in the browser. A server-rendered document (`page`, from `readPageState`)
 * is hydrated as a whole, from the same inputs the server rendered it with, once the
 * page's code is loaded (so hydration never suspends and shows 'Loading...' instead of it)
 * and the page has been painted.
 * The static page (no state) is rendered into its `#root`.
 */
export async function mountApp(
  services: Services,
  page: { state: PageState; text: string } | null,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  // A page the server rendered came from the site's server, which serves its resources too.
  const provided = page ? servicesOverriding(services, { siteServer: true }) : services;
  const site = (children: ReactNode) => (
    <StrictMode>
      <ServicesProvider services={provided}>
        <BrowserRouter>{children}</BrowserRouter>
      </ServicesProvider>
    </StrictMode>
  );
  if (!page) {
    const root = createRoot(document.getElementById('root') as HTMLElement, options);
    root.render(site(<App />));
    return root;
  }
  // Code that cannot be loaded even after a retry and a reload (chunkRecovery.ts) still lets the
  // page come alive: the shell works and the page's error boundary says what went wrong.
  const pageCode = preloadRoute(window.location.pathname).catch(() => undefined);
  await Promise.all([pageCode, pagePainted()]);
  let root: Root | undefined;
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread in one long task: the page, already shown, stays responsive.
  startTransition(() => {
    root = hydrateRoot(
      document,
      site(
        <Document assets={page.state.assets} stateText={page.text}>
          <App />
        </Document>,
      ),
      options,
    );
  });
  return root as Root;
}
