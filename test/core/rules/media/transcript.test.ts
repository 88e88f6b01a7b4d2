import fc from 'fast-check';
import { plainCueText, type Cue } from '../../../../src/core/rules/media/captions';
import {
  activeLineIndex,
  highlightParts,
  lineSeconds,
  matchAt,
  matchingLines,
  matchLabel,
  searchWords,
  timelinePosition,
  STRUCTURED_TRANSCRIPT_CHARS,
  transcriptExcerpt,
  transcriptFileName,
  transcriptLines,
  type TranscriptLine,
} from '../../../../src/core/rules/media/transcript';
import {
  transcriptParagraphs,
  transcriptText,
  LONG_PAUSE_SECONDS,
  MAX_PARAGRAPH_CHARS,
  PARAGRAPH_PAUSE_SECONDS,
  PARAGRAPH_SENTENCES,
} from '../../../../src/core/rules/media/transcriptText';
import { itMaps } from '../../../support/tables';

const cue = (start: number, end: number, text: string): Cue => ({ start, end, text });

/** A clip from 10 s to 20 s of its file. */
const clip = { start: 10, end: 20 };

describe('the lines of a transcript', () => {
  it('keeps only the cues inside the clip, timed from its start', () => {
    const lines = transcriptLines(
      [
        cue(2, 5, 'Before the clip.'),
        cue(11, 13, 'First words.'),
        cue(14.5, 17, 'Second line'),
        cue(21, 23, 'After the clip.'),
      ],
      clip,
    );
    expect(lines).toEqual([
      { index: 0, start: 11, end: 13, offset: 1, text: 'First words.' },
      { index: 1, start: 14.5, end: 17, offset: 4.5, text: 'Second line' },
    ]);
  });

  it('counts a cue under way at the clip start from the start, and keeps one running past the end', () => {
    const lines = transcriptLines([cue(8, 11, 'Already speaking'), cue(19, 22, 'Last')], clip);
    expect(lines.map((l) => [l.start, l.offset, l.text])).toEqual([
      [10, 0, 'Already speaking'],
      [19, 9, 'Last'],
    ]);
  });

  it('leaves out cues that only touch the clip edges', () => {
    expect(
      transcriptLines([cue(5, 10, 'ends at start'), cue(20, 25, 'starts at end')], clip),
    ).toEqual([]);
  });

  it('keeps every cue after the start when the clip has no known end', () => {
    const lines = transcriptLines([cue(5, 6, 'early'), cue(500, 501, 'late')], {
      start: 0,
      end: undefined,
    });
    expect(lines.map((l) => l.text)).toEqual(['early', 'late']);
  });

  it('puts cues in time order, joins their lines and drops markup and empty cues', () => {
    const lines = transcriptLines(
      [
        cue(15, 16, '<i>Later</i>'),
        cue(11, 12, '{\\an8}Earlier\nsecond line'),
        cue(12, 13, '<font color="red"></font>'),
      ],
      clip,
    );
    expect(lines.map((l) => [l.index, l.text])).toEqual([
      [0, 'Earlier second line'],
      [1, 'Later'],
    ]);
  });
});

function linesAt(times: [number, number][]): TranscriptLine[] {
  return times.map(([start, end], index) => ({
    index,
    start,
    end,
    offset: start,
    text: `${index}`,
  }));
}

describe('the line being spoken', () => {
  const lines = linesAt([
    [1, 3],
    [3, 5],
    [6, 8],
  ]);

  it.each([
    [0, -1],
    [1, 0],
    [2.9, 0],
    [3, 1],
    [5.5, -1],
    [6, 2],
    [7.99, 2],
    [8, -1],
    [100, -1],
  ])('at %p s is line %p', (time, index) => {
    expect(activeLineIndex(lines, time)).toBe(index);
  });

  it('is none in an empty transcript', () => {
    expect(activeLineIndex([], 3)).toBe(-1);
  });

  it('is found in a programme of thousands of lines', () => {
    const long = linesAt(Array.from({ length: 5000 }, (_, i) => [i * 2, i * 2 + 1.5]));
    expect(activeLineIndex(long, 4321)).toBe(2160);
    expect(activeLineIndex(long, 4321.7)).toBe(-1);
  });
});

