import { isSameOrigin, pageOrigin } from './urls';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of one cookie in `document.cookie` format, decoded; '' when absent. */
export function readCookie(cookies: string, name: string): string {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

/** The page's cookies; '' outside a page. */
export function documentCookies(): string {
  const doc = (globalThis as { document?: { cookie?: unknown } }).document;
  return typeof doc?.cookie === 'string' ? doc.cookie : '';
}

/**
 * The forgery-protection header of a write to `url`: the XSRF cookie's value, for the page's
 * own origin only (the token must never reach another one); none when the cookie is not set.
 */
export function xsrfHeader(url: string, cookies: () => string): Record<string, string> {
  const token = isSameOrigin(url, pageOrigin()) ? readCookie(cookies(), XSRF_COOKIE) : '';
  return token ? { [XSRF_HEADER]: token } : {};
}
