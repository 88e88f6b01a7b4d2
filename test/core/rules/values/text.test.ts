import { utf8Length } from '../../../../src/core/rules/values/text';

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['Louisiana', 9],
    ['Café', 5],
    ['€1', 4],
    ['🎺 jazz', 9],
  ])('counts %j as %i bytes, as UTF-8 encodes it', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(utf8Length(text)).toBe(encoded(text));
  });

  it('counts a lone surrogate as the three bytes of its replacement character', () => {
    expect(utf8Length('\ud83c')).toBe(3);
    expect(utf8Length('a\udfba')).toBe(encoded('a\udfba'));
  });
});
