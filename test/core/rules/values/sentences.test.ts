import {
  endsSentence,
  firstSentenceEnd,
  lastSentenceStart,
  sentenceEnds,
} from '../../../../src/core/rules/values/sentences';
import { itMaps } from '../../../support/tables';

describe('sentences of spoken text', () => {
  itMaps(endsSentence, '%p ends a sentence: %p', [
    ['The levee broke.', true],
    ['Did it hold?', true],
    ['It broke!', true],
    ['He said, “It broke.”', true],
    ['(It held.)', true],
    ['And then…', true],
    ['The levee broke.   ', true],
    ['lost their homes when the levee below New', false],
    ['Orleans, La', false],
    ['We met Mr.', false],
    ['down on St.', false],
    ['the work of J.', false],
    ['and so did I.', true],
    ['3.5 feet', false],
    ['', false],
  ]);

  it('finds each end inside a text, not after a title or an initial', () => {
    const text = 'Gov. Long spoke. J. B. Smith agreed? Yes! Then';
    expect(sentenceEnds(text).map((end) => text.slice(0, end))).toEqual([
      'Gov. Long spoke.',
      'Gov. Long spoke. J. B. Smith agreed?',
      'Gov. Long spoke. J. B. Smith agreed? Yes!',
    ]);
  });

  it('finds where the last sentence begun in a text starts, and the first end', () => {
    expect(lastSentenceStart('the river. Many people lost their')).toBe(11);
    expect(lastSentenceStart('many people lost their')).toBe(-1);
    // One that ends there begins none.
    expect(lastSentenceStart('the river.')).toBe(-1);
    expect(firstSentenceEnd('Orleans broke. Then we')).toBe(14);
    expect(firstSentenceEnd('Orleans broke')).toBe(-1);
  });
});
