import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` when the visitor presses anywhere outside `container` while `active`.
 * Drop-downs close this way rather than on every blur: some browsers (Safari) do not focus a
 * clicked button, so a blur with nowhere to go must not close the box before the click lands.
 */
export function useOutsidePress(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      if (!container.current?.contains(event.target as Node | null)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [container, active, onOutside]);
}
