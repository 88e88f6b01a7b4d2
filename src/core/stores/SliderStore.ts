import { observed } from './observed';
import {
  clampSliderPage,
  HOME_SLIDER,
  settingsAt,
  showsArrows,
  sliderCounts,
  sliderPageCount,
  type SliderSettings,
} from '../rules/lists/slider';

export interface SlideCounts {
  show: number;
  scroll: number;
}

/**
 * The settings as min-width steps (0 and each breakpoint + 1), for sliders whose breakpoints
 * apply from a width upwards while the spec's apply from a width downwards.
 */
export function minWidthSteps(settings: SliderSettings): Record<number, SlideCounts> {
  const sorted = [...settings.responsive].sort((a, b) => a.breakpoint - b.breakpoint);
  const steps: Record<number, SlideCounts> = {};
  const first = sorted[0];
  steps[0] = first
    ? sliderCounts(first.settings.slidesToShow, first.settings.slidesToScroll)
    : sliderCounts(settings.slidesToShow, settings.slidesToScroll);
  sorted.forEach((bp, i) => {
    const wider = sorted[i + 1]?.settings ?? settings;
    steps[bp.breakpoint + 1] = sliderCounts(wider.slidesToShow, wider.slidesToScroll);
  });
  return steps;
}

/**
 * Paging of one home slider (SPEC §4 "Slider paging"): the page stays within 1..total,
 * new items return to page 1, and arrows show only when enabled and there is more than one
 * page at the current viewport width.
 */
export class SliderStore {
  itemCount = 0;
  width: number;
  page = 1;

  constructor(
    readonly settings: SliderSettings = HOME_SLIDER,
    width = 1440,
  ) {
    this.width = width;
    observed(this, { settings: false });
  }

  /** Shown and scrolled counts at the current width. */
  get counts(): SlideCounts {
    return settingsAt(this.settings, this.width);
  }

  get pageCount(): number {
    return sliderPageCount(this.itemCount, this.counts.show, this.counts.scroll);
  }

  get showArrows(): boolean {
    return showsArrows(this.settings.arrows, this.pageCount);
  }

  get hasPrevious(): boolean {
    return this.page > 1;
  }

  get hasNext(): boolean {
    return this.page < this.pageCount;
  }

  /** Index of the first item shown on the current page. */
  get firstIndex(): number {
    const { show, scroll } = this.counts;
    return Math.max(0, Math.min((this.page - 1) * scroll, this.itemCount - show));
  }

  /** New items: back to page 1. */
  setItems(count: number): void {
    this.itemCount = Math.max(0, Math.floor(count));
    this.page = 1;
  }

  /** The viewport changed: the page stays within the new total. */
  setWidth(width: number): void {
    this.width = width;
    this.page = clampSliderPage(this.page, this.pageCount);
  }

  setPage(page: number): void {
    this.page = clampSliderPage(page, this.pageCount);
  }

  /** The slider moved on its own (drag, swipe): the page that shows item `index` first. */
  showIndex(index: number): void {
    const scroll = this.counts.scroll;
    this.setPage(Math.ceil(Math.max(0, index) / scroll) + 1);
  }

  next(): void {
    this.setPage(this.page + 1);
  }

  previous(): void {
    this.setPage(this.page - 1);
  }
}
