/**
 * Addresses the site's server answers itself, not as pages: what other programs read
 * (robots.txt, sitemaps, feeds, oEmbed, IIIF manifests and their search, the spoken-word
 * endpoint) and a video's captions and transcript files. No route, no screen.
 */
import { isDotSegment } from '../entities/Search';

const SITEMAP_CHILD = /^\/sitemaps\/([a-z0-9-]+)\.xml$/;
const IIIF_MANIFEST = /^\/iiif\/([^/]+)\/manifest\.json$/;
const IIIF_SEARCH = /^\/iiif\/([^/]+)\/search$/;
const SPOKEN_WORDS = '/api/spoken-words';
const SEARCH_FACETS = '/api/search-facets';
const TRANSCRIPT_FILE = /^\/transcripts\/([^/]+)\.(txt|vtt|srt)$/;
const CAPTIONS_PATH = /^\/captions\/([^/]+)\.vtt$/;

export type FeedName = 'blog' | 'videos';

/**
 * An asset id from a path, or undefined for `.` and `..`: as a segment of the archive's
 * URL they would step through its path instead of naming an asset.
 */
function assetIdOf(raw: string | undefined): string | undefined {
  return raw === undefined || isDotSegment(raw) ? undefined : raw;
}

/** The files a transcript downloads as: plain text, WebVTT and SubRip captions of the clip. */
export type TranscriptExtension = 'txt' | 'vtt' | 'srt';

export const resourcePaths = {
  robots: () => '/robots.txt',
  sitemapIndex: () => '/sitemap.xml',
  /** A child sitemap of the index (`pages`, `blog`, `videos-1`). */
  sitemap: (name: string) => `/sitemaps/${encodeURIComponent(name)}.xml`,
  feed: (name: FeedName) => `/feeds/${name}.xml`,
  oembedEndpoint: () => '/oembed',
  /** The oEmbed answer for a page of the site (an absolute URL). */
  oembed: (pageUrl: string) =>
    `/oembed?${new URLSearchParams({ url: pageUrl, format: 'json' }).toString()}`,
  iiifManifest: (assetId: string) => `/iiif/${encodeURIComponent(assetId)}/manifest.json`,
  /** A video's IIIF Content Search 2.0 service (`?q=`). */
  iiifSearch: (assetId: string) => `/iiif/${encodeURIComponent(assetId)}/search`,
  /** The spoken-word search's JSON endpoint (its query: SPOKEN_WORDS_QUERY). */
  spokenWords: () => SPOKEN_WORDS,
  /**
   * The catalogue index's decade and parishes of an archive search's results (its query:
   * the search route's `keyword` and `search_by`).
   */
  searchFacets: () => SEARCH_FACETS,
  /** Ids inside a manifest (canvas, annotations, range): under the manifest's own folder. */
  iiifPart: (assetId: string, part: string) => `/iiif/${encodeURIComponent(assetId)}/${part}`,
  /** A video's transcript as a file to download (`/transcripts/LPB-CL-1042.srt`). */
  transcriptFile: (assetId: string, extension: TranscriptExtension) =>
    `/transcripts/${encodeURIComponent(assetId)}.${extension}`,
};

/** The child sitemap a (decoded) path names; undefined for any other path. */
export function sitemapChildName(path: string): string | undefined {
  return SITEMAP_CHILD.exec(path)?.[1];
}

/** The feed a path names; undefined for any other path. */
export function feedName(path: string): FeedName | undefined {
  if (path === resourcePaths.feed('blog')) return 'blog';
  if (path === resourcePaths.feed('videos')) return 'videos';
  return undefined;
}

/** The asset a (decoded) IIIF manifest path names; undefined for any other path. */
export function iiifManifestAssetId(path: string): string | undefined {
  return assetIdOf(IIIF_MANIFEST.exec(path)?.[1]);
}

/** The asset a (decoded) IIIF search path names; undefined for any other path. */
export function iiifSearchAssetId(path: string): string | undefined {
  return IIIF_SEARCH.exec(path)?.[1];
}

/** The query parameters of the spoken-word endpoint. */
export const SPOKEN_WORDS_QUERY = {
  text: 'q',
  collection: 'collection',
  type: 'type',
  page: 'page',
  /** One video's matching lines instead of the videos that match. */
  asset: 'asset',
} as const;

/** The asset and file a (decoded) transcript path names; undefined for any other path. */
export function transcriptFileOf(
  path: string,
): { assetId: string; extension: TranscriptExtension } | undefined {
  const found = TRANSCRIPT_FILE.exec(path);
  const assetId = assetIdOf(found?.[1]);
  if (!assetId) return undefined;
  return { assetId, extension: found?.[2] as TranscriptExtension };
}

/**
 * An asset's English captions as WebVTT, served by the site itself (not a page): the track
 * of the video the server renders for visitors without script.
 */
export function captionsPath(assetId: string): string {
  return `/captions/${encodeURIComponent(assetId)}.vtt`;
}

/** The asset a (decoded) captions path names; undefined for any other path. */
export function captionsAssetId(path: string): string | undefined {
  return assetIdOf(CAPTIONS_PATH.exec(path)?.[1]);
}

/** Whether the site's server answers a path itself, with no page: for the dev server. */
export function isMachineResourcePath(path: string): boolean {
  return (
    path === resourcePaths.robots() ||
    path === resourcePaths.sitemapIndex() ||
    path === resourcePaths.oembedEndpoint() ||
    sitemapChildName(path) !== undefined ||
    feedName(path) !== undefined ||
    path === SPOKEN_WORDS ||
    iiifManifestAssetId(path) !== undefined ||
    iiifSearchAssetId(path) !== undefined ||
    transcriptFileOf(path) !== undefined ||
    captionsAssetId(path) !== undefined
  );
}
