/** SPEC §9 "Tooltip": the gap between a tooltip and its anchor, in px. */
export const TOOLTIP_OFFSET = 8;
/** A tooltip box over this height (px)... */
export const MULTILINE_OVER_HEIGHT = 24;
/** ...and at least this wide (px) is laid out as multiline. */
export const MULTILINE_MIN_WIDTH = 200;

export interface Box {
  width: number;
  height: number;
}

/** A box on the viewport (px from its top left corner). */
export interface Rect extends Box {
  top: number;
  left: number;
}

export type TooltipLines = 'single' | 'multiline';

/** Multiline when the box is over 24px high and 200px wide or more; single-line otherwise. */
export function tooltipLayout(box: Box): TooltipLines {
  return box.height > MULTILINE_OVER_HEIGHT && box.width >= MULTILINE_MIN_WIDTH
    ? 'multiline'
    : 'single';
}

export interface TooltipPlacement {
  side: 'above' | 'below';
  top: number;
  left: number;
}

/**
 * Where a tooltip goes: 8px below its anchor, or 8px above when it does not fit below and
 * does above (else on the roomier side). Never over the anchor (WCAG 1.4.13), so the focused
 * control stays visible. Centred on the anchor, shifted to stay 8px inside the viewport.
 */
export function tooltipPlacement(anchor: Rect, tip: Box, viewport: Box): TooltipPlacement {
  const below = anchor.top + anchor.height + TOOLTIP_OFFSET;
  const above = anchor.top - TOOLTIP_OFFSET - tip.height;
  const roomBelow = viewport.height - below;
  const roomAbove = anchor.top - TOOLTIP_OFFSET;
  const fitsBelow = roomBelow >= tip.height;
  const fitsAbove = above >= 0;
  const side = fitsBelow || (!fitsAbove && roomBelow >= roomAbove) ? 'below' : 'above';

  const centred = anchor.left + anchor.width / 2 - tip.width / 2;
  const maxLeft = viewport.width - TOOLTIP_OFFSET - tip.width;
  const left = Math.max(TOOLTIP_OFFSET, Math.min(centred, maxLeft));
  return { side, top: side === 'below' ? below : above, left };
}
