import fc from 'fast-check';
import { srtToWebVtt } from '../../../src/adapters/shared/srt';
import { vttTimestamp } from '../../../src/core/rules/media/captions';

describe('SRT to WebVTT', () => {
  it.each([
    [
      'writes the WEBVTT header and turns the comma in timestamps into a dot',
      '1\n00:00:01,000 --> 00:00:04,500\nHello.\n',
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.500\nHello.\n',
    ],
    [
      'keeps multi-line cues and drops the cue numbers',
      '\uFEFF7\r\n00:01:00,000 --> 00:01:02,000\r\nOne\r\nTwo\r\n\r\n8\r\n00:01:03,000 --> 00:01:04,000\r\nThree\r\n',
      'WEBVTT\n\n00:01:00.000 --> 00:01:02.000\nOne\nTwo\n\n00:01:03.000 --> 00:01:04.000\nThree\n',
    ],
    [
      'skips a bad cue',
      '1\nnonsense --> 00:00:02,000\nLost\n\n2\n00:00:03,000 --> 00:00:04,000\nKept\n',
      'WEBVTT\n\n00:00:03.000 --> 00:00:04.000\nKept\n',
    ],
    ['is an empty but valid file when nothing can be read', '', 'WEBVTT\n'],
  ])('%s', (_behaviour, srt, vtt) => {
    expect(srtToWebVtt(srt)).toBe(vtt);
  });

  it('writes hours past 99 in full', () => {
    expect(vttTimestamp(360000.5)).toBe('100:00:00.500');
    expect(srtToWebVtt('123:00:00,000 --> 123:00:01,000\nx')).toContain(
      '123:00:00.000 --> 123:00:01.000',
    );
  });

  it('keeps italic, bold and underline, drops other tags and escapes stray markup', () => {
    const vtt = srtToWebVtt(
      '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<I>Rock</I> & <font color="red">roll</font> <3 -->\n',
    );
    expect(vtt).toContain('\n<i>Rock</i> &amp; roll &lt;3 --&gt;\n');
  });

  it('reads character references as the characters they name, written once', () => {
    const vtt = srtToWebVtt(
      '1\n00:00:01,000 --> 00:00:02,000\nRock &amp; roll&#8217;s &#x2014; &lt;i&gt;3 &bogus; &#0; &\n',
    );
    expect(vtt).toContain('\nRock &amp; roll’s — &lt;i&gt;3 &amp;bogus; \ufffd &amp;\n');
  });
});

describe('SRT to WebVTT on hostile lines', () => {
  const timing = '00:00:01,000 --> 00:00:02,000\n';
  const payload = (vtt: string) => vtt.split('\n').slice(3, -1).join('\n');

  it('escapes an 80,000-character line of unclosed tags, cut at 2,000 characters', () => {
    expect(payload(srtToWebVtt(timing + '<a'.repeat(40_000)))).toBe('&lt;a'.repeat(1_000));
  });

  it('keeps an 80,000-character line of unclosed override codes, cut at 2,000 characters', () => {
    expect(payload(srtToWebVtt(timing + '{\\'.repeat(40_000)))).toBe('{\\'.repeat(1_000));
  });

  it('drops a tag closed past the cut as unclosed', () => {
    const vtt = srtToWebVtt(`${timing}<b${'x'.repeat(3_000)}>`);
    expect(payload(vtt)).toBe(`&lt;b${'x'.repeat(1_998)}`);
  });

  it('converts a line exactly as the former patterns did, on any text', () => {
    const kept = new Set(['i', 'b', 'u']);
    const reference = (line: string) =>
      line
        .replace(/\{\\[^}]*\}/g, '')
        .replace(/<(\/?)([a-z]+)[^>]*>|[&<>]/gi, (match, slash: string, tag?: string) => {
          if (tag) return kept.has(tag.toLowerCase()) ? `<${slash}${tag.toLowerCase()}>` : '';
          return match === '&' ? '&amp;' : match === '<' ? '&lt;' : '&gt;';
        })
        .trim();
    const line = fc.string({
      unit: fc.constantFrom('<', '>', '/', '{', '\\', '}', '&', 'i', 'B', 'font', ' '),
      maxLength: 30,
    });
    fc.assert(
      fc.property(line, (text) => {
        const expected = text.trim() ? reference(text.trim()) : '';
        return payload(srtToWebVtt(timing + text)) === expected;
      }),
      { numRuns: 2_000 },
    );
  });
});
