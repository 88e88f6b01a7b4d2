/** Hashed names change with their content: a browser or CDN may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages: short in shared caches, served stale while a fresh copy is fetched, and for a day
 * while the site fails (an archive's page is better a day old than an error).
 */
export const PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400';
/** Not-found pages and redirects: a missing asset may appear soon. */
export const MISSING_CACHE = 'public, max-age=30';
/** Unhashed files at the top of the client folder (favicon, robots.txt). */
export const UNHASHED_CACHE = 'public, max-age=3600';
/** What changes rarely and is read by machines (captions, feeds, manifests): an hour. */
export const RESOURCE_CACHE = 'public, max-age=3600';
/** Feeds: readers poll them, and a new video or post should reach them within the quarter hour. */
export const FEED_CACHE = 'public, max-age=900';
/** Spoken-word answers: short, as the index changes with each indexing pass. */
export const SEARCH_ANSWER_CACHE = 'public, max-age=60';
export const NO_STORE = 'no-store';

/** A page's cache by its status: errors are never kept. */
export function pageCacheControl(status: number): string {
  if (status >= 200 && status < 300) return PAGE_CACHE;
  if (status === 404 || status === 410) return MISSING_CACHE;
  return NO_STORE;
}
