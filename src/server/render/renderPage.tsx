import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { enableStaticRendering } from 'mobx-react-lite';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { storesNeverWatched } from '../../core/stores/observed';
import { App } from '../../ui/App';
import { Document, pageStateText, type PageAssets } from '../../ui/Document';
import { RenderOutcome, RenderOutcomeProvider } from '../../ui/renderOutcome';
import { provideSanitizerWindow } from '../../ui/sanitizeHtml';
import { servicesOverriding, ServicesProvider, type Services } from '../../ui/services';

export type { PageAssets } from '../../ui/Document';

export interface RenderedPage {
  status: number;
  /** Where to send the visitor instead (with `status` 302); `html` is then empty. */
  redirect?: string;
  html: string;
}

// Observers render once and never react on the server; stores are made per request, and
// none is watched, so none is made observable.
enableStaticRendering(true);
storesNeverWatched();

// Blog bodies are sanitised while rendering; one parser window serves the whole process.
let sanitizerWindow: WindowLike | undefined;
provideSanitizerWindow(() => (sanitizerWindow ??= new JSDOM('').window as unknown as WindowLike));

/** A page that has not finished rendering by then is sent as it stands (its fallbacks). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The whole document once everything in it (lazy pages included) has rendered: waiting for
 * all of it means React sends no inline script to swap late content in (the site's policy
 * allows none), and crawlers get the complete page.
 */
function renderDocument(element: ReactElement, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stream.abort(new Error('Render timed out')), RENDER_TIMEOUT_MS);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      // Past this size React sends a finished part separately with a script to put it in
      // place; the site allows no inline script, so every part stays where it belongs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError,
    });
  });
}

/**
 * Renders the site at `url` (a path with its query) as a complete HTML document for the
 * browser to hydrate: 404 for the not-found page and unknown paths, a redirect where the
 * app would navigate away at once, 500 when a part of the page failed to render (the
 * browser then renders that part itself). `data` goes into the page for the browser's
 * stores; `origin` names the site in canonical links and structured data.
 */
export async function renderPage(options: {
  url: string;
  services: Services;
  assets: PageAssets;
  origin: string;
  data?: unknown;
}): Promise<RenderedPage> {
  const { services, assets, origin, data } = options;
  const { pathname, search } = new URL(options.url, origin);
  const outcome = new RenderOutcome();
  let failed = false;
  const html = await renderDocument(
    <RenderOutcomeProvider outcome={outcome}>
      <ServicesProvider
        services={servicesOverriding(services, { siteOrigin: origin, siteServer: true })}
      >
        <StaticRouter location={pathname + search}>
          <Document assets={assets} stateText={pageStateText({ assets, origin, data })}>
            <App />
          </Document>
        </StaticRouter>
      </ServicesProvider>
    </RenderOutcomeProvider>,
    (error) => {
      failed = true;
      services.logger.error('Error rendering page:', { error, url: options.url });
    },
  );
  if (outcome.redirect !== undefined) return { status: 302, redirect: outcome.redirect, html: '' };
  return { status: failed ? 500 : outcome.status, html };
}
