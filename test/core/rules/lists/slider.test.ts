import fc from 'fast-check';
import {
  clampSliderPage,
  HOME_SLIDER,
  settingsAt,
  showsArrows,
  sliderCounts,
  sliderPageCount,
} from '../../../../src/core/rules/lists/slider';

describe('slider', () => {
  // 3 shown and 2 scrolled by default; scroll never exceeds shown and is at least 1.
  it.each([
    [undefined, undefined, { show: 3, scroll: 2 }],
    [1, 2, { show: 1, scroll: 1 }],
    [4, 0, { show: 4, scroll: 1 }],
    [0, 0, { show: 1, scroll: 1 }],
  ])('counts %p shown and %p scrolled as %p', (show, scroll, counts) => {
    expect(sliderCounts(show, scroll)).toEqual(counts);
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
