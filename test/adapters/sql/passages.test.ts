import {
  MAX_INDEXED_LINE_CHARS,
  passageParts,
  splitLine,
  utf8Bytes,
} from '../../../src/adapters/sql/passages';
import { PASSAGE_BYTES, PASSAGE_LINES } from '../../../src/adapters/sql/searchSql';

describe('passages', () => {
  it.each(['levee', 'café', '堤防', 'a😀b', '\uD800x', 'x\uD800'])(
    'counts the UTF-8 bytes of %j as the engine stores them',
    (text) => {
      expect(utf8Bytes(text)).toBe(Buffer.byteLength(text));
    },
  );

  it('ends a passage after its lines or before its bytes run over, never with no line', () => {
    expect(passageParts(Array.from({ length: PASSAGE_LINES * 2 + 1 }, () => 'x'))).toEqual([
      ...Array.from({ length: PASSAGE_LINES }, () => 0),
      ...Array.from({ length: PASSAGE_LINES }, () => 1),
      2,
    ]);
    const third = 'é'.repeat(Math.floor(PASSAGE_BYTES / 6));
    expect(passageParts([third, third, third, third])).toEqual([0, 0, 1, 1]);
    expect(passageParts(['x'.repeat(PASSAGE_BYTES + 1), 'y'])).toEqual([0, 1]);
  });

  it('splits a long line between words, each piece within the limit, every word kept', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `word${i}`);
    const pieces = splitLine(words.join(' '));
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_INDEXED_LINE_CHARS);
    expect(pieces.join(' ').split(' ')).toEqual(words);
    const solid = '😀'.repeat(MAX_INDEXED_LINE_CHARS);
    const cut = splitLine(solid);
    expect(cut.join('')).toBe(solid);
    for (const piece of cut) expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    expect(splitLine('short line')).toEqual(['short line']);
    expect(splitLine('')).toEqual([]);
  });

  it('keeps a passage of the longest lines far below the 1 MB tsvector limit', () => {
    expect(MAX_INDEXED_LINE_CHARS * 3).toBeLessThan(PASSAGE_BYTES);
    expect(PASSAGE_BYTES * 4).toBeLessThan(1024 * 1024);
  });
});
