import type { MouseEvent, RefObject } from 'react';

/**
 * The first focusable element: jumps to the main region. It focuses the region itself
 * rather than following the fragment, which would count as a navigation of its own.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    target.current?.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      Skip to main content
    </a>
  );
}
