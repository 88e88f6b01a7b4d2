import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const DEMO_API_HOST = 'http://127.0.0.1:4010';

function origin(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of the built site: scripts only from the site itself and the
 * configured captcha, player and analytics providers, no inline script. Media, pictures and
 * caption files live on hosts the archive names per asset, so those allow any https host.
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv): string {
  const api = origin(env.PUBLIC_API_HOST?.trim() || DEMO_API_HOST);
  const player = origin(env.PUBLIC_JWPLAYER_URL?.trim());
  // The player library fetches its modules from its own CDN.
  const playerScripts = player ? [player, 'https://ssl.p.jwpcdn.com'] : [];
  // Blog posts may embed the player's own pages (see src/ui/sanitizeHtml.ts).
  const playerFrames = ['https://cdn.jwplayer.com', 'https://content.jwplatform.com'];
  const hasCaptcha = Boolean(env.PUBLIC_RECAPTCHA_SITE_KEY?.trim());
  const captcha = hasCaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  const captchaFrames = hasCaptcha
    ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
    : [];
  const analytics = env.PUBLIC_GA_ID?.trim()
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

/** Every build variable the site reads, '' when unset, so no `process.env` reaches the browser. */
export const BUILD_VARIABLES = [
  'PUBLIC_API_HOST',
  'PUBLIC_RECAPTCHA_SITE_KEY',
  'PUBLIC_JWPLAYER_URL',
  'PUBLIC_GA_ID',
] as const;

function defines(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    BUILD_VARIABLES.map((name) => [`process.env.${name}`, JSON.stringify(env[name] ?? '')]),
  );
}

export default defineConfig(({ envMode }): RsbuildConfig => ({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx' },
    define: defines(process.env),
  },
  html: {
    template: './src/index.html',
    // The dev server injects its own scripts; only the built site carries the policy.
    meta:
      envMode === 'production'
        ? {
            'content-security-policy': {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy(process.env),
            },
          }
        : {},
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    historyApiFallback: true,
  },
  output: {
    assetPrefix: '/',
    // The browser suite builds into its own folder so it never overwrites a deployable dist/.
    distPath: { root: process.env.SITE_DIST_DIR || 'dist' },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
}));
