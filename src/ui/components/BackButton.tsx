import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../core/routes/routeTable';
import { ButtonLink } from './ButtonLink';
import { useScriptRuns } from './useBrowserValue';

export interface BackButtonProps {
  /** Read on click, so the page need not re-render when the way back changes. */
  store: { readonly backRoute: string };
  /**
   * Where it leads before the page's script runs: the server knows nothing the visitor's
   * browser remembers, so it names the screen the way back starts from.
   */
  serverRoute?: string;
  /** Classes added to the secondary button's own. */
  className?: string;
  children: ReactNode;
}

/** A secondary button that goes back to where the visitor came from; a link without script. */
export function BackButton({
  store,
  serverRoute = paths.browse(),
  className,
  children,
}: BackButtonProps) {
  const navigate = useNavigate();
  const scripted = useScriptRuns();
  // The address is for a new tab; a click reads the way back afresh.
  return (
    <ButtonLink
      href={scripted ? store.backRoute : serverRoute}
      className={className ? `button button--secondary ${className}` : 'button button--secondary'}
      onActivate={() => navigate(store.backRoute)}
    >
      {children}
    </ButtonLink>
  );
}