describe('searching a transcript', () => {
  const lines: TranscriptLine[] = [
    'The levee broke at dawn.',
    'Boats came for the families.',
    'Louisiana’s governor flew over the levee.',
    'Nobody expected it.',
  ].map((text, index) => ({ index, start: index, end: index + 1, offset: index, text }));

  it.each([
    ['levee', [0, 2]],
    ['LEVEE', [0, 2]],
    ['  the ', [0, 1, 2]],
    ["Louisiana's", [2]],
    ['flood', []],
    ['', []],
    ['   ', []],
  ])('%p is found in lines %p', (query, found) => {
    expect(matchingLines(lines, query)).toEqual(found);
  });

  it.each([
    ['levee broke', [0]],
    ['broke levee', [0]],
    ['levee nobody', []],
    ['"levee,"', [0, 2]],
    ['LOUISIANA’S', [2]],
    ['lev', [0, 2]],
    ['vee', []],
  ])('the words of %p, each at the start of a word, are all in lines %p', (query, found) => {
    expect(matchingLines(lines, query)).toEqual(found);
  });

  it('ignores accents both ways', () => {
    const accented: TranscriptLine[] = [
      'A jazz funeral in Tremé.',
      'The Cafe du Monde opened.',
    ].map((text, index) => ({ index, start: index, end: index + 1, offset: index, text }));
    expect(matchingLines(accented, 'treme')).toEqual([0]);
    expect(matchingLines(accented, 'Café')).toEqual([1]);
    expect(highlightParts('Tremé and TREME', 'tremé').map((p) => [p.text, p.match])).toEqual([
      ['Tremé', true],
      [' and ', false],
      ['TREME', true],
    ]);
  });

  it('keeps an accent written as a separate mark inside the highlight', () => {
    const decomposed = 'Treme\u0301 jazz';
    expect(highlightParts(decomposed, 'treme').map((p) => [p.text, p.match])).toEqual([
      ['Treme\u0301', true],
      [' jazz', false],
    ]);
  });

  itMaps(searchWords, '%p is searched as the words %p', [
    ['  Levee  BROKE ', ['levee', 'broke']],
    ['"Huey Long"', ['huey', 'long']],
    ['levee levee', ['levee']],
    ['--', ['--']],
    ['', []],
  ]);

  it.each([
    [
      'The levee broke',
      'the broke',
      [
        ['The', true],
        [' levee ', false],
        ['broke', true],
      ],
    ],
    [
      'Floodwater flooded the floor',
      'flood',
      [
        ['Flood', true],
        ['water ', false],
        ['flood', true],
        ['ed the floor', false],
      ],
    ],
    [
      'The levee broke',
      'levee',
      [
        ['The ', false],
        ['levee', true],
        [' broke', false],
      ],
    ],
    [
      'Levee and levee',
      'levee',
      [
        ['Levee', true],
        [' and ', false],
        ['levee', true],
      ],
    ],
    ['no match', 'xyz', [['no match', false]]],
    ['anything', '', [['anything', false]]],
    [
      'Louisiana’s governor',
      "louisiana's",
      [
        ['Louisiana’s', true],
        [' governor', false],
      ],
    ],
  ])('%p with %p is cut into %p', (text, query, parts) => {
    expect(highlightParts(text, query).map((p) => [p.text, p.match])).toEqual(parts);
  });

  it.each([
    [0, 3, 'levee', '1 of 3'],
    [2, 3, 'levee', '3 of 3'],
    [0, 0, 'levee', 'No matches'],
    [0, 0, '', ''],
    [0, 0, '  ', ''],
  ])('match %p of %p for %p reads %p', (position, count, query, label) => {
    expect(matchLabel(position, count, query)).toBe(label);
  });
});

