import type { ServerConfig } from '../config/server';

/**
 * What the production server says loudly at start about a set-up that works but is unsafe
 * for the public, from its configuration.
 */
export function startupWarnings(
  config: Pick<ServerConfig, 'siteOrigin' | 'demoMediaOrigin'>,
): string[] {
  const warnings: string[] = [];
  // The demo (DEMO_MEDIA_ORIGIN) runs on loopback, where the Host header is the visitor's own.
  if (!config.siteOrigin && !config.demoMediaOrigin) {
    warnings.push(
      'SITE_ORIGIN is not set: canonical links, sitemaps, feeds and manifests name whatever ' +
        'host each request claims (its Host header), and rendered pages are kept for one host ' +
        'only, the one most page requests name. Set SITE_ORIGIN to the public origin ' +
        '(https://ldma.example.org) on any server the public can reach.',
    );
  }
  return warnings;
}

/** The warnings framed so they stand out in a log. */
export function loudly(warnings: readonly string[]): string {
  const rule = '!'.repeat(78);
  return [rule, ...warnings.map((w) => `WARNING: ${w}`), rule].join('\n');
}
