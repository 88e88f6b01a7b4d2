import type { ReactNode } from 'react';
import { useScriptRuns } from './useBrowserValue';
import { useDisclosure } from './useDisclosure';

export interface DisclosureProps {
  /** The button's whole accessible name. */
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * A collapsible panel: a heading button marked + (closed) or - (open), and its content.
 * Without script (and until it runs) no button could toggle it: the heading is plain text
 * and the panel shows.
 */
export function Disclosure({ title, open, onToggle, children, headingLevel = 2 }: DisclosureProps) {
  const disclosure = useDisclosure(open, onToggle);
  const scripted = useScriptRuns();
  const Heading = `h${headingLevel}` as const;
  if (!scripted) {
    return (
      <section className="disclosure disclosure--open">
        <Heading className="disclosure__heading">
          <span className="disclosure__button disclosure__button--static">
            <span className="disclosure__title">{title}</span>
          </span>
        </Heading>
        <div className="disclosure__panel">{children}</div>
      </section>
    );
  }
  return (
    <section className={`disclosure${open ? ' disclosure--open' : ''}`}>
      <Heading className="disclosure__heading">
        <button className="disclosure__button" {...disclosure.button}>
          <span className="disclosure__title">{title}</span>
          <span className="disclosure__marker" aria-hidden="true">
            {open ? '-' : '+'}
          </span>
        </button>
      </Heading>
      <div className="disclosure__panel" {...disclosure.panel}>
        {children}
      </div>
    </section>
  );
}