describe('the current match of a page opened at a time', () => {
  const lines = linesAt([
    [0.4, 2],
    [10, 12],
    [12.4, 14],
    [20, 22],
  ]);
  const matches = [0, 1, 2];

  it.each([
    [undefined, 0],
    [0, 0],
    [5, 1],
    [10, 1],
    [10.9, 1],
    [12, 2],
    [13, 2],
    [30, 2],
  ])('at %p s is match %p', (offset, position) => {
    expect(matchAt(lines, matches, offset)).toBe(position);
  });

  it('is the first when nothing matches', () => {
    expect(matchAt(lines, [], 12)).toBe(0);
  });

  it('links a line at its whole second, so the link starts at or just before it', () => {
    expect([0.4, 10, 12.99].map((offset) => lineSeconds({ offset }))).toEqual([0, 10, 12]);
  });
});

/** Lines of a clip from its start, each `[start, end, text]` in seconds. */
function timed(...cues: [number, number, string][]): TranscriptLine[] {
  return cues.map(([start, end, text], index) => ({ index, start, end, offset: start, text }));
}

const texts = (lines: TranscriptLine[]) =>
  transcriptParagraphs(lines).map((paragraph) => [paragraph.offset, paragraph.text]);

describe('the transcript in sentences and paragraphs', () => {
  it('joins the fragments of a sentence into one text, timed by its first line', () => {
    expect(
      texts(
        timed(
          [1, 3, 'Thousands of families lost'],
          [3, 5, 'their homes when the levee below New'],
          [5, 7, 'Orleans broke. The water came fast.'],
        ),
      ),
    ).toEqual([
      [
        1,
        'Thousands of families lost their homes when the levee below New Orleans broke. The water came fast.',
      ],
    ]);
  });

  it('starts a paragraph after a pause that ends a sentence, not after one inside it', () => {
    expect(
      texts(
        timed(
          [0, 2, 'The levee broke.'],
          [2 + PARAGRAPH_PAUSE_SECONDS, 6, 'We left that night'],
          [6 + PARAGRAPH_PAUSE_SECONDS, 10, 'for Baton Rouge.'],
        ),
      ),
    ).toEqual([
      [0, 'The levee broke.'],
      [2 + PARAGRAPH_PAUSE_SECONDS, 'We left that night for Baton Rouge.'],
    ]);
  });

  it('starts one after a long pause anywhere, and where a new speaker is marked', () => {
    expect(
      texts(
        timed(
          [0, 2, 'We left that night'],
          [2 + LONG_PAUSE_SECONDS, 9, 'for Baton Rouge.'],
          [9, 11, '>> REPORTER: And the levee?'],
          [11, 13, '- It held.'],
        ),
      ),
    ).toEqual([
      [0, 'We left that night'],
      [2 + LONG_PAUSE_SECONDS, 'for Baton Rouge.'],
      [9, '>> REPORTER: And the levee?'],
      [11, '- It held.'],
    ]);
  });

  it(`holds ${PARAGRAPH_SENTENCES} sentences at most before the next sentence`, () => {
    const lines = timed(
      ...Array.from({ length: 12 }, (_, i): [number, number, string] => [i, i + 1, `Line ${i}.`]),
    );
    expect(transcriptParagraphs(lines).map((paragraph) => paragraph.text)).toEqual([
      'Line 0. Line 1. Line 2. Line 3. Line 4.',
      'Line 5. Line 6. Line 7. Line 8. Line 9.',
      'Line 10. Line 11.',
    ]);
  });

  it('ends a paragraph of text without punctuation at twice the longest one', () => {
    const line = 'and the water came '.repeat(10).trim();
    const lines = timed(
      ...Array.from({ length: 40 }, (_, i): [number, number, string] => [i, i + 1, line]),
    );
    const paragraphs = transcriptParagraphs(lines);
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const paragraph of paragraphs) {
      expect(paragraph.text.length).toBeLessThanOrEqual(2 * MAX_PARAGRAPH_CHARS + line.length + 1);
    }
    expect(paragraphs.map((paragraph) => paragraph.text).join(' ')).toBe(
      lines.map((l) => l.text).join(' '),
    );
  });

  it('has no paragraph for no lines', () => {
    expect(transcriptParagraphs([])).toEqual([]);
  });
});

