import type { ButtonHTMLAttributes, Ref } from 'react';
import { Tooltip } from './Tooltip';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label' | 'children'
> {
  /** The button's accessible name, shown as its tooltip too. */
  label: string;
  /** The glyph it shows, hidden from assistive technology; none where CSS draws it. */
  icon?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button with no visible text: named by `label`, which its tooltip (SPEC §9) shows on
 * hover and keyboard focus. The tooltip repeats the name, so it does not describe the button.
 */
export function IconButton({ label, icon, ...button }: IconButtonProps) {
  return (
    <Tooltip text={label}>
      <button type="button" aria-label={label} {...button}>
        {icon === undefined ? null : <span aria-hidden="true">{icon}</span>}
      </button>
    </Tooltip>
  );
}
