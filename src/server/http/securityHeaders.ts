import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config/site';
import { NO_SCRIPT_CSS } from '../../ui/components/noScriptCss';
import { paths } from '../../core/routes/routeTable';

function origin(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The CSP source that allows exactly this inline text (`'sha256-...'`). */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of the site: scripts only from the site itself and the
 * configured captcha, player and analytics providers, no inline script. Pictures, media and
 * requests go to the site, the API, the media hosts of the build (PUBLIC_MEDIA_HOSTS) and the
 * configured providers; a build that names no media host allows any https host for them,
 * since the archive names its media hosts per asset. Style elements come from the site (and
 * the one inline sheet for pages without script, by its hash), or from anywhere inline when
 * the JW Player library, which writes its own, is configured; style attributes stay allowed
 * inline (blog posts and the server's HTML carry them). Used for the static build's meta tag
 * and for the server's header.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const api = origin(config.apiHost);
  const player = origin(config.jwPlayerUrl);
  // The player library fetches its modules and skins from its own CDN, and reports to its own.
  const playerCdn = player ? [player, 'https://ssl.p.jwpcdn.com'] : [];
  const playerCalls = player ? [...playerCdn, 'https://*.jwpsrv.com'] : [];
  // Blog posts may embed the player's own pages (see src/ui/sanitizeHtml.ts).
  const playerFrames = ['https://cdn.jwplayer.com', 'https://content.jwplatform.com'];
  const hasCaptcha = Boolean(config.recaptchaSiteKey);
  const captcha = hasCaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  const captchaFrames = hasCaptcha
    ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
    : [];
  const analytics = config.gaId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  const analyticsCalls = config.gaId ? [...analytics, 'https://*.analytics.google.com'] : [];
  const mediaHosts = config.mediaHosts.map(origin).filter((host) => host !== undefined);
  // No media host named: the archive's hosts are not known, so any https one.
  const media = mediaHosts.length > 0 ? mediaHosts : ['https:'];
  const list = (...items: (string | undefined)[]) => [...new Set(items.filter(Boolean))].join(' ');
  const styleElements = player
    ? ["'self'", "'unsafe-inline'", ...playerCdn]
    : ["'self'", hashSource(NO_SCRIPT_CSS)];
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...playerCdn, ...captcha, ...analytics.slice(0, 1))}`,
    // For browsers without the two below (Safari before 15.4).
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem ${list(...styleElements)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', api, ...media, ...playerCdn, ...analytics)}`,
    `media-src ${list("'self'", 'blob:', api, ...media)}`,
    `connect-src ${list("'self'", api, ...media, ...playerCalls, ...captcha.slice(0, 1), ...analyticsCalls)}`,
    `frame-src ${list("'self'", player, ...playerFrames, ...captchaFrames)}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The embeddable player is made for other sites' iframes; no other page may be framed. */
export function frameAncestors(pathname: string): string {
  return pathname.startsWith(paths.embed('')) ? 'frame-ancestors *' : "frame-ancestors 'none'";
}

/** The headers every answer of the server carries. `policy` is `contentSecurityPolicy()`. */
export function securityHeaders(policy: string, pathname: string): Record<string, string> {
  return {
    'Content-Security-Policy': `${policy}; ${frameAncestors(pathname)}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
