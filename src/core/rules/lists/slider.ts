export interface SliderBreakpoint {
  /** Applies at this viewport width in px or less. */
  breakpoint: number;
  settings: { slidesToShow: number; slidesToScroll: number };
}

export interface SliderSettings {
  slidesToShow: number;
  slidesToScroll: number;
  arrows: boolean;
  responsive: SliderBreakpoint[];
}

/** SPEC §9: 3 shown, 2 scrolled; 2/1 at 1024px or less; 1/1 at 768 and 480. */
export const HOME_SLIDER: SliderSettings = {
  slidesToShow: 3,
  slidesToScroll: 2,
  arrows: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 768, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    { breakpoint: 480, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};

function atLeastOne(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? Math.max(1, Math.floor(value)) : fallback;
}

/** Shown is at least 1 (default 3); scrolled is between 1 and shown (default 2). */
export function sliderCounts(
  slidesToShow?: number,
  slidesToScroll?: number,
): { show: number; scroll: number } {
  const show = atLeastOne(slidesToShow, 3);
  const scroll = Math.min(atLeastOne(slidesToScroll, 2), show);
  return { show, scroll };
}

/** The settings in force at a viewport width: the smallest breakpoint that still covers it. */
export function settingsAt(
  settings: SliderSettings,
  width: number,
): { show: number; scroll: number } {
  const match = [...settings.responsive]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((b) => width <= b.breakpoint);
  const chosen = match?.settings ?? settings;
  return sliderCounts(chosen.slidesToShow, chosen.slidesToScroll);
}

/** Pages a slider of `items` has: at least 1. */
export function sliderPageCount(items: number, show: number, scroll: number): number {
  const { show: s, scroll: k } = sliderCounts(show, scroll);
  const n = Math.max(0, Math.floor(items));
  return n <= s ? 1 : Math.ceil((n - s) / k) + 1;
}

/** The page kept within 1..total. */
export function clampSliderPage(page: number, total: number): number {
  const t = Math.max(1, Math.floor(Number.isFinite(total) ? total : 1));
  const p = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(p, 1), t);
}

/** Arrows show only when enabled and there is more than one page. */
export function showsArrows(arrows: boolean, pages: number): boolean {
  return arrows && pages > 1;
}
