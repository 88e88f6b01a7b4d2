import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { useNavigate } from 'react-router-dom';

/** A click the browser should handle itself (new tab or window). */
export function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** What else may go on the link: its name, and what a tooltip around it listens to. */
type AnchorProps = Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  | 'className'
  | 'aria-label'
  | 'aria-describedby'
  | 'onFocus'
  | 'onBlur'
  | 'onPointerEnter'
  | 'onPointerLeave'
  | 'onPointerDown'
>;

export interface ButtonLinkProps extends AnchorProps {
  /** Where the control goes without JavaScript (and in a new tab). */
  href: string;
  /** What a plain click, Enter or Space does once the page runs its script. */
  onActivate: () => void;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  /**
   * Announced as the link it is (a step to another page or moment), answering Enter as links
   * do; else announced as a button, answering Space too.
   */
  asLink?: boolean;
}

/**
 * A control that reads as a button but is a real link, so it works before (or without) the
 * page's script: then it simply goes to `href`. With the script, a plain click, Enter or
 * Space runs `onActivate` instead; a click meant for a new tab or window still opens `href`.
 */
export function ButtonLink({ href, onActivate, children, asLink, ...anchor }: ButtonLinkProps) {
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
  if (asLink) {
    return (
      <a {...anchor} href={href} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <a {...anchor} role="button" href={href} onClick={onClick} onKeyDown={onKeyDown}>
      {children}
    </a>
  );
}

/** A ButtonLink that goes to `href` within the site (the app's own navigation, no reload). */
export function SiteButtonLink(props: Omit<ButtonLinkProps, 'onActivate'>) {
  const navigate = useNavigate();
  return <ButtonLink {...props} onActivate={() => navigate(props.href)} />;
}
