import {
  collectionOptions,
  filterResults,
  offersChoice,
  readSearchFilter,
  typeOptions,
} from '../../../../src/core/rules/lists/searchFilters';
import { anAsset } from '../../../support/builders';

const results = [
  anAsset({ identifier: 'a', type: 'Clip', collection: 3 }),
  anAsset({ identifier: 'b', type: 'Clip', collection: 4 }),
  anAsset({ identifier: 'c', type: 'Segment', collection: 3 }),
  anAsset({ identifier: 'd', type: 'Series', collection: 4 }),
  // The archive sent something else: counted under All only.
  anAsset({ identifier: 'e', type: '', collection: undefined }),
];
const ids = (items: { identifier: string }[]) => items.map((item) => item.identifier);
const table = (options: { label: string; count: number; selected: boolean }[]) =>
  options.map((o) => [o.label, o.count, o.selected]);

describe('reading a filter from the address', () => {
  it.each([
    [null, null, {}],
    ['3', null, { collection: 3 }],
    ['4', 'segment', { collection: 4, type: 'Segment' }],
    [' 4 ', 'EPISODE', { collection: 4, type: 'Episode' }],
    ['5', 'movie', {}],
    ['lsa', '', {}],
    [undefined, 'Topic', { type: 'Topic' }],
  ])('collection %p and type %p read as %p', (collection, type, filter) => {
    expect(readSearchFilter(collection, type)).toEqual(filter);
  });
});

describe('filtering the results', () => {
  it('keeps everything without a filter, in the order of the answer', () => {
    expect(ids(filterResults(results, {}))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps one collection, one type, or both', () => {
    expect(ids(filterResults(results, { collection: 3 }))).toEqual(['a', 'c']);
    expect(ids(filterResults(results, { type: 'Clip' }))).toEqual(['a', 'b']);
    expect(ids(filterResults(results, { collection: 4, type: 'Clip' }))).toEqual(['b']);
    expect(filterResults(results, { collection: 3, type: 'Topic' })).toEqual([]);
  });
});

describe('counting the choices', () => {
  it('counts each collection and each type in the whole answer', () => {
    expect(table(collectionOptions(results, {}))).toEqual([
      ['All', 5, true],
      ['LPB', 2, false],
      ['LSA', 2, false],
    ]);
    expect(table(typeOptions(results, {}))).toEqual([
      ['All', 5, true],
      ['Clip', 2, false],
      ['Series', 1, false],
      ['Program', 0, false],
      ['Episode', 0, false],
      ['Topic', 0, false],
      ['Segment', 1, false],
    ]);
  });

  it('counts a facet within the choice of the other, so each count is what it would show', () => {
    const filter = { collection: 4, type: 'Clip' } as const;
    expect(table(collectionOptions(results, filter))).toEqual([
      ['All', 2, false],
      ['LPB', 1, false],
      ['LSA', 1, true],
    ]);
    expect(table(typeOptions(results, filter)).slice(0, 3)).toEqual([
      ['All', 2, false],
      ['Clip', 1, true],
      ['Series', 1, false],
    ]);
  });

  it('counts nothing in an empty answer', () => {
    expect(collectionOptions([], {}).map((o) => o.count)).toEqual([0, 0, 0]);
  });
});

describe('a facet that offers a choice', () => {
  const option = (value: number | undefined, count: number, selected = false) => ({
    value,
    label: String(value ?? 'All'),
    count,
    selected,
  });

  it('offers one when two values or more have results', () => {
    expect(offersChoice([option(undefined, 3, true), option(3, 2), option(4, 1)])).toBe(true);
  });

  it('offers none when every result shares one value', () => {
    expect(offersChoice([option(undefined, 3, true), option(3, 3), option(4, 0)])).toBe(false);
    expect(offersChoice([option(undefined, 0, true), option(3, 0)])).toBe(false);
  });

  it('keeps a picked value, the way back to All', () => {
    expect(offersChoice([option(undefined, 3), option(3, 3, true), option(4, 0)])).toBe(true);
  });
});
