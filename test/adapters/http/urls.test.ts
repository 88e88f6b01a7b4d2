/** @jest-environment node */
import { isSameOrigin, joinUrl, queryString } from '../../../src/adapters/http/urls';

describe('URLs', () => {
  it.each([
    ['https://api.example.org', '/x', 'https://api.example.org/x'],
    ['https://api.example.org/', '/x', 'https://api.example.org/x'],
    ['https://api.example.org///', 'x', 'https://api.example.org/x'],
    ['https://h.example/api/v1/', '/x/y', 'https://h.example/api/v1/x/y'],
    ['/api/', '/x', '/api/x'],
    ['', '/x', '/x'],
  ])('joins %j and %j', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });

  it('leaves undefined and null values out of the query', () => {
    expect(queryString({ Page: 2, CollectionId: undefined, AssetType: null })).toBe('?Page=2');
    expect(queryString({ A: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('sends an empty value as an empty parameter (SPEC §4: AssetType=)', () => {
    expect(queryString({ Page: 1, AssetType: '' })).toBe('?Page=1&AssetType=');
  });

  it('keeps 0 and false, and encodes names and values', () => {
    expect(queryString({ n: 0, f: false, 'a b': 'x&y=z/é' })).toBe(
      '?n=0&f=false&a%20b=x%26y%3Dz%2F%C3%A9',
    );
  });

  it.each([
    ['/x', undefined, true],
    ['x/y', undefined, true],
    ['https://api.example.org/x', undefined, false],
    ['//api.example.org/x', undefined, false],
    ['https://site.example/x', 'https://site.example', true],
    ['https://site.example:8443/x', 'https://site.example', false],
    ['https://api.example.org/x', 'https://site.example', false],
    ['https://site.example/x', 'null', false],
  ])('%j is same-origin from page origin %j: %s', (url, origin, expected) => {
    expect(isSameOrigin(url, origin)).toBe(expected);
  });
});
