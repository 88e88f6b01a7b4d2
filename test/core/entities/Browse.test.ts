import fc from 'fast-check';
import {
  apiAssetType,
  categoriesFor,
  changeFilter,
  normaliseFilter,
  pageCount,
  pagedQuery,
  pageSizeFor,
} from '../../../src/core/entities/Browse';

describe('browse filter', () => {
  it('defaults to LPB, all, page 1', () => {
    expect(normaliseFilter({})).toEqual({ collection: 3, category: 'all', page: 1 });
  });

  it.each([
    [
      { collection: '4', category: 'series', page: '2' },
      { collection: 4, category: 'series', page: 2 },
    ],
    [
      { collection: '4', category: 'topic', page: '2' },
      { collection: 4, category: 'all', page: 2 },
    ],
    [
      { collection: '4', category: 'program' },
      { collection: 4, category: 'all', page: 1 },
    ],
    [
      { collection: '9', category: 'nonsense', page: 'abc' },
      { collection: 3, category: 'all', page: 1 },
    ],
    [
      { collection: '3', category: 'TOPIC', page: '0' },
      { collection: 3, category: 'topic', page: 1 },
    ],
    [
      { collection: '3', category: 'program', page: '-3' },
      { collection: 3, category: 'program', page: 1 },
    ],
    [
      { collection: '3', category: 'all', page: '2.5' },
      { collection: 3, category: 'all', page: 1 },
    ],
    [
      { collection: '3', category: 'all', page: '999' },
      { collection: 3, category: 'all', page: 999 },
    ],
  ])('%p normalises to %p', (input, expected) => {
    expect(normaliseFilter(input)).toEqual(expected);
  });

  it('hides topics and programs for LSA', () => {
    expect(categoriesFor(3)).toEqual(['all', 'series', 'topic', 'program']);
    expect(categoriesFor(4)).toEqual(['all', 'series']);
  });

  it('returns to page 1 on any change, and LSA resets topic/program to all', () => {
    const filter = { collection: 3 as const, category: 'topic' as const, page: 4 };
    expect(changeFilter(filter, { collection: 4 })).toEqual({
      collection: 4,
      category: 'all',
      page: 1,
    });
    expect(changeFilter(filter, { category: 'series' })).toEqual({
      collection: 3,
      category: 'series',
      page: 1,
    });
    expect(changeFilter({ ...filter, category: 'series' }, { collection: 4 })).toEqual({
      collection: 4,
      category: 'series',
      page: 1,
    });
  });

  it('sends all as no asset type and capitalises the others', () => {
    expect(apiAssetType('all')).toBeUndefined();
    expect(pagedQuery({ collection: 4, category: 'series', page: 2 })).toEqual({
      Page: 2,
      CollectionId: 4,
      AssetType: 'Series',
    });
    expect(pagedQuery({ collection: 3, category: 'all', page: 1 }).AssetType).toBeUndefined();
  });

  it.each([
    [0, 25],
    [7, 7],
    [24, 24],
    [25, 25],
    [412, 25],
  ])('page size for a total of %p is %p', (total, size) => {
    expect(pageSizeFor(total)).toBe(size);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });

  it('always normalises to a valid filter', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (collection, category, page) => {
        const f = normaliseFilter({ collection, category, page });
        return (
          [3, 4].includes(f.collection) &&
          categoriesFor(f.collection).includes(f.category) &&
          Number.isSafeInteger(f.page) &&
          f.page >= 1
        );
      }),
    );
  });
});
