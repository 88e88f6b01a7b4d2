import type { AssetDetail } from '../../entities/AssetDetail';
import type { PlaybackSource } from '../../ports/VideoPlayer';
import { captionUrl, showsPlayerLogo } from './media';
import { timecodeStart } from './timecode';
import { playbackWindow } from '../values/time';

/** The title a video is shown under: its own title, else its segment title. */
export function assetTitle(detail: AssetDetail): string {
  return detail.title || detail.segmentTitle;
}

/**
 * What a player plays for an asset: its window of the media file, with English captions, and
 * the collection's logo for the state archives only (SPEC §9).
 */
export function playbackSourceOf(detail: AssetDetail): PlaybackSource {
  return {
    mediaUrl: detail.mediaUrl,
    captionUrl: captionUrl(detail.mediaUrl),
    poster: detail.thumbnail,
    title: assetTitle(detail),
    collection: detail.collection,
    logo: showsPlayerLogo(detail.collection) ? detail.collectionImageUrl : '',
    ...playbackWindow(detail.timeStart, detail.duration),
  };
}

/**
 * Where playback starts for an asset opened with a `?t=` value, in seconds into the media
 * file: the value counts from the clip's start and stays inside the clip. Undefined when the
 * value is missing or unreadable.
 */
export function playbackStart(detail: AssetDetail, timecode: string): number | undefined {
  return timecodeStart(timecode, playbackWindow(detail.timeStart, detail.duration));
}
