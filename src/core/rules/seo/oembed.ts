/** oEmbed 1.0 (https://oembed.com): a video page of the site as a "video" answer. */
import type { AssetDetail } from '../../entities/AssetDetail';
import { paths, type RouteMatch } from '../../routes/routeTable';
import { EMBED_SIZE, embedCode } from '../clip/share';
import { assetTitle } from '../media/playback';
import { canonicalPath, SITE_NAME } from './pageMeta';
import { absoluteUrl } from './structuredData';

export const OEMBED_TYPE = 'application/json+oembed';

/** The player's largest size (SPEC §9): the embed frame never asks for more. */
export const PLAYER_MAX_SIZE = { width: 882, height: 682 } as const;
/** The embed's title bar under the 16:9 video (EMBED_SIZE is 640 by 360 plus the bar). */
export const EMBED_TITLE_BAR = EMBED_SIZE.height - (EMBED_SIZE.width * 9) / 16;

/** The thumbnail's size as the site shows it on cards: the archive does not say. */
export const OEMBED_THUMBNAIL_SIZE = { width: 320, height: 180 } as const;

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * The embed frame for a consumer's limits: the embed code's 640 wide by default, as wide
 * as `maxWidth` when given, never past the player's largest size or `maxHeight`; the video
 * keeps 16:9 above the title bar.
 */
export function oembedFrame(maxWidth?: number, maxHeight?: number): FrameSize {
  const heightCap = Math.min(maxHeight ?? Infinity, PLAYER_MAX_SIZE.height);
  const widthForHeight = Math.floor(((heightCap - EMBED_TITLE_BAR) * 16) / 9);
  const width = Math.max(
    1,
    Math.min(maxWidth ?? EMBED_SIZE.width, PLAYER_MAX_SIZE.width, widthForHeight),
  );
  const height = Math.min(Math.floor((width * 9) / 16) + EMBED_TITLE_BAR, heightCap);
  return { width, height };
}

/** A maxwidth/maxheight parameter: a whole number of pixels, at least 1; else no limit. */
export function parseDimension(text: string | null | undefined): number | undefined {
  const value = (text ?? '').trim();
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * The path of a page of the site a URL names, for oEmbed: an absolute http(s) URL on the
 * site's host (either scheme, since consumers copy either); undefined for anything else.
 */
export function sitePathOf(url: string, siteOrigin: string): string | undefined {
  let parsed: URL;
  let site: URL;
  try {
    parsed = new URL(url.trim());
    site = new URL(siteOrigin);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (parsed.host.toLowerCase() !== site.host.toLowerCase()) return undefined;
  return parsed.pathname;
}

/** The asset a matched route shows as a video (either detail route, or its embed). */
export function videoAssetId(match: RouteMatch): string | undefined {
  const shows = match.id === 'assetDetail' || match.id === 'videoPlayer' || match.id === 'embed';
  return shows ? match.params.id || undefined : undefined;
}

export interface OEmbedVideo {
  version: '1.0';
  type: 'video';
  title: string;
  provider_name: string;
  provider_url: string;
  author_name?: string;
  author_url?: string;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
  html: string;
  width: number;
  height: number;
  /** Seconds a consumer may keep the answer. */
  cache_age: number;
}

export interface OEmbedRequest {
  detail: AssetDetail;
  origin: string;
  maxWidth?: number;
  maxHeight?: number;
  cacheAge: number;
}

/** The oEmbed answer for a public video: the site's embeddable player in an iframe. */
export function oembedVideo({
  detail,
  origin,
  maxWidth,
  maxHeight,
  cacheAge,
}: OEmbedRequest): OEmbedVideo {
  const title = assetTitle(detail) || 'Video';
  const frame = oembedFrame(maxWidth, maxHeight);
  const thumbnail = absoluteUrl(detail.thumbnail, origin);
  const collection = detail.collectionName.trim();
  const browse = canonicalPath({ id: 'browse', params: { collection: String(detail.collection) } });
  return {
    version: '1.0',
    type: 'video',
    title,
    provider_name: SITE_NAME,
    provider_url: `${origin}${paths.home()}`,
    ...(collection ? { author_name: collection, author_url: `${origin}${browse}` } : {}),
    ...(thumbnail
      ? {
          thumbnail_url: thumbnail,
          thumbnail_width: OEMBED_THUMBNAIL_SIZE.width,
          thumbnail_height: OEMBED_THUMBNAIL_SIZE.height,
        }
      : {}),
    html: embedCode(origin, detail.id, title, frame),
    width: frame.width,
    height: frame.height,
    cache_age: cacheAge,
  };
}
