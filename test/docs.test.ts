/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(__dirname, '..');

/** The manual: the README, docs/ and the committed bench records. */
function manualFiles(): string[] {
  const inFolder = (folder: string) =>
    existsSync(join(ROOT, folder))
      ? readdirSync(join(ROOT, folder))
          .filter((name) => name.endsWith('.md'))
          .map((name) => join(ROOT, folder, name))
      : [];
  return [join(ROOT, 'README.md'), ...inFolder('docs'), ...inFolder('bench-results')];
}

/** Text outside fenced code blocks, where a link is a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as dashes. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(file: string): Set<string> {
  const headings = prose(readFileSync(file, 'utf8')).match(/^#+ .*$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

describe('the manual', () => {
  it('is a README under 150 lines with the two commands to start', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.trimEnd().split('\n').length).toBeLessThan(150);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of manualFiles()) {
      const text = prose(readFileSync(file, 'utf8'));
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        const linked = path ? resolve(dirname(file), path) : file;
        const from = relative(ROOT, file);
        if (!existsSync(linked)) broken.push(`${from}: ${target}`);
        else if (anchor && linked.endsWith('.md') && !anchorsIn(linked).has(anchor)) {
          broken.push(`${from}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
