import { resourcePaths } from '../../routes/resourcePaths';
import { paths, pathTo } from '../../routes/routeTable';

/**
 * Paths crawlers are asked to stay out of: search results (endless keyword combinations)
 * and the embeddable player (the video's own page is the one to list). Both pages also say
 * `noindex` themselves.
 */
export function disallowedPaths(): string[] {
  return [pathTo('search'), paths.embed('')];
}

/** robots.txt: every crawler, the disallowed paths and the sitemap index on `origin`. */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${resourcePaths.sitemapIndex()}`,
  ];
  return `${lines.join('\n')}\n`;
}
