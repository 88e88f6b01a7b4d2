import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export interface BackButtonProps {
  /** Read on click, so the page need not re-render when the way back changes. */
  store: { readonly backRoute: string };
  /** Classes added to the secondary button's own. */
  className?: string;
  children: ReactNode;
}

/** A secondary button that goes back to where the visitor came from. */
export function BackButton({ store, className, children }: BackButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className ? `button button--secondary ${className}` : 'button button--secondary'}
      onClick={() => navigate(store.backRoute)}
    >
      {children}
    </button>
  );
}
