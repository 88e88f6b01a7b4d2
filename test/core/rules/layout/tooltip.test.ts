import fc from 'fast-check';
import {
  TOOLTIP_OFFSET,
  tooltipLayout,
  tooltipPlacement,
  type Rect,
} from '../../../../src/core/rules/layout/tooltip';

const VIEWPORT = { width: 1024, height: 768 };

function overlaps(a: Rect, b: Rect): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

describe('tooltip layout (SPEC §9)', () => {
  it.each([
    [{ width: 200, height: 25 }, 'multiline'],
    [{ width: 320, height: 40 }, 'multiline'],
    [{ width: 200, height: 24 }, 'single'],
    [{ width: 199, height: 40 }, 'single'],
    [{ width: 80, height: 20 }, 'single'],
  ] as const)('a box of %p is %s', (box, lines) => {
    expect(tooltipLayout(box)).toBe(lines);
  });
});

describe('tooltip placement', () => {
  const anchor = { top: 100, left: 400, width: 44, height: 44 };

  it('goes 8px below its anchor, centred on it', () => {
    expect(TOOLTIP_OFFSET).toBe(8);
    expect(tooltipPlacement(anchor, { width: 64, height: 24 }, VIEWPORT)).toEqual({
      side: 'below',
      top: 152,
      left: 390,
    });
  });

  it('goes 8px above when there is no room below', () => {
    const low = { ...anchor, top: 730 };
    expect(tooltipPlacement(low, { width: 64, height: 24 }, VIEWPORT)).toEqual({
      side: 'above',
      top: 698,
      left: 390,
    });
  });

  it('stays 8px inside the viewport sideways', () => {
    expect(
      tooltipPlacement({ ...anchor, left: 0 }, { width: 100, height: 24 }, VIEWPORT).left,
    ).toBe(8);
    expect(
      tooltipPlacement({ ...anchor, left: 1000 }, { width: 100, height: 24 }, VIEWPORT).left,
    ).toBe(916);
  });

  it('never covers its anchor, wherever the anchor is and however large the tooltip', () => {
    const box = fc.record({
      width: fc.integer({ min: 1, max: 1200 }),
      height: fc.integer({ min: 1, max: 900 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 900 }),
        fc.integer({ min: -100, max: 1100 }),
        box,
        box,
        (top, left, size, tip) => {
          const at: Rect = { top, left, ...size };
          const placed = tooltipPlacement(at, tip, VIEWPORT);
          const drawn = { top: placed.top, left: placed.left, ...tip };
          expect(overlaps(at, drawn)).toBe(false);
          const gap =
            placed.side === 'below'
              ? placed.top - (top + size.height)
              : top - (placed.top + tip.height);
          expect(gap).toBe(TOOLTIP_OFFSET);
        },
      ),
    );
  });
});
