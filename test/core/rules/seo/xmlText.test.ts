import { XMLValidator } from 'fast-xml-parser';
import { escapeXml, utf8Length } from '../../../../src/core/rules/seo/xmlText';

describe('text written into XML', () => {
  it('escapes markup in elements and attributes', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('drops characters XML cannot carry, so archive text never breaks a file', () => {
    const text = `Bell\u0007 form\u000c feed, lone \ud800 half, tab\tand\nline kept, 😀 kept`;
    const escaped = escapeXml(text);
    expect(escaped).toBe('Bell form feed, lone  half, tab\tand\nline kept, 😀 kept');
    expect(XMLValidator.validate(`<t a="${escaped}">${escaped}</t>`)).toBe(true);
  });

  it('counts UTF-8 bytes', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a\ud800b']) {
      expect(utf8Length(text)).toBe(Buffer.byteLength(text));
    }
  });
});
