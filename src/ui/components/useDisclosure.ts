import { useId } from 'react';
import { useScriptRuns } from './useBrowserValue';

export interface DisclosureOptions {
  /**
   * Report the state only once the page's script runs. Before that the button can open and
   * close nothing, and CSS decides what shows (NoScriptStyles), so a state would be untrue.
   */
  stateWithScriptOnly?: boolean;
}

/**
 * Ties a button to the panel it shows and hides: spread `button` on the button and `panel`
 * on the panel, so the button reports the panel's state and names it.
 */
export function useDisclosure(
  open: boolean,
  onToggle: () => void,
  { stateWithScriptOnly = false }: DisclosureOptions = {},
) {
  const panelId = useId();
  const scripted = useScriptRuns();
  const stated = scripted || !stateWithScriptOnly;
  return {
    button: {
      type: 'button',
      'aria-expanded': stated ? open : undefined,
      'aria-controls': stated ? panelId : undefined,
      onClick: onToggle,
    } as const,
    panel: { id: panelId, hidden: !open },
  };
}
