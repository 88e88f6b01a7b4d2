import type { ReactNode } from 'react';
import { NoScriptStyles } from './components/NoScriptStyles';

/** The built files a page loads: its entry's scripts and style sheets (absolute paths). */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** What the server sends for the browser to hydrate with: the same inputs it rendered from. */
export interface PageState {
  assets: PageAssets;
  /** The site's origin the server named pages with (canonical links, structured data). */
  origin: string;
  /** What the server fetched for the page (opaque here). */
  data?: unknown;
}

export const PAGE_STATE_ID = 'page-data';

/** Copied to the root of the built site by the build (rsbuild.config.ts `html.favicon`). */
const FAVICON = '/favicon.svg';

/** The state as the text of its JSON block: '<' escaped so it can never end the element. */
export function pageStateText(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** A server-rendered document's state and its exact text; null for the static page. */
export function readPageState(doc: Document): { state: PageState; text: string } | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  return { state: JSON.parse(text) as PageState, text };
}

export interface DocumentProps {
  assets: PageAssets;
  /** `pageStateText` of the page's state; the browser passes back the text it received. */
  stateText: string;
  children: ReactNode;
}

/**
 * The whole HTML document of a server-rendered page, rendered by the server and hydrated in
 * the browser. Each page's title and meta tags are rendered by the page and land in the
 * head; scripts load from the site's own files only (no inline script).
 */
export function Document({ assets, stateText, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a5b" />
        <link rel="icon" type="image/svg+xml" href={FAVICON} />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <NoScriptStyles />
        {assets.scripts.map((src) => (
          <script key={src} defer src={src} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={PAGE_STATE_ID}
          dangerouslySetInnerHTML={{ __html: stateText }}
        />
      </body>
    </html>
  );
}
