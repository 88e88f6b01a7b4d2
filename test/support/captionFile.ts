import { vttTimestamp } from '../../src/core/rules/media/captions';

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

/** A word of letters for `n`, different for every `n`: 'ba', 'ca', ... */
function nthWord(n: number): string {
  let word = '';
  let rest = n;
  do {
    word += String.fromCharCode(98 + (rest % 24));
    rest = Math.floor(rest / 24);
  } while (rest > 0);
  return `${word}q`;
}

/**
 * A SubRip file of `cues` cues of about `chars` characters each, made of words no other cue
 * says (the largest word index text can give), with `word` said `times` times in each cue,
 * one a second.
 * 500 cues of 2,000 characters is a 1.0 MB file; 2,000 of them a 4 MB one.
 */
export function longCuesSrt(
  cues: number,
  chars: number,
  { word = '', times = 0 }: { word?: string; times?: number } = {},
): string {
  let next = 0;
  const blocks: string[] = [];
  for (let i = 0; i < cues; i += 1) {
    const made: string[] = [];
    let length = times * (word.length + 1);
    while (length < chars) {
      const one = nthWord(next++);
      made.push(one);
      length += one.length + 1;
    }
    // The word spread through the cue: at its start, its end and between.
    const words: string[] = [];
    const gap = made.length / Math.max(1, times - 1);
    const say = () => words.push(word);
    made.forEach((one, at) => {
      while (words.length - at < times && at >= (words.length - at) * gap) say();
      words.push(one);
    });
    while (words.length - made.length < times) say();
    const timing = `${vttTimestamp(i, ',')} --> ${vttTimestamp(i + 0.9, ',')}`;
    blocks.push(`${i + 1}\r\n${timing}\r\n${words.join(' ')}\r\n`);
  }
  return blocks.join('\r\n');
}
