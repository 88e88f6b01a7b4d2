import fc from 'fast-check';
import {
  apiAssetType,
  categoriesFor,
  changeFilter,
  normaliseFilter,
  pageCount,
  pagedQuery,
  pageSizeFor,
  type BrowseFilter,
  type Category,
} from '../../../src/core/entities/Browse';
import type { CollectionId } from '../../../src/core/entities/Collection';
import { itMaps } from '../../support/tables';

/** A filter as the address reads it: collection (none: every collection), category, page. */
const filter = (
  collection: CollectionId | undefined,
  category: Category,
  page: number,
): BrowseFilter => ({ collection, category, page });

describe('browse filter', () => {
  it('defaults to no collection (every collection), all, page 1', () => {
    const defaults = normaliseFilter({});
    expect(defaults).toEqual({ category: 'all', page: 1 });
    expect(defaults.collection).toBeUndefined();
  });

  it.each(['', 'all', '9', 'LPB'])('reads the collection %p as none', (collection) => {
    expect(normaliseFilter({ collection, category: 'topic', page: '2' })).toEqual(
      filter(undefined, 'topic', 2),
    );
  });

  itMaps(normaliseFilter, '%p normalises to %p', [
    [{ collection: '4', category: 'series', page: '2' }, filter(4, 'series', 2)],
    [{ collection: '4', category: 'topic', page: '2' }, filter(4, 'all', 2)],
    [{ collection: '4', category: 'program' }, filter(4, 'all', 1)],
    [{ collection: '9', category: 'nonsense', page: 'abc' }, filter(undefined, 'all', 1)],
    [{ collection: '3', category: 'TOPIC', page: '0' }, filter(3, 'topic', 1)],
    [{ collection: '3', category: 'program', page: '-3' }, filter(3, 'program', 1)],
    [{ collection: '3', category: 'all', page: '2.5' }, filter(3, 'all', 1)],
    [{ collection: '3', category: 'all', page: '999' }, filter(3, 'all', 999)],
  ]);

  it('hides topics and programs for LSA, and offers every category with no collection', () => {
    expect(categoriesFor(3)).toEqual(['all', 'series', 'topic', 'program']);
    expect(categoriesFor(4)).toEqual(['all', 'series']);
    expect(categoriesFor(undefined)).toEqual(['all', 'series', 'topic', 'program']);
  });

  it('returns to page 1 on any change, and LSA resets topic/program to all', () => {
    const topics = filter(3, 'topic', 4);
    expect(changeFilter(topics, { collection: 4 })).toEqual(filter(4, 'all', 1));
    expect(changeFilter(topics, { category: 'series' })).toEqual(filter(3, 'series', 1));
    expect(changeFilter({ ...topics, category: 'series' }, { collection: 4 })).toEqual(
      filter(4, 'series', 1),
    );
  });

  it('keeps no collection through a category change, and picking LSA still resets topics', () => {
    const everything = { category: 'topic' as const, page: 3 };
    const series = changeFilter(everything, { category: 'series' });
    expect(series).toEqual({ category: 'series', page: 1 });
    expect(series.collection).toBeUndefined();
    expect(changeFilter(everything, { collection: 4 })).toEqual(filter(4, 'all', 1));
  });

  it('sends all as an empty asset type and capitalises the others', () => {
    expect(apiAssetType('all')).toBeUndefined();
    expect(pagedQuery(filter(4, 'series', 2))).toEqual({
      Page: 2,
      CollectionId: 4,
      AssetType: 'Series',
    });
    expect(pagedQuery(filter(3, 'all', 1))).toEqual({ Page: 1, CollectionId: 3, AssetType: '' });
  });

  it('sends no CollectionId at all for no collection', () => {
    const query = pagedQuery({ category: 'series', page: 2 });
    expect(query).toEqual({ Page: 2, AssetType: 'Series' });
    expect(Object.keys(query)).not.toContain('CollectionId');
  });

  itMaps(pageSizeFor, 'page size for a total of %p is %p', [
    [0, 25],
    [7, 7],
    [24, 24],
    [25, 25],
    [412, 25],
  ]);

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
