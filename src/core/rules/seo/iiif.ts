/**
 * IIIF Presentation 3 manifests of the site's videos: one Canvas as long as the clip's end in
 * its media file, the file painted onto it, the clip's window as a Range and the start, and
 * the site's own WebVTT captions as a supplementing annotation, searchable through the
 * IIIF Content Search 2.0 service the manifest names (iiifSearch.ts).
 */
import type { AssetDetail } from '../../entities/AssetDetail';
import { captionsPath, resourcePaths } from '../../routes/resourcePaths';
import { paths } from '../../routes/routeTable';
import { abstractText, namedContributors, type DetailField } from '../clip/detailFields';
import { EMBED_SIZE } from '../clip/share';
import { assetTitle } from '../media/playback';
import { playbackWindow } from '../values/time';
import { iiifSearchService } from './iiifSearch';
import { SITE_NAME } from './pageMeta';
import { absoluteUrl, isoDate, type JsonLd } from './structuredData';

export const IIIF_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';
export const IIIF_MANIFEST_TYPE = `application/ld+json;profile="${IIIF_CONTEXT}"`;

/** The canvas's nominal size: the embed code's 16:9 video (the archive gives no pixel size). */
export const CANVAS_SIZE = { width: EMBED_SIZE.width, height: (EMBED_SIZE.width * 9) / 16 };

export type LanguageMap = Record<string, string[]>;

/**
 * A value viewers read as plain text: one that would pass for HTML (it starts with `<`) is
 * sent as escaped HTML in a span, so it still shows as the text it is.
 */
