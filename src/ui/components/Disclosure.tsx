import type { ReactNode } from 'react';
import { useDisclosure } from './useDisclosure';

export interface DisclosureProps {
  /** The button's whole accessible name. */
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  headingLevel?: 2 | 3;
}

/** A collapsible panel: a heading button marked + (closed) or - (open), and its content. */
export function Disclosure({ title, open, onToggle, children, headingLevel = 2 }: DisclosureProps) {
  const disclosure = useDisclosure(open, onToggle);
  const Heading = `h${headingLevel}` as const;
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
