import {
  MAX_MARKS_PER_MOMENT,
  MAX_MOMENT_CHARS,
  type IndexedMoment,
  type SnippetPart,
} from '../../../../src/core/entities/SpokenWords';
import { boundedMoment } from '../../../../src/core/rules/spoken/boundedMoment';

/** A moment of `line`, each `word` in it marked, as the engine marks it. */
function moment(line: string, word: string): IndexedMoment {
  const snippet: SnippetPart[] = [];
  line.split(new RegExp(`(${word})`)).forEach((text, i) => {
    if (text) snippet.push({ text, match: i % 2 === 1 });
  });
  return { offset: 1, end: 2, text: line, snippet };
}

const joined = (m: IndexedMoment) => m.snippet.map((part) => part.text).join('');
const marked = (m: IndexedMoment) => m.snippet.filter((part) => part.match).map((p) => p.text);

describe('boundedMoment', () => {
  it('leaves a short line with few matches as it is', () => {
    const short = moment('The levee held, the levee.', 'levee');
    expect(boundedMoment(short)).toEqual(short);
  });

  it('shows a long line around its first match, cut between words, with ellipses', () => {
    const before = Array.from({ length: 200 }, (_, i) => `before${i}`).join(' ');
    const after = Array.from({ length: 200 }, (_, i) => `after${i}`).join(' ');
    const long = moment(`${before} the levee broke ${after}`, 'levee');
    const shown = boundedMoment(long);
    expect(shown.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
    expect(shown.text).toBe(joined(shown));
    expect(shown.text).toMatch(/^…before\d+ .* the levee broke after0 .* after\d+…$/);
    expect(marked(shown)).toEqual(['levee']);
    expect(shown).toMatchObject({ offset: 1, end: 2 });
  });

  it('starts at the line’s start when the match is near it', () => {
    const shown = boundedMoment(moment(`levee ${'word '.repeat(200)}`, 'levee'));
    expect(shown.text.startsWith('levee word')).toBe(true);
    expect(shown.text.endsWith('…')).toBe(true);
  });

  it('marks at most MAX_MARKS_PER_MOMENT words, short line or long', () => {
    const many = moment('levee '.repeat(20).trim(), 'levee');
    const shown = boundedMoment(many);
    expect(marked(shown)).toHaveLength(MAX_MARKS_PER_MOMENT);
    expect(joined(shown)).toBe(many.text);
    expect(marked(boundedMoment(moment('levee '.repeat(2000), 'levee')))).toHaveLength(
      MAX_MARKS_PER_MOMENT,
    );
  });

  it('never cuts a character in half, and cuts a line of one long word too', () => {
    const emoji = moment(`${'😀'.repeat(400)}levee${'😀'.repeat(400)}`, 'levee');
    const shown = boundedMoment(emoji);
    expect(shown.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
    expect(shown.text).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
    expect(marked(shown)).toEqual(['levee']);
    const nothingMarked = boundedMoment(moment('x'.repeat(5000), 'levee'));
    expect(nothingMarked.text).toMatch(/^x+…$/);
    expect(nothingMarked.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
  });
});
