import { resourcePaths } from '../../core/routes/resourcePaths';
import { robotsTxt } from '../../core/rules/seo/robots';
import { RESOURCE_CACHE } from '../http/cachePolicy';
import { PLAIN_TEXT, type SiteResource } from './resources';

/** `/robots.txt`, naming the sitemap on the site's origin; answered before any built file. */
export function robotsResource(): SiteResource {
  return {
    name: 'Robots',
    matches: (path) => path === resourcePaths.robots(),
    answer: async ({ url }) => ({
      status: 200,
      type: PLAIN_TEXT,
      body: robotsTxt(url.origin),
      cacheControl: RESOURCE_CACHE,
    }),
  };
}
