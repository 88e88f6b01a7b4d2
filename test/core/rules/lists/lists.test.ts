import fc from 'fast-check';
import {
  apiAssetType,
  categoriesFor,
  changeFilter,
  normaliseFilter,
  pageCount,
  pagedQuery,
  pageSizeFor,
} from '../../../../src/core/entities/Browse';
import { formatBlogDate } from '../../../../src/core/rules/values/dates';
import { lastPageNumber, paginatorState, rangeLabel } from '../../../../src/core/rules/lists/paginator';
import { itemTarget, paths } from '../../../../src/core/routes/routeTable';
import {
  clampSliderPage,
  HOME_SLIDER,
  settingsAt,
  showsArrows,
  sliderCounts,
  sliderPageCount,
} from '../../../../src/core/rules/lists/slider';

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

describe('paginator', () => {
  it.each([
    [0, 25, 412, '1 – 25 of 412'],
    [1, 25, 412, '26 – 50 of 412'],
    [16, 25, 412, '401 – 412 of 412'],
    [0, 25, 0, '0 of 0'],
    [0, 0, 10, '0 of 10'],
    [5, 25, 10, '0 of 10'],
    [-2, 25, 10, '1 – 10 of 10'],
    [0, -5, 10, '0 of 10'],
  ])('index %p, size %p, length %p reads %p', (index, size, length, label) => {
    expect(rangeLabel(index, size, length)).toBe(label);
  });

  it('clamps the index and size to 0 or more and falls back to 50 without a size', () => {
    expect(paginatorState(-3, -1, 5)).toEqual({ pageIndex: 0, pageSize: 0, length: 5 });
    expect(paginatorState(0, undefined, 5).pageSize).toBe(50);
    expect(lastPageNumber(25, 412)).toBe(17);
    expect(lastPageNumber(0, 412)).toBe(1);
  });

  it('never throws and always reads "… of n"', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (i, s, n) =>
        /^(\d+ – \d+|0) of \d+$/.test(rangeLabel(i, s, n)),
      ),
    );
  });
});

describe('slider', () => {
  it('defaults to 3 shown and 2 scrolled; scroll never exceeds shown and is at least 1', () => {
    expect(sliderCounts()).toEqual({ show: 3, scroll: 2 });
    expect(sliderCounts(1, 2)).toEqual({ show: 1, scroll: 1 });
    expect(sliderCounts(4, 0)).toEqual({ show: 4, scroll: 1 });
    expect(sliderCounts(0, 0)).toEqual({ show: 1, scroll: 1 });
  });

  it.each([
    [1440, { show: 3, scroll: 2 }],
    [1025, { show: 3, scroll: 2 }],
    [1024, { show: 2, scroll: 1 }],
    [800, { show: 2, scroll: 1 }],
    [768, { show: 1, scroll: 1 }],
    [480, { show: 1, scroll: 1 }],
    [320, { show: 1, scroll: 1 }],
  ])('the home slider at %ppx shows %p', (width, counts) => {
    expect(settingsAt(HOME_SLIDER, width)).toEqual(counts);
  });

  it('pages, clamps and shows arrows only with more than one page', () => {
    expect(sliderPageCount(0, 3, 2)).toBe(1);
    expect(sliderPageCount(3, 3, 2)).toBe(1);
    expect(sliderPageCount(4, 3, 2)).toBe(2);
    expect(sliderPageCount(8, 3, 2)).toBe(4);
    expect(clampSliderPage(0, 4)).toBe(1);
    expect(clampSliderPage(9, 4)).toBe(4);
    expect(clampSliderPage(2, 0)).toBe(1);
    expect(showsArrows(true, 1)).toBe(false);
    expect(showsArrows(true, 2)).toBe(true);
    expect(showsArrows(false, 5)).toBe(false);
  });

  it('keeps every page within 1..total', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (page, total) => {
        const p = clampSliderPage(page, total);
        return p >= 1 && p <= Math.max(1, Math.floor(Number.isFinite(total) ? total : 1));
      }),
    );
  });
});

describe('blog dates', () => {
  it.each([
    ['2024-03-05T00:00:00Z', '03/05/2024'],
    ['2024-03-05', '03/05/2024'],
    ['1999-12-31T10:00:00Z', '12/31/1999'],
    ['', ''],
    ['not a date', ''],
    [undefined, ''],
  ])('%p shows as %p', (value, text) => {
    expect(formatBlogDate(value)).toBe(text);
  });
});

describe('routes', () => {
  it('sends series and topics to their sub-listing and others to the detail', () => {
    expect(itemTarget({ type: 'Series', identifier: 'S1' })).toBe('/sublisting/Series/S1');
    expect(
      itemTarget({ type: 'Topic', identifier: 'T1' }, 'videoPlayer', (t) => t.toLowerCase()),
    ).toBe('/sublisting/topic/T1');
    expect(itemTarget({ type: 'Clip', identifier: '00042' })).toBe('/video_v2/asset-detail/00042');
    expect(itemTarget({ type: 'Program', identifier: 'P1' }, 'videoPlayer')).toBe(
      '/video-player/P1',
    );
  });

  it('builds the browse, search and sub-listing paths', () => {
    expect(paths.browse()).toBe('/browse-all-videos');
    expect(paths.browse(4)).toBe('/browse-all-videos/4');
    expect(paths.browse(3, 'series', 2)).toBe('/browse-all-videos/3/series/page/2');
    expect(paths.subListing('series', 'S 1', 3)).toBe('/sublisting/series/S%201/page/3');
    expect(paths.search('flood & "levee"/1927', 'ALLFIELDS')).toBe(
      '/search?keyword=flood+%26+%22levee%22%2F1927&search_by=ALLFIELDS',
    );
  });
});
