import { InMemoryCaptionSource } from '../../../src/adapters/memory/InMemoryCaptionSource';

describe('InMemoryCaptionSource', () => {
  const file = '1\n00:00:01,000 --> 00:00:02,000\nHello.\n';

  it('answers the cues of the files it holds, as text or cues, and none for others', async () => {
    const captions = new InMemoryCaptionSource({
      '/a.srt': file,
      '/b.srt': [{ start: 3, end: 4, text: 'Held.' }],
    });
    expect(await captions.cues('/a.srt')).toEqual([{ start: 1, end: 2, text: 'Hello.' }]);
    expect(await captions.cues('/b.srt')).toEqual([{ start: 3, end: 4, text: 'Held.' }]);
    expect(await captions.cues('/c.srt')).toEqual([]);
    expect(captions.asked).toEqual(['/a.srt', '/b.srt', '/c.srt']);
  });

  it('fails like a server when told to, and stops for an aborted caller', async () => {
    await expect(new InMemoryCaptionSource({}, { fail: true }).cues('/a.srt')).rejects.toThrow();
    const aborted = AbortSignal.abort();
    await expect(
      new InMemoryCaptionSource({ '/a.srt': file }).cues('/a.srt', { signal: aborted }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