function plain(text: string): string {
  const value = text.trim();
  if (!value.startsWith('<')) return value;
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<span>${escaped}</span>`;
}

const en = (...values: string[]): LanguageMap => ({ en: values.map(plain) });

/** Text as a IIIF language map: English, markup shown as text. */
export function iiifText(...values: string[]): LanguageMap {
  return en(...values);
}

const RIGHTS_STATEMENT =
  /^https?:\/\/rightsstatements\.org\/vocab\/(InC|InC-OW-EU|InC-EDU|InC-NC|InC-RUU|NoC-CR|NoC-NC|NoC-OKLR|NoC-US|CNE|UND|NKC)\/1\.0\/?$/;
const CREATIVE_COMMONS =
  /^https?:\/\/creativecommons\.org\/(licenses\/(by|by-sa|by-nd|by-nc|by-nc-sa|by-nc-nd)\/\d\.\d(\/[a-z]{2}(-[a-z]{2})?)?|publicdomain\/(zero|mark)\/1\.0)\/?$/;

/** Whether a text is a rights URL IIIF's `rights` accepts: rightsstatements.org or CC. */
export function isRightsUrl(text: string): boolean {
  const value = text.trim();
  return RIGHTS_STATEMENT.test(value) || CREATIVE_COMMONS.test(value);
}

const IMAGE_FORMATS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const VIDEO_FORMATS: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  m3u8: 'application/vnd.apple.mpegurl',
};

function extension(url: string): string {
  try {
    return /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';
  } catch {
    return '';
  }
}

/** An absolute image URL as a IIIF Image resource (a thumbnail), its format when known. */
export function iiifImage(url: string): { id: string; type: 'Image'; format?: string } {
  const format = IMAGE_FORMATS[extension(url)];
  return { id: url, type: 'Image', ...(format ? { format } : {}) };
}

/** An ISO 8601 date of issue as the xsd:dateTime navDate wants (`1967-01-01T00:00:00Z`). */
function navDate(dateIssued: string): string | undefined {
  const date = isoDate(dateIssued);
  if (!date) return undefined;
  const [year, month = '01', day = '01'] = date.split('-');
  return `${year}-${month}-${day}T00:00:00Z`;
}

export interface ManifestSource {
  detail: AssetDetail;
  origin: string;
  /** The DETAILS panel's lines as the video page shows them, in order. */
  details: readonly DetailField[];
  /**
   * Whether the site serves the asset's captions (`/captions/{id}.vtt`); then the manifest
   * also names the search service over what they say.
   */
  hasCaptions: boolean;
}

/**
 * The IIIF manifest of a public video; undefined when the clip's length is unknown, since
 * a Canvas of time-based media must have a duration.
 */
export function iiifManifest({
  detail,
  origin,
  details,
  hasCaptions,
}: ManifestSource): JsonLd | undefined {
  const clip = playbackWindow(detail.timeStart, detail.duration);
  if (clip.end === undefined) return undefined;
  const id = detail.id;
  const at = (path: string) => `${origin}${path}`;
  const canvasId = at(resourcePaths.iiifPart(id, 'canvas'));
  const title = assetTitle(detail) || 'Video';
  const pageUrl = at(paths.assetDetail(id));
  const abstract = abstractText(detail);
  const rights = detail.publishers.map((p) => p.trim()).find(isRightsUrl);
  const holders = detail.publishers.map((p) => p.trim()).filter((p) => p && !isRightsUrl(p));
  const contributors = namedContributors(detail).map((c) => `${c.name.trim()} (${c.role.trim()})`);
  const thumbnail = absoluteUrl(detail.thumbnail, origin);
  const media = absoluteUrl(detail.mediaUrl, origin);
  const thumbnailFormat = IMAGE_FORMATS[extension(thumbnail)];

  const painting = {
    id: `${canvasId}/page/1`,
    type: 'AnnotationPage',
    items: [
      {
        id: `${canvasId}/page/1/video`,
        type: 'Annotation',
        motivation: 'painting',
        body: {
          id: media,
          type: 'Video',
          format: VIDEO_FORMATS[extension(media)] ?? 'video/mp4',
          width: CANVAS_SIZE.width,
          height: CANVAS_SIZE.height,
          duration: clip.end,
        },
        target: canvasId,
      },
    ],
  };
  const captions = {
    id: `${canvasId}/captions`,
    type: 'AnnotationPage',
    items: [
      {
        id: `${canvasId}/captions/en`,
        type: 'Annotation',
        motivation: 'supplementing',
        body: {
          id: at(captionsPath(id)),
          type: 'Text',
          format: 'text/vtt',
          language: ['en'],
          label: en('English'),
        },
        target: canvasId,
      },
    ],
  };
  const canvas = {
    id: canvasId,
    type: 'Canvas',
    label: en(title),
    width: CANVAS_SIZE.width,
    height: CANVAS_SIZE.height,
    duration: clip.end,
    items: [painting],
    ...(hasCaptions ? { annotations: [captions] } : {}),
  };
  const startsLater = clip.start > 0;

  const manifest: JsonLd = {
    '@context': IIIF_CONTEXT,
    id: at(resourcePaths.iiifManifest(id)),
    type: 'Manifest',
    label: en(title),
    ...(abstract ? { summary: en(abstract) } : {}),
    metadata: [
      ...details.map((line) => ({ label: en(line.label), value: en(line.value) })),
      ...(contributors.length > 0
        ? [{ label: en('Contributors'), value: en(...contributors) }]
        : []),
    ],
    ...(rights ? { rights } : {}),
    ...(holders.length > 0
      ? { requiredStatement: { label: en('Copyright Holder'), value: en(holders.join(', ')) } }
      : {}),
    provider: [
      {
        id: at(paths.about()),
        type: 'Agent',
        label: en(SITE_NAME),
        homepage: [
          { id: at(paths.home()), type: 'Text', label: en(SITE_NAME), format: 'text/html' },
        ],
      },
    ],
    homepage: [
      { id: pageUrl, type: 'Text', label: en(title), format: 'text/html', language: ['en'] },
    ],
    ...(thumbnail
      ? {
          thumbnail: [
            {
              id: thumbnail,
              type: 'Image',
              ...(thumbnailFormat ? { format: thumbnailFormat } : {}),
            },
          ],
        }
      : {}),
    ...(navDate(detail.dateIssued) ? { navDate: navDate(detail.dateIssued) } : {}),
    ...(hasCaptions ? { service: [iiifSearchService(origin, id)] } : {}),
    items: [canvas],
    ...(startsLater
      ? {
          structures: [
            {
              id: at(resourcePaths.iiifPart(id, 'range/clip')),
              type: 'Range',
              label: en(title),
              items: [{ id: `${canvasId}#t=${clip.start},${clip.end}`, type: 'Canvas' }],
            },
          ],
          start: {
            id: at(resourcePaths.iiifPart(id, 'start')),
            type: 'SpecificResource',
            source: canvasId,
            selector: { type: 'PointSelector', t: clip.start },
          },
        }
      : {}),
  };
  return manifest;
}
