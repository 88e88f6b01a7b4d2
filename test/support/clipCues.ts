import type { Cue } from '../../src/core/rules/media/captions';
import { aCue } from './scriptedPlayer';

/** The clip anAssetDetail() plays: 605 s to 766 s (10:05 to 12:46) of its media file. */
export const CLIP = { start: 605, end: 766 };

/**
 * The caption cues of its media file: one before the clip, four spoken inside it (at 0:01,
 * 0:07, 0:45 and 1:35 into the clip; the first and third say "levee"), one after it.
 */
export const CLIP_CUES: Cue[] = [
  aCue(600, 604, 'Before the clip starts.'),
  aCue(606, 609, 'The levee broke at dawn.'),
  aCue(612, 616, 'Boats came for the <i>families</i>.'),
  aCue(650, 655, 'The governor flew over the levee.'),
  aCue(700, 704, 'Nobody expected it.'),
  aCue(800, 802, 'After the clip ends.'),
];
