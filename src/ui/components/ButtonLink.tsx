import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

/** A click the browser should handle itself (new tab or window). */
export function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export interface ButtonLinkProps {
  /** Where the control goes without JavaScript (and in a new tab). */
  href: string;
  /** What a plain click, Enter or Space does once the page runs its script. */
  onActivate: () => void;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A control that reads as a button but is a real link, so it works before (or without) the
 * page's script: then it simply goes to `href`. With the script, a plain click, Enter or
 * Space runs `onActivate` instead; a click meant for a new tab or window still opens `href`.
 */
export function ButtonLink({ href, onActivate, className, children, ...aria }: ButtonLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onActivate();
  };
  // A button also answers Space; a link alone would scroll the page.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    onActivate();
  };
  return (
    <a
      role="button"
      href={href}
      className={className}
      aria-label={aria['aria-label']}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </a>
  );
}
