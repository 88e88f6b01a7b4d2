import { MAX_MARKS_PER_MOMENT, MAX_MOMENT_CHARS } from '../../../../src/core/entities/SpokenWords';
import { boundedMoment } from '../../../../src/core/rules/spoken/boundedMoment';
import { aMarkedLine, snippetJoined, snippetMarks } from '../../../support/spokenWords';

describe('boundedMoment', () => {
  it('leaves a short line with few matches as it is', () => {
    const short = aMarkedLine('The levee held, the levee.', 'levee');
    expect(boundedMoment(short)).toEqual(short);
  });

  it('shows a long line around its first match, cut between words, with ellipses', () => {
    const before = Array.from({ length: 200 }, (_, i) => `before${i}`).join(' ');
    const after = Array.from({ length: 200 }, (_, i) => `after${i}`).join(' ');
    const long = aMarkedLine(`${before} the levee broke ${after}`, 'levee');
    const shown = boundedMoment(long);
    expect(shown.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
    expect(shown.text).toBe(snippetJoined(shown));
    expect(shown.text).toMatch(/^…before\d+ .* the levee broke after0 .* after\d+…$/);
    expect(snippetMarks(shown)).toEqual(['levee']);
    expect(shown).toMatchObject({ offset: 1, end: 2 });
  });

  it('starts at the line’s start when the match is near it', () => {
    const shown = boundedMoment(aMarkedLine(`levee ${'word '.repeat(200)}`, 'levee'));
    expect(shown.text.startsWith('levee word')).toBe(true);
    expect(shown.text.endsWith('…')).toBe(true);
  });

  it('marks at most MAX_MARKS_PER_MOMENT words, short line or long', () => {
    const many = aMarkedLine('levee '.repeat(20).trim(), 'levee');
    const shown = boundedMoment(many);
    expect(snippetMarks(shown)).toHaveLength(MAX_MARKS_PER_MOMENT);
    expect(snippetJoined(shown)).toBe(many.text);
    expect(snippetMarks(boundedMoment(aMarkedLine('levee '.repeat(2000), 'levee')))).toHaveLength(
      MAX_MARKS_PER_MOMENT,
    );
  });

  it('never cuts a character in half, and cuts a line of one long word too', () => {
    const emoji = aMarkedLine(`${'😀'.repeat(400)}levee${'😀'.repeat(400)}`, 'levee');
    const shown = boundedMoment(emoji);
    expect(shown.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
    expect(shown.text).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
    expect(snippetMarks(shown)).toEqual(['levee']);
    const nothingMarked = boundedMoment(aMarkedLine('x'.repeat(5000), 'levee'));
    expect(nothingMarked.text).toMatch(/^x+…$/);
    expect(nothingMarked.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
  });
});
