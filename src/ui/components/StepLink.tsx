import { ButtonLink } from './ButtonLink';
import { IconButton } from './IconButton';
import { Tooltip } from './Tooltip';

export interface StepLinkProps {
  /** Its accessible name, shown as its tooltip too. */
  label: string;
  /** The glyph it shows, hidden from assistive technology. */
  icon: string;
  className: string;
  disabled: boolean;
  /** Where it goes without script; given and enabled, it is a link there. */
  href?: string;
  /** What a click, Enter or Space does with script. */
  onActivate: () => void;
  /** Announced as a link: it goes to another page (a paginator's), not to a moment here. */
  asLink?: boolean;
}

/**
 * A step to somewhere (a page, a match), named by its label and showing it as a tooltip: a
 * link that works before and without the page's script when it has an `href` and is enabled,
 * else a button; disabled, no link.
 */
export function StepLink({ label, icon, href, onActivate, asLink, ...button }: StepLinkProps) {
  if (href !== undefined && !button.disabled) {
    return (
      <Tooltip text={label}>
        <ButtonLink
          className={button.className}
          href={href}
          asLink={asLink}
          aria-label={label}
          onActivate={onActivate}
        >
          <span aria-hidden="true">{icon}</span>
        </ButtonLink>
      </Tooltip>
    );
  }
  return <IconButton {...button} label={label} icon={icon} onClick={onActivate} />;
}
