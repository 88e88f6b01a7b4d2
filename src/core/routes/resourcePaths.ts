/**
 * Addresses the site's server answers itself, not as pages: what other programs read
 * (robots.txt, sitemaps, feeds, oEmbed and IIIF manifests) and a video's captions and
 * transcript files. No route, no screen.
 */
import { isDotSegment } from '../entities/Search';

const SITEMAP_CHILD = /^\/sitemaps\/([a-z0-9-]+)\.xml$/;
const IIIF_MANIFEST = /^\/iiif\/([^/]+)\/manifest\.json$/;
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
    iiifManifestAssetId(path) !== undefined ||
    transcriptFileOf(path) !== undefined ||
    captionsAssetId(path) !== undefined
  );
}
