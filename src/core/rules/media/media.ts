import { LSA, type CollectionId } from '../../entities/Collection';

/** The default thumbnail image of each collection, shipped with the site. */
export type DefaultThumbnails = Record<CollectionId, string>;

const VIRTUAL_HOSTED = /^https:\/\/([^./]+(?:\.[^./]+)*?)\.s3\.amazonaws\.com\/(.*)$/i;
const STORAGE_HOST = 'https://s3.amazonaws.com/';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * CONTRACT.md "Media URLs": empty -> the collection's default image; http -> https;
 * virtual-hosted storage -> path form. A URL with any other scheme (javascript:, data:, ...)
 * is treated as empty: the archive only ever serves media over http(s).
 */
export function normaliseMediaUrl(
  url: string | undefined | null,
  collection: CollectionId | undefined,
  defaults: DefaultThumbnails,
): string {
  const raw = String(url ?? '').trim();
  const scheme = SCHEME.exec(raw)?.[1]?.toLowerCase();
  if (!raw || (scheme !== undefined && scheme !== 'http' && scheme !== 'https')) {
    return defaults[collection ?? 3];
  }
  let result = raw;
  if (/^http:\/\//i.test(result)) {
    result = `https://${result.slice('http://'.length)}`;
  }
  const hosted = VIRTUAL_HOSTED.exec(result);
  if (hosted) result = `${STORAGE_HOST}${hosted[1]}/${hosted[2]}`;
  return result;
}

const MEDIA_ENDING = /(_iPod\.mp4|\.h264\.mp4|\.mp4)$/i;

// Any origin stands in for the page's: only the path of a site-relative URL is kept.
const PAGE = 'https://site.invalid';

/**
 * The SubRip caption file of a (normalised) media URL: the mp4 ending becomes .srt and a
 * `captions` folder goes after the bucket on the storage host, or after the host elsewhere.
 * A path on the site itself (`/media/a.mp4`) keeps its captions on the site
 * (`/captions/media/a.srt`). Returns '' when the URL names no mp4 file.
 */
export function captionUrl(mediaUrl: string): string {
  const onSite = /^\/(?![/\\])/.test(mediaUrl);
  let url: URL;
  try {
    url = onSite ? new URL(mediaUrl, PAGE) : new URL(mediaUrl);
  } catch {
    return '';
  }
  if (!MEDIA_ENDING.test(url.pathname)) return '';
  const path = url.pathname.replace(MEDIA_ENDING, '.srt');
  const segments = path.split('/').slice(1);
  const onStorage = url.host.toLowerCase() === 's3.amazonaws.com' && segments.length > 1;
  const withCaptions = onStorage
    ? [segments[0], 'captions', ...segments.slice(1)]
    : ['captions', ...segments];
  const origin = onSite ? '' : `${url.protocol}//${url.host}`;
  return `${origin}/${withCaptions.join('/')}`;
}

/** Only the state archives' videos carry the player logo. */
export function showsPlayerLogo(collection: CollectionId): boolean {
  return collection === LSA;
}
