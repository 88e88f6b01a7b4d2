import type { Locator } from 'playwright-core';

/** The colours a control shows as drawn now: its text, its ground and its focus ring. */
export interface DrawnColours {
  text: string;
  /** Its own background, or the first opaque one behind it. */
  ground: string;
  /** What lies behind the control itself: the ground its outline is drawn on. */
  behind: string;
  outline: { style: string; width: number; colour: string };
}

/** The control's colours as the browser computes them right now (state included). */
export function drawnColours(control: Locator): Promise<DrawnColours> {
  return control.evaluate((element) => {
    const opaque = (from: Element | null): string => {
      for (let node = from; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (!/^rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const style = getComputedStyle(element);
    return {
      text: style.color,
      ground: opaque(element),
      behind: opaque(element.parentElement),
      outline: {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        colour: style.outlineColor,
      },
    };
  });
}

/** The ground each element is seen on: its own opaque background, or the first one behind it. */
export function groundsOf(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((found) =>
    found.map((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'transparent' && !/, 0\)$/.test(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    }),
  );
}

function channels(colour: string): number[] {
  const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  if (parts.length < 3) throw new Error(`Not an rgb colour: ${colour}`);
  return parts.slice(0, 3);
}

function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours, to two decimals. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}
