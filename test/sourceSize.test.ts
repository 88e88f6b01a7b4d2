/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');

/** Every .ts and .tsx file below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A file past this is doing more than one thing: split it by concern.
const MOST_LINES = 300;

describe('the source', () => {
  it(`keeps every file of src/ to ${MOST_LINES} lines at most`, () => {
    const over = sources(join(root, 'src'))
      .map((path) => ({
        path: relative(root, path),
        lines: readFileSync(path, 'utf8').split('\n').length - 1,
      }))
      .filter((file) => file.lines > MOST_LINES);
    expect(over).toEqual([]);
  });
});
