/** What the site server asks the renderer for: one page of the site. */
export interface PageRequest {
  /** Path and query, as requested (`/browse/3?page=2`). */
  url: string;
  /** The site's origin (`https://host`), for canonical links. */
  origin: string;
  /** Aborts when the visitor has gone before the answer was sent: stop working for them. */
  signal?: AbortSignal;
}

/** A rendered page: its status and HTML, or a redirect to another path of the site. */
export interface PageAnswer {
  status: number;
  redirect?: string;
  html: string;
  /**
   * The archive failed or was too slow for some of it: the answer (even a redirect to
   * /not-found) stands for an outage, and no cache may keep it.
   */
  failed?: boolean;
  /**
   * Every part of the page's data arrived and nothing failed: the answer is the one every
   * visitor asking now gets, so it may be kept (see `keptPages`).
   */
  complete?: boolean;
}

export type RenderPage = (request: PageRequest) => Promise<PageAnswer>;
