/**
 * @jest-environment node
 */
import { HttpCaptionSource } from '../../../src/adapters/http/HttpCaptionSource';
import type { CaptionFileRead } from '../../../src/core/ports/CaptionSource';
import { FakeFetch, type Reply, type SeenRequest } from './fakeFetch';

const SRT = '1\n00:00:01,000 --> 00:00:03,500\nThe levee broke.\n';
const FILE = 'https://media.example.org/captions/video/flood.srt';

function source(reply: (request: SeenRequest) => Reply) {
  const network = new FakeFetch(reply);
  return { captions: new HttpCaptionSource({ fetch: network.fetch }), network };
}

function versionOf(read: CaptionFileRead): string {
  if (read.kind !== 'read') throw new Error(`a read file expected, not ${read.kind}`);
  return read.version;
}

describe('HttpCaptionSource versioned reads', () => {
  it('asks with If-None-Match when the host named an ETag, and a 304 is unchanged', async () => {
    const { captions, network } = source((request) =>
      request.headers['If-None-Match'] === '"v1"'
        ? { status: 304 }
        : { body: SRT, headers: { ETag: '"v1"' } },
    );
    const first = await captions.versioned(FILE, undefined);
    expect(first).toEqual({
      kind: 'read',
      version: 'etag:"v1"',
      cues: [{ start: 1, end: 3.5, text: 'The levee broke.' }],
    });
    expect(await captions.versioned(FILE, versionOf(first))).toEqual({ kind: 'unchanged' });
    expect(network.requests.map((r) => r.headers)).toEqual([{}, { 'If-None-Match': '"v1"' }]);
    expect(network.requests.every((r) => r.credentials === 'omit')).toBe(true);
  });

  it('asks with If-Modified-Since when the host named only a date', async () => {
    const date = 'Wed, 21 Oct 2026 07:28:00 GMT';
    const { captions, network } = source((request) =>
      request.headers['If-Modified-Since'] === date
        ? { status: 304 }
        : { body: SRT, headers: { 'Last-Modified': date } },
    );
    const version = versionOf(await captions.versioned(FILE, undefined));
    expect(version).toBe(`modified:${date}`);
    expect(await captions.versioned(FILE, version)).toEqual({ kind: 'unchanged' });
    expect(network.requests[1]?.headers).toEqual({ 'If-Modified-Since': date });
  });

  it('takes a host that ignores the condition but names the same ETag as unchanged', async () => {
    const { captions } = source(() => ({ body: SRT, headers: { ETag: 'W/"7"' } }));
    expect(await captions.versioned(FILE, 'etag:W/"7"')).toEqual({ kind: 'unchanged' });
    expect(await captions.versioned(FILE, 'etag:W/"6"')).toMatchObject({ kind: 'read' });
  });

  it('compares a digest of the bytes when the host names no version', async () => {
    let body = SRT;
    const { captions, network } = source(() => ({ body }));
    const version = versionOf(await captions.versioned(FILE, undefined));
    expect(version).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await captions.versioned(FILE, version)).toEqual({ kind: 'unchanged' });
    // Nothing to ask conditionally with.
    expect(network.requests[1]?.headers).toEqual({});
    body = SRT.replace('broke', 'held');
    const changed = await captions.versioned(FILE, version);
    expect(versionOf(changed)).not.toBe(version);
    expect(changed).toMatchObject({ cues: [{ text: 'The levee held.' }] });
  });

  it('never answers from the cache the pages share', async () => {
    const { captions, network } = source(() => ({ body: SRT }));
    await captions.cues(FILE);
    await captions.versioned(FILE, undefined);
    await captions.versioned(FILE, undefined);
    expect(network.requests).toHaveLength(3);
  });

  it('reads a file that is not UTF-8 as Windows-1252, and says so', async () => {
    const latin = Uint8Array.from([
      ...new TextEncoder().encode('1\n00:00:01,000 --> 00:00:02,000\nCaf'),
      0xe9,
      ...new TextEncoder().encode(' du Monde\n'),
    ]);
    const { captions } = source(() => ({ body: latin }));
    expect(await captions.versioned(FILE, undefined)).toMatchObject({
      kind: 'read',
      cues: [{ text: 'Café du Monde' }],
      notUtf8: true,
    });
    // The pages' reader reads it the same way.
    expect(await captions.cues(FILE)).toEqual([{ start: 1, end: 2, text: 'Café du Monde' }]);
  });

  it('has no file for a 404 or a URL it does not read, and rejects on other failures', async () => {
    const missing = source(() => ({ status: 404, body: 'Not found' }));
    expect(await missing.captions.versioned(FILE, 'etag:"v1"')).toEqual({ kind: 'missing' });
    expect(await missing.captions.versioned('/captions/x.srt', undefined)).toEqual({
      kind: 'missing',
    });
    const failing = source(() => ({ status: 503 }));
    await expect(failing.captions.versioned(FILE, undefined)).rejects.toThrow(
      `Caption file ${FILE}: HTTP 503`,
    );
  });

  it('keeps the time and size limits', async () => {
    const network = new FakeFetch(() => ({ body: SRT }));
    network.hang();
    const slow = new HttpCaptionSource({ fetch: network.fetch, timeoutMs: 20 });
    await expect(slow.versioned(FILE, undefined)).rejects.toThrow(/timed out after 20 ms/);
    const large = new HttpCaptionSource({
      fetch: new FakeFetch(() => ({ body: 'x'.repeat(100) })).fetch,
      maxBytes: 10,
    });
    await expect(large.versioned(FILE, undefined)).rejects.toThrow(/larger than 10 bytes/);
  });

  it("stops the download when the caller's signal aborts", async () => {
    const network = new FakeFetch(() => ({ body: SRT }));
    network.hang();
    const captions = new HttpCaptionSource({ fetch: network.fetch });
    const leaving = new AbortController();
    const waiting = captions.versioned(FILE, undefined, { signal: leaving.signal });
    leaving.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(network.requests[0]?.signal?.aborted).toBe(true);
  });
});