describe('the transcript as a text file', () => {
  // Was one timed line a cue; the file joins them into sentences and paragraphs.
  it('names the video and its page, then its paragraphs with their times in the clip', () => {
    const lines: TranscriptLine[] = [
      { index: 0, start: 11, end: 13, offset: 1, text: 'First words.' },
      { index: 1, start: 85, end: 87, offset: 75, text: 'Later on.' },
    ];
    expect(
      transcriptText(lines, { title: 'The 1927 Flood', url: 'https://ldma.example/v/1' }),
    ).toBe(
      [
        'The 1927 Flood',
        'Transcript from the Louisiana Digital Media Archive',
        'https://ldma.example/v/1',
        '',
        '[0:01] First words.',
        '',
        '[1:15] Later on.',
        '',
      ].join('\n'),
    );
  });

  it('names the caption files with their own extension', () => {
    expect(transcriptFileName('The 1927 Flood', 'vtt')).toBe('the-1927-flood-transcript.vtt');
    expect(transcriptFileName('', 'srt')).toBe('video-transcript.srt');
  });

  itMaps(transcriptFileName, '%p downloads as %p', [
    ['Governor McKeithen on the Superdome', 'governor-mckeithen-on-the-superdome-transcript.txt'],
    ['Café Créole & “Jazz”!', 'cafe-creole-jazz-transcript.txt'],
    ['', 'video-transcript.txt'],
    ['???', 'video-transcript.txt'],
  ]);
});

describe('a line on the timeline strip', () => {
  const line = (offset: number): TranscriptLine => ({
    index: 0,
    start: 0,
    end: 1,
    offset,
    text: '',
  });

  it.each([
    [0, 100, 0],
    [50, 100, 0.5],
    [100, 100, 1],
    [150, 100, 1],
    [10, 0, 0],
  ])('at %p s of %p s sits at %p', (offset, length, position) => {
    expect(timelinePosition(line(offset), length)).toBe(position);
  });
});

describe('the lines of a transcript from hostile cues', () => {
  it('joins the lines of an 80,000-character cue with single spaces', () => {
    const spaces = ' '.repeat(80_000);
    const [line] = transcriptLines([cue(11, 12, `a${spaces}\n${spaces}\n${spaces}b`)], clip);
    expect(line?.text).toBe('a b');
    expect(transcriptLines([cue(11, 12, `a${spaces}b`)], clip)[0]?.text).toBe(`a${spaces}b`);
  });

  it('joins lines exactly as the former pattern did, on any text', () => {
    const text = fc.string({ unit: fc.constantFrom(' ', '\n', '\t', 'a', '<i>', '</i>') });
    fc.assert(
      fc.property(text, (raw) => {
        const expected = plainCueText(raw).replace(/\s*\n\s*/g, ' ');
        const [line] = transcriptLines([cue(11, 12, raw)], clip);
        return (line?.text ?? '') === expected;
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the transcript in structured data', () => {
  const lines = (texts: string[]): TranscriptLine[] =>
    texts.map((text, index) => ({ index, start: index, end: index + 1, offset: index, text }));

  it('is the whole transcript, one line each, when it is short', () => {
    expect(transcriptExcerpt(lines(['One.', 'Two.']))).toBe('One.\nTwo.');
    expect(transcriptExcerpt([])).toBe('');
  });

  it('keeps whole lines up to the limit', () => {
    expect(transcriptExcerpt(lines(['aaaa', 'bbbb', 'cccc']), 9)).toBe('aaaa\nbbbb');
    expect(transcriptExcerpt(lines(['aaaa', 'bbbb', 'cccc']), 8)).toBe('aaaa');
  });

  it('cuts a first line longer than the limit', () => {
    expect(transcriptExcerpt(lines(['a'.repeat(20), 'b']), 8)).toBe('a'.repeat(8));
  });

  it('is never longer than 5,000 characters by default', () => {
    expect(STRUCTURED_TRANSCRIPT_CHARS).toBe(5_000);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 400 }), { maxLength: 200 }), (texts) => {
        const excerpt = transcriptExcerpt(lines(texts));
        const whole = texts.join('\n');
        return (
          excerpt.length <= 5_000 &&
          whole.startsWith(excerpt) &&
          (whole.length > 5_000 || excerpt === whole)
        );
      }),
    );
  });
});
