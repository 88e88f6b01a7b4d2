/** A SubRip file of two cues ten minutes into the reel, as a clip's caption file holds them. */
export const TWO_CUES_SRT = [
  '1',
  '00:10:06,000 --> 00:10:08,500',
  'The governor <i>speaks</i>.',
  '',
  '2',
  '00:10:09,000 --> 00:10:11,000',
  'Applause.',
  '',
].join('\r\n');

/** A SubRip file of one cue ten minutes into the reel. */
export const ONE_CUE_SRT = '1\r\n00:10:06,000 --> 00:10:08,500\r\nThe governor speaks.\r\n';
