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
