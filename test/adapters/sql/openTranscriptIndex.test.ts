/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LPB } from '../../../src/core/entities/Collection';
import { openTranscriptIndex } from '../../../src/adapters/sql/openTranscriptIndex';
import { asset, cues } from '../../support/transcriptIndexFixtures';

jest.setTimeout(120_000);

const levee = { text: 'levee', page: 1, pageSize: 10, momentsPerVideo: 3 };

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'ldma-index-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A process id no process has any more. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid as number;
}

it('opens in memory when given no place, with its migrations applied', async () => {
  const index = await openTranscriptIndex();
  try {
    await index.store(asset('a', LPB, 'Clip'), cues([1, 'The levee held.']));
    expect((await index.search(levee)).total).toBe(1);
  } finally {
    await index.close();
  }
});

it('keeps its data in a data folder it alone owns, and reopens it', async () => {
  const dataDir = join(folder, 'index');
  const index = await openTranscriptIndex({ dataDir });
  await index.store(
    asset('a', LPB, 'Clip', { captionVersion: 'etag-7' }),
    cues([1, 'The levee held.']),
  );
  await index.markPass(1_790_000_000_000);

  await expect(openTranscriptIndex({ dataDir })).rejects.toThrow('already open in this process');
  await index.close();
  expect(existsSync(join(folder, '.index.owner'))).toBe(false);

  // A claim left by a process that died is taken over.
  writeFileSync(join(folder, '.index.owner'), String(deadPid()));
  const reopened = await openTranscriptIndex({ dataDir });
  try {
    expect(await reopened.versions()).toEqual(new Map([['a', 'etag-7']]));
    expect(await reopened.state()).toEqual({ assets: 1, cues: 1, lastPass: 1_790_000_000_000 });
    expect((await reopened.search(levee)).hits.map((hit) => hit.asset.id)).toEqual(['a']);
  } finally {
    await reopened.close();
  }
});

it('refuses a data folder another live process owns', async () => {
  writeFileSync(join(folder, '.taken.owner'), String(process.ppid));
  await expect(openTranscriptIndex({ dataDir: join(folder, 'taken') })).rejects.toThrow(
    `is open in process ${process.ppid}`,
  );
  expect(existsSync(join(folder, 'taken'))).toBe(false);
});
