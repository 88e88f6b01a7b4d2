/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const COMMITTED = join(ROOT, 'src/core/rules/places');

describe('scripts/gazetteer.mjs', () => {
  it('writes the gazetteer files as committed, from the pinned packages', () => {
    const out = mkdtempSync(join(tmpdir(), 'gazetteer-'));
    try {
      execFileSync(process.execPath, [join(ROOT, 'scripts/gazetteer.mjs'), out], {
        stdio: 'pipe',
      });
      for (const name of ['parishes.json', 'towns.json']) {
        expect(readFileSync(join(out, name), 'utf8')).toBe(
          readFileSync(join(COMMITTED, name), 'utf8'),
        );
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
