/** @jest-environment node */
import { createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { logWhenClosed } from '../../src/server/http/accessLog';
import { sendFile } from '../../src/server/http/send';
import { StaticFiles, type StaticFile } from '../../src/server/http/staticFiles';
import { listening, type Listening } from './support';

const CLIP = Buffer.alloc(300_000, 7);

/** A file whose reader gives all its bytes, then is slow to find its end (a busy disk). */
class SlowToEnd extends StaticFiles {
  override open(_file: StaticFile, range?: { start: number; end: number }): NodeJS.ReadableStream {
    let bytes: Buffer | undefined = range ? CLIP.subarray(range.start, range.end + 1) : CLIP;
    return new Readable({
      read() {
        // Every byte once, and then no end: the reader is still looking for it.
        if (bytes) this.push(bytes);
        bytes = undefined;
      },
    });
  }
}

let dir: string;
let site: Listening;
let log: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'send-file-'));
  await writeFile(join(dir, 'clip.mp4'), CLIP);
  const files = new SlowToEnd(dir);
  site = await listening(
    createServer((req, res) => {
      logWhenClosed(req, res, (line) => log.push(line));
      void sendFile(req, res, files, req.url ?? '/', 'no-cache', new MemoryLogger());
    }),
  );
});

beforeEach(() => {
  log = [];
});

afterAll(async () => {
  await site.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a file streamed to the client', () => {
  it.each([
    ['the whole file', {}, 200, CLIP.length],
    ['a range', { range: 'bytes=1000-1999' }, 206, 1000],
  ])(
    'ends with its last byte, before its reader finds the end: %s',
    async (_, headers, status, length) => {
      const answer = await site.get('/clip.mp4', { headers });
      expect(answer.status).toBe(status);
      expect(answer.body).toHaveLength(length);
      await new Promise((resolve) => setImmediate(resolve));
      expect(log).toEqual([
        expect.stringMatching(new RegExp(`^GET /clip\\.mp4 ${status} \\d+ms$`)),
      ]);
    },
  );
});
