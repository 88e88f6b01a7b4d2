/**
 * HTML character references in caption text (`&amp;`, `&#8217;`, `&#x2014;`), as SubRip
 * authoring tools write them and WebVTT reads them: decoded into the characters they name.
 * Numeric references and the names caption files use are read; anything else stays as written.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
};

const REFERENCE = /^&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z]{2,8}));/;

/** A reference at `at` in `text` (which holds '&' there): its characters and length, or undefined. */
export function characterReferenceAt(
  text: string,
  at: number,
): { chars: string; length: number } | undefined {
  const match = REFERENCE.exec(text.slice(at, at + 12));
  if (!match) return undefined;
  const [whole, decimal, hex, name] = match;
  if (name !== undefined) {
    const chars = NAMED[name];
    return chars === undefined ? undefined : { chars, length: whole.length };
  }
  const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
  // As HTML reads them: no NUL, surrogate or code point past Unicode is a character.
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return { chars: valid ? String.fromCodePoint(code) : '\ufffd', length: whole.length };
}

/** `text` with its character references decoded. */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  let from = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    const reference = characterReferenceAt(text, at);
    if (!reference) continue;
    out += text.slice(from, at) + reference.chars;
    from = at + reference.length;
    at = from - 1;
  }
  return out + text.slice(from);
}
