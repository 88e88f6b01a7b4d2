import { outboundFetch } from '../../adapters/node/outboundFetch';
import type { AppConfig } from '../../config/site';
import { readServerFetchConfig } from '../../config/server';

/**
 * What the server and `npm run index` fetch with: the hosts and addresses their configuration
 * allows (readServerFetchConfig), redirects within one origin only.
 */
export function serverFetch(
  env: Record<string, string | undefined>,
  site: AppConfig,
  mediaOrigin?: string,
): typeof fetch {
  return outboundFetch(readServerFetchConfig(env, site, mediaOrigin));
}
