import type { AssetDetail } from '../../core/entities/AssetDetail';
import type { CallOptions } from '../../core/ports/CallOptions';
import { resourcePaths } from '../../core/routes/resourcePaths';
import { oembedVideo, parseDimension, sitePathOf, videoAssetId } from '../../core/rules/seo/oembed';
import { matchSiteRoute } from '../../ui/routing';
import type { Logger } from '../../core/ports/Logger';
import { printable } from '../http/accessLog';
import { NO_STORE, RESOURCE_CACHE } from '../http/cachePolicy';
import { missing, PLAIN_TEXT, type ResourceAnswer, type SiteResource } from './resources';
import { upstreamFailure } from './upstreamFailure';

export const JSON_TYPE = 'application/json; charset=utf-8';
/** What consumers may keep an answer for, as the Cache-Control header says. */
const CACHE_AGE_SECONDS = 3600;
// Consumers fetch it from other sites' pages too.
const CORS = { 'Access-Control-Allow-Origin': '*' } as const;

export interface OEmbedOptions {
  /** The asset when it is public (ResolveAsset.publicDetail); undefined otherwise. */
  publicDetail: (id: string, options?: CallOptions) => Promise<AssetDetail | undefined>;
  logger: Logger;
}

const refuse = (status: number, text: string): ResourceAnswer => ({
  status,
  type: PLAIN_TEXT,
  body: `${text}\n`,
  cacheControl: NO_STORE,
  headers: CORS,
});

/**
 * `/oembed?url=…&format=json`: a video page of this site (either detail route, or the
 * embed) as an oEmbed "video" whose html is the embeddable player's iframe. 400 without a
 * url, 501 for any format but json, 404 for a URL that is not a public video of this site,
 * 502/503/504 (never kept) when the archive fails.
 */
export function oembedResource(options: OEmbedOptions): SiteResource {
  return {
    name: 'oEmbed',
    matches: (path) => path === resourcePaths.oembedEndpoint(),
    async answer({ url }) {
      const query = url.searchParams;
      const target = query.get('url')?.trim();
      if (!target) return refuse(400, 'The url parameter is required');
      const format = (query.get('format') ?? 'json').trim().toLowerCase();
      if (format !== 'json') return refuse(501, 'Only format=json is offered');
      const path = sitePathOf(target, url.origin);
      const id = path === undefined ? undefined : videoAssetId(matchSiteRoute(path));
      let detail: AssetDetail | undefined;
      try {
        detail = id === undefined ? undefined : await options.publicDetail(id);
      } catch (error) {
        options.logger.error(`oEmbed of ${printable(id ?? '')} failed`, error);
        return upstreamFailure(error, CORS);
      }
      if (!detail) return missing('Not a video of this site', CORS);
      const answer = oembedVideo({
        detail,
        origin: url.origin,
        maxWidth: parseDimension(query.get('maxwidth')),
        maxHeight: parseDimension(query.get('maxheight')),
        cacheAge: CACHE_AGE_SECONDS,
      });
      return {
        status: 200,
        type: JSON_TYPE,
        body: JSON.stringify(answer),
        cacheControl: RESOURCE_CACHE,
        headers: CORS,
      };
    },
  };
}
