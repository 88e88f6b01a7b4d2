import type { ReactNode } from 'react';
import { useScriptRuns } from './useBrowserValue';

/**
 * Controls that only script can work: left out of the server's HTML (and of the render that
 * hydrates it), drawn once the page's script runs. A page without script shows none of them.
 */
export function ScriptOnly({ children }: { children: ReactNode }) {
  return useScriptRuns() ? children : null;
}
