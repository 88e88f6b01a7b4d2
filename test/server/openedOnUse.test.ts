/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'pg-connection-string';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import { OpenedOnUse } from '../../src/server/index/openedOnUse';
import { DEFAULT_INDEX_DIR, readTranscriptIndexConfig } from '../../src/config/transcriptIndex';
import { MemoryTranscriptIndex } from '../support/memoryTranscriptIndex';

describe('the index opened on first use', () => {
  it('opens once for every call, and not before the first', async () => {
    let opens = 0;
    const held = new MemoryTranscriptIndex();
    const index = new OpenedOnUse({
      open: async () => {
        opens += 1;
        return held;
      },
      logger: new MemoryLogger(),
    });
    expect(opens).toBe(0);
    await Promise.all([index.state(), index.versions(), index.markPass(5)]);
    expect(opens).toBe(1);
    expect(held.passes).toEqual([5]);
  });

  it('fails fast after a failed open, logs it, and tries again after a while', async () => {
    let now = 0;
    let fail = true;
    const logger = new MemoryLogger();
    const index = new OpenedOnUse({
      open: async () => {
        if (fail) throw new Error('connect ECONNREFUSED');
        return new MemoryTranscriptIndex();
      },
      logger,
      retryMs: 1_000,
      now: () => now,
    });
    await expect(index.state()).rejects.toThrow('ECONNREFUSED');
    fail = false;
    now = 999;
    await expect(index.state()).rejects.toThrow('ECONNREFUSED');
    expect(logger.messages).toEqual(['Transcript index: it could not be opened:']);
    now = 1_000;
    expect(await index.state()).toEqual({ assets: 0, cues: 0 });
  });

  it('closes what it opened, and answers nothing once closed', async () => {
    const held = new MemoryTranscriptIndex();
    const index = new OpenedOnUse({ open: async () => held, logger: new MemoryLogger() });
    await index.state();
    await index.close();
    await expect(held.state()).rejects.toThrow();
    await expect(index.state()).rejects.toThrow('closed');
  });

  it('closes an index still being opened when it was closed', async () => {
    const held = new MemoryTranscriptIndex();
    let opened: (index: MemoryTranscriptIndex) => void = () => undefined;
    const index = new OpenedOnUse({
      open: () => new Promise((resolve) => (opened = resolve)),
      logger: new MemoryLogger(),
    });
    const asking = index.state().catch(() => undefined);
    const closing = index.close();
    opened(held);
    await closing;
    await asking;
    await expect(held.state()).rejects.toThrow();
    await expect(index.state()).rejects.toThrow('closed');
  });
});

describe('the index variables', () => {
  it('default to PGlite in .data/transcript-index and a pass every 6 hours', () => {
    expect(readTranscriptIndexConfig({}, '/srv/site')).toEqual({
      dataDir: `/srv/site/${DEFAULT_INDEX_DIR}`,
      everyMs: 6 * 3_600_000,
    });
  });

  it('read DATABASE_URL, TRANSCRIPT_INDEX_DIR and TRANSCRIPT_INDEX_HOURS (0: no pass)', () => {
    expect(
      readTranscriptIndexConfig(
        {
          DATABASE_URL: ' postgres://app@db:5432/ldma ',
          TRANSCRIPT_INDEX_DIR: '/var/lib/ldma/index',
          TRANSCRIPT_INDEX_HOURS: '0.5',
        },
        '/srv/site',
      ),
    ).toEqual({
      databaseUrl: 'postgres://app@db:5432/ldma',
      dataDir: '/var/lib/ldma/index',
      everyMs: 1_800_000,
    });
    expect(readTranscriptIndexConfig({ TRANSCRIPT_INDEX_HOURS: '0' }).everyMs).toBe(0);
  });

  it('take the database password from DATABASE_PASSWORD_FILE, never written in the URL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ldma-secret-'));
    // A generated password may hold anything a URL would misread.
    writeFileSync(join(dir, 'db-password'), 'p@ss:w/rd %41é#?\n');
    const config = readTranscriptIndexConfig({
      DATABASE_URL: 'postgres://ldma@postgres:5432/ldma',
      DATABASE_PASSWORD_FILE: join(dir, 'db-password'),
    });
    // As the PostgreSQL client reads the URL.
    expect(parse(config.databaseUrl ?? '')).toMatchObject({
      user: 'ldma',
      password: 'p@ss:w/rd %41é#?',
      host: 'postgres',
      port: '5432',
      database: 'ldma',
    });
    writeFileSync(join(dir, 'empty'), '');
    const refused = {
      'a URL naming a password too': {
        DATABASE_URL: 'postgres://ldma:app@postgres/ldma',
        DATABASE_PASSWORD_FILE: join(dir, 'db-password'),
      },
      'no URL': { DATABASE_PASSWORD_FILE: join(dir, 'db-password') },
      'a missing file': {
        DATABASE_URL: 'postgres://ldma@postgres/ldma',
        DATABASE_PASSWORD_FILE: join(dir, 'missing'),
      },
      'an empty file': {
        DATABASE_URL: 'postgres://ldma@postgres/ldma',
        DATABASE_PASSWORD_FILE: join(dir, 'empty'),
      },
    };
    for (const env of Object.values(refused)) {
      expect(() => readTranscriptIndexConfig(env)).toThrow(/DATABASE_PASSWORD_FILE/);
    }
  });

  it('refuse values they cannot use, naming the variable', () => {
    expect(() => readTranscriptIndexConfig({ TRANSCRIPT_INDEX_HOURS: 'daily' })).toThrow(
      /TRANSCRIPT_INDEX_HOURS/,
    );
    expect(() => readTranscriptIndexConfig({ TRANSCRIPT_INDEX_HOURS: '-1' })).toThrow(
      /TRANSCRIPT_INDEX_HOURS/,
    );
    expect(() => readTranscriptIndexConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
