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

describe('InMemoryCaptionSource versioned reads', () => {
  const file = '1\n00:00:01,000 --> 00:00:02,000\nHello.\n';

  it('reads a file with its version, then answers unchanged for that version until it is put again', async () => {
    const captions = new InMemoryCaptionSource({ '/a.srt': file });
    const first = await captions.versioned('/a.srt', undefined);
    if (first.kind !== 'read') throw new Error(`read expected, not ${first.kind}`);
    expect(first.cues).toEqual([{ start: 1, end: 2, text: 'Hello.' }]);
    expect(await captions.versioned('/a.srt', first.version)).toEqual({ kind: 'unchanged' });
    captions.put('/a.srt', [{ start: 3, end: 4, text: 'Changed.' }]);
    expect(await captions.versioned('/a.srt', first.version)).toMatchObject({
      kind: 'read',
      cues: [{ start: 3, end: 4, text: 'Changed.' }],
    });
    captions.remove('/a.srt');
    expect(await captions.versioned('/a.srt', first.version)).toEqual({ kind: 'missing' });
    expect(captions.askedVersions.map((a) => a.held)).toEqual([
      undefined,
      first.version,
      first.version,
      first.version,
    ]);
  });

  it('fails like a server when told to', async () => {
    await expect(
      new InMemoryCaptionSource({}, { fail: true }).versioned('/a.srt', undefined),
    ).rejects.toThrow();
  });
});
