import { MAX_SPOKEN_QUERY_CHARS } from '../../../src/core/entities/SpokenWords';
import { plainText, spokenQueryText } from '../../../src/adapters/shared/plainText';
import { START_MATCH, STOP_MATCH } from '../../../src/adapters/sql/snippet';

describe('plainText', () => {
  it('reads control characters as spaces and drops bidi and zero-width ones', () => {
    expect(plainText('The\tlevee\r\nbroke')).toBe('The levee broke');
    expect(plainText('\u202Elev\u200Bee\u202C \u2066held\u2069\u200F')).toBe('levee held');
    expect(plainText(`a${START_MATCH}b${STOP_MATCH}c\u0000`)).toBe('a b c');
  });

  it('drops lone surrogates and keeps whole characters', () => {
    expect(plainText('\uD800levee \u{1F30A}')).toBe('levee \u{1F30A}');
  });

  it('answers nothing for nothing but invisible characters', () => {
    expect(plainText('\u0000 \u202E\u200B ')).toBe('');
  });
});

describe('spokenQueryText', () => {
  it(`cuts a query to ${MAX_SPOKEN_QUERY_CHARS} characters, never inside a character`, () => {
    expect(spokenQueryText('a'.repeat(10_000))).toHaveLength(MAX_SPOKEN_QUERY_CHARS);
    const waves = spokenQueryText('\u{1F30A}'.repeat(300));
    expect(Array.from(waves)).toHaveLength(MAX_SPOKEN_QUERY_CHARS);
    expect(waves).not.toMatch(/\p{Cs}/u);
  });

  it('keeps the query syntax for the engine to read', () => {
    expect(spokenQueryText('"levee broke" -flood OR river')).toBe('"levee broke" -flood OR river');
  });
});
