import type { MouseEvent, RefObject } from 'react';

export interface SkipLinkProps {
  /** The region to jump to: a ref, or the id of an element that can take focus. */
  target: RefObject<HTMLElement | null> | string;
  label?: string;
}

/**
 * A link for keyboard users to jump past what comes before a region. It focuses the region
 * itself rather than following the fragment, which would count as a navigation of its own.
 */
export function SkipLink({ target, label = 'Skip to main content' }: SkipLinkProps) {
  const id = typeof target === 'string' ? target : 'main';
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const element = typeof target === 'string' ? document.getElementById(target) : target.current;
    element?.focus();
  };
  return (
    <a className="skip-link" href={`#${id}`} onClick={skip}>
      {label}
    </a>
  );
}
