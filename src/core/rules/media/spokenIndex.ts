import { parseAssetType } from '../../entities/Asset';
import type { AssetDetail } from '../../entities/AssetDetail';
import type { IndexedAsset, IndexedCue } from '../../entities/SpokenWords';
import type { Cue } from './captions';
import { assetTitle } from './playback';
import { transcriptLines } from './transcript';
import type { PlaybackWindow } from '../values/time';

/**
 * The cues the index holds for a clip: the lines of its transcript (inside the window, timed
 * from its start, plain text on one line), each ending no later than the clip.
 */
export function indexedCues(cues: readonly Cue[], clip: PlaybackWindow): IndexedCue[] {
  const end = clip.end ?? Number.POSITIVE_INFINITY;
  return transcriptLines(cues, clip).map((line) => ({
    offset: line.offset,
    end: Math.min(line.end, end) - clip.start,
    text: line.text,
  }));
}

/** FNV-1a over the text, twice with different seeds: a short name for a set of values. */
function fingerprint(text: string): string {
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    return (h >>> 0).toString(16).padStart(8, '0');
  };
  return hash(0x811c9dc5) + hash(0x01234567);
}

/**
 * What of an asset its stored cues and search results depend on besides the caption file:
 * the fields results show, the clip's window and where its captions are. A change to any of
 * them stores the asset again even when its caption file has not changed.
 */
export function assetFingerprint(
  asset: Omit<IndexedAsset, 'captionVersion'>,
  clip: PlaybackWindow,
  captionUrl: string,
): string {
  const { id, title, seriesTitle, type, collection, thumbnail } = asset;
  const parts = [id, title, seriesTitle, type, collection, thumbnail, clip.start, clip.end];
  return fingerprint(JSON.stringify([...parts, captionUrl]));
}

/** The version the index holds for an asset: its fingerprint, then its caption file's. */
export function captionVersion(fingerprintOfAsset: string, fileVersion: string): string {
  return `${fingerprintOfAsset} ${fileVersion}`;
}

/**
 * The caption file version held for an asset whose fingerprint is still `fingerprintOfAsset`;
 * undefined when nothing is held or the asset changed (its file is then read again).
 */
export function heldFileVersion(
  held: string | undefined,
  fingerprintOfAsset: string,
): string | undefined {
  if (held === undefined) return undefined;
  const space = held.indexOf(' ');
  if (space === -1 || held.slice(0, space) !== fingerprintOfAsset) return undefined;
  return held.slice(space + 1);
}

/** What search results show and filter on, from an asset's public detail. */
export function indexedAssetOf(
  id: string,
  detail: AssetDetail,
): Omit<IndexedAsset, 'captionVersion'> {
  return {
    id,
    title: assetTitle(detail),
    seriesTitle: detail.seriesTitle,
    type: parseAssetType(detail.assetType),
    collection: detail.collection,
    thumbnail: detail.thumbnail,
  };
}
