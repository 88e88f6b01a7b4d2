/** Values of a query string; undefined and null are left out, '' is sent empty (`name=`). */
export type QueryValue = string | number | boolean | undefined | null;
export type Query = Readonly<Record<string, QueryValue>>;

/** Joins the base URL and a path with exactly one slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  return `${base}/${tail}`;
}

/**
 * One path segment: encodeURIComponent keeps `/ ? # %` and spaces inside the segment.
 * Dot-only segments cannot survive (URL parsers resolve `.` and `..`, even encoded).
 */
export function pathSegment(value: string | number): string {
  return encodeComponent(String(value));
}

// A lone surrogate cannot be encoded (encodeURIComponent throws); it becomes U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws. */
export function encodeComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/** `?a=1&b=x` from the values that are set ('' included), in the order given; '' when none is. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    parts.push(`${encodeComponent(name)}=${encodeComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A URL with no scheme and no `//` host is relative: it goes to the page's own origin. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

/** Same origin as the page: relative, or absolute with the page's origin (when there is a page). */
export function isSameOrigin(url: string, pageOrigin: string | undefined): boolean {
  if (isRelativeUrl(url)) return true;
  if (!pageOrigin || pageOrigin === 'null') return false;
  try {
    return new URL(url).origin === pageOrigin;
  } catch {
    return false;
  }
}

/** The origin of the page this runs in; undefined outside a page. */
export function pageOrigin(): string | undefined {
  const location = (globalThis as { location?: { origin?: unknown } }).location;
  return typeof location?.origin === 'string' ? location.origin : undefined;
}
