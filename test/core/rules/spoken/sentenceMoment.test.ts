import { MAX_MARKS_PER_MOMENT, MAX_MOMENT_CHARS } from '../../../../src/core/entities/SpokenWords';
import { SENTENCE_REACH, sentenceMoment } from '../../../../src/core/rules/spoken/sentenceMoment';
import { aMarkedLine, snippetJoined, snippetMarks } from '../../../support/spokenWords';

/** A matching line 12 s to 15 s into the video. */
const line = (text: string, word: string) => aMarkedLine(text, word, { offset: 12, end: 15 });

describe('sentenceMoment', () => {
  it('makes the sentence whole from the lines before and after, marking the line alone', () => {
    const shown = sentenceMoment(
      line('lost their homes when the levee below New', 'levee'),
      ['It rained for a week.', 'In April, the river rose. Thousands', 'of families'],
      ['Orleans broke. The water came fast.', 'Nobody was ready.'],
    );
    expect(shown.text).toBe(
      'Thousands of families lost their homes when the levee below New Orleans broke.',
    );
    expect(snippetJoined(shown)).toBe(shown.text);
    expect(snippetMarks(shown)).toEqual(['levee']);
    expect(shown).toMatchObject({ offset: 12, end: 15 });
  });

  it('leaves a line that is one whole sentence as it is', () => {
    const whole = line('The levee broke at Mounds Landing.', 'levee');
    expect(sentenceMoment(whole, ['It rained.'], ['The water came.'])).toEqual(whole);
    expect(sentenceMoment(whole, [], [])).toEqual(whole);
  });

  it('borrows nothing at the start or the end of the video, and shows no ellipsis there', () => {
    const shown = sentenceMoment(line('the levee below New', 'levee'), [], []);
    expect(shown.text).toBe('the levee below New');
  });

  it(`borrows at most ${SENTENCE_REACH} lines a side, with an ellipsis where the text goes on`, () => {
    const before = ['one', 'two', 'three', 'four'];
    const after = ['five', 'six', 'seven'];
    const shown = sentenceMoment(line('the levee', 'levee'), before, after);
    expect(shown.text).toBe('…three four the levee five six…');
    expect(snippetJoined(shown)).toBe(shown.text);
    expect(snippetMarks(shown)).toEqual(['levee']);
  });

  it('shows no ellipsis where the lines borrowed reach a sentence’s start exactly', () => {
    const shown = sentenceMoment(
      line('the levee', 'levee'),
      ['It rained.', 'three', 'four'],
      ['five', 'six.', 'Then more.'],
    );
    expect(shown.text).toBe('three four the levee five six.');
  });

  it('keeps the bounds: the part around the match, an ellipsis where cut, few marks', () => {
    const long = (name: string) => Array.from({ length: 60 }, (_, i) => `${name}${i}`).join(' ');
    const shown = sentenceMoment(
      line(`and the levee ${'levee '.repeat(10)}below`, 'levee'),
      [long('before'), long('earlier')],
      [long('after'), long('later')],
    );
    expect(shown.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
    expect(shown.text).toMatch(/^….* and the levee .*…$/);
    expect(snippetJoined(shown)).toBe(shown.text);
    expect(snippetMarks(shown)).toHaveLength(MAX_MARKS_PER_MOMENT);
  });

  it('shows the line itself when long neighbours hold nothing marked', () => {
    const shown = sentenceMoment(
      { offset: 1, end: 2, text: 'the river', snippet: [{ text: 'the river', match: false }] },
      ['x'.repeat(2000)],
      ['y'.repeat(2000)],
    );
    expect(shown.text.length).toBeLessThanOrEqual(MAX_MOMENT_CHARS);
    expect(shown.text).toContain('the river');
  });
});
