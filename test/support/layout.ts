export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * jsdom has no layout: each element reports the box `boxOf` gives it. Undone by
 * `jest.restoreAllMocks()`.
 */
export function fakeLayout(boxOf: (element: HTMLElement) => Box): void {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const box = boxOf(this);
    return {
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
      toJSON: () => box,
    } as DOMRect;
  });
}
