import type { AppConfig } from '../config';
import { paths } from '../core/routes/routeTable';

function origin(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of the site: scripts only from the site itself and the
 * configured captcha, player and analytics providers, no inline script. Media, pictures and
 * caption files live on hosts the archive names per asset, so those allow any https host.
 * Used for the static build's meta tag and for the server's header.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const api = origin(config.apiHost);
  const player = origin(config.jwPlayerUrl);
  // The player library fetches its modules from its own CDN.
  const playerScripts = player ? [player, 'https://ssl.p.jwpcdn.com'] : [];
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
  const list = (...items: (string | undefined)[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...playerScripts, ...captcha, ...analytics.slice(0, 1))}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', api)}`,
    `media-src ${list("'self'", 'blob:', 'https:', api)}`,
    `connect-src ${list("'self'", api, 'https:')}`,
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
