import { outboundFetch } from '../../adapters/node/outboundFetch';
import { readServerFetchConfig, type AppConfig } from '../../config';

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
