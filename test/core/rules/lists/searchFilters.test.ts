import {
  catalogueQueryValues,
  collectionOptions,
  decadeOptions,
  facetIndex,
  filterResults,
  offersChoice,
  parishOptions,
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

describe("the catalogue index's decade and parish", () => {
  const ORLEANS = '22071';
  const LAFOURCHE = '22057';
  const TERREBONNE = '22109';
  // a: 1960s in Orleans and Lafourche; b: 1960s, no parish; c: 1980s in Orleans;
  // d: date unknown in Terrebonne; e: not in the index at all.
  const facets = facetIndex([
    { id: 'a', decade: 1960, parishes: [LAFOURCHE, ORLEANS] },
    { id: 'b', decade: 1960, parishes: [] },
    { id: 'c', decade: 1980, parishes: [ORLEANS] },
    { id: 'd', parishes: [TERREBONNE] },
  ]);

  it.each([
    ['1960s', 'orleans', { decade: 1960, parish: ORLEANS }],
    [' 1980s ', 'st-landry', { decade: 1980, parish: '22097' }],
    ['1960', 'Orleans', {}],
    ['1965s', 'jefferson davis', {}],
    ['2100s', 'paris', {}],
    [null, undefined, {}],
  ])('reads decade %p and parish %p as %p', (decade, parish, filter) => {
    expect(readSearchFilter(null, null, decade, parish)).toEqual(filter);
  });

  it('writes them back as the address does', () => {
    expect(catalogueQueryValues({ decade: 1960, parish: '22097', collection: 3 })).toEqual({
      decade: '1960s',
      parish: 'st-landry',
    });
    expect(catalogueQueryValues({ type: 'Clip' })).toEqual({});
  });

  it('narrows by decade and by parish; a result the index does not hold has neither', () => {
    expect(ids(filterResults(results, { decade: 1960 }, facets))).toEqual(['a', 'b']);
    expect(ids(filterResults(results, { parish: ORLEANS }, facets))).toEqual(['a', 'c']);
    expect(ids(filterResults(results, { parish: ORLEANS, decade: 1980 }, facets))).toEqual(['c']);
    expect(ids(filterResults(results, { parish: ORLEANS, collection: 4 }, facets))).toEqual([]);
  });

  it('narrows nothing by decade or parish without the index', () => {
    expect(ids(filterResults(results, { decade: 1960, parish: ORLEANS }))).toEqual(ids(results));
    expect(decadeOptions(results, { decade: 1960 }, undefined)).toEqual([]);
    expect(parishOptions(results, {}, undefined)).toEqual([]);
  });

  it('offers the decades the results have, oldest first, each counted within the other choices', () => {
    expect(table(decadeOptions(results, {}, facets))).toEqual([
      ['All', 5, true],
      ['1960s', 2, false],
      ['1980s', 1, false],
    ]);
    expect(table(decadeOptions(results, { parish: ORLEANS, decade: 1980 }, facets))).toEqual([
      ['All', 2, false],
      ['1960s', 1, false],
      ['1980s', 1, true],
    ]);
  });

  it('offers the parishes most results first, then by name, each counted within the other choices', () => {
    expect(table(parishOptions(results, {}, facets))).toEqual([
      ['All', 5, true],
      ['Orleans', 2, false],
      ['Lafourche', 1, false],
      ['Terrebonne', 1, false],
    ]);
    expect(table(parishOptions(results, { decade: 1960 }, facets))).toEqual([
      ['All', 2, true],
      ['Lafourche', 1, false],
      ['Orleans', 1, false],
    ]);
  });

  it('keeps a chosen decade or parish no result has, with 0, as the way back to All', () => {
    const filter = { decade: 1990, parish: '22097' };
    expect(table(decadeOptions(results, filter, facets)).at(-1)).toEqual(['1990s', 0, true]);
    expect(table(parishOptions(results, filter, facets))).toContainEqual(['St. Landry', 0, true]);
  });

  it('counts collection and type within the decade and parish chosen', () => {
    expect(table(collectionOptions(results, { parish: ORLEANS }, facets))).toEqual([
      ['All', 2, true],
      ['LPB', 2, false],
      ['LSA', 0, false],
    ]);
    expect(table(typeOptions(results, { decade: 1960 }, facets)).slice(0, 2)).toEqual([
      ['All', 2, true],
      ['Clip', 2, false],
    ]);
  });
});
