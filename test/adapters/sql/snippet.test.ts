import { snippetParts, START_MATCH, STOP_MATCH } from '../../../src/adapters/sql/snippet';

describe('snippetParts', () => {
  const mark = (word: string) => `${START_MATCH}${word}${STOP_MATCH}`;

  it('splits a marked line into plain and matched parts', () => {
    expect(snippetParts(`The ${mark('levee')} broke`)).toEqual([
      { text: 'The ', match: false },
      { text: 'levee', match: true },
      { text: ' broke', match: false },
    ]);
  });

  it('keeps neighbouring matches apart when text separates them, joined when not', () => {
    expect(snippetParts(`${mark('levee')} ${mark('broke')}`)).toEqual([
      { text: 'levee', match: true },
      { text: ' ', match: false },
      { text: 'broke', match: true },
    ]);
    expect(snippetParts(`${mark('levee')}${mark('s')}`)).toEqual([{ text: 'levees', match: true }]);
  });

  it('reads a line without marks, or with unpaired ones, as text', () => {
    expect(snippetParts('no match here')).toEqual([{ text: 'no match here', match: false }]);
    expect(snippetParts(`a${STOP_MATCH}b${START_MATCH}c`)).toEqual([
      { text: 'ab', match: false },
      { text: 'c', match: true },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});
