/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(pattern)) found.push((m[1] ?? m[2] ?? m[3]) as string);
  return found;
}

const FRAMEWORKS =
  /^(react|react-dom|react-router|react-router-dom|swiper|dompurify|inversify|fast-xml-parser)(\/|$)/;
const OUTER = /(^|\/)(adapters|ui|demo)(\/|$)|(^|\/)(container|config|main)$/;
const BROWSER_GLOBALS =
  /(?<![.\w$])(window|document|localStorage|sessionStorage|navigator|location)\s*[.[]|(?<![.\w$])fetch\s*\(/;

describe('the dependency rule', () => {
  const core = sourceFiles(join(root, 'src/core'));

  it('finds the core', () => {
    expect(core.length).toBeGreaterThan(10);
  });

  it.each(core.map((f) => [relative(root, f)]))(
    '%s imports no framework and no outer layer',
    (file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const bad = importsOf(text).filter(
        (spec) => FRAMEWORKS.test(spec) || (spec.startsWith('.') && OUTER.test(spec)),
      );
      expect(bad).toEqual([]);
    },
  );

  it.each(core.map((f) => [relative(root, f)]))('%s touches no browser global', (file) => {
    const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(BROWSER_GLOBALS);
  });

  it('adapters do not depend on views', () => {
    const adapters = sourceFiles(join(root, 'src/adapters'));
    const bad = adapters.filter((f) =>
      importsOf(readFileSync(f, 'utf8')).some((s) => /(^|\/)ui(\/|$)|^react/.test(s)),
    );
    expect(bad.map((f) => relative(root, f))).toEqual([]);
  });

  it('would catch a violation', () => {
    expect(
      importsOf("import { x } from '../../adapters/http/HttpClient';").some((s) => OUTER.test(s)),
    ).toBe(true);
    expect(importsOf("import React from 'react';").some((s) => FRAMEWORKS.test(s))).toBe(true);
    expect('window.scrollTo(0, 0)').toMatch(BROWSER_GLOBALS);
  });
});
