import {
  momentClock,
  momentKeyword,
  momentLink,
  snippetText,
} from '../../../../src/core/rules/spoken/moments';
import { aMoment, snippetOf } from '../../../support/spokenWords';

describe('a moment of the spoken-word results', () => {
  it('reads its snippet as plain text', () => {
    expect(snippetText(snippetOf('the [levee] <b>broke</b>'))).toBe('the levee <b>broke</b>');
  });

  it('carries the words the engine marked, so the transcript marks that very line', () => {
    // Stemming matched "levees" for the query "levee".
    expect(momentKeyword(aMoment(3, 'the [levees] held'), 'levee')).toBe('levees');
  });

  it('names each marked word once, without the punctuation around it', () => {
    const moment = aMoment(3, '[Levee] board, the [levee,] [board]');
    expect(momentKeyword(moment, '"levee board"')).toBe('Levee board');
  });

  it("falls back to the query's text when nothing is marked", () => {
    expect(momentKeyword(aMoment(3, 'nothing marked'), ' flood ')).toBe('flood');
  });

  it('links the video page at the whole second the line starts, with its keyword', () => {
    expect(momentLink('LPB-CL-1', aMoment(83.9, 'the [levee] broke'), 'levee')).toBe(
      '/video_v2/asset-detail/LPB-CL-1?keyword=levee&t=83',
    );
  });

  it('shows its time as the transcript does', () => {
    expect(momentClock(aMoment(83.9, 'x'))).toBe('1:23');
    expect(momentClock(aMoment(3723, 'x'))).toBe('1:02:03');
  });
});
