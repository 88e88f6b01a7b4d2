import fc from 'fast-check';
import {
  lastPageNumber,
  pagePosition,
  paginatorState,
  rangeLabel,
} from '../../../../src/core/rules/lists/paginator';

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

  describe('pagePosition', () => {
    const series = { one: 'series', many: 'series' };
    it.each([
      [0, 25, 412, 'Page 1 of 17'],
      [16, 25, 412, 'Page 17 of 17'],
      [1, 25, 26, 'Page 2 of 2'],
      [0, 25, 25, 'All 25 items on one page'],
      [0, 7, 7, 'All 7 items on one page'],
      [0, 25, 1, '1 item on one page'],
      [5, 25, 10, 'Page 6, past the last page (1)'],
      [0, 25, 0, ''],
      [0, 0, 10, ''],
    ])('index %p, size %p, length %p reads %p', (index, size, length, words) => {
      expect(pagePosition(index, size, length)).toBe(words);
    });

    it('names what the list holds when it fits on one page', () => {
      expect(pagePosition(0, 7, 7, series)).toBe('All 7 series on one page');
      expect(pagePosition(0, 25, 1, { one: 'video', many: 'videos' })).toBe('1 video on one page');
      expect(pagePosition(1, 25, 60, series)).toBe('Page 2 of 3');
    });
  });
});
