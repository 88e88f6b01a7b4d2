import fc from 'fast-check';
import {
  MAX_CAPTION_CHARS,
  MAX_CUE_LINE_CHARS,
  MAX_CUES,
  parseSrt,
  parseSrtTimestamp,
  plainCueText,
} from '../../../../src/core/rules/media/captions';

describe('SRT timestamps', () => {
  it.each([
    ['00:00:01,000', 1],
    ['00:10:05,250', 605.25],
    ['01:02:03.5', 3723.5],
    ['123:00:00,000', 442800],
    ['02:03,040', 123.04],
  ])('%s is %d seconds', (text, seconds) => {
    expect(parseSrtTimestamp(text)).toBeCloseTo(seconds, 3);
  });

  it.each(['', 'abc', '00:61:00,000', '00:00:61,000', '1:2'])('%j cannot be read', (text) => {
    expect(parseSrtTimestamp(text)).toBeUndefined();
  });
});

describe('parsing a SubRip file', () => {
  it.each([
    [
      'reads numbered cues with their start, end and text',
      '1\n00:00:01,000 --> 00:00:04,500\nHello.\n\n2\n00:00:05,000 --> 00:00:06,000\nGoodbye.\n',
      [
        { start: 1, end: 4.5, text: 'Hello.' },
        { start: 5, end: 6, text: 'Goodbye.' },
      ],
    ],
    [
      'keeps every line of a multi-line cue',
      '1\n00:00:01,000 --> 00:00:02,000\nFirst line\nSecond line\n',
      [{ start: 1, end: 2, text: 'First line\nSecond line' }],
    ],
  ])('%s', (_behaviour, srt, cues) => {
    expect(parseSrt(srt)).toEqual(cues);
  });

  it('ignores a byte order mark and Windows or old Mac line ends', () => {
    const crlf =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,000\r\nOne\r\nTwo\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nThree\r\n';
    expect(parseSrt(crlf)).toEqual([
      { start: 1, end: 2, text: 'One\nTwo' },
      { start: 3, end: 4, text: 'Three' },
    ]);
    expect(parseSrt(crlf.replace(/\r\n/g, '\r'))).toEqual(parseSrt(crlf));
  });

  it('skips a cue whose timing cannot be read and keeps the others', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      'Good',
      '',
      '2',
      '00:00:xx,000 --> 00:00:04,000',
      'Bad timing',
      '',
      '3',
      '00:00:06,000 --> 00:00:05,000',
      'Ends before it starts',
      '',
      '4',
      '00:00:07,000 --> 00:00:08,000',
      '',
      '5',
      '00:00:09,000 --> 00:00:10,000',
      'Also good',
    ].join('\n');
    expect(parseSrt(srt).map((c) => c.text)).toEqual(['Good', 'Also good']);
  });

  it('reads hours past 99 and cues without numbers or the blank line between them', () => {
    const srt = '100:00:00,000 --> 100:00:01,000\nLate\n2\n100:00:02,000 --> 100:00:03,000\nLater';
    expect(parseSrt(srt)).toEqual([
      { start: 360000, end: 360001, text: 'Late' },
      { start: 360002, end: 360003, text: 'Later' },
    ]);
  });

  it('yields no cues for an empty or unrelated file', () => {
    expect(parseSrt('')).toEqual([]);
    expect(parseSrt('<html>Not found</html>')).toEqual([]);
  });

  it('gives a plain text for transcripts', () => {
    expect(plainCueText('{\\an8}<i>Hello</i> <font color="#fff">there</font>')).toBe('Hello there');
  });

  it('decodes character references into text, after the tags are gone', () => {
    expect(plainCueText('Rock &amp; roll&#8217;s <i>&lt;3</i> &#x1F600; &nope; &amp')).toBe(
      'Rock & roll’s <3 😀 &nope; &amp',
    );
    expect(plainCueText('&#xD800;&#1114112;&#0;&amp;amp;')).toBe('\ufffd\ufffd\ufffd&amp;');
  });
});

describe('a hostile caption file', () => {
  const timing = '00:00:01,000 --> 00:00:02,000\n';
  const block = (n: number) => `${n}\n${timing}Line ${n}\n\n`;

  it.each([
    ['unclosed tags', '<a'],
    ['unclosed override codes', '{\\'],
  ])('cuts an 80,000-character line of %s at 2,000 characters', (_, unit) => {
    const line = unit.repeat(40_000);
    const [cue, ...rest] = parseSrt(timing + line);
    expect(rest).toEqual([]);
    expect(cue?.text).toBe(unit.repeat(1_000));
    expect(cue?.text).toHaveLength(MAX_CUE_LINE_CHARS);
  });

  it('never cuts a line between the halves of a surrogate pair', () => {
    const line = 'a' + '😀'.repeat(1_500);
    expect(parseSrt(timing + line)[0]?.text).toBe('a' + '😀'.repeat(999));
  });

  it('reads at most 10,000 cues', () => {
    const srt = Array.from({ length: 12_000 }, (_, i) => block(i + 1)).join('');
    const cues = parseSrt(srt);
    expect(cues).toHaveLength(MAX_CUES);
    expect(cues.at(-1)?.text).toBe('Line 10000');
  });

  it('ignores what follows the first 2 MB of text', () => {
    const filler = `${' '.repeat(MAX_CAPTION_CHARS)}\n`;
    const cues = parseSrt(block(1) + filler + block(2));
    expect(cues.map((c) => c.text)).toEqual(['Line 1']);
  });

  it('strips tags from long hostile text as the tag patterns would', () => {
    expect(plainCueText('<a'.repeat(40_000))).toBe('<a'.repeat(40_000));
    expect(plainCueText('{\\'.repeat(40_000))).toBe('{\\'.repeat(40_000));
    expect(plainCueText(`${'<a'.repeat(40_000)}>kept`)).toBe('kept');
    expect(plainCueText(`${'{\\'.repeat(40_000)}}kept {\\an8`)).toBe('kept {\\an8');
  });

  it('strips tags exactly as the former patterns did, on any text', () => {
    const reference = (text: string) =>
      text
        .replace(/<[^>]*>/g, '')
        .replace(/\{\\[^}]*\}/g, '')
        .trim();
    const markup = fc.string({
      unit: fc.constantFrom('<', '>', '{', '\\', '}', 'i', 'x', ' ', '\n'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(markup, (text) => plainCueText(text) === reference(text)),
      {
        numRuns: 2_000,
      },
    );
  });
});
