import { HOME_SLIDER } from '../../../src/core/rules/lists/slider';
import { minWidthSteps, SliderStore } from '../../../src/core/stores/SliderStore';

describe('minWidthSteps', () => {
  it('turns the spec breakpoints (width or less) into steps from a width upwards', () => {
    expect(minWidthSteps(HOME_SLIDER)).toEqual({
      0: { show: 1, scroll: 1 },
      481: { show: 1, scroll: 1 },
      769: { show: 2, scroll: 1 },
      1025: { show: 3, scroll: 2 },
    });
  });

  it('uses the base settings when there are no breakpoints', () => {
    expect(
      minWidthSteps({ slidesToShow: 4, slidesToScroll: 9, arrows: true, responsive: [] }),
    ).toEqual({ 0: { show: 4, scroll: 4 } });
  });
});

describe('SliderStore', () => {
  it('shows 3 and scrolls 2 above 1024px, 2/1 up to 1024px and 1/1 up to 768px', () => {
    const store = new SliderStore(HOME_SLIDER, 1440);
    const counts = [1440, 1220, 1024, 768, 320].map((width) => {
      store.setWidth(width);
      return store.counts;
    });
    expect(counts).toEqual([
      { show: 3, scroll: 2 },
      { show: 3, scroll: 2 },
      { show: 2, scroll: 1 },
      { show: 1, scroll: 1 },
      { show: 1, scroll: 1 },
    ]);
  });

  it('shows arrows only when there is more than one page', () => {
    const store = new SliderStore(HOME_SLIDER, 1440);
    store.setItems(3);
    expect(store.pageCount).toBe(1);
    expect(store.showArrows).toBe(false);
    store.setItems(4);
    expect(store.pageCount).toBe(2);
    expect(store.showArrows).toBe(true);
    store.setItems(0);
    expect(store.pageCount).toBe(1);
    expect(store.showArrows).toBe(false);
  });

  it('shows no arrows when the settings switch them off', () => {
    const store = new SliderStore({ ...HOME_SLIDER, arrows: false }, 1440);
    store.setItems(20);
    expect(store.showArrows).toBe(false);
  });

  it('needs arrows sooner on narrow screens', () => {
    const store = new SliderStore(HOME_SLIDER, 1440);
    store.setItems(3);
    expect(store.showArrows).toBe(false);
    store.setWidth(800);
    expect(store.pageCount).toBe(2);
    expect(store.showArrows).toBe(true);
  });

  it('pages within 1..total and starts each new list at page 1', () => {
    const store = new SliderStore(HOME_SLIDER, 1440);
    store.setItems(10); // pages start at items 0, 2, 4, 6, 7
    expect(store.pageCount).toBe(5);
    store.previous();
    expect(store.page).toBe(1);
    expect(store.hasPrevious).toBe(false);
    store.next();
    store.next();
    expect(store.page).toBe(3);
    expect(store.firstIndex).toBe(4);
    store.setPage(99);
    expect(store.page).toBe(5);
    expect(store.firstIndex).toBe(7);
    expect(store.hasNext).toBe(false);
    store.setItems(10);
    expect(store.page).toBe(1);
  });

  it('keeps the page within range when the screen widens', () => {
    const store = new SliderStore(HOME_SLIDER, 320);
    store.setItems(4);
    store.setPage(4);
    store.setWidth(1440);
    expect(store.page).toBe(2);
  });

  it('follows the slider when it is dragged', () => {
    const store = new SliderStore(HOME_SLIDER, 1440);
    store.setItems(7);
    const pages = [2, 4, 0].map((index) => {
      store.showIndex(index);
      return store.page;
    });
    expect(pages).toEqual([2, 3, 1]);
  });
});
