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
  it('defaults to no collection (every collection), all, page 1', () => {
    const filter = normaliseFilter({});
    expect(filter).toEqual({ category: 'all', page: 1 });
    expect(filter.collection).toBeUndefined();
  });

  it.each(['', 'all', '9', 'LPB'])('reads the collection %p as none', (collection) => {
    expect(normaliseFilter({ collection, category: 'topic', page: '2' })).toEqual({
      collection: undefined,
      category: 'topic',
      page: 2,
    });
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
      { collection: undefined, category: 'all', page: 1 },
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

  it('hides topics and programs for LSA, and offers every category with no collection', () => {
    expect(categoriesFor(3)).toEqual(['all', 'series', 'topic', 'program']);
    expect(categoriesFor(4)).toEqual(['all', 'series']);
    expect(categoriesFor(undefined)).toEqual(['all', 'series', 'topic', 'program']);
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

  it('keeps no collection through a category change, and picking LSA still resets topics', () => {
    const everything = { category: 'topic' as const, page: 3 };
    const series = changeFilter(everything, { category: 'series' });
    expect(series).toEqual({ category: 'series', page: 1 });
    expect(series.collection).toBeUndefined();
    expect(changeFilter(everything, { collection: 4 })).toEqual({
      collection: 4,
      category: 'all',
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

  it('sends no CollectionId at all for no collection', () => {
    const query = pagedQuery({ category: 'series', page: 2 });
    expect(query).toEqual({ Page: 2, AssetType: 'Series' });
    expect(Object.keys(query)).not.toContain('CollectionId');
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
          [3, 4, undefined].includes(f.collection) &&
          categoriesFor(f.collection).includes(f.category) &&
          Number.isSafeInteger(f.page) &&
          f.page >= 1
        );
      }),
    );
  });
});
