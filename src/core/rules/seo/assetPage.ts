import type { AssetDetail } from '../../entities/AssetDetail';
import { parseCollection } from '../../entities/Collection';
import { clipLink, embedLink } from '../clip/share';
import { summarise, titled, type PageMetaPatch } from './pageMeta';
import { videoBreadcrumbs } from './siteData';
import { videoObject, type JsonLd } from './structuredData';

const GENERIC = 'a video from the Louisiana Digital Media Archive.';

/** What a video detail page says of its video, for its head. */
export interface AssetPage {
  detail: AssetDetail;
  title: string;
  /** The first Abstract description; '' when there is none. */
  description: string;
}

/**
 * A video detail page's title, description and sharing picture; without a description, one
 * made of the title.
 */
export function assetPageMeta(title: string, description: string, image: string): PageMetaPatch {
  const text = description || (title ? `${title}: ${GENERIC}` : '');
  return { title: titled(title), description: summarise(text), image, type: 'video.other' };
}

/**
 * schema.org VideoObject (a Clip too for clips), with the start of the transcript once it
 * has loaded.
 */
export function assetVideoObject(
  { detail, title, description }: AssetPage,
  origin: string,
  transcript: string,
): JsonLd {
  return videoObject({
    detail,
    title,
    description,
    url: clipLink(origin, detail.id),
    embedUrl: embedLink(origin, detail.id),
    origin,
    transcript: transcript || undefined,
  });
}

/** A video detail page's breadcrumbs: its collection, then the video. */
export function assetBreadcrumbs(detail: AssetDetail, title: string, origin: string): JsonLd {
  return videoBreadcrumbs({
    origin,
    collection: parseCollection(detail.collection),
    title,
    url: clipLink(origin, detail.id),
  });
}
