import fc from 'fast-check';
import { isSitePath, routeStarts } from '../../../../src/core/rules/values/sitePath';

const STARTS = routeStarts(['/', '/search', '/blog/:id', '/sublisting/:category/:id', '/:splat']);

describe('a path of the site', () => {
  it('starts with the first segment of a route pattern, parameters skipped', () => {
    expect([...STARTS].sort()).toEqual(['', 'blog', 'search', 'sublisting']);
  });

  it.each([
    '/',
    '/?utm=1',
    '/search',
    '/search?keyword=..&search_by=ALLFIELDS',
    '/search#top',
    '/blog/b7',
    '/Blog/b7',
    '/sublisting/series/S1/page/2',
    '/search?next=//evil.example',
  ])('%j is followed', (path) => {
    expect(isSitePath(path, STARTS)).toBe(true);
  });

  it.each([
    ['another host', '//evil.example/search'],
    ['another host, backslash', '/\\evil.example/search'],
    ['a backslash later', '/search\\..\\x'],
    ['a scheme', 'https://evil.example/search'],
    ['a script', 'javascript:alert(1)'],
    ['relative', 'search'],
    ['a leading space', ' /search'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a line break', '/search\n'],
    ['a NUL', '/search\0'],
    ['a DEL', '/search\u007f'],
    ['an unknown route', '/evil'],
    ['a dot segment', '/search/../evil'],
    ['an encoded dot segment', '/blog/%2E%2e/x'],
    ['a lone dot', '/./search'],
    ['empty', ''],
    ['not text', 42],
    ['nothing', undefined],
  ])('%s (%j) is not followed', (_, path) => {
    expect(isSitePath(path, STARTS)).toBe(false);
  });

  it('never follows a path that a URL parser puts on another host', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('/', '\\', '\t', '\n', '.', 'a', 'search', '%2e', ':', '?'),
        }),
        (path) => {
          if (!isSitePath(path, STARTS)) return true;
          return new URL(path, 'https://ldma.example').host === 'ldma.example';
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
