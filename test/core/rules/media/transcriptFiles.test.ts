import { parseSrt } from '../../../../src/core/rules/media/captions';
import { transcriptLines } from '../../../../src/core/rules/media/transcript';
import { transcriptSrt, transcriptVtt } from '../../../../src/core/rules/media/transcriptFiles';
import { CLIP, CLIP_CUES } from '../../../support/clipCues';
import { aCue } from '../../../support/scriptedPlayer';

/**
 * The clip's cues, and three a caption file must handle: one under way at the clip start,
 * one over two lines with characters WebVTT escapes, one the clip's end cuts.
 */
const cues = [
  ...CLIP_CUES,
  aCue(603, 607.25, 'Already speaking'),
  aCue(720, 724, 'Levees & locks\n<b>held</b> > 1927'),
  aCue(765, 770, 'Cut at the end'),
];
const lines = transcriptLines(cues, CLIP);

describe('the transcript as WebVTT captions of the clip', () => {
  it('times each line from the clip start, cuts the last at its end and drops the rest', () => {
    expect(transcriptVtt(lines, CLIP)).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:02.250',
        'Already speaking',
        '',
        '00:00:01.000 --> 00:00:04.000',
        'The levee broke at dawn.',
        '',
        '00:00:07.000 --> 00:00:11.000',
        'Boats came for the families.',
        '',
        '00:00:45.000 --> 00:00:50.000',
        'The governor flew over the levee.',
        '',
        '00:01:35.000 --> 00:01:39.000',
        'Nobody expected it.',
        '',
        '00:01:55.000 --> 00:01:59.000',
        'Levees &amp; locks held &gt; 1927',
        '',
        '00:02:40.000 --> 00:02:41.000',
        'Cut at the end',
        '',
      ].join('\n'),
    );
  });

  it('is a header alone without lines', () => {
    expect(transcriptVtt([], CLIP)).toBe('WEBVTT\n');
  });

  it('keeps every line after the start when the clip has no end', () => {
    const open = { start: 605, end: undefined };
    const vtt = transcriptVtt(transcriptLines(cues, open), open);
    expect(vtt).toContain('00:03:15.000 --> 00:03:17.000\nAfter the clip ends.');
  });

  it('writes hours past 99', () => {
    const long = transcriptLines([aCue(360_000, 360_001.5, 'Much later')], {
      start: 0,
      end: undefined,
    });
    expect(transcriptVtt(long, { start: 0, end: undefined })).toContain(
      '100:00:00.000 --> 100:00:01.500',
    );
  });
});

describe('the transcript as SubRip captions of the clip', () => {
  it('numbers the cues and times them from the clip start', () => {
    expect(transcriptSrt(lines, CLIP)).toBe(
      [
        '1',
        '00:00:00,000 --> 00:00:02,250',
        'Already speaking',
        '',
        '2',
        '00:00:01,000 --> 00:00:04,000',
        'The levee broke at dawn.',
        '',
        '3',
        '00:00:07,000 --> 00:00:11,000',
        'Boats came for the families.',
        '',
        '4',
        '00:00:45,000 --> 00:00:50,000',
        'The governor flew over the levee.',
        '',
        '5',
        '00:01:35,000 --> 00:01:39,000',
        'Nobody expected it.',
        '',
        '6',
        '00:01:55,000 --> 00:01:59,000',
        'Levees & locks held > 1927',
        '',
        '7',
        '00:02:40,000 --> 00:02:41,000',
        'Cut at the end',
        '',
      ].join('\n'),
    );
  });

  it('reads back as the same lines, timed from zero', () => {
    const again = transcriptLines(parseSrt(transcriptSrt(lines, CLIP)), { start: 0, end: 161 });
    expect(again.map((l) => [l.offset, l.text])).toEqual(lines.map((l) => [l.offset, l.text]));
  });

  it('is empty without lines', () => {
    expect(transcriptSrt([], CLIP)).toBe('');
  });
});
