import { ByteBudget } from '../../../src/adapters/http/ByteBudget';
import { HttpCaptionSource } from '../../../src/adapters/http/HttpCaptionSource';
import { FakeFetch } from './fakeFetch';

const SRT =
  '1\n00:00:01,000 --> 00:00:03,500\nThe levee broke.\n\n2\n00:00:04,000 --> 00:00:05,000\nAt dawn.\n';
const FILE = 'https://s3.amazonaws.com/ldma-media/captions/video/flood.srt';

function source(options: ConstructorParameters<typeof HttpCaptionSource>[0] = {}) {
  const network = new FakeFetch(() => ({ body: SRT }));
  let now = 0;
  const captions = new HttpCaptionSource({ fetch: network.fetch, now: () => now, ...options });
  return { captions, network, later: (ms: number) => (now += ms) };
}

describe('HttpCaptionSource', () => {
  it('reads a SubRip file into cues, without cookies', async () => {
    const { captions, network } = source();
    expect(await captions.cues(FILE)).toEqual([
      { start: 1, end: 3.5, text: 'The levee broke.' },
      { start: 4, end: 5, text: 'At dawn.' },
    ]);
    expect(network.requests.map((r) => [r.url, r.credentials])).toEqual([[FILE, 'omit']]);
  });

  it('reads a file once for every request, until its time is up', async () => {
    const { captions, network, later } = source({ cacheMs: 1000 });
    await Promise.all([captions.cues(FILE), captions.cues(FILE)]);
    await captions.cues(FILE);
    expect(network.requests).toHaveLength(1);
    later(1001);
    await captions.cues(FILE);
    expect(network.requests).toHaveLength(2);
  });

  it('keeps a missing file for a shorter while, as its captions may be uploaded soon', async () => {
    const { captions, network, later } = source({ cacheMs: 1000, missingCacheMs: 100 });
    network.answer(() => ({ status: 404, body: 'Not found' }));
    await captions.cues(FILE);
    later(99);
    await captions.cues(FILE);
    expect(network.requests).toHaveLength(1);
    later(1);
    network.answer(() => ({ body: SRT }));
    expect(await captions.cues(FILE)).toHaveLength(2);
    expect(network.requests).toHaveLength(2);
  });

  it('has no cues for a missing file, and rejects on any other failure, which it does not keep', async () => {
    const { captions, network } = source();
    network.answer(() => ({ status: 404, body: 'Not found' }));
    expect(await captions.cues(FILE)).toEqual([]);
    const other = 'https://media.example.org/captions/x.srt';
    network.answer(() => ({ status: 500 }));
    await expect(captions.cues(other)).rejects.toThrow(`Caption file ${other}: HTTP 500`);
    network.answer(() => ({ body: SRT }));
    expect(await captions.cues(other)).toHaveLength(2);
  });

  it('gives up after its time limit and on a file over its size limit', async () => {
    const slow = source({ timeoutMs: 20 });
    slow.network.hang();
    await expect(slow.captions.cues(FILE)).rejects.toThrow(/timed out after 20 ms/);
    const large = source({ maxBytes: 10 });
    await expect(large.captions.cues(FILE)).rejects.toThrow(/larger than 10 bytes/);
  });

  it('takes its bytes from the budget it shares with the archive clients, and gives them back', async () => {
    const budget = new ByteBudget(SRT.length);
    const { captions } = source({ bodyBudget: budget });
    expect(await captions.cues(FILE)).toHaveLength(2);
    expect(budget.inUse).toBe(0);
    // Other answers being read hold all but a few bytes: the file is refused, not read.
    budget.take(SRT.length - 10);
    const other = 'https://media.example.org/captions/y.srt';
    await expect(captions.cues(other)).rejects.toThrow(
      `Caption file ${other}: answers being read at once passed ${SRT.length} bytes`,
    );
    expect(budget.inUse).toBe(SRT.length - 10);
  });

  it('reads paths on the site from the origin it was given, and nothing else', async () => {
    const { captions, network } = source({ pathOrigin: 'http://127.0.0.1:4010' });
    await captions.cues('/captions/media/video/demo_clip.srt');
    expect(network.requests.map((r) => r.url)).toEqual([
      'http://127.0.0.1:4010/captions/media/video/demo_clip.srt',
    ]);
    for (const odd of ['//evil.example/x.srt', 'javascript:alert(1)', 'captions/x.srt', '']) {
      expect(await captions.cues(odd)).toEqual([]);
    }
    const withoutOrigin = source();
    expect(await withoutOrigin.captions.cues('/captions/media/video/demo_clip.srt')).toEqual([]);
    expect(network.requests).toHaveLength(1);
    expect(withoutOrigin.network.requests).toEqual([]);
  });

  it('keeps as many files as it is told, the one used longest ago going first', async () => {
    const { captions, network } = source({ cacheEntries: 2 });
    const file = (n: number) => `https://media.example.org/captions/${n}.srt`;
    await captions.cues(file(1));
    await captions.cues(file(2));
    await captions.cues(file(1));
    await captions.cues(file(3));
    expect(network.requests).toHaveLength(3);
    await captions.cues(file(1));
    expect(network.requests).toHaveLength(3);
    await captions.cues(file(2));
    expect(network.requests).toHaveLength(4);
  });

  it('keeps nothing with no entries, reading the file for every call', async () => {
    const { captions, network } = source({ cacheEntries: 0 });
    await Promise.all([captions.cues(FILE), captions.cues(FILE)]);
    expect(network.requests).toHaveLength(2);
  });

  it('gives a read to those waiting for it even when its file was pushed out meanwhile', async () => {
    const { captions, network } = source({ cacheEntries: 1 });
    network.hold();
    const first = captions.cues(FILE);
    const other = captions.cues('https://media.example.org/captions/other.srt');
    network.release();
    expect(await first).toHaveLength(2);
    expect(await other).toHaveLength(2);
  });

  it("stops waiting when the caller's signal aborts", async () => {
    const { captions, network } = source();
    network.hold();
    const leaving = new AbortController();
    const waiting = captions.cues(FILE, { signal: leaving.signal });
    leaving.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    network.release();
  });
});
