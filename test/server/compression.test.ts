import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress } from '../../src/server/http/compression';

/** A page-like body of `bytes` bytes: repeated markup, so it compresses as pages do. */
function bodyOf(bytes: number): Buffer {
  const markup = '<li class="card"><a href="/video_v2/asset-detail/LPB-CL-1026">Levee</a></li>\n';
  return Buffer.from(markup.repeat(Math.ceil(bytes / markup.length)).slice(0, bytes));
}

describe('compress', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'gives %s bodies that decode to the same bytes, small or large, fast or best',
    async (encoding, decode) => {
      for (const bytes of [2_000, 30_000, 600_000]) {
        const body = bodyOf(bytes);
        for (const effort of ['fast', 'best'] as const) {
          const sent = await compress(body, encoding, effort);
          expect(sent.length).toBeLessThan(body.length / 4);
          expect(decode(sent).equals(body)).toBe(true);
        }
      }
    },
  );
});
